/// A reference holder for a Swift value that C code carries as `gpointer`.
final class Box<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value that several closures share and change.
final class Mutable<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
