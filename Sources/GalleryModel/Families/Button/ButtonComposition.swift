/// What a view drawn as a button takes from the Button family: a Menu's or a Toggle's button look, composed from the
/// button style in force ("controls that acquire a button style through composition, like the Menu and Toggle views",
/// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1), and the classes that draw it.
extension DrawingContext {
    /// The button look a control drawn as a button takes: the scene's button style in force, else the automatic one.
    func buttonLook() -> ButtonFamily.Look {
        composed(ButtonFamily.self)?.resolved.look(of: ButtonFamily.self) ?? automatic(ButtonFamily.self)
    }

    /// The classes that draw the button look `look`, or the look ``buttonLook()`` gives.
    func buttonClasses(_ look: ButtonFamily.Look? = nil) -> [String] {
        ButtonPlanner.classes(forLook: look ?? buttonLook())
    }
}
