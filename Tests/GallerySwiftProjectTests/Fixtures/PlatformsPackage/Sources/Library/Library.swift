public struct Library {}
