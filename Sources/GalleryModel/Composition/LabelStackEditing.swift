/// The Label page's stack editor operations, on the configuration's stack.
extension Configuration {
    /// Replaces the stack with `stack`, as deep as the stack may be (an export must import again).
    public mutating func replaceLabelStack(with stack: [LabelStyleKind]) {
        labelStack = Array(stack.prefix(LabelStyleKind.maximumStackDepth))
    }

    /// Whether another style fits in the stack.
    public var canAppendLabelStyle: Bool {
        labelStack.count < LabelStyleKind.maximumStackDepth
    }

    /// Adds `style` at the far end of the stack (the outermost modifier), if it fits.
    public mutating func appendLabelStyle(_ style: LabelStyleKind) {
        guard canAppendLabelStyle else { return }
        labelStack.append(style)
    }

    /// Removes the style at `index`.
    public mutating func removeLabelStyle(at index: Int) {
        guard labelStack.indices.contains(index) else { return }
        labelStack.remove(at: index)
    }

    /// Whether the style at `index` can move by `offset` (it stays inside the stack).
    public func canMoveLabelStyle(at index: Int, by offset: Int) -> Bool {
        labelStack.indices.contains(index) && labelStack.indices.contains(index + offset)
    }

    /// Moves the style at `index` one place nearer the Label (`offset` -1) or farther (+1).
    public mutating func moveLabelStyle(at index: Int, by offset: Int) {
        guard canMoveLabelStyle(at: index, by: offset) else { return }
        labelStack.swapAt(index, index + offset)
    }
}
