/// A view page that tells the inspector what to show: a title, a summary and SwiftUI code.
@MainActor
protocol DescribedPage: PageView {
    var inspectorTitle: String { get }
    var inspectorSummary: String { get }
    var inspectorCode: String { get }
}
