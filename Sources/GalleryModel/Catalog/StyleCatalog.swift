import Foundation

/// Every family and style the gallery knows, and lookup by SwiftUI name.
public enum StyleCatalog {
    /// One descriptor per family, in the registry's order.
    public static let families: [FamilyDescriptor] = FamilyRegistry.definitions.map(\.descriptor)

    private static let descriptors: [StyleFamily: FamilyDescriptor] = Dictionary(uniqueKeysWithValues: families.map { ($0.family, $0) })

    /// The descriptor of `family`.
    public static func family(_ family: StyleFamily) -> FamilyDescriptor {
        descriptors[family]!
    }

    /// Every built-in style of every family.
    public static var builtInStyles: [StyleDescriptor] {
        families.flatMap(\.builtInStyles)
    }

    /// Every style of every family, built-in and custom.
    public static var allStyles: [StyleDescriptor] {
        families.flatMap(\.styles)
    }

    /// The style of `family` whose SwiftUI name matches `name`.
    ///
    /// Case is ignored, and so is punctuation, so `pageIndexDisplayMode` finds
    /// `page(indexDisplayMode:)`.
    /// - Throws: ``UnknownNameError`` listing the family's styles.
    public static func style(named name: String, in family: StyleFamily) throws(UnknownNameError) -> StyleDescriptor {
        let styles = Self.family(family).styles
        if let exact = styles.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return exact
        }
        let wanted = squeezed(name)
        if !wanted.isEmpty, let loose = styles.first(where: { squeezed($0.name) == wanted }) {
            return loose
        }
        throw UnknownNameError(kind: say("\(family.rawValue) style"), kindPlural: say("\(family.rawValue) styles"), name: name, validNames: styles.map(\.name))
    }

    /// The platforms on which `style` can be used: both it and its view exist there.
    public static func platforms(of style: StyleDescriptor) -> [Platform] {
        let view = family(style.family).viewAvailability
        return Platform.allCases.filter { view.isAvailable(on: $0) && style.availability.isAvailable(on: $0) }
    }

    private static func squeezed(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
