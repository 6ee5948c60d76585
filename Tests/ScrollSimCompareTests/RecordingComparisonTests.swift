import Foundation
import ScrollSimCompare
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// The real-UIKit recordings of the corpus compared with their replays.
///
/// The real-UIKit recordings of the corpus (`traces/recordings/`, from the openuikit project,
/// github Vercantez/openuikit, `golden/scroll_traces/`) compared with their replays. Tolerances
/// are the contract; the comments give what the model achieves.
struct RecordingComparisonTests {
    /// Reported release velocity, pt/ms (achieved: < 1e-8; UIKit logs 0.75000000585).
    ///
    /// The recordings drag at constant speed, where every estimator agrees: this checks units and
    /// sign.
    static let velocityTolerance = 1e-6
    /// Reported target and rest offset, pt: half a device pixel at 3× (achieved: exact).
    ///
    /// Tight enough to tell UIKit's `1/|ln r|` projection from the `r/(1 − r)` landing, one pixel
    /// apart.
    static let pixelTolerance = 1.0 / 6
    /// The largest allowed frame difference, in points, when comparing at the recording's display phase.
    ///
    /// The worst frame at the recording's display phase, pt (achieved: 0.667 decel_v750, 0 touch_calib, 1.333
    /// rubberband_top): the recordings log the display link's callback time, about 1 ms after the vsync UIKit
    /// integrates to, and a bounce moves 1–1.5 pt in 1 ms.
    static let worstAtRecordedPhase = 1.34
    /// The recordings' callback-to-vsync latency (estimated: both moving curves fit best with it).
    static let displayLinkLatency = 0.001
    /// The worst frame with the refreshes on those vsyncs, pt (achieved: 0.333, one device pixel).
    static let worstAtVsync = 1.0 / 3

    static let names = ["decel_v750", "rubberband_top", "touch_calib"]

    static func trace(_ name: String) throws -> (trace: Trace, recording: RecordedSession) {
        let bytes = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: PackageRoot.file("traces/recordings/\(name).json"))))
        return (try Replay.decode(bytes), try #require(try Trace.recordedSession(in: bytes)))
    }

    @Test(arguments: names)
    func callbacksReleaseAndRestMatchUIKit(_ name: String) throws {
        let (trace, recording) = try Self.trace(name)
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(report.firstDifference == nil)
        #expect(report.replayedCalls.map(\.name) == report.recordedCalls.map(\.name))
        #expect(report.replayedCalls.count >= 3)
        let release = try #require(report.releases.first)
        let velocity = try #require(release.velocityDifference)
        #expect(velocity <= Self.velocityTolerance)
        #expect(try #require(release.targetDifference) <= Self.pixelTolerance)
        #expect(abs(report.replayedRest.offset.y - report.recordedRest.offset.y) <= Self.pixelTolerance)
        #expect(abs(report.replayedRest.time - report.recordedRest.time) <= report.restTimeTolerance)
        #expect(report.worst.maximum <= Self.worstAtRecordedPhase)
        #expect(report.firstFrameFromRecording && report.firstFrame == recording.frames[0].time)
    }

    @Test(arguments: names)
    func atTheVsyncEveryFrameIsWithinOnePixel(_ name: String) throws {
        var (trace, recording) = try Self.trace(name)
        trace.screen.firstFrame = recording.frames[0].time - Self.displayLinkLatency
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(!report.firstFrameFromRecording)
        #expect(report.worst.maximum <= Self.worstAtVsync + 1e-9)
    }

    /// The corpus traces were converted from the published files: both readers agree on them.
    @Test(arguments: names)
    func theCorpusHoldsThePublishedRecording(_ name: String) throws {
        let (_, recorded) = try Self.trace(name)
        let file = PackageRoot.file("Tests/ScrollSimTraceTests/Fixtures/uikit-traces/\(name).uikit.json")
        let published = try UIKitRecording.session([UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(recorded == published)
    }

    @Test func aPlantedOffsetErrorAndAChangedCallbackAreBothReported() throws {
        var (trace, recording) = try Self.trace("touch_calib")
        let exact = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(exact.failures.isEmpty && exact.exitStatus == 0)
        recording.frames[40].offset.y += 2
        recording.calls[0].name = "willBeginDecelerating"
        trace.name = "planted"
        let report = try RecordingComparison.compare(trace: trace, recording: recording)
        #expect(report.exitStatus == 1)
        #expect(report.firstDifference == 0)
        #expect(report.worst.maximum == 2 && report.worst.worstTime == recording.frames[40].time)
        #expect(report.failures.count == 2)
        #expect(
            report.text.contains("callbacks: differ at #1 (replay willBeginDragging, recording willBeginDecelerating)"))
        #expect(report.text.contains("the worst frame is 2.000 pt off"))
    }

    /// A recording made of the replay's own frames and calls is within any tolerance, even 0.
    @Test func theReplayItselfIsAnExactRecording() throws {
        let (trace, recording) = try Self.trace("decel_v750")
        let first = try RecordingComparison.compare(trace: trace, recording: recording)
        let release = try #require(first.releases.first)
        let frames = first.frames.map { RecordedSession.Frame(time: $0.time, offset: $0.replayed) }
        let calls = first.replayedCalls.map { call in
            RecordedSession.Call(
                time: call.time, name: call.name,
                velocity: call.name == "willEndDragging" ? release.replayedVelocity : nil,
                target: call.name == "willEndDragging" ? release.replayedTarget : nil)
        }
        let exact = RecordedSession(frames: frames, calls: calls, restOffset: first.replayedRest.offset)
        let report = try RecordingComparison.compare(trace: trace, recording: exact, tolerance: 0)
        #expect(report.failures == [])
        #expect(report.worst.maximum == 0)
        #expect(report.offsetErrors.map(\.phase) == ["tracking", "deceleration", "rest", "all"])
    }

    /// Nearest-rank statistics: each is one of the errors.
    @Test(arguments: [
        ([0.0, 1, 2, 3], 3.0, 3.0, 1.0),
        ([5.0], 5.0, 5.0, 5.0),
        (Array(stride(from: 1.0, through: 100, by: 1)), 100.0, 95.0, 50.0),
    ])
    func summariesUseNearestRanks(_ errors: [Double], _ maximum: Double, _ p95: Double, _ median: Double) throws {
        let samples = errors.enumerated().map { (time: Double($0.offset), error: $0.element) }
        let summary = try #require(ErrorSummary.of(samples, phase: "x"))
        #expect(summary.maximum == maximum && summary.p95 == p95 && summary.median == median)
        #expect(summary.worstTime == Double(errors.firstIndex(of: maximum)!))
    }
}
