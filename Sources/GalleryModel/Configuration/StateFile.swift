import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file where the gallery remembers how its window was left, from one run to the next:
/// `$XDG_STATE_HOME/swiftui-style-gallery/state.json`, holding a ``RememberedState``.
///
/// Reading never keeps the window from opening: a file that cannot be read is moved aside to
/// `state.json.bad` (replacing an older one) and said in one line. Saving reads the file again and
/// keeps what another window saved there meanwhile, merging by key (``RememberedState/merged(base:ours:theirs:)``);
/// it writes atomically (``AtomicFile``), readable and writable by the user alone (`0600`, whatever the umask or
/// the folder's permissions: the examples' text is what the person typed), creates the folder, skips a state the
/// file already holds, and says a failure once rather than at every save.
public struct StateFile: Sendable {
    /// The gallery's folder in the state home.
    public static let folderName = "swiftui-style-gallery"
    /// The file's name in that folder.
    public static let fileName = "state.json"

    /// Where the file is.
    public let path: String
    /// Where a file that could not be read is moved: `state.json.bad`.
    public var setAsidePath: String { path + ".bad" }
    /// The window's own state when this run last read the file or saved to it: what a save tells the window's
    /// changes by. Until then the defaults, which a window starts from when there is nothing to restore.
    private var base = RememberedState()
    /// The base as the file holds it: while the file still holds just that, no other window has saved since.
    private var baseData = RememberedState().encoded()
    /// The failure said last, so that a save failing the same way again says nothing.
    private var saidFailure: LocalizedText?

    /// The state file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The state file's path, as the XDG Base Directory specification places it: under `stateHome`
    /// (`XDG_STATE_HOME`) when that is an absolute path, else under `home`'s `.local/state`; nil when
    /// neither is an absolute path (the specification ignores relative ones).
    public static func location(stateHome: String?, home: String?) -> String? {
        let base: String
        if let stateHome, stateHome.hasPrefix("/") {
            base = stateHome
        } else if let home, home.hasPrefix("/") {
            base = joined(home, ".local/state")
        } else {
            return nil
        }
        return joined(base, folderName + "/" + fileName)
    }

    /// The state file's path for a process whose environment is `environment`: under `XDG_STATE_HOME` when
    /// that is an absolute path, else under the home's `.local/state`. The home is `HOME` when that is an
    /// absolute path, as for every other program the person runs; only when it is unset or relative is it
    /// the one the password database gives (`passwordHome`, asked only then). Nil when there is no
    /// absolute path to go on.
    public static func location(environment: [String: String], passwordHome: () -> String?) -> String? {
        let stateHome = environment["XDG_STATE_HOME"]
        if let stateHome, stateHome.hasPrefix("/") { return location(stateHome: stateHome, home: nil) }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordHome()
        return location(stateHome: stateHome, home: home)
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }

    /// What reading the file found.
    public enum Restoration: Sendable, Equatable {
        /// There is no file yet: the first run, or the state was reset.
        case none
        /// The state the window was left in.
        case restored(RememberedState)
        /// The file could not be read; it was moved aside if it could be. The line says what happened.
        case refused(LocalizedText)
    }

    /// Reads the state; a file that cannot be read is moved to ``setAsidePath``, and so is a pipe, a device
    /// or a socket, without opening it (a pipe that a writer holds open and never writes to would keep
    /// the window from opening).
    public mutating func restore() -> Restoration {
        if isSpecialFile() { return refuse(say("it is not a regular file (a device, a pipe or a socket)")) }
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.bytes(atPath: path, limit: ConfigurationFile.maximumSize)
        } catch {
            return error.isMissing ? .none : refuse(error.text)
        }
        let data = Data(bytes)
        do {
            let state = try RememberedState.decode(data)
            (base, baseData) = (state, data)
            return .restored(state)
        } catch {
            return refuse(error.text)
        }
    }

    /// Whether the path is, or links to, something other than a file or a folder: a pipe, a device or a socket.
    /// Nothing there, or a link that leads nowhere, is not (reading says so).
    private func isSpecialFile() -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 { return false }
        return status.st_mode & S_IFMT != S_IFREG && status.st_mode & S_IFMT != S_IFDIR
    }

    /// What the file holds now, for a save to merge with; nil when there is no regular file to read.
    private func current() -> Data? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let bytes = try? BoundedRead.bytes(atPath: path, limit: ConfigurationFile.maximumSize)
        else { return nil }
        return Data(bytes)
    }

    /// Moves the file aside, and says why and where in one line.
    private func refuse(_ problem: LocalizedText) -> Restoration {
        if SystemPath.withCString(path, { from in SystemPath.withCString(setAsidePath) { rename(from, $0) } }) == 0 {
            return .refused(say("cannot restore the window from \(Quoting.path(path)): \(problem); moved it to \(Quoting.path(setAsidePath)) and started with the defaults"))
        }
        return .refused(say("cannot restore the window from \(Quoting.path(path)): \(problem); could not move it aside (\(AtomicFile.reason(errno))) and started with the defaults"))
    }

    /// Writes `state`, creating the folder if it is missing, unless the file already holds it.
    ///
    /// The file is read first: what another window saved there since this one last read or saved it is
    /// kept, except where this window changed the same key since (``RememberedState/merged(base:ours:theirs:)``).
    ///
    /// - Returns: the line to say when the state could not be written, the first time it fails that way;
    ///   nil when it was written, was there already, or failed as the save before did.
    public mutating func save(_ state: RememberedState) -> LocalizedText? {
        let ours = state.encoded()
        let onDisk = current()
        // A file that holds the base still has nothing of another window's to keep: it takes this state whole.
        let data = if let onDisk, onDisk != baseData { RememberedState.merged(base: base, ours: state, theirs: onDisk).encoded() } else { ours }
        guard data != onDisk else {
            (base, baseData) = (state, ours)
            return nil
        }
        do {
            try Self.createFolders(of: path)
            // The state holds what was typed into the examples: for this user's eyes only, whatever the umask or folder.
            try AtomicFile.write(data, toPath: path, permissions: .ownerOnly)
        } catch {
            let line = say("cannot save the window's state: \(error.text)")
            defer { saidFailure = line }
            return line == saidFailure ? nil : line
        }
        (base, baseData) = (state, ours)
        saidFailure = nil
        return nil
    }

    /// Creates the folder of the file at `path` and those above it that are missing, readable by the user alone
    /// (as the XDG specification asks).
    static func createFolders(of path: String) throws(FileFailure) {
        var folder = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if SystemPath.withCString(folder, { mkdir($0, 0o700) }) != 0, errno != EEXIST {
                throw FileFailure(path: path, reason: say("its folder \(Quoting.path(folder)) cannot be created: \(AtomicFile.reason(errno))"))
            }
        }
    }
}
