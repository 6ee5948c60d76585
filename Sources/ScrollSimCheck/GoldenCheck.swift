// The golden check engine behind `scrollsim check`: replays every trace and compares its
// log with the golden beside it.
import Dispatch
@_spi(ScrollSimInternal) import ScrollSimSupport

/// Checks traces against their goldens (`X.json` against `X.log`).
///
/// Call `run(paths:options:renderer:)` with `TraceRenderer.replay` to check the real
/// thing, or with a fake renderer in tests. The report is identical for every `jobs`.
/// The project checks its own goldens from `swift test` with:
///
///     let report = try GoldenCheck.run(paths: [packageRoot + "/traces"],
///                                      options: CheckOptions(jobs: 2), renderer: .replay)
///     #expect(report.exitStatus == 0, "\(report.text(color: false))")
package enum GoldenCheck {
    /// Replays the traces under `paths` and compares each log with its golden.
    ///
    /// Finds the traces under `paths`, replays them (`options.jobs` at a time), compares each log with its golden and,
    /// under `options.update`, writes the goldens of failing and missing traces atomically.
    /// - Throws: `CheckError` when a path names nothing or `--update` is asked under CI.
    package static func run(paths: [String], options: CheckOptions, renderer: TraceRenderer) throws(CheckError)
        -> CheckReport
    {
        if options.continuousIntegration, let update = options.update {
            guard update == .pending else { throw .updateRefusedInCI }
            guard options.artifactsFolder != nil else { throw .pendingNeedsArtifactsInCI }
        }
        var discovery = try TraceDiscovery.discover(paths: paths)
        if let filter = options.filter { discovery.keep { $0.contains(filter) } }
        if let shard = options.shard { discovery.keep(shard) }
        let results = parallelMap(discovery.candidates, jobs: options.jobs) { candidate in
            check(candidate, options: options, renderer: renderer)
        }
        var removed = false
        if options.update != nil, !discovery.leftoverTemporaries.isEmpty {
            for leftover in discovery.leftoverTemporaries { FileSystem.removeFile(leftover) }
            removed = true
        }
        var report = CheckReport(
            results: results.compactMap { $0 },
            skipped: discovery.skipped.map { CheckReport.Skipped(path: $0.path, reason: $0.reason) },
            unreferencedGoldens: discovery.unreferencedGoldens,
            unreferencedPolicy: options.unreferenced)
        report.leftoverTemporaries = discovery.leftoverTemporaries
        report.removedLeftovers = removed
        let handled = Set(report.results.flatMap { [$0.pending, $0.removedPending].compactMap { $0 } })
        report.pendingGoldens = discovery.pendingGoldens.filter { !handled.contains($0) }
        return report
    }

    /// The largest trace file checked (1 GiB, `replay`'s default `--max-input-bytes`).
    static let maximumTraceBytes = 1 << 30

    /// Checks one candidate; nil when it turns out not to be a trace.
    static func check(
        _ candidate: TraceDiscovery.Candidate, options: CheckOptions,
        renderer: TraceRenderer
    ) -> TraceResult? {
        let goldenPath = TraceDiscovery.goldenPath(ofTrace: candidate.path)
        func result(_ outcome: TraceResult.Outcome) -> TraceResult {
            TraceResult(tracePath: candidate.path, goldenPath: goldenPath, outcome: outcome)
        }
        let trace: [UInt8]
        // A file larger than replay's default input limit is refused before it is read: a stray
        // multi-gigabyte file must not stall the check or exhaust memory.
        if let size = FileSystem.size(of: candidate.path), size > Self.maximumTraceBytes {
            return result(.invalid("larger than \(Self.maximumTraceBytes) bytes, the input size limit"))
        }
        do { trace = try FileSystem.read(candidate.path) } catch { return result(.invalid(error.reason)) }
        // Render first: a trace that renders is a trace, so it is parsed once. Only a failure asks
        // `isTrace`, to tell a broken trace (reported) from an unrelated JSON file (skipped).
        let actual: [UInt8]
        do {
            actual = try renderer.bytes(of: trace)
        } catch {
            if !candidate.forced && !renderer.isTrace(trace) { return nil }
            return result(.invalid(String(describing: error)))
        }
        let golden: [UInt8]?
        do {
            golden = try FileSystem.read(goldenPath)
        } catch {
            guard error.isNotFound else { return result(.invalid(error.description)) }
            golden = nil
        }
        if let golden, ByteComparison.same(golden, actual) {
            return PendingGolden.removeStale(result(.passed), options: options)
        }
        if options.update == .all || (options.update == .missing && golden == nil) {
            do { try FileSystem.writeAtomically(actual, to: goldenPath) } catch {
                return result(.writeFailed(error.reason))
            }
            return PendingGolden.removeStale(result(golden == nil ? .created : .updated), options: options)
        }
        var summary: FailureSummary?
        var outcome = TraceResult.Outcome.missingGolden
        if let golden {
            let made = FailureSummary(golden: golden, actual: actual)
            summary = made
            let limit = options.diffLineLimit
            let diff = UnifiedDiff.folded(golden: golden, actual: actual, goldenLabel: goldenPath, lineLimit: limit)
            let changes = ChangedLines(golden: golden, actual: actual, limit: limit)
            outcome = .mismatch(diff, summary: made, changes: changes)
        }
        var failed = result(outcome)
        if options.update == .pending { PendingGolden.write(actual, for: &failed, options: options) }
        if let folder = options.artifactsFolder {
            do {
                failed.artifacts = try CheckArtifacts.write(
                    into: folder, trace: candidate.path, golden: golden, actual: actual, summary: summary,
                    replay: CheckArtifacts.Replay(trace: trace, renderer: renderer))
            } catch {
                failed.artifactsError = error.description
            }
        }
        return failed
    }

    /// `items.map(transform)`, run on up to `jobs` threads.
    ///
    /// The order of the result is the order of `items` whatever the scheduling.
    ///
    /// Workers claim the next index and store their result through `ParallelSlots`, whose every
    /// access holds one lock; `concurrentPerform` returns only after all workers finished, so the
    /// results are read after every write. Complexity: O(n) calls of `transform`, O(n) lock
    /// round-trips (negligible next to a replay).
    static func parallelMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int,
        _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(1, jobs), items.count)
        if workers <= 1 { return items.map(transform) }
        let slots = ParallelSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() {
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.results()
    }
}
