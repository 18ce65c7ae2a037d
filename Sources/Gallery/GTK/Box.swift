/// A reference holder for a Swift value that C code carries as `gpointer`.
final class Box<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A reference holder for a value that crosses threads, such as a closure handed to the main loop from another.
final class SendableBox<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value that several closures share and change.
package final class Mutable<Value> {
    package var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
