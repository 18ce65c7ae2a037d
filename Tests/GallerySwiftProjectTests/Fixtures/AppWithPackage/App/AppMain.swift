import Kit
struct AppMain {}
