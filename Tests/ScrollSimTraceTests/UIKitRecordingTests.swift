import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Replays the real-UIKit recordings in `Fixtures/uikit-traces/` ([UIKit-Recordings]) and compares the model
/// with what UIKit did: delegate sequence, reported velocity and target, offset timeline, settle
/// time and final offset. Tolerances are the contract; the comments give what the model achieves.
struct UIKitRecordingTests {
    /// Reported release velocity, pt/ms (achieved: < 1e-8; UIKit logs 0.75000000585). The recordings
    /// drag at constant speed, where every estimator agrees, so this checks units and sign; the
    /// estimator's weights are covered by `ReleaseVelocityTests`.
    static let velocityTolerance = 1e-6
    /// Reported target, pt: half a device pixel at 3× (achieved: exact on the 1/3-pt grid). Tight
    /// enough to tell UIKit's `1/|ln r|` projection from the `r/(1 − r)` landing, which lie one
    /// pixel apart at 750 pt/s (5443.667 vs 5443.333).
    static let targetTolerance = 1.0 / 6
    /// Final offset, pt: half a device pixel at 3× (achieved: exact), so a motion that landed on
    /// the reported target instead of the 0.1 % shorter geometric sum would fail.
    static let finalTolerance = 1.0 / 6
    /// Settle time: one display frame at 60 Hz (achieved: within 3.6 ms).
    static let settleTolerance = 1.0 / 60
    /// Every offset sample, pt (the aim is 0.5; achieved: see `sampleErrorAchieved`).
    static let sampleTolerance = 2.0
    /// Achieved at the recording's display phase: 0.67 pt (decel_v750), 0 (touch_calib), 1.34 pt
    /// (rubberband_top). UIKit integrates to the display link's vsync timestamp, about 1 ms before
    /// the callback time the recording logs; a bounce moves 1–1.5 pt in that millisecond.
    static let sampleErrorAchieved = 1.34

    /// The project's copy of the recordings (unmodified); every `NAME.uikit.json` placed there with
    /// its `NAME.json` is replayed.
    static let directories: [URL] = [
        URL(fileURLWithPath: PackageRoot.file("Tests/ScrollSimTraceTests/Fixtures/uikit-traces"))
    ]

