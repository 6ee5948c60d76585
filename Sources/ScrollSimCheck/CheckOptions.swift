// The settings of one `scrollsim check` run.

/// What to do about goldens (`X.log`) that have no trace (`X.json`) beside them.
public enum UnreferencedPolicy: String, CaseIterable, Sendable {
    /// Report each with a `warning:` line; the exit status is unchanged.
    case warn
    /// Report each with an `error:` line and make the exit status 1.
    case fail
}

/// Which goldens `--update` writes.
public enum UpdateMode: String, CaseIterable, Sendable {
    /// The goldens of failing traces and the missing ones (`--update`, `--update all`).
    case all
    /// Only goldens that do not exist yet (`--update missing`); a differing golden still fails.
    case missing
}

/// The settings of a golden check.
public struct CheckOptions: Sendable {
    /// Which goldens to write instead of failing; nil writes none.
    public var update: UpdateMode?
    /// Check only the traces whose path contains this text (`--filter`); nil checks all.
    public var filter: String?
    /// Check only this shard of the traces (`--shard K/N`); nil checks all.
    public var shard: CheckShard?
    /// Where to write the actual log and an overlay plot of each failing trace (`--artifacts`).
    public var artifactsFolder: String?
    /// How many traces are replayed at once (at least 1). Output does not depend on it.
    public var jobs: Int
    /// What unreferenced goldens do to the result.
    public var unreferenced: UnreferencedPolicy
    /// True under continuous integration: the check then never writes a golden.
    public var continuousIntegration: Bool
    /// The most diff lines shown per failing trace (hunk headers included).
    public var diffLineLimit: Int

    /// The default number of diff lines shown per failing trace.
    public static let defaultDiffLineLimit = 200

    /// Creates options; `jobs` below 1 counts as 1.
    public init(
        update: UpdateMode? = nil, jobs: Int = 1, unreferenced: UnreferencedPolicy = .warn,
        continuousIntegration: Bool = false, diffLineLimit: Int = CheckOptions.defaultDiffLineLimit,
        filter: String? = nil, artifactsFolder: String? = nil, shard: CheckShard? = nil
    ) {
        self.update = update
        self.shard = shard
        self.filter = filter
        self.artifactsFolder = artifactsFolder
        self.jobs = max(1, jobs)
        self.unreferenced = unreferenced
        self.continuousIntegration = continuousIntegration
        self.diffLineLimit = diffLineLimit
    }

    /// True when the environment says this is a CI run: `CI` set to `1`, `true`, `yes` or
    /// `on`, in any case.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return ["1", "true", "yes", "on"].contains(value.lowercased())
    }
}

/// Why a check could not run at all (exit status 2).
public enum CheckError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A PATH argument names nothing.
    case noSuchPath(String)
    /// `--update` was asked for under CI, where the check never writes a file.
    case updateRefusedInCI
    /// A PATH argument names something that cannot be checked (a device, a socket).
    case notCheckable(String, String)

    /// One line naming the place.
    public var description: String {
        switch self {
        case .noSuchPath(let path):
            return "\(path): No such file or directory"
        case .notCheckable(let path, let reason):
            return "\(path): cannot be checked: \(reason)"
        case .updateRefusedInCI:
            return "--update is refused under CI (CI is set): goldens are only written locally"
        }
    }
}
