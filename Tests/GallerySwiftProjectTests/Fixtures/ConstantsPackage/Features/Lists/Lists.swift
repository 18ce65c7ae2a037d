struct Lists {}
