struct main {}
