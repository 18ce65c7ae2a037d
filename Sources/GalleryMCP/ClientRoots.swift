import Foundation
import GalleryModel
import MCP

/// Which folders the client shares with the server: its roots (MCP's `roots` capability), asked with `roots/list`
/// once it has initialized and again whenever it says they changed (`notifications/roots/list_changed`); for a
/// client that declares no roots capability, the folder the server was started in.
actor ClientRoots {
    private let requests: ClientRequests
    /// Whether the client declared the roots capability in `initialize`.
    private var declared = false
    /// The latest question to the client, or nil before the first.
    private var asking: Task<Result<SharedFolders, ClientRequests.Failure>, Never>?

    init(requests: ClientRequests) {
        self.requests = requests
    }

    /// What `initialize` said: whether the client has roots.
    func clientDeclares(roots: Bool) {
        declared = roots
        asking = nil
    }

    /// Asks the client for its roots (again): it has initialized, or its roots changed.
    func ask() {
        guard declared else { return }
        let requests = requests
        asking = Task {
            await requests.send(ListRoots.name).map(Self.folders(in:))
        }
    }

    /// The folders shared now: the client's latest answer (waiting for it if it has not come yet), or the working
    /// folder when the client has no roots.
    func folders() async -> Result<SharedFolders, ClientRequests.Failure> {
        guard declared else { return .success(.workingFolder) }
        if asking == nil { ask() }
        return await asking!.value
    }

    /// The folders of a `roots/list` result: each root's `file://` URI as a path; a root that is not a local file
    /// URI, or no folder, shares nothing.
    static func folders(in result: Value) -> SharedFolders {
        let roots = result.objectValue?["roots"]?.arrayValue ?? []
        let paths = roots.compactMap { root -> String? in
            guard let uri = root.objectValue?["uri"]?.stringValue, let url = URL(string: uri), url.scheme == "file",
                  [nil, "", "localhost"].contains(url.host) else { return nil }
            let path = url.path
            return path.isEmpty ? nil : path
        }
        return SharedFolders(resolving: paths)
    }
}
