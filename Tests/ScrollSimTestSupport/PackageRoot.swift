import Foundation

/// The package's folder, found from this file's path, and the places in it that tests read.
///
/// The package's folder, found from this file's path (`Tests/ScrollSimTestSupport/`), and the places in it tests read:
/// the corpus, the README, the recorded UIKit fixtures.
package enum PackageRoot {
    /// The package root (the folder holding Package.swift), without a trailing slash.
    package static let path: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The trace corpus, `traces/`.
    package static let traces = path + "/traces"

    /// The absolute path of `relative`, a path relative to the package root.
    ///
    /// The absolute path of `relative` (e.g. `README.md`, `traces/behaviors`).
    package static func file(_ relative: String) -> String { path + "/" + relative }
}
