import GalleryModel

/// Where each family's style protocol exists, from the availability block of the protocol's page. A project's own
/// style conforms to the protocol and the family's style modifier takes it, so the project's style can be used
/// where its protocol exists; what its `makeBody` calls is checked where it is written, as any other code.
enum StyleProtocols {
    /// The availability of `family`'s style protocol (`PrimitiveButtonStyle` shares `ButtonStyle`'s).
    static func availability(of family: StyleFamily) -> Availability {
        table[family] ?? StyleCatalog.family(family).viewAvailability
    }

    static let table: [StyleFamily: Availability] = [
        .button: Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                              source: "https://developer.apple.com/documentation/swiftui/buttonstyle; https://developer.apple.com/documentation/swiftui/primitivebuttonstyle"),
        .toggle: Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                              source: "https://developer.apple.com/documentation/swiftui/togglestyle"),
        .picker: Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                              source: "https://developer.apple.com/documentation/swiftui/pickerstyle"),
        .datePicker: Availability(iOS: "13.0", macOS: "10.15", watchOS: "10.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/datepickerstyle"),
        .menu: Availability(iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
                            source: "https://developer.apple.com/documentation/swiftui/menustyle"),
        .gauge: Availability(iOS: "16.0", macOS: "13.0", watchOS: "7.0", visionOS: "1.0",
                             source: "https://developer.apple.com/documentation/swiftui/gaugestyle"),
        .progressView: Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                                    source: "https://developer.apple.com/documentation/swiftui/progressviewstyle"),
        .label: Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                             source: "https://developer.apple.com/documentation/swiftui/labelstyle"),
        .labeledContent: Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                      source: "https://developer.apple.com/documentation/swiftui/labeledcontentstyle"),
        .textField: Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                                 source: "https://developer.apple.com/documentation/swiftui/textfieldstyle"),
        .textEditor: Availability(iOS: "17.0", macOS: "14.0", visionOS: "1.0",
                                  source: "https://developer.apple.com/documentation/swiftui/texteditorstyle"),
        .form: Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                            source: "https://developer.apple.com/documentation/swiftui/formstyle"),
        .list: Availability(iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                            source: "https://developer.apple.com/documentation/swiftui/liststyle"),
        .table: Availability(iOS: "16.0", macOS: "12.0", visionOS: "1.0",
                             source: "https://developer.apple.com/documentation/swiftui/tablestyle"),
        .disclosureGroup: Availability(iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                                       source: "https://developer.apple.com/documentation/swiftui/disclosuregroupstyle"),
        .groupBox: Availability(iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                                source: "https://developer.apple.com/documentation/swiftui/groupboxstyle"),
        .navigationSplitView: Availability(iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                                           source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle"),
        .tabView: Availability(iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                               source: "https://developer.apple.com/documentation/swiftui/tabviewstyle"),
        .controlGroup: Availability(iOS: "15.0", macOS: "12.0", tvOS: "17.0", visionOS: "1.0",
                                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle"),
    ]
}
