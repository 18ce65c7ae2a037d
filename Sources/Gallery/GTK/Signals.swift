import CGtk

/// Connects Swift closures to GObject signals.
///
/// Each closure lives in a box that the signal connection retains; GTK calls
/// ``releaseBox`` (a `GClosureNotify`) when the handler is disconnected or the
/// object is finalized, and that drops the box. Handlers run on the main
/// thread, so they enter the main actor with `MainActor.assumeIsolated`.
@MainActor
package enum Signal {
    /// `void handler(instance, user_data)`: clicked, toggled, activate, changed, value-changed...
    @discardableResult
    package static func connect(_ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value() }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(instance, pointer, user_data)`: notify (GParamSpec), row-activated (row),
    /// setup and bind (list item), GAction activate (parameter).
    @discardableResult
    package static func connectPointer(
        _ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let box = Unmanaged<Box<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(argument) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(instance, gint, user_data)`: a native dialog's response.
    @discardableResult
    static func connectInt(_ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            let box = Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(value) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(gesture, gint n_press, gdouble x, gdouble y, user_data)`: a click gesture's pressed.
    @discardableResult
    static func connectPress(_ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, presses, _, _, data in
            let box = Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(presses) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(gesture, gint n_press, gdouble x, gdouble y, user_data)`: a click gesture's pressed, with where.
    @discardableResult
    static func connectPressAt(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            let box = Unmanaged<Box<@MainActor (Double, Double) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(x, y) }
        }
        return connect(instance, "pressed", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(gesture, gdouble x, gdouble y, user_data)`: a long-press gesture's pressed, with where.
    @discardableResult
    static func connectLongPress(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, x, y, data in
            let box = Unmanaged<Box<@MainActor (Double, Double) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(x, y) }
        }
        return connect(instance, "pressed", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(monitor, GFile *file, GFile *other_file, GFileMonitorEvent, user_data)`: a file monitor's changed.
    @discardableResult
    static func connectFileChange(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (GFileMonitorEvent) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, GFileMonitorEvent,
                                   UnsafeMutableRawPointer?) -> Void = { _, _, _, event, data in
            let box = Unmanaged<Box<@MainActor (GFileMonitorEvent) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(event) }
        }
        return connect(instance, "changed", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `gboolean handler(controller, gdouble dx, gdouble dy, user_data)`: a scroll controller's scroll.
    @discardableResult
    static func connectScroll(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (Double) -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            _, _, dy, data in
            let box = Unmanaged<Box<@MainActor (Double) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value(dy) } ? 1 : 0
        }
        return connect(instance, "scroll", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `void handler(gesture, gdouble offset_x, gdouble offset_y, user_data)`: a drag gesture's drag-end.
    @discardableResult
    static func connectDragEnd(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, x, y, data in
            let box = Unmanaged<Box<@MainActor (Double, Double) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(x, y) }
        }
        return connect(instance, "drag-end", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `gboolean handler(controller, guint keyval, guint keycode, GdkModifierType, user_data)`: key-pressed.
    @discardableResult
    static func connectKey(_ instance: some ObjectPointer, _ handler: @escaping @MainActor (UInt32) -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
            _, keyval, _, _, data in
            let box = Unmanaged<Box<@MainActor (UInt32) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value(keyval) } ? 1 : 0
        }
        return connect(instance, "key-pressed", unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    /// `gboolean handler(instance, user_data)`: a window's close-request.
    @discardableResult
    static func connectReturningBool(_ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor () -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let box = Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value() } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(thunk, to: GCallback.self), Box(handler))
    }

    private static func connect(_ instance: some ObjectPointer, _ name: String, _ callback: GCallback, _ box: AnyObject) -> UInt {
        let data = Unmanaged.passRetained(box).toOpaque()
        return UInt(gallery_signal_connect(instance.raw, name, callback, data, releaseBox))
    }
}

/// The `GClosureNotify` that drops a handler's box when GTK drops the handler.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A pointer to a GObject, however Swift imported its type: a typed pointer
/// for types with public structs, an `OpaquePointer` for final types.
package protocol ObjectPointer {
    /// The pointer as `gpointer`.
    var raw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: ObjectPointer {
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: ObjectPointer {
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: ObjectPointer {
    package var raw: UnsafeMutableRawPointer { self }
}
