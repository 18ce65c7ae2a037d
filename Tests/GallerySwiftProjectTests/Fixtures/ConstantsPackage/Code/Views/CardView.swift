struct CardView {}
