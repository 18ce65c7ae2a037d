/// The selector list that scopes each of `parts` under `scope`: ".stage.platform-ios button, .stage.platform-ios entry".
/// Every generated stylesheet (stages, eras, glass, menus, dates, containers, the window's chrome) writes its
/// selectors with it.
func cssSelectors(in scope: String, _ parts: [String]) -> String {
    parts.map { "\(scope) \($0)" }.joined(separator: ", ")
}
