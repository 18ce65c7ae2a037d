import Kit
struct WatchMain {}
