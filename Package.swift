// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUIStyleGallery",
    products: [
        .executable(name: "gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GTK 4 as a system library: headers and flags come from pkg-config.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The SwiftUI knowledge: catalog, resolver, widget plans, configuration. No GTK.
        .target(
            name: "GalleryModel",
            path: "Sources/GalleryModel"
        ),
        // The window's stylesheet and icons (copied beside the executable), desktop entry and AppStream metadata.
        .target(
            name: "GalleryResources",
            path: "Resources",
            exclude: [
                "io.github.swiftui_style_gallery.Gallery.desktop",
                "io.github.swiftui_style_gallery.Gallery.metainfo.xml",
            ],
            resources: [.copy("gallery.css"), .copy("icons")]
        ),
        // The executable: command line and the thin GTK binding.
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "CGtk",
                "GalleryModel",
                "GalleryResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Gallery"
        ),
        .testTarget(
            name: "GalleryModelTests",
            dependencies: ["GalleryModel"],
            path: "Tests/GalleryModelTests",
            exclude: ["Fixtures"]
        ),
        // Runs the built `gallery` binary: the command line, and the window under Xvfb.
        .testTarget(
            name: "GalleryAppTests",
            dependencies: ["Gallery", "GalleryModel", "CGtk"],
            path: "Tests/GalleryAppTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
