import GalleryModel
import Testing
@testable import GallerySwiftProject

/// A target does not build for a platform whose framework one of its files imports outside any `#if`: the compiler
/// stops that build at "no such module".
@Suite("Imports that rule platforms out")
struct ImportScanTests {
    @Test("Imports outside #if and comments are found, in every spelling; those inside are not")
    func scan() {
        let found = ImportScan.imports(in: """
            import SwiftUI
            @testable import UIKit
            public import AppKit
            import struct WatchKit.WKInterfaceDevice
            @preconcurrency import Cocoa.NSApplication
            #if canImport(ARKit)
            import ARKit
            #if os(iOS)
            import ActivityKit
            #endif
            #endif
            /* import CarPlay
               import TVUIKit */
            // import ClockKit
            import Foundation
            """)
        #expect(found.map(\.module) == ["UIKit", "AppKit", "WatchKit", "Cocoa"])
        #expect(found.map(\.line) == [2, 3, 4, 5])
    }

    @Test("Apple's framework pages decide where each imports: UIKit everywhere but the Mac, AppKit on the Mac alone")
    func frameworks() {
        // https://developer.apple.com/documentation/uikit: iOS, iPadOS, Mac Catalyst, tvOS, visionOS, watchOS 2.
        #expect(Platform.allCases.filter { PlatformFrameworks.canImport("UIKit", on: $0) } == [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS])
        #expect(Platform.allCases.filter { PlatformFrameworks.canImport("AppKit", on: $0) } == [.macOS])
        #expect(Platform.allCases.allSatisfy { PlatformFrameworks.canImport("SwiftUI", on: $0) })
    }

    @Test("A target whose file imports UIKit outside #if does not build for macOS, and says which file; one that asks canImport first does")
    func narrowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Kit/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [
                .target(name: "Phone"), .target(name: "Either"), .target(name: "Mac"),
            ])

            """)
        try folder.write("Kit/Sources/Phone/Views.swift", "import SwiftUI\n")
        let delegate = try folder.write("Kit/Sources/Phone/AppDelegate.swift", "import SwiftUI\nimport UIKit\n")
        try folder.write("Kit/Sources/Either/Colors.swift", "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\n")
        try folder.write("Kit/Sources/Mac/Window.swift", "import AppKit\n")
        let search = ProjectDiscovery.search([folder.path])
        let phone = try #require(search.target("Phone", of: "Kit"))
        #expect(Set(phone.deployment.keys) == [.iOS, .iPadOS])
        #expect(phone.unbuildable == [.macOS: PlatformImport(path: delegate, line: 2, module: "UIKit")])
        #expect(Set(try #require(search.target("Either", of: "Kit")).deployment.keys) == [.iOS, .iPadOS, .macOS])
        let mac = try #require(search.target("Mac", of: "Kit"))
        #expect(Set(mac.deployment.keys) == [.macOS] && Set(mac.unbuildable.keys) == [.iOS, .iPadOS])
        // Checking follows: a file of the iPhone target is not checked for macOS.
        #expect(search.builds(of: delegate).map { Set($0.deployment.keys) } == [[.iOS, .iPadOS]])
    }
}
