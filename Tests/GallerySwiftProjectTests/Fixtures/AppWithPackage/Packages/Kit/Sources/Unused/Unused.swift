public struct Unused {}
