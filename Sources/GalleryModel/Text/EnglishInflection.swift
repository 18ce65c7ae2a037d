/// The gallery's stand-in for Foundation's automatic grammar agreement (`^[text](inflect: true)` in Markdown, the `automatic`
/// inflection rule, https://developer.apple.com/documentation/foundation/inflectionrule/automatic): a noun after a whole number
/// takes the plural unless the number is one. Only English's regular endings are known.
public enum EnglishInflection {
    /// `phrase` ("3 pencil") with its noun agreeing with its number ("3 pencils"); a phrase that is not a
    /// number and a word is returned as it is.
    public static func agree(_ phrase: String) -> String {
        let words = phrase.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, let count = Int(words[0]), !words[1].isEmpty else { return phrase }
        return count == 1 ? phrase : words[0] + " " + plural(of: words[1])
    }

    /// The regular plural of `noun`: "box" → "boxes", "city" → "cities", "pencil" → "pencils".
    static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }
}
