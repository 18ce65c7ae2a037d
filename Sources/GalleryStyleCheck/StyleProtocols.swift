import GalleryModel

/// Where each family's style protocol exists, as the family's descriptor gives it from the protocol's page. A
/// project's own style conforms to the protocol and the family's style modifier takes it, so the project's style can
/// be used where its protocol exists; what its `makeBody` calls is checked where it is written, as any other code.
enum StyleProtocols {
    /// The availability of `family`'s style protocol (`PrimitiveButtonStyle` shares `ButtonStyle`'s).
    static func availability(of family: StyleFamily) -> Availability {
        StyleCatalog.family(family).styleProtocol
    }
}
