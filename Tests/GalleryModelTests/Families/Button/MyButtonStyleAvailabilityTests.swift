@testable import GalleryModel
import Testing

/// MyButtonStyle reads `configuration.role`, so it needs the releases that brought ButtonRole to the configuration
/// (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role), not the older protocol's.
@Suite("MyButtonStyle availability")
struct MyButtonStyleAvailabilityTests {
    @Test("Its declared and computed releases are the role's: iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1")
    func role() throws {
        let style = try StyleCatalog.style(named: "MyButtonStyle", in: .button)
        let expected: [Platform: OSVersion] = [.iOS: "15.0", .macOS: "12.0", .tvOS: "15.0", .watchOS: "8.0", .visionOS: "1.0"]
        for (platform, release) in expected {
            #expect(style.declaredAvailability.introduced[platform] == release, "\(platform)")
            #expect(style.availability.introduced[platform] == release, "\(platform)")
        }
        #expect(style.declaredAvailability.source.contains("buttonstyleconfiguration/role"))
    }
}
