import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that readers see either the old file or the whole new one:
/// the data goes to a temporary file in the same folder, which is then renamed.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: ``FileFailure`` naming the path and the system's reason; the
    ///   temporary file is removed and an existing file at `url` is untouched.
    public static func write(_ data: Data, to url: URL) throws(FileFailure) {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw FileFailure(path: url.path, reason: "it is a folder")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileFailure(path: url.path, reason: String(cString: strerror(errno)))
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = String(cString: strerror(errno))
        }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporary.path)
            throw FileFailure(path: url.path, reason: failure)
        }
    }
}

/// A file that could not be written, with the system's reason.
public struct FileFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// "Permission denied", "No such file or directory".
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot write \(path): \(reason)"
    }

    /// A short reason for a Foundation file error (reading or writing).
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "No such file or directory"
            case NSFileReadNoPermissionError: return "Permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
