import ScrollSimCheck
import ScrollSimSupport
import ScrollSimUIKit

/// What one golden comparison found and did: the verdict `assertGolden` reports.
///
/// It is computed without reporting it, so every record mode can be tested directly.
public struct GoldenVerdict: Equatable, Sendable {
    /// The golden file's path.
    public let path: String
    /// True when the assertion passes.
    public let passed: Bool
    /// True when the golden file was (re)written.
    public let wrote: Bool
    /// The failure message, nil when the assertion passes.
    ///
    /// When the two differ: `scrollsim check`'s summary and unified diff of golden → actual; then what was (not)
    /// written and why.
    public let message: String?

    /// Compares `log` with the golden at `path` and records it as `mode` asks.
    ///
    /// Compares `log` with the golden at `path` and records it as `mode` asks (or the
    /// `SCROLLSIM_RECORD` variable of `environment`, or `missing`); under `CI` nothing is written.
    /// The write is atomic and creates the golden's folders.
    ///
    /// - Parameters:
    ///   - log: The text to compare with the golden.
    ///   - path: The golden file's path.
    ///   - mode: What to write to the golden (default: from `environment`, or `missing`).
    ///   - environment: The variables read for `SCROLLSIM_RECORD` and `CI` (default: the process's).
    /// - Returns: Whether it passed, whether the golden was written, and the failure message.
    public static func verify(
        _ log: String, goldenAt path: String, record mode: GoldenRecordMode? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> GoldenVerdict {
        let actual = Array(log.utf8)
        let resolved: GoldenRecordMode
        let golden: [UInt8]?
        do {
            resolved = try GoldenRecordMode.resolve(mode, environment: environment)
            golden = try read(path)
        } catch {
            return GoldenVerdict(path: path, passed: false, wrote: false, message: error.description)
        }
        let state: GoldenState = golden == nil ? .missing : golden == actual ? .matches : .differs
        let continuousIntegration = CheckOptions.isContinuousIntegration(environment)
        var lines: [String] = []
        switch state {
        case .matches: break
        case .missing: lines.append("\(path): no golden yet")
        case .differs: lines.append(GoldenDiff.describe(golden: golden ?? [], actual: actual, path: path))
        }
        var wrote = false
        if resolved.writes(state) {
            if continuousIntegration {
                lines.append("not written: CI is set, goldens are only recorded locally (record mode \(resolved))")
            } else {
                do {
                    try write(actual, to: path)
                    wrote = true
                    lines.append(recordedLine(state, path: path, mode: resolved))
                } catch {
                    lines.append("could not write the golden: \(error)")
                }
            }
        } else if state == .differs {
            lines.append(
                "to accept the new log, run the test again with \(GoldenRecordMode.environmentVariable)=failed")
        } else if state == .missing {
            lines.append("not written: record mode never")
        }
        return GoldenVerdict(
            path: path, passed: lines.isEmpty, wrote: wrote,
            message: lines.isEmpty ? nil : lines.joined(separator: "\n"))
    }

    private static func recordedLine(_ state: GoldenState, path: String, mode: GoldenRecordMode) -> String {
        switch state {
        case .missing: return "recorded \(path) (record mode \(mode)): review it, then run the test again"
        case .differs: return "re-recorded \(path) (record mode \(mode)): review the diff, then run the test again"
        case .matches: return "rewrote \(path) (record mode all): turn record mode off to test"
        }
    }

    /// The golden's bytes, or nil when there is no file.
    private static func read(_ path: String) throws(GoldenError) -> [UInt8]? {
        do { return try FileSystem.read(path) } catch {
            if error.isNotFound { return nil }
            throw .file(error)
        }
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(GoldenError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw .file(FileSystem.Failure(path: folder, reason: "cannot create the folder"))
            }
        }
        do { try FileSystem.writeAtomically(bytes, to: path) } catch { throw .file(error) }
    }
}
