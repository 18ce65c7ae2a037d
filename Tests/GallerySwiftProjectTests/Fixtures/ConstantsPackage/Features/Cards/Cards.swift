struct Cards {}
