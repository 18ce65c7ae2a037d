// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUIStyleGallery",
    products: [
        // The command people run: the commands that print the catalog, without loading GTK or SwiftSyntax. It hands
        // `open` and `render` to the window program, and `scene`, `check` and `lsp` to the reading program.
        .executable(name: "gallery", targets: ["GalleryLauncher"]),
        // The window program: everything that draws with GTK (and the other commands too).
        .executable(name: "gallery-window", targets: ["GalleryWindowProgram"]),
        // `gallery mcp` execs it: the Model Context Protocol server, apart so that `gallery` never loads its package.
        .executable(name: "gallery-mcp", targets: ["GalleryMCP"]),
        // `gallery scene`, `check` and `lsp` exec it: the commands that read Swift, and the Language Server Protocol
        // server for editors, apart so that `gallery` starts without loading a Swift parser.
        .executable(name: "gallery-reader", targets: ["GalleryReaderProgram"]),
        // For the tests only, never installed: the window program with one window test driving its window.
        .executable(name: "gallery-window-test", targets: ["GalleryWindowTestHost"]),
        // For scripts/benchmark only, never installed: reads, resolves and plans a 1,000-line view file.
        .executable(name: "gallery-scene-benchmark", targets: ["GallerySceneBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The Model Context Protocol, for `gallery-mcp` only: `gallery` neither links nor loads it.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // GTK 4 as a system library: headers and flags come from pkg-config.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // prctl(2) for the MCP server's render child, which Swift cannot call (it is variadic): a header only.
        .systemLibrary(
            name: "CProcessControl",
            path: "Sources/CProcessControl"
        ),
        // The SwiftUI knowledge: catalog, resolver, widget plans, configuration. No GTK.
        .target(
            name: "GalleryModel",
            path: "Sources/GalleryModel"
        ),
        // Reads SwiftUI source into scenes, with SwiftSyntax, a file alone or within its project (GallerySwiftProject finds
        // the files of its target), `#if` evaluated for the platform drawn (SwiftIfConfig). No GTK.
        .target(
            name: "GallerySceneReader",
            dependencies: [
                "GalleryModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                "GallerySwiftProject",
            ],
            path: "Sources/GallerySceneReader"
        ),
        // `gallery check`'s engine: every style and view a project's Swift files use, checked against the targets each file is
        // built for, with `#if` evaluated per platform (SwiftIfConfig) and availability checks as the compiler reads them.
        .target(
            name: "GalleryStyleCheck",
            dependencies: [
                "GalleryModel",
                "GallerySceneReader",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            path: "Sources/GalleryStyleCheck"
        ),
        // Finds the Swift packages and Xcode projects in a tree, which Swift files each target compiles and the
        // platforms and releases it is built for: Package.swift read with SwiftSyntax (never run), project.pbxproj with a
        // parser of its own. No GTK.
        .target(
            name: "GallerySwiftProject",
            dependencies: [
                "GalleryModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/GallerySwiftProject"
        ),
        // `gallery-scene-benchmark SCENES_FOLDER [RUNS]`: the scene pipeline's figure in scripts/benchmark.
        .executableTarget(
            name: "GallerySceneBenchmark",
            dependencies: ["GalleryModel", "GallerySceneReader", "GalleryStyleCheck"],
            path: "Sources/GallerySceneBenchmark"
        ),
        // The window's stylesheet, icons and shipped scene files (copied beside the executable), desktop entry and
        // AppStream metadata.
        .target(
            name: "GalleryResources",
            path: "Resources",
            exclude: [
                "io.github.swiftui_style_gallery.Gallery.desktop",
                "io.github.swiftui_style_gallery.Gallery.metainfo.xml",
            ],
            resources: [.copy("gallery.css"), .copy("icons"), .copy("images"), .copy("scenes")]
        ),
        // The words of the edge: the language spoken and its message catalog (`tr`), for both programs. No GTK.
        .target(
            name: "GalleryTranslation",
            dependencies: ["GalleryModel", "GalleryResources"],
            path: "Sources/GalleryTranslation"
        ),
        // The command line, shared by every program: every command's options, and the commands that print the
        // catalog. No GTK and no SwiftSyntax: `gallery` starts without loading either.
        .target(
            name: "GalleryCommandLine",
            dependencies: [
                "GalleryModel",
                "GalleryResources",
                "GalleryTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/GalleryCommandLine"
        ),
        // The commands that read Swift source (`scene`, `check`, a file's `render`), run by the reading program, the
        // window program and the MCP server.
        .target(
            name: "GallerySourceCommands",
            dependencies: [
                "GalleryCommandLine",
                "GalleryModel",
                "GallerySceneReader",
                "GalleryStyleCheck",
                "GallerySwiftProject",
                "GalleryTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/GallerySourceCommands"
        ),
        // `gallery`: runs the command line, and execs the window program for `open` and `render`.
        .executableTarget(
            name: "GalleryLauncher",
            dependencies: ["GalleryCommandLine", "GalleryResources", "GalleryTranslation"],
            path: "Sources/GalleryLauncher"
        ),
        // `gallery-mcp`: the Model Context Protocol server on standard input and output; its tools answer what the
        // command line prints, through the same functions. Only it links the MCP package.
        .executableTarget(
            name: "GalleryMCP",
            dependencies: [
                "CProcessControl",
                "GalleryCommandLine",
                "GalleryModel",
                "GalleryResources",
                "GallerySourceCommands",
                "GalleryTranslation",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            path: "Sources/GalleryMCP"
        ),
        // The Language Server Protocol server on standard input and output: `check`'s diagnostics for every open Swift
        // document as it is edited, code actions (wrap in `if #available`, Apple's replacement of a deprecated style) and
        // hovers that say what a style resolves to. No GTK, no MCP package.
        .target(
            name: "GalleryLSP",
            dependencies: [
                "GalleryModel",
                "GallerySceneReader",
                "GalleryStyleCheck",
                "GallerySwiftProject",
                "GalleryTranslation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/GalleryLSP"
        ),
        // `gallery-reader`, which `gallery scene`, `check` and `lsp` become: the program that links SwiftSyntax.
        .executableTarget(
            name: "GalleryReaderProgram",
            dependencies: [
                "GalleryCommandLine",
                "GalleryLSP",
                "GalleryModel",
                "GallerySourceCommands",
                "GalleryTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/GalleryReaderProgram"
        ),
        // A private X server (Xvfb) that `gallery render` and the tests draw on. No GTK.
        .target(
            name: "GalleryPrivateDisplay",
            dependencies: ["GalleryModel"],
            path: "Sources/GalleryPrivateDisplay"
        ),
        // The window program's code: the thin GTK binding, the window and `render`.
        .target(
            name: "GalleryWindow",
            dependencies: [
                "CGtk",
                "GalleryModel",
                "GalleryResources",
                "GalleryCommandLine",
                "GalleryPrivateDisplay",
                "GallerySceneReader",
                "GallerySourceCommands",
                "GalleryTranslation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Gallery"
        ),
        // `gallery-window`: runs the command line with the window's handler.
        .executableTarget(
            name: "GalleryWindowProgram",
            dependencies: ["GalleryCommandLine", "GalleryModel", "GallerySourceCommands", "GalleryWindow"],
            path: "Sources/GalleryWindowProgram"
        ),
        // The window tests: each feature's driver and its assertions in one file, run in a window of its own through the
        // store's typed actions and the window's one testing door (`WindowTesting`), and the scenarios the tests that end
        // the gallery from outside start. Production code does not depend on it.
        .target(
            name: "GalleryWindowChecks",
            dependencies: [
                "CGtk",
                "GalleryCommandLine",
                "GalleryModel",
                "GallerySceneReader",
                "GallerySourceCommands",
                "GalleryWindow",
            ],
            path: "Tests/WindowChecks"
        ),
        // `gallery-window-test CHECK DIR [open's options]`: the window program with one window test attached.
        .executableTarget(
            name: "GalleryWindowTestHost",
            dependencies: ["GalleryModel", "GalleryWindow", "GalleryWindowChecks"],
            path: "Tests/WindowTestHost"
        ),
        .testTarget(
            name: "GalleryModelTests",
            dependencies: ["GalleryModel", "GalleryTestSupport"],
            path: "Tests/GalleryModelTests",
            exclude: ["Fixtures"]
        ),
        // Reads SwiftUI source into scenes: every construct, locations, bad input and every card's own code.
        // What the reader's and the check's tests share: files shaped to make a reader crash or hang.
        .target(
            name: "GalleryTestSupport",
            path: "Tests/GalleryTestSupport"
        ),
        .testTarget(
            name: "GallerySceneReaderTests",
            dependencies: ["GallerySceneReader", "GalleryModel", "GalleryTestSupport"],
            path: "Tests/GallerySceneReaderTests",
            exclude: ["Fixtures"]
        ),
        // The style checker: every construct it reads, `#if` and availability as the compiler reads them, the project's own styles.
        .testTarget(
            name: "GalleryStyleCheckTests",
            dependencies: ["GalleryStyleCheck", "GalleryModel", "GallerySceneReader", "GalleryTestSupport"],
            path: "Tests/GalleryStyleCheckTests",
            exclude: ["Fixtures"]
        ),
        // Finds projects, targets, files and deployment targets in hand-written packages and Xcode projects.
        .testTarget(
            name: "GallerySwiftProjectTests",
            dependencies: ["GallerySwiftProject", "GalleryModel"],
            path: "Tests/GallerySwiftProjectTests",
            exclude: ["Fixtures"]
        ),
        // The language server's parts: framing, the message types against the specification's examples, positions in
        // UTF-8 and UTF-16, incremental edits, the code actions' edits and the hover's words.
        .testTarget(
            name: "GalleryLSPTests",
            dependencies: [
                "GalleryLSP",
                "GalleryModel",
                "GallerySceneReader",
                "GalleryStyleCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tests/GalleryLSPTests"
        ),
        // Runs the built programs: `gallery`'s command line, and the window under Xvfb driven by `gallery-window-test`.
        .testTarget(
            name: "GalleryAppTests",
            dependencies: [
                "CGtk",
                "GalleryLauncher",
                "GalleryMCP",
                "GalleryReaderProgram",
                "GalleryModel",
                "GalleryPrivateDisplay",
                "GalleryWindowChecks",
                "GalleryWindowProgram",
                "GalleryWindowTestHost",
            ],
            path: "Tests/GalleryAppTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every module of the gallery's own asks for its generic types' metadata by calling their accessors, never by their
// mangled names: the Swift runtime instantiates a type named by its mangled name by demangling it and checking each
// generic requirement with a conformance lookup, and the first lookup of each type scans all of a program's 6,400
// conformance records. `gallery export` spent a sixth of its instructions on them (68.6 → 58.4 million with
// GalleryModel alone built this way), the same bytes written.
for target in package.targets where target.name.hasPrefix("Gallery") {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}
