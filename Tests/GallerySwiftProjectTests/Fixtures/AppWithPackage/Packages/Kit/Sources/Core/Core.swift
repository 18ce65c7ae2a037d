public struct Core {}
