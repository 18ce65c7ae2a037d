struct AppMain {}
