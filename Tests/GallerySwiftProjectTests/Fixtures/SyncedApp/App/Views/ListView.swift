struct ListView {}
