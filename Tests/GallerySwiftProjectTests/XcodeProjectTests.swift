import GalleryModel
import Testing
@testable import GallerySwiftProject

/// Xcode projects written by hand, one construct each: groups and two platforms' targets, synchronized folders and
/// their exceptions, `.xcconfig` files, multiplatform targets.
@Suite("Xcode projects")
struct XcodeProjectTests {
    @Test("An iPhone app and a watch app: files placed through their groups, each target's platform and release")
    func watchApp() throws {
        let base = Fixtures.path("WatchApp")
        let search = ProjectDiscovery.search([base])
        let project = try #require(search.project("WatchApp"))
        #expect(project.kind == .xcodeProject)
        #expect(project.manifest == ProjectPath.join(base, "WatchApp.xcodeproj"))
        #expect(project.root == base)
        // The aggregate target compiles nothing and is left out.
        #expect(project.targets.map(\.name) == ["Phone", "Watch"])

        let phone = try #require(search.target("Phone", of: "WatchApp"))
        #expect(phone.role == .app)
        #expect(phone.files(under: base) == ["Phone/PhoneApp.swift", "Phone/Views/RowView.swift", "Shared/Model.swift"])
        // TARGETED_DEVICE_FAMILY = 1: iPhone only.
        #expect(phone.deployment == [.iOS: "17"])
        #expect(phone.deploymentSource == [.iOS: "WatchApp.xcodeproj (Release): IPHONEOS_DEPLOYMENT_TARGET"])
        // The Release configuration's, the project's `SHARED` through $(inherited).
        #expect(phone.conditions == ["SHARED", "PHONE"])

        let watch = try #require(search.target("Watch", of: "WatchApp"))
        #expect(watch.files(under: base) == ["Watch/WatchApp.swift", "Shared/Model.swift"])
        // Debug deploys to 9.4 and Release to 10.0: a file must compile in both.
        #expect(watch.deployment == [.watchOS: "9.4"])
        #expect(watch.deploymentSource == [.watchOS: "WatchApp.xcodeproj (Debug): WATCHOS_DEPLOYMENT_TARGET"])

        #expect(search.problemLines(under: base) == [
            "WatchApp.xcodeproj/project.pbxproj:24:56: target Watch compiles Complications.swift, which is not on disk (looked for \(base)/Watch/Complications.swift)",
        ])
        let shared = search.targets(building: ProjectPath.join(base, "Shared/Model.swift"))
        #expect(shared.map(\.target.name) == ["Phone", "Watch"])
    }

    @Test("Synchronized folders: every file of the folder, minus the target's exceptions; another target's exceptions add files to it")
    func synchronizedFolders() throws {
        let base = Fixtures.path("SyncedApp")
        let search = ProjectDiscovery.search([base])
        let app = try #require(search.target("SyncedApp", of: "SyncedApp"))
        // Not Legacy/ (an exception), .hidden/ (hidden) nor Scripts/ (an explicit folder).
        #expect(app.files(under: base) == ["App/AppMain.swift", "App/Mac/MenuCommands.swift", "App/Shared/Entity.swift", "App/Views/ListView.swift"])
        #expect(app.deployment == [.iOS: "18", .iPadOS: "18", .macOS: "15"])
        // platformFiltersByRelativePath: the menu commands are built for the Mac only.
        let menu = ProjectPath.join(base, "App/Mac/MenuCommands.swift")
        #expect(app.filePlatforms == [menu: [.macOS]])
        #expect(app.deployment(of: menu) == [.macOS: "15"])
        #expect(app.deployment(of: ProjectPath.join(base, "App/AppMain.swift")) == app.deployment)

        let widget = try #require(search.target("Widget", of: "SyncedApp"))
        #expect(widget.role == .appExtension)
        #expect(widget.files(under: base) == ["Widget/WidgetMain.swift", "App/Shared/Entity.swift"])
        #expect(widget.deployment == [.iOS: "18", .iPadOS: "18"])
        #expect(search.problems.isEmpty)
        #expect(search.targets(building: ProjectPath.join(base, "App/Legacy/OldView.swift")).isEmpty)
    }

    @Test(".xcconfig files: includes, $(inherited) through the four layers, a target's own setting over its .xcconfig")
    func configurationFiles() throws {
        let base = Fixtures.path("ConfiguredApp")
        let search = ProjectDiscovery.search([base])
        let app = try #require(search.target("ConfiguredApp", of: "ConfiguredApp"))
        // Project .xcconfig 15.0 < project 16.0 < target .xcconfig $(APP_MINIMUM_IOS), 16.4 (Release); Debug's
        // target setting says 17.0.
        #expect(app.deployment == [.iOS: "16.4", .iPadOS: "16.4", .macOS: "14"])
        #expect(app.deploymentSource[.iOS] == "App.xcconfig:1 (Release): IPHONEOS_DEPLOYMENT_TARGET")
        // The target's MACOSX_DEPLOYMENT_TARGET overrides its .xcconfig's unresolvable one.
        #expect(app.deploymentSource[.macOS] == "ConfiguredApp.xcodeproj (Release): MACOSX_DEPLOYMENT_TARGET")
        #expect(app.conditions == ["SHARED", "BASE", "PROJECT", "APP", "FLAGGED", "SPACED"])

        let helper = try #require(search.target("Helper", of: "ConfiguredApp"))
        #expect(helper.role == .library)
        // Nothing readable sets it: the SDK's own release, the newest the gallery knows.
        #expect(helper.deployment == [.macOS: Platform.macOS.newestRelease])
        #expect(helper.deploymentSource == [.macOS: "Xcode's default (the SDK's release)"])
        #expect(search.problemLines(under: base) == [
            "Config/Shared.xcconfig:4:1: this #include leads round in a loop back to Base.xcconfig; it is not followed again",
            "Config/App.xcconfig:5:1: the file this #include names, Missing.xcconfig, is not on disk",
            "ConfiguredApp.xcodeproj/project.pbxproj:76:44: MACOSX_DEPLOYMENT_TARGET of target Helper (Release) cannot be read: it names RECOMMENDED_MACOSX_DEPLOYMENT_TARGET, which the project does not set (Xcode works some out itself); the SDK's own release, \(Platform.macOS.newestRelease), is taken",
        ])
    }

    @Test("Multiplatform targets: SUPPORTED_PLATFORMS and device families, Mac Catalyst, a file filtered to iOS")
    func multiplatform() throws {
        let base = Fixtures.path("Multiplatform")
        let search = ProjectDiscovery.search([base])
        let multi = try #require(search.target("Multi", of: "Multiplatform"))
        // MACOSX_DEPLOYMENT_TARGET[sdk=macosx*] lowers the Mac's release; the variant for another SDK does not.
        #expect(multi.deployment == [.iOS: "17", .iPadOS: "17", .macOS: "13.5", .visionOS: "1.1", .tvOS: "17"])
        #expect(multi.deploymentSource[.visionOS] == "Multiplatform.xcodeproj (Release): XROS_DEPLOYMENT_TARGET")
        let phoneOnly = ProjectPath.join(base, "Shared/PhoneOnly.swift")
        #expect(multi.filePlatforms == [phoneOnly: [.iOS, .iPadOS]])
        #expect(multi.deployment(of: phoneOnly) == [.iOS: "17", .iPadOS: "17"])

        // iPhone only, with Mac Catalyst: checked as iPadOS at the iOS release.
        let catalyst = try #require(search.target("Catalyst", of: "Multiplatform"))
        #expect(catalyst.deployment == [.iOS: "16", .iPadOS: "16"])
        #expect(catalyst.deploymentSource[.iPadOS] == "Multiplatform.xcodeproj (Release): IPHONEOS_DEPLOYMENT_TARGET (Mac Catalyst)")

        let undecided = try #require(search.target("Undecided", of: "Multiplatform"))
        #expect(undecided.role == .test)
        #expect(undecided.deployment.isEmpty)
        #expect(search.problemLines(under: base) == [
            "Multiplatform.xcodeproj/project.pbxproj:45:30: target Undecided (Release) has SDKROOT = auto and no SUPPORTED_PLATFORMS: the platforms it builds for are not known",
        ])
    }

    @Test("Product types become roles", arguments: [
        ("com.apple.product-type.application", ProjectTarget.Role.app),
        ("com.apple.product-type.application.watchapp2", .app),
        ("com.apple.product-type.application.on-demand-install-capable", .app),
        ("com.apple.product-type.app-extension", .appExtension),
        ("com.apple.product-type.extensionkit-extension", .appExtension),
        ("com.apple.product-type.watchkit2-extension", .appExtension),
        ("com.apple.product-type.framework", .library),
        ("com.apple.product-type.library.static", .library),
        ("com.apple.product-type.bundle.unit-test", .test),
        ("com.apple.product-type.bundle.ui-testing", .test),
        ("com.apple.product-type.tool", .executable),
        ("com.apple.product-type.bundle", .other),
    ])
    func roles(type: String, role: ProjectTarget.Role) {
        #expect(XcodeProjectReader.role(ofProductType: type) == role)
    }

    @Test("A project file that does not parse is one problem at its place, and the search goes on")
    func brokenProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject\n\t};\n}\n")
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Fine\", platforms: [.macOS(.v14)], targets: [.target(name: \"Fine\")])\n")
        try folder.write("Sources/Fine/Fine.swift")
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.projects.map(\.name) == ["Fine"])
        #expect(search.problemLines(under: folder.path) == [
            "Broken.xcodeproj/project.pbxproj:5:2: this project file does not parse: ; was expected here, after the value",
        ])
    }
}
