/// A picture's properties, read back by the interpreter and the tests.
extension WidgetPlan {
    /// A picture of `asset` in a frame of `width` × `height` (its own size when not given), filled as `mode` says.
    static func picture(
        _ asset: ImageAsset, _ mode: ImageContentMode, width: Int? = nil, height: Int? = nil,
        renderingMode: ImageRenderingMode = .original, classes: [String] = [], accessibleName: String?
    ) -> WidgetPlan {
        WidgetPlan(.picture, [
            .asset: .asset(asset), .contentMode: .contentMode(mode), .renderingMode: .renderingMode(renderingMode),
            .width: .int(width ?? asset.size.width), .height: .int(height ?? asset.size.height),
        ], classes: classes, accessibleName: accessibleName)
    }

    /// The image asset a picture shows, or nil.
    public var asset: ImageAsset? {
        if case .asset(let value)? = properties[.asset] { return value }
        return nil
    }

    /// How a picture fills its frame, or nil.
    public var contentMode: ImageContentMode? {
        if case .contentMode(let value)? = properties[.contentMode] { return value }
        return nil
    }

    /// Whether a picture keeps its colours, or nil.
    public var renderingMode: ImageRenderingMode? {
        if case .renderingMode(let value)? = properties[.renderingMode] { return value }
        return nil
    }
}
