/// The Label page's stack editor operations, on the configuration's stack.
extension Configuration {
    /// Adds `style` at the far end of the stack (the outermost modifier).
    /// - Returns: false when the stack is already as deep as allowed.
    @discardableResult
    public mutating func appendLabelStyle(_ style: LabelStyleKind) -> Bool {
        guard labelStack.count < LabelStyleKind.maximumStackDepth else { return false }
        labelStack.append(style)
        return true
    }

    /// Removes the style at `index`.
    public mutating func removeLabelStyle(at index: Int) {
        guard labelStack.indices.contains(index) else { return }
        labelStack.remove(at: index)
    }

    /// Moves the style at `index` one place nearer the Label (`offset` -1) or farther (+1).
    public mutating func moveLabelStyle(at index: Int, by offset: Int) {
        let target = index + offset
        guard labelStack.indices.contains(index), labelStack.indices.contains(target) else { return }
        labelStack.swapAt(index, target)
    }
}
