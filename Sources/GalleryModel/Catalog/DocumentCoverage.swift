/// Where the window shows each section of the five reference documents (`reference/*.md`), by document and heading,
/// or why a section is deliberately left out. A test reads the documents' headings and requires every one here, and
/// every page, card and example named to exist.
public enum DocumentCoverage {
    /// A reference document, by its file's name.
    public enum Document: String, CaseIterable, Sendable {
        /// Apple's "Displaying text" (Text and its modifiers), in Chinese.
        case displayingText = "displaying-text.zh.md"
        /// An article on how label styles compose.
        case labelStyleComposition = "label-style-composition.zh.md"
        /// Apple's pages on Text, Label, TextField, TextEditor, SecureField, Image and Button, in Chinese.
        case textLabelTextFieldButton = "text-label-textfield-button.zh.md"
        /// Apple's "Styling toggles", in Chinese.
        case toggleStyles = "toggle-styles.zh.md"
        /// Apple's "View styles", in Chinese.
        case viewStyles = "view-styles.zh.md"
    }

    /// Where a section is shown.
    public enum Place: Sendable, Equatable {
        /// A family's page, and the card of one of its styles when `style` names it.
        case family(StyleFamily, style: String?)
        /// A view page by its id (`text`, `labelView`, `buttonView`, `image`, `secureField`), and one of its examples
        /// by title when `example` names it.
        case page(String, example: String?)
        /// Left out on purpose, and why.
        case omitted(String)
    }

    /// One section of a document and where it is shown.
    public struct Entry: Sendable, Equatable {
        /// The document.
        public let document: Document
        /// The section's heading with those above it, as written (a badge such as `<Badge text="macOS" />` left
        /// out), joined by " › ": "Displaying text › `Text` › Choosing a font".
        public let heading: String
        /// Where the window shows it.
        public let place: Place

        init(_ document: Document, _ heading: String, _ place: Place) {
            self.document = document
            self.heading = heading
            self.place = place
        }
    }

    /// What joins a heading to the headings above it in ``Entry/heading``.
    public static let headingSeparator = " › "

