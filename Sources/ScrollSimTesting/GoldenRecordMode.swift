import ScrollSimSupport
import ScrollSimUIKit

/// When `assertGolden` writes a golden file, as swift-snapshot-testing's record modes.
///
/// The modes follow [Repo-SnapshotTesting] (`SnapshotTestingConfiguration.Record`): every mode that writes also fails
/// the assertion, so a run that recorded never passes silently.
///
/// Chosen by the `record:` argument, else by the `SCROLLSIM_RECORD` environment variable (`missing`,
/// `failed`, `all`, `never`), else `missing`. When `CI` is set (`1`, `true`, `yes`, `on`) nothing is
/// ever written: an assertion that would write fails instead, saying so.
public enum GoldenRecordMode: String, CaseIterable, Sendable {
    /// Write a golden that does not exist yet (and fail once); compare existing ones. The default.
    case missing
    /// Also rewrite a golden that differs (and fail, showing the diff).
    case failed
    /// Rewrite every golden, even an equal one, and fail every assertion: for re-recording a suite.
    case all
    /// Write nothing: a missing golden fails.
    case never

    /// The environment variable that sets the mode when the argument does not: `SCROLLSIM_RECORD`.
    public static let environmentVariable = "SCROLLSIM_RECORD"

    /// The mode to use: `argument`, else the environment variable's value, else `missing`.
    ///
    /// Throws the one-line message for a variable naming no mode.
    static func resolve(_ argument: GoldenRecordMode?, environment: [String: String]) throws(GoldenError)
        -> GoldenRecordMode
    {
        if let argument { return argument }
        guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
        guard let mode = GoldenRecordMode(rawValue: value.lowercased()) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }

    /// Whether the mode writes a golden in `state`.
    func writes(_ state: GoldenState) -> Bool {
        switch (self, state) {
        case (.never, _): return false
        case (.missing, .missing), (.failed, .missing), (.failed, .differs), (.all, _): return true
        case (.missing, _), (.failed, .matches): return false
        }
    }
}

/// How the log compares with the golden on disk.
enum GoldenState: Equatable {
    /// No golden file.
    case missing
    /// Byte-identical.
    case matches
    /// Different bytes.
    case differs
}

/// A golden assertion that could not run.
enum GoldenError: Error, CustomStringConvertible, Equatable {
    /// `SCROLLSIM_RECORD` names no mode.
    case invalidRecordMode(String)
    /// The golden exists but cannot be read, or cannot be written.
    case file(FileSystem.Failure)

    var description: String {
        switch self {
        case .invalidRecordMode(let value):
            let modes = GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(GoldenRecordMode.environmentVariable): expected one of \(modes), got \"\(value)\""
        case .file(let failure): return failure.description
        }
    }
}