    static let recordings: [String] = {
        var names: Set<String> = []
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where file.hasSuffix(".uikit.json") {
                names.insert(String(file.dropLast(".uikit.json".count)))
            }
        }
        return names.sorted()
    }()

    static func file(_ name: String) -> URL {
        for directory in directories {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return directories.last!.appendingPathComponent(name)
    }

    @Test func theRecordingsArePresent() {
        #expect(Self.recordings.count >= 3)
    }

    struct Recording {
        var trace: Trace
        var delegateEvents: [String]
        var velocity: (x: Double, y: Double)
        var target: (x: Double, y: Double)
        var lastDelegateTime: Double
        var samples: [(t: Double, x: Double, y: Double)] // the fresh value of each frame
        var final: (x: Double, y: Double)
    }

    static func load(_ name: String) throws -> Recording {
        let traceBytes = try [UInt8](Data(contentsOf: file("\(name).json")))
        let trace = try Replay.decode(traceBytes)
        let uikit =
            try JSONSerialization.jsonObject(with: Data(contentsOf: file("\(name).uikit.json"))) as! [String: Any]
        let delegate = uikit["delegate"] as! [[String: Any]]
        let willEnd = uikit["willEndDragging"] as! [String: Any]
        let velocity = willEnd["velocity"] as! [String: Double]
        let target = willEnd["target"] as! [String: Double]
        var samples: [(t: Double, x: Double, y: Double)] = []
        for raw in uikit["samples"] as! [[Double]] {
            let sample = (t: raw[0], x: raw[1], y: raw[2])
            if let last = samples.last, sample.t - last.t < 0.0012 {
                samples[samples.count - 1] = sample
            } else {
                samples.append(sample)
            }
        }
        let final = uikit["finalOffset"] as! [String: Double]
        return Recording(
            trace: trace, delegateEvents: delegate.map { $0["event"] as! String },
            velocity: (velocity["x"]!, velocity["y"]!), target: (target["x"]!, target["y"]!),
            lastDelegateTime: delegate.last!["t"] as! Double,
            samples: samples, final: (final["x"]!, final["y"]!))
    }

    final class EntryCollector: LogWriter {
        var entries: [LogEntry] = []
        var output: String { "" }
        func begin(_ header: LogHeader) {}
        func record(_ entry: LogEntry) { entries.append(entry) }
        func finish(_ finals: [FinalState]) {}
    }

    static func replay(_ trace: Trace) throws -> [LogEntry] {
        let collector = EntryCollector()
        try Replay.replay(trace, into: collector)
        return collector.entries
    }

    @Test(arguments: recordings)
    func delegateCallsVelocityTargetFinalAndSettleTime(_ name: String) throws {
        let recording = try Self.load(name)
        let entries = try Self.replay(recording.trace)
        let calls = entries.filter { $0.event.isDelegateCall && $0.event != .didScroll }
        #expect(calls.map(\.event.name) == recording.delegateEvents)
        guard let willEnd = calls.first(where: { $0.event.name == "willEndDragging" }),
            case let .willEndDragging(velocity, target, _) = willEnd.event
        else {
            Issue.record("no willEndDragging")
            return
        }
        #expect(abs(velocity.x - recording.velocity.x) <= Self.velocityTolerance)
        #expect(abs(velocity.y - recording.velocity.y) <= Self.velocityTolerance)
        #expect(abs(target.x - recording.target.x) <= Self.targetTolerance)
        #expect(abs(target.y - recording.target.y) <= Self.targetTolerance)
        let final = entries.last { $0.event.isDelegateCall }!.offset
        #expect(abs(final.x - recording.final.x) <= Self.finalTolerance)
        #expect(abs(final.y - recording.final.y) <= Self.finalTolerance)
        #expect(abs(calls.last!.time - recording.lastDelegateTime) <= Self.settleTolerance)
    }

    /// With the display link at the recording's phase (its first display-link sample), each UIKit
    /// frame is compared with the model's frame at the same refresh.
    @Test(arguments: recordings)
    func offsetTimelineAtTheRecordingsDisplayPhase(_ name: String) throws {
        let recording = try Self.load(name)
        var trace = recording.trace
        trace.screen.firstFrame = recording.samples[0].t
        let entries = try Self.replay(trace)
        let error = Self.maximumSampleError(
            recording,
            offsetAt: { time in
                entries.last { $0.time <= time + 0.001 }?.offset ?? trace.scrollView.contentOffset
            })
        #expect(error <= Self.sampleErrorAchieved)
        #expect(error <= Self.sampleTolerance)
    }

    /// UIKit integrates each frame to the display link's vsync timestamp, which precedes the
    /// callback time the recordings log; 1 ms (estimated: both recorded curves fit best with it)
    /// puts the model's refreshes on those vsyncs. Achieved: 0.33 pt, the 0.5 pt aim.
    static let displayLinkLatency = 0.001
    static let sampleErrorAtVsync = 0.34

    @Test(arguments: recordings)
    func offsetTimelineAtTheRecordingsVsync(_ name: String) throws {
        let recording = try Self.load(name)
        var trace = recording.trace
        trace.screen.firstFrame = recording.samples[0].t - Self.displayLinkLatency
        let entries = try Self.replay(trace)
        let error = Self.maximumSampleError(
            recording,
            offsetAt: { time in
                entries.last { $0.time <= time + 0.001 }?.offset ?? trace.scrollView.contentOffset
            })
        #expect(error <= Self.sampleErrorAtVsync)
    }

    /// With the default display phase (a refresh at the trace's first event) the model refreshes at
    /// other instants than the recording did. While the finger drags, offsets change only on touch
    /// events, so the model's value at a sample time is its latest one; after the lift the motion is
    /// a continuous curve, so the model's frames are interpolated linearly at the sample time.
    @Test(arguments: recordings)
    func offsetTimelineWithTheDefaultDisplayPhase(_ name: String) throws {
        let recording = try Self.load(name)
        let entries = try Self.replay(recording.trace).filter { $0.event.isDelegateCall }
        let lift = recording.trace.events.last!.time - recording.trace.startTime
        let error = Self.maximumSampleError(
            recording,
            offsetAt: { time in
                guard let after = entries.firstIndex(where: { $0.time > time }) else { return entries.last!.offset }
                guard after > 0 else { return recording.trace.scrollView.contentOffset }
                let a = entries[after - 1], b = entries[after]
                guard time > lift, b.time > a.time else { return a.offset }
                return a.offset + (b.offset - a.offset) * ((time - a.time) / (b.time - a.time))
            })
        #expect(error <= Self.sampleTolerance)
        #expect(error <= Self.interpolatedErrorAchieved)
    }

    /// See `offsetTimelineWithTheDefaultDisplayPhase`.
    static let interpolatedErrorAchieved = 1.5

    static func maximumSampleError(_ recording: Recording, offsetAt: (Double) -> Point) -> Double {
        var worst = 0.0
        for sample in recording.samples {
            let model = offsetAt(sample.t)
            worst = max(worst, abs(model.x - sample.x), abs(model.y - sample.y))
        }
        return worst
    }
}
