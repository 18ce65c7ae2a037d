struct CoreTests {}
