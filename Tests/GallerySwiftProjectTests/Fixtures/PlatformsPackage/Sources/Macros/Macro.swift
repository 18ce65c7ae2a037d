struct Macro {}
