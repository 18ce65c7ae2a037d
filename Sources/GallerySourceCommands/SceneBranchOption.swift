import GalleryCommandLine
import GalleryModel

/// `--branch [FILE:]LINE[:COLUMN]=N`: which branch to draw of a conditional, numbered from 1 as `gallery scene` lists
/// them.
enum SceneBranchOption {
    /// The choices the options give; a place without a file is in `file` (the file read, by its absolute path, so the
    /// choice holds in the app's root scene too when the view is resolved where the app uses it), or in the scene's own
    /// file when nil.
    ///
    /// - Throws: ``GalleryError`` naming the option that is not `[FILE:]LINE[:COLUMN]=N`.
    static func choices(_ options: [String], inFile file: String?) throws -> SceneBranchChoices {
        var choices: [SceneLocation: Int] = [:]
        for option in options {
            guard let equals = option.lastIndex(of: "="), let branch = Int(option[option.index(after: equals)...]), branch >= 1 else {
                throw GalleryError(say("--branch \(Quoting.quoted(option)) is not [FILE:]LINE[:COLUMN]=N, N counted from 1"))
            }
            var parts = option[..<equals].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var numbers: [Int] = []
            while let last = parts.last, let number = Int(last), numbers.count < 2 {
                numbers.insert(number, at: 0)
                parts.removeLast()
            }
            guard let line = numbers.first, line >= 1, numbers.allSatisfy({ $0 >= 1 }) else {
                throw GalleryError(say("--branch \(Quoting.quoted(option)) is not [FILE:]LINE[:COLUMN]=N, N counted from 1"))
            }
            let named = parts.isEmpty ? file : parts.joined(separator: ":")
            choices[SceneLocation(line: line, column: numbers.count > 1 ? numbers[1] : 0, file: named)] = branch - 1
        }
        return SceneBranchChoices(choices)
    }
}