    /// Every section of the five documents, in each document's order.
    public static let entries: [Entry] = [
        Entry(.displayingText, "Displaying text", .page("text", example: nil)),
        Entry(.displayingText, "Displaying text › `Text`", .page("text", example: "font(.title)")),
        Entry(.displayingText, "Displaying text › `Text` › Localizing strings", .page("text", example: "Text(LocalizedStringKey(_:))")),
        Entry(.displayingText, "Displaying text › `Text` › AttributedString", .page("text", example: "inlinePresentationIntent = .stronglyEmphasized")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view for a date", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view for a date › `init(_ dates: ClosedRange<Date>)`", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view for a date › `init(_ interval: DateInterval)`", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view for a date › `init(_:style:)`", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view with formatting", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view with formatting › `init(_:format:)`", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view from an image", .page("text", example: nil)),
        Entry(.displayingText, "Displaying text › `Text` › Creating a text view with a timer", .page("text", example: "Dates and timers")),
        Entry(.displayingText, "Displaying text › `Text` › Choosing a font", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Choosing a font › `font(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Choosing a font › `fontWeight(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Choosing a font › `fontDesign(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Choosing a font › `fontWidth(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `foregroundStyle(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `bold()`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `italic()`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `strikethrough(_:color:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `strikethrough(_:pattern:color:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `underline(_:color:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `underline(_:pattern:color:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `monospaced(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `monospacedDigit()`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `kerning(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `tracking(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Styling the view’s text › `baselineOffset(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Fitting text into available space", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Fitting text into available space › `textScale(_:isEnabled:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Fitting text into available space › `Text.TruncationMode`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Localizing text", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Localizing text › `typesettingLanguage(_:isEnabled:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Configuring voiceover", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Configuring voiceover › `speechAdjustedPitch(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Configuring voiceover › `speechAlwaysIncludesPunctuation(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Configuring voiceover › `speechAnnouncementsQueued(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Configuring voiceover › `speechSpellsOutCharacters(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › `Providing accessibility information`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › `Providing accessibility information` › `accessibilityHeading(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › `Providing accessibility information` › `accessibilityLabel(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › `Providing accessibility information` › `accessibilityTextContentType(_:)`", .page("text", example: "Sample")),
        Entry(.displayingText, "Displaying text › `Text` › Combining text views", .page("text", example: "Concatenation")),
        Entry(.displayingText, "Displaying text › `Text` › Combining text views › `+(_:_:)`", .page("text", example: "Concatenation")),
        Entry(.displayingText, "Displaying text › Label", .page("labelView", example: "Label(_:systemImage:)")),
        Entry(.labelStyleComposition, "SwiftUI: Label", .page("labelView", example: nil)),
        Entry(.labelStyleComposition, "SwiftUI: Label › Initializers", .page("labelView", example: "Label(_:systemImage:)")),
        Entry(.labelStyleComposition, "SwiftUI: Label › Label styles", .page("labelView", example: "Your label stack")),
        Entry(.labelStyleComposition, "SwiftUI: Label › Label样式的橡皮擦", .page("labelView", example: "Erased by a nearer built-in")),
        Entry(.labelStyleComposition, "SwiftUI: Label › 自定义样式橡皮擦", .page("labelView", example: "A custom eraser")),
        Entry(.labelStyleComposition, "SwiftUI: Label › LabelStyleConfiguration的icon和title的样式", .page("labelView", example: "Rebuilding the Label keeps visibility")),
        Entry(.labelStyleComposition, "SwiftUI: Label › 自定义icon和title的样式", .page("labelView", example: "Not a Label")),
        Entry(.labelStyleComposition, "SwiftUI: Label › 可访问的Label", .page("labelView", example: "Accessible at a large text size")),
        Entry(.labelStyleComposition, "SwiftUI: Label › Label Extensions", .page("labelView", example: "Label(_:colorfulSystemImage:)")),
        Entry(.labelStyleComposition, "SwiftUI: Label › 总结", .omitted("The article's closing words restate its sections, each of which has its place.")),
        Entry(.textLabelTextFieldButton, "Text", .page("text", example: "Sample")),
        Entry(.textLabelTextFieldButton, "Text › 概览", .page("text", example: "frame(width: 100) · lineLimit(1)")),
        Entry(.textLabelTextFieldButton, "Text › 本地化字符串", .page("text", example: "Text(LocalizedStringKey(_:))")),
        Entry(.textLabelTextFieldButton, "Label", .page("labelView", example: nil)),
        Entry(.textLabelTextFieldButton, "Label › 概览", .page("labelView", example: "Label(_:systemImage:)")),
        Entry(.textLabelTextFieldButton, "TextField", .family(.textField, style: nil)),
        Entry(.textLabelTextFieldButton, "TextField › 概览", .page("textFieldView", example: "Echoing the field, and checking it on Return")),
        Entry(.textLabelTextFieldButton, "TextField › 文本框提示", .family(.textField, style: nil)),
        Entry(.textLabelTextFieldButton, "TextField › 文本字段样式设置", .family(.textField, style: nil)),
        Entry(.textLabelTextFieldButton, "TextEditor", .family(.textEditor, style: nil)),
        Entry(.textLabelTextFieldButton, "TextEditor › 概览", .family(.textEditor, style: nil)),
        Entry(.textLabelTextFieldButton, "SecureField", .page("secureField", example: nil)),
        Entry(.textLabelTextFieldButton, "SecureField › 概览", .page("secureField", example: "A label and a prompt")),
        Entry(.textLabelTextFieldButton, "SecureField › 绑定到一个字符串", .page("secureField", example: "What onSubmit sees")),
        Entry(.textLabelTextFieldButton, "SecureField › 用提示引导用户", .page("secureField", example: "In a Form")),
        Entry(.textLabelTextFieldButton, "Image", .page("image", example: nil)),
        Entry(.textLabelTextFieldButton, "Image › 概览", .page("image", example: "aspectRatio(contentMode:)")),
        Entry(.textLabelTextFieldButton, "Image › 使图像易于访问", .page("image", example: "Decorative and labelled images")),
        Entry(.textLabelTextFieldButton, "Button", .page("buttonView", example: nil)),
        Entry(.textLabelTextFieldButton, "Button › 概览", .page("buttonView", example: "Button(_:systemImage:action:)")),
        Entry(.textLabelTextFieldButton, "Button › 将按钮添加到容器中", .page("buttonView", example: "In a list")),
        Entry(.textLabelTextFieldButton, "Button › 分配角色", .page("buttonView", example: "Every built-in style with every role")),
        Entry(.textLabelTextFieldButton, "Button › 按钮样式", .family(.button, style: nil)),
        Entry(.toggleStyles, "Styling toggles", .family(.toggle, style: nil)),
        Entry(.toggleStyles, "Styling toggles › `toggleStyle(_:)`", .family(.toggle, style: nil)),
        Entry(.toggleStyles, "Styling toggles › `toggleStyle(_:)` › `automatic`", .family(.toggle, style: "automatic")),
        Entry(.toggleStyles, "Styling toggles › `toggleStyle(_:)` › `button`", .family(.toggle, style: "button")),
        Entry(.toggleStyles, "Styling toggles › `toggleStyle(_:)` › `checkbox`", .family(.toggle, style: "checkbox")),
        Entry(.toggleStyles, "Styling toggles › `toggleStyle(_:)` › `switch`", .family(.toggle, style: "switch")),
        Entry(.viewStyles, "View styles", .omitted("The document's introduction: each style it goes on to describe has its family page.")),
        Entry(.viewStyles, "View styles › Styling buttons", .family(.button, style: nil)),
        Entry(.viewStyles, "View styles › Styling buttons › `buttonStyle(_:)`", .family(.button, style: nil)),
        Entry(.viewStyles, "View styles › Styling buttons › `buttonStyle(_:)` › `role`", .page("buttonView", example: "A ButtonStyle that reads the role")),
        Entry(.viewStyles, "View styles › Styling buttons › `PrimitiveButtonStyle`", .page("buttonView", example: "A PrimitiveButtonStyle with its own interaction")),
        Entry(.viewStyles, "View styles › Styling pickers", .family(.picker, style: nil)),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)`", .family(.picker, style: nil)),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `automatic`", .family(.picker, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `inline`", .family(.picker, style: "inline")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `menu`", .family(.picker, style: "menu")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `navigationLink`", .family(.picker, style: "navigationLink")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `palette`", .family(.picker, style: "palette")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `radioGroup`", .family(.picker, style: "radioGroup")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `segmented`", .family(.picker, style: "segmented")),
        Entry(.viewStyles, "View styles › Styling pickers › `pickerStyle(_:)` › `wheel`", .family(.picker, style: "wheel")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)`", .family(.datePicker, style: nil)),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `automatic`", .family(.datePicker, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `compact`", .family(.datePicker, style: "compact")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `field`", .family(.datePicker, style: "field")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `graphical`", .family(.datePicker, style: "graphical")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `stepperField`", .family(.datePicker, style: "stepperField")),
        Entry(.viewStyles, "View styles › Styling pickers › `datePickerStyle(_:)` › `wheel`", .family(.datePicker, style: "wheel")),
        Entry(.viewStyles, "View styles › Styling menus", .family(.menu, style: nil)),
        Entry(.viewStyles, "View styles › Styling menus › `menuStyle(_:)`", .family(.menu, style: nil)),
        Entry(.viewStyles, "View styles › Styling menus › `menuStyle(_:)` › `automatic`", .family(.menu, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling menus › `menuStyle(_:)` › `button`", .family(.menu, style: "button")),
        Entry(.viewStyles, "View styles › Styling toggles", .family(.toggle, style: nil)),
        Entry(.viewStyles, "View styles › Styling toggles › `toggleStyle(_:)`", .family(.toggle, style: nil)),
        Entry(.viewStyles, "View styles › Styling toggles › `toggleStyle(_:)` › `automatic`", .family(.toggle, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling toggles › `toggleStyle(_:)` › `button`", .family(.toggle, style: "button")),
        Entry(.viewStyles, "View styles › Styling toggles › `toggleStyle(_:)` › `checkbox`", .family(.toggle, style: "checkbox")),
        Entry(.viewStyles, "View styles › Styling toggles › `toggleStyle(_:)` › `switch`", .family(.toggle, style: "switch")),
        Entry(.viewStyles, "View styles › Styling indicators", .family(.gauge, style: nil)),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)`", .family(.gauge, style: nil)),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `circular`", .family(.gauge, style: "circular")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `accessoryCircular`", .family(.gauge, style: "accessoryCircular")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `accessoryCircularCapacity`", .family(.gauge, style: "accessoryCircularCapacity")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `linear`", .family(.gauge, style: "linear")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `linearCapacity`", .family(.gauge, style: "linearCapacity")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `accessoryLinear`", .family(.gauge, style: "accessoryLinear")),
        Entry(.viewStyles, "View styles › Styling indicators › `gaugeStyle(_:)` › `accessoryLinearCapacity`", .family(.gauge, style: "accessoryLinearCapacity")),
        Entry(.viewStyles, "View styles › Styling indicators › `progressViewStyle(_:)`", .family(.progressView, style: nil)),
        Entry(.viewStyles, "View styles › Styling indicators › `progressViewStyle(_:)` › `automatic`", .family(.progressView, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling indicators › `progressViewStyle(_:)` › `circular`", .family(.progressView, style: "circular")),
        Entry(.viewStyles, "View styles › Styling indicators › `progressViewStyle(_:)` › `linear`", .family(.progressView, style: "linear")),
        Entry(.viewStyles, "View styles › Styling views that display text", .family(.label, style: nil)),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)`", .family(.label, style: nil)),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)` › `automatic`", .family(.label, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)` › `iconOnly`", .family(.label, style: "iconOnly")),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)` › `titleAndIcon`", .family(.label, style: "titleAndIcon")),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)` › `titleOnly`", .family(.label, style: "titleOnly")),
        Entry(.viewStyles, "View styles › Styling views that display text › `labelStyle(_:)` › Creating custom label styles", .family(.label, style: "MyLabelStyle")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textFieldStyle(_:)`", .family(.textField, style: nil)),
        Entry(.viewStyles, "View styles › Styling views that display text › `textFieldStyle(_:)` › `automatic`", .family(.textField, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textFieldStyle(_:)` › `plain`", .family(.textField, style: "plain")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textFieldStyle(_:)` › `roundedBorder`", .family(.textField, style: "roundedBorder")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textFieldStyle(_:)` › `squareBorder`", .family(.textField, style: "squareBorder")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textEditorStyle(_:)`", .family(.textEditor, style: nil)),
        Entry(.viewStyles, "View styles › Styling views that display text › `textEditorStyle(_:)` › `automatic`", .family(.textEditor, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textEditorStyle(_:)` › `plain`", .family(.textEditor, style: "plain")),
        Entry(.viewStyles, "View styles › Styling views that display text › `textEditorStyle(_:)` › `roundedBorder`", .family(.textEditor, style: "roundedBorder")),
        Entry(.viewStyles, "View styles › Styling collection views", .family(.list, style: nil)),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)`", .family(.list, style: nil)),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `automatic`", .family(.list, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `bordered`", .family(.list, style: "bordered")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `carousel`", .family(.list, style: "carousel")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `elliptical`", .family(.list, style: "elliptical")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `grouped`", .family(.list, style: "grouped")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `inset`", .family(.list, style: "inset")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `insetGrouped`", .family(.list, style: "insetGrouped")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `plain`", .family(.list, style: "plain")),
        Entry(.viewStyles, "View styles › Styling collection views › `listStyle(_:)` › `sidebar`", .family(.list, style: "sidebar")),
        Entry(.viewStyles, "View styles › Styling collection views › `tableStyle(_:)`", .family(.table, style: nil)),
        Entry(.viewStyles, "View styles › Styling collection views › `tableStyle(_:)` › `automatic`", .family(.table, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling collection views › `tableStyle(_:)` › `inset`", .family(.table, style: "inset")),
        Entry(.viewStyles, "View styles › Styling collection views › `tableStyle(_:)` › `bordered`", .family(.table, style: "bordered")),
        Entry(.viewStyles, "View styles › Styling collection views › `disclosureGroupStyle(_:)`", .family(.disclosureGroup, style: nil)),
        Entry(.viewStyles, "View styles › Styling collection views › `disclosureGroupStyle(_:)` › Creating custom disclosure group styles", .family(.disclosureGroup, style: "MyDisclosureStyle")),
        Entry(.viewStyles, "View styles › Styling navigation views", .family(.navigationSplitView, style: nil)),
        Entry(.viewStyles, "View styles › Styling navigation views › `navigationSplitViewStyle(_:)`", .family(.navigationSplitView, style: nil)),
        Entry(.viewStyles, "View styles › Styling navigation views › `navigationSplitViewStyle(_:)` › `automatic`", .family(.navigationSplitView, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling navigation views › `navigationSplitViewStyle(_:)` › `balanced`", .family(.navigationSplitView, style: "balanced")),
        Entry(.viewStyles, "View styles › Styling navigation views › `navigationSplitViewStyle(_:)` › `prominentDetail`", .family(.navigationSplitView, style: "prominentDetail")),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)`", .family(.tabView, style: nil)),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)` › `automatic`", .family(.tabView, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)` › `page`", .family(.tabView, style: "page")),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)` › `page(indexDisplayMode:)`", .family(.tabView, style: "page(indexDisplayMode:)")),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)` › `verticalPage`", .family(.tabView, style: "verticalPage")),
        Entry(.viewStyles, "View styles › Styling navigation views › `tabViewStyle(_:)` › `verticalPage(transitionStyle:)`", .family(.tabView, style: "verticalPage(transitionStyle:)")),
        Entry(.viewStyles, "View styles › Styling groups", .family(.controlGroup, style: nil)),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)`", .family(.controlGroup, style: nil)),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › `automatic`", .family(.controlGroup, style: "automatic")),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › `compactMenu`", .family(.controlGroup, style: "compactMenu")),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › `menu`", .family(.controlGroup, style: "menu")),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › `navigation`", .family(.controlGroup, style: "navigation")),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › `palette`", .family(.controlGroup, style: "palette")),
        Entry(.viewStyles, "View styles › Styling groups › `controlGroupStyle(_:)` › Creating custom control group styles", .family(.controlGroup, style: "MyControlGroupStyle")),
    ]
}
