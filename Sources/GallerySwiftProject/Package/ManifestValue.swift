import GalleryModel

/// Where something is written in a manifest: 1-based line and column (in bytes, as the compiler counts).
struct ManifestSpot: Equatable {
    let line: Int
    let column: Int
}

/// A value of a `Package.swift` as far as the reader follows it, without running it: literals, arrays, and the
/// calls and members of PackageDescription's vocabulary (`.target(name: …)`, `.iOS(.v17)`, `.v10_15`), kept as
/// written, with where each was written.
struct ManifestValue {
    indirect enum Kind {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case array([ManifestValue])
        /// `.target(name: …)`, `Package(…)`, `.iOS(.v17)`, `.when(platforms: […])`: the name called (the last
        /// member of `Target.Dependency.product`) and the arguments.
        case call(String, [ManifestArgument])
        /// `.v17`, `.debug`, `.iOS` written alone, `MainActor.self`: the member's name.
        case member(String)
        case none
        /// Something the reader does not follow, and why: said as a problem only where the value is needed.
        case unknown(LocalizedText)
    }

    let kind: Kind
    let spot: ManifestSpot

    init(_ kind: Kind, at spot: ManifestSpot) {
        self.kind = kind
        self.spot = spot
    }

    /// The string, when the value is one.
    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The elements, when the value is an array.
    var array: [ManifestValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The name called and the arguments, when the value is a call.
    var call: (name: String, arguments: [ManifestArgument])? {
        if case .call(let name, let arguments) = kind { return (name, arguments) }
        return nil
    }

    /// The member's name, when the value is a member written alone (`.v17`).
    var member: String? {
        if case .member(let name) = kind { return name }
        return nil
    }

    /// The reason the reader did not follow the value, when it did not.
    var unknownReason: LocalizedText? {
        if case .unknown(let reason) = kind { return reason }
        return nil
    }

    /// The value of the argument labelled `label` of a call (the first unlabelled one for `nil`).
    func argument(_ label: String?) -> ManifestValue? {
        call?.arguments.first { $0.label == label }?.value
    }

    /// The call with the argument labelled `label` set to `value` (added at the end when the call has none).
    func setting(_ label: String, to value: ManifestValue) -> ManifestValue {
        guard let (name, arguments) = call else { return self }
        var changed = arguments
        if let index = changed.firstIndex(where: { $0.label == label }) {
            changed[index] = ManifestArgument(label: label, value: value)
        } else {
            changed.append(ManifestArgument(label: label, value: value))
        }
        return ManifestValue(.call(name, changed), at: spot)
    }
}

/// One argument of a call in a manifest: its label (nil when unlabelled) and value.
struct ManifestArgument {
    let label: String?
    let value: ManifestValue
}
