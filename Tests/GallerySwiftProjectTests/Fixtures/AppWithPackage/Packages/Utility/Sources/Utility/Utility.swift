public struct Utility {}
