/// One example on a view page (Text, Label, Button): a title, a sentence on
/// what it shows, the widgets, and the SwiftUI code it stands for.
public struct ViewExample: Sendable, Equatable {
    /// The example's heading.
    public let title: String
    /// One sentence on what it shows.
    public let caption: LocalizedText
    /// The widgets.
    public let plan: WidgetPlan
    /// The SwiftUI code it stands for.
    public let code: String
    /// Why GTK can only approximate it, if it can.
    public let approximation: String?
    /// Where Apple's colours it draws miss WCAG AA for text, which its caption also says.
    public let contrastFindings: [ContrastFinding]

    public init(title: String, caption: LocalizedText, plan: WidgetPlan, code: String, approximation: String? = nil,
                contrastFindings: [ContrastFinding] = []) {
        self.title = title
        self.caption = caption
        self.plan = plan
        self.code = code
        self.approximation = approximation
        self.contrastFindings = contrastFindings
    }
}

extension ViewExample {
    /// The example as `configuration`'s stage shows it (``WidgetPlan/onStage(of:release:)``).
    func staged(in configuration: Configuration) -> ViewExample {
        ViewExample(title: title, caption: caption,
                    plan: plan.onStage(of: configuration.platform, release: configuration.release),
                    code: code, approximation: approximation, contrastFindings: contrastFindings)
    }
}
