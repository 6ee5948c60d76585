// The settings of one `scrollsim check` run.

/// What to do about goldens (`X.log`) that have no trace (`X.json`) beside them.
package enum UnreferencedPolicy: String, CaseIterable, Sendable {
    /// Report each with a `warning:` line; the exit status is unchanged.
    case warn
    /// Report each with an `error:` line and make the exit status 1.
    case fail
}

/// Which goldens `--update` writes.
package enum UpdateMode: String, CaseIterable, Sendable {
    /// The goldens of failing traces and the missing ones (`--update`, `--update all`).
    case all
    /// Only goldens that do not exist yet (`--update missing`); a differing golden still fails.
    case missing
    /// No golden: each failing trace's log is written as a pending golden `X.log.new` beside `X.log`.
    ///
    /// Under CI it goes into the `--artifacts` folder, for `scrollsim review` to accept or reject; the trace still
    /// fails (`--update pending`).
    case pending
}

/// The settings of a golden check.
package struct CheckOptions: Sendable {
    /// Which goldens to write instead of failing; nil writes none.
    package var update: UpdateMode?
    /// Check only the traces whose path contains this text (`--filter`); nil checks all.
    package var filter: String?
    /// Check only this shard of the traces (`--shard K/N`); nil checks all.
    package var shard: CheckShard?
    /// Where to write the actual log and an overlay plot of each failing trace (`--artifacts`).
    package var artifactsFolder: String?
    /// How many traces are replayed at once (at least 1).
    ///
    /// Output does not depend on it.
    package var jobs: Int
    /// What unreferenced goldens do to the result.
    package var unreferenced: UnreferencedPolicy
    /// True under continuous integration: the check then never writes a golden.
    package var continuousIntegration: Bool
    /// The most diff lines shown per failing trace (hunk headers included).
    package var diffLineLimit: Int

    /// The default number of diff lines shown per failing trace.
    package static let defaultDiffLineLimit = 200

    /// Creates options; `jobs` below 1 counts as 1.
    package init(
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
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return ["1", "true", "yes", "on"].contains(value.lowercased())
    }
}

/// Why a check could not run at all (exit status 2).
package enum CheckError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A PATH argument names nothing.
    case noSuchPath(String)
    /// `--update` was asked for under CI, where the check never writes a file.
    case updateRefusedInCI
    /// `--update pending` under CI without `--artifacts`, the only place it may write there.
    case pendingNeedsArtifactsInCI
    /// A PATH argument names something that cannot be checked (a device, a socket).
    case notCheckable(String, String)
    /// A pending golden of a CI artifacts folder that cannot be put back here (`review --from`).
    case notReviewableHere(String, String)

    /// One line naming the place.
    package var description: String {
        switch self {
        case .noSuchPath(let path):
            return "\(path): No such file or directory"
        case .notCheckable(let path, let reason):
            return "\(path): cannot be checked: \(reason)"
        case .notReviewableHere(let path, let reason):
            return "\(path): cannot be reviewed here: \(reason)"
        case .updateRefusedInCI:
            return "--update is refused under CI (CI is set): goldens are only written locally"
        case .pendingNeedsArtifactsInCI:
            return "--update pending under CI (CI is set) needs --artifacts <dir>: pending goldens are "
                + "written there, never beside the goldens"
        }
    }
}
