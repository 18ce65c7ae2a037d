/// A view of the project's that UIKit, AppKit or WatchKit draws and SwiftUI only hosts: a type conforming to one of
/// the representable protocols, whose `make…` method returns the platform's view or view controller
/// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable,
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable,
/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable,
/// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable,
/// https://developer.apple.com/documentation/swiftui/wkinterfaceobjectrepresentable).
///
/// The gallery cannot run UIKit or AppKit, so it draws an honest stand-in in the view's place: a neutral box filling
/// the room SwiftUI gives the view, naming the class it hosts. It is not a placeholder: the gallery knows what stands
/// there, it only cannot paint it.
public struct ScenePlatformView: Sendable, Hashable {
    /// The representable protocols, each of one framework, each with the method that makes its platform object.
    public enum Host: String, Sendable, Hashable, CaseIterable {
        case uiView = "UIViewRepresentable"
        case uiViewController = "UIViewControllerRepresentable"
        case nsView = "NSViewRepresentable"
        case nsViewController = "NSViewControllerRepresentable"
        case wkInterfaceObject = "WKInterfaceObjectRepresentable"

        /// The framework whose view it hosts.
        public var framework: Framework {
            switch self {
            case .uiView, .uiViewController: .uiKit
            case .nsView, .nsViewController: .appKit
            case .wkInterfaceObject: .watchKit
            }
        }

        /// The method that returns the platform's object: `makeUIView(context:)`.
        public var makeMethod: String {
            switch self {
            case .uiView: "makeUIView"
            case .uiViewController: "makeUIViewController"
            case .nsView: "makeNSView"
            case .nsViewController: "makeNSViewController"
            case .wkInterfaceObject: "makeWKInterfaceObject"
            }
        }

        /// The associated type naming the object made (`UIViewType`), which a representable may set with a typealias.
        public var associatedType: String {
            switch self {
            case .uiView: "UIViewType"
            case .uiViewController: "UIViewControllerType"
            case .nsView: "NSViewType"
            case .nsViewController: "NSViewControllerType"
            case .wkInterfaceObject: "WKInterfaceObjectType"
            }
        }
    }

    /// The frameworks of platform views, and the platforms that have them (UIKit: iOS, iPadOS, tvOS, visionOS; AppKit:
    /// macOS; WatchKit: watchOS — https://developer.apple.com/documentation/uikit,
    /// https://developer.apple.com/documentation/appkit, https://developer.apple.com/documentation/watchkit).
    public enum Framework: String, Sendable, Hashable, CaseIterable {
        case uiKit = "UIKit"
        case appKit = "AppKit"
        case watchKit = "WatchKit"

        /// The platforms where the framework, and so its representable protocols, exist.
        public var platforms: Set<Platform> {
            switch self {
            case .uiKit: [.iOS, .iPadOS, .tvOS, .visionOS]
            case .appKit: [.macOS]
            case .watchKit: [.watchOS]
            }
        }
    }

    /// The project's type, as its code names it: `WebView`.
    public let name: String
    /// The protocol it conforms to for the platform drawn.
    public let host: Host
    /// The class its `make…` method returns (`WKWebView`, `SFSafariViewController`, a project's own subclass), or nil
    /// when the gallery cannot read it from the method.
    public let platformClass: String?

    public init(name: String, host: Host, platformClass: String?) {
        self.name = name
        self.host = host
        self.platformClass = platformClass
    }

    /// Whether a build for `platform` compiles it: only where its protocol's framework exists.
    public func builds(on platform: Platform) -> Bool {
        host.framework.platforms.contains(platform)
    }
}
