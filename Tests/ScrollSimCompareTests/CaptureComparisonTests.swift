import Foundation
import ScrollSimCompare
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// What `compare` does with the recorder's optional captures.
///
/// What `compare` does with the recorder's optional captures: the adjusted inset per frame, a
/// SwiftUI host's phase changes and `updateTarget` calls, and `isZoomBouncing`. Each recording
/// here is the model's own (``SyntheticRecording``), so the unchanged capture is exact and a
/// planted difference is the only one.
struct CaptureComparisonTests {
    /// The planted inset and target differences, pt: far beyond the default 0.5 pt tolerance.
    static let planted = 20.0
    /// How close the velocity ratio of a recording in the replay's own unit is to 1.
    static let ratioTolerance = 1e-9

    static func corpus(_ path: String) throws -> Trace {
        try Replay.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: PackageRoot.file("traces/\(path).json")))))
    }

    /// The trace and the model's own recording of it.
    static func exact(_ path: String) throws -> (Trace, RecordedSession) {
        let trace = try corpus(path)
        return (trace, try SyntheticRecording.session(of: trace, constants: ModelConstants()))
    }

    @Test func aRecordedInsetIsComparedFrameByFrame() throws {
        var (trace, recording) = try Self.exact("core/fling-fast-rate")
        trace.name = "inset"
        for index in recording.frames.indices { recording.frames[index].adjustedContentInset = .zero }
        let exact = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(exact.captures.inset?.difference == 0)
        #expect(exact.failures.isEmpty, "\(exact.failures)")
        #expect(exact.text.contains("adjusted content inset: worst frame at"))
        recording.frames[10].adjustedContentInset = EdgeInsets(top: Self.planted, left: 0, bottom: 0, right: 0)
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(report.exitStatus == 1)
        #expect(report.captures.inset?.time == recording.frames[10].time)
        #expect(report.failures.contains { $0.hasPrefix("the adjusted content inset is 20.000 pt off at") })
        #expect(report.json.contains("\"adjustedContentInset\":{\"worstAt\":"))
    }

    @Test func recordedScrollPhasesAreComparedInOrder() throws {
        var (trace, recording) = try Self.exact("phases/scroll-phases-caught-fling")
        // First ask the replay for its phases with a one-change recording.
        recording.phaseChanges = [RecordedSession.PhaseChange(time: 0, old: .idle, new: .tracking)]
        let probe = try RecordingComparison.compare(trace: trace, recording: recording)
        let replayed = probe.captures.replayedPhases
        #expect(replayed.count >= 4)
        let parse = { (step: CaptureComparison.PhaseStep) -> RecordedSession.PhaseChange in
            let names = step.change.components(separatedBy: " → ")
            return RecordedSession.PhaseChange(
                time: step.time, old: ScrollPhase(rawValue: names[0])!, new: ScrollPhase(rawValue: names[1])!)
        }
        recording.phaseChanges = replayed.map(parse)
        let same = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(same.captures.firstPhaseDifference == nil && same.failures.isEmpty, "\(same.failures)")
        #expect(same.text.contains("phases: identical"))
        recording.phaseChanges.remove(at: 1)
        trace.name = "phases"
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(report.captures.firstPhaseDifference == 1)
        #expect(report.failures.contains("the scroll phases differ at #2"))
        #expect(report.text.contains("phases: differ at #2"))
        #expect(report.json.contains("\"scrollPhases\":{\"identical\":false,\"firstDifference\":2,"))
    }

    @Test func recordedTargetUpdatesArePairedAndTheirVelocityUnitShown() throws {
        var (trace, recording) = try Self.exact("targets/scroll-target-view-aligned-by-one")
        recording.targetUpdates = [RecordedSession.TargetUpdate(time: 0, target: .zero, velocity: .zero)]
        let probe = try RecordingComparison.compare(trace: trace, recording: recording)
        let replayed = try #require(probe.captures.targetUpdates.first)
        let target = try #require(replayed.replayedTarget), velocity = try #require(replayed.replayedVelocity)
        recording.targetUpdates = [RecordedSession.TargetUpdate(time: 0, target: target, velocity: velocity)]
        let same = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(same.failures.isEmpty, "\(same.failures)")
        #expect(abs(try #require(same.captures.targetUpdates.first?.velocityRatio) - 1) <= Self.ratioTolerance)
        // A device that gave points per second where the replay passed points per millisecond,
        // and decided a target 20 pt further.
        recording.targetUpdates[0].velocity = Point(x: velocity.x * 1000, y: velocity.y * 1000)
        recording.targetUpdates[0].target.x += Self.planted
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        let pair = try #require(report.captures.targetUpdates.first)
        #expect(abs(try #require(pair.velocityRatio) - 1000) <= 1000 * Self.ratioTolerance)
        #expect(report.failures.contains("updateTarget #1's target is 20.000 pt off"))
        #expect(report.text.contains("ratio 1000.0000"))
        // A call the replay never made.
        recording.targetUpdates.append(recording.targetUpdates[0])
        let extra = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(extra.failures.contains("updateTarget #2 was called by one side only"))
    }

    @Test func aRecordedZoomBounceEndIsReported() throws {
        var (trace, recording) = try Self.exact("zoom/pinch-out-below-minimum-bounces")
        let probe = try RecordingComparison.compare(trace: trace, recording: recording)
        let bouncing = probe.frames.filter { $0.phase == .zoomBounce }.map(\.time)
        let end = try #require(bouncing.last)
        for index in recording.frames.indices {
            recording.frames[index].isZoomBouncing = bouncing.contains(recording.frames[index].time)
        }
        trace.name = "zoom"
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        let reported = try #require(report.captures.zoomBounceEnd)
        #expect(reported.recorded == end && reported.replayed == end)
        #expect(report.text.contains("zoom bounce: ends at"))
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    /// A recording without captures gives the report it gave before they existed.
    @Test func withoutCapturesTheReportSaysNothingOfThem() throws {
        let (trace, recording) = try Self.exact("core/fling-fast-rate")
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(report.captures.inset == nil && !report.captures.hasPhases && report.captures.targetUpdates.isEmpty)
        for word in ["adjusted content inset", "scroll phases", "updateTarget", "zoom bounce:"] {
            #expect(!report.text.contains(word))
        }
    }
}
