import Kit
struct KitTests {}
