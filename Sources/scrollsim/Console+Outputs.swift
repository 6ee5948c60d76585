// The one rule every command with an output follows: never write over one of its own inputs.
import ScrollSimSupport

extension Console {
    /// The one-line refusal when `output` names one of `inputs` (the same file, however reached:
    /// another path, a link), else nil. `-` (standard input) and paths that name nothing yet are
    /// never the same file. Every command that writes a file asks here before writing.
    static func refusal(writing what: String, to output: String, over inputs: [String]) -> String? {
        guard let written = FileSystem.identity(of: output) else { return nil }
        for input in inputs where input != "-" {
            if FileSystem.identity(of: input) == written {
                return "\(output): refusing to write the \(what) over \(input), an input of this command"
            }
        }
        return nil
    }
}
