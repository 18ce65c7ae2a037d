struct MenuCommands {}
