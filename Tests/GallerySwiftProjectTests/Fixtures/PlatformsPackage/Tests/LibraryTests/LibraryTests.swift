struct LibraryTests {}
