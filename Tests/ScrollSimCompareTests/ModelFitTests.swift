import Foundation
import ScrollSimCompare
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests that `fit` recovers a constant planted in synthetic recordings made by the model.
///
/// `fit` recovers a constant planted in synthetic recordings: the model replays a trace with a known wrong value, its
/// frames become the recording, and the search starts from the default.
struct ModelFitTests {
    /// How close the fitted value must come to the planted one (relative).
    static let recovery = 0.02

    /// A drag that speeds up before the lift (6, then 10 and 14 pt per 8 ms), so the previous and
    /// the latest velocity differ and the release blend decides the fling.
    static let acceleratingDrag: String = {
        var events = [#"{"t": 0, "phase": "began", "x": 200, "y": 700}"#]
        var y = 700.0, t = 0.0
        for step in [6.0, 6, 6, 6, 6, 6, 6, 6, 10, 14] {
            t += 0.008
            y -= step
            events.append(#"{"t": \#(t), "phase": "moved", "x": 200, "y": \#(y)}"#)
        }
        events.append(#"{"t": \#(t + 0.008), "phase": "ended", "x": 200, "y": \#(y)}"#)
        return """
            {"scrollsim": 1, "name": "accelerating-drag",
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                            "contentSize": {"width": 393, "height": 20000}, "contentOffset": {"x": 0, "y": 5000}},
             "events": [\(events.joined(separator: ", "))]}
            """
    }()

    static func trace(_ source: String) throws -> Trace {
        if source.hasPrefix("{") { return try Replay.decode(Array(source.utf8)) }
        return try Replay.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: PackageRoot.file(source)))))
    }

    @Test(arguments: [
        ("traces/zoom/pinch-past-maximum.json", "zoomAnimationSecondsPerLogScale", 0.45),
        ("traces/zoom/pinch-past-maximum.json", "zoomAnimationMinimumDuration", 0.16),
        (acceleratingDrag, "releaseBlendPreviousWeight", 0.6),
        ("traces/zoom/pinch-past-maximum.json", "zoomAnimationCurveX1", 0.2),
        ("traces/zoom/pinch-past-maximum.json", "zoomRubberBandCoefficient", 1.5),
        ("traces/core/rubber-band-release-while-stretched.json", "offsetBounceDecayPerMillisecond", 0.985),
        (acceleratingDrag, "panVelocityCurrentWeight", 0.35),
        ("traces/core/paging-flick-next-page.json", "pagingSpringPullScale", 1.6),
        ("traces/core/paging-flick-next-page.json", "pagingSpringDampingScale", 1.5),
    ])
    func fitRecoversAPlantedConstant(_ source: String, _ name: String, _ planted: Double) throws {
        let trace = try Self.trace(source)
        let parameter = try #require(ModelConstants.parameter(named: name))
        var wrong = ModelConstants()
        wrong[keyPath: parameter.keyPath] = planted
        let session = try SyntheticRecording.session(of: trace, constants: wrong)
        let result = try ModelFit.fit([parameter], over: [(trace, session)])
        let fitted = result.after[keyPath: parameter.keyPath]
        #expect(abs(fitted - planted) <= Self.recovery * planted, "\(name): fitted \(fitted), planted \(planted)")
        #expect(result.errorBefore > 0.1, "the default must be visibly off, or the test says nothing")
        #expect(result.errorAfter < result.errorBefore)
        #expect(result.curves.count == 1 && result.curves[0].count == ModelFit.gridPoints)
    }

    /// The bounce decay K sits near 1, where 2 % of K says little: its time constant −1/ln K (the
    /// 99.5 ms of the default) must be recovered within 2 % too.
    @Test func theBounceTimeConstantIsRecovered() throws {
        let trace = try Self.trace("traces/core/rubber-band-release-while-stretched.json")
        let parameter = try #require(ModelConstants.parameter(named: "offsetBounceDecayPerMillisecond"))
        var wrong = ModelConstants()
        wrong.offsetBounceDecayPerMillisecond = 0.993
        let session = try SyntheticRecording.session(of: trace, constants: wrong)
        let fitted = try ModelFit.fit([parameter], over: [(trace, session)]).after.offsetBounceDecayPerMillisecond
        let ratio = log(fitted) / log(0.993)
        #expect(abs(ratio - 1) <= Self.recovery, "time constant off by \(ratio)")
    }

    /// `fit --list` names every constant the issue asks for, each with a source that says unverified.
    @Test func everyUnverifiedConstantIsAParameter() {
        let names = Set(ModelConstants.parameters.map(\.name))
        for name in [
            "zoomAnimationSecondsPerLogScale", "zoomAnimationMinimumDuration", "zoomAnimationMaximumDuration",
            "releaseBlendPreviousWeight", "zoomAnimationCurveX1", "zoomAnimationCurveX2", "zoomRubberBandCoefficient",
            "offsetBounceDecayPerMillisecond", "panVelocityCurrentWeight", "pagingSpringPullScale",
            "pagingSpringDampingScale",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        for parameter in ModelConstants.parameters {
            #expect(parameter.source.contains("unverified"), "\(parameter.name)")
            let value = ModelConstants()[keyPath: parameter.keyPath]
            #expect(parameter.lower < value && value < parameter.upper, "\(parameter.name): default inside its range")
        }
    }

    /// The same search twice gives the same bytes: no randomness, no order from a hash.
    @Test func theSearchIsDeterministic() throws {
        let trace = try Self.trace("traces/zoom/pinch-past-maximum.json")
        var wrong = ModelConstants()
        wrong.zoomAnimationSecondsPerLogScale = 0.5
        let session = try SyntheticRecording.session(of: trace, constants: wrong)
        let parameters = ["zoomAnimationSecondsPerLogScale", "zoomAnimationMinimumDuration"].compactMap {
            ModelConstants.parameter(named: $0)
        }
        let first = try ModelFit.fit(parameters, over: [(trace, session)])
        let second = try ModelFit.fit(parameters, over: [(trace, session)])
        #expect(first.after == second.after && first.errorAfter == second.errorAfter)
        #expect(first.errorAfter <= first.errorBefore)
    }

    /// A drag has no zoom: its error curve over the zoom slope is flat, and the slope keeps its value.
    @Test func aConstantTheRecordingsDoNotDependOnKeepsItsValue() throws {
        let trace = try Self.trace(Self.acceleratingDrag)
        var wrong = ModelConstants()
        wrong.releaseBlendPreviousWeight = 0.6
        let session = try SyntheticRecording.session(of: trace, constants: wrong)
        let slope = try #require(ModelConstants.parameter(named: "zoomAnimationSecondsPerLogScale"))
        let result = try ModelFit.fit([slope], over: [(trace, session)])
        #expect(Set(result.curves[0].map(\.error)).count == 1, "flat")
        #expect(result.after == ModelConstants())
        #expect(result.errorAfter == result.errorBefore && result.errorBefore > 0)
    }

    /// A recording the defaults made fits back to the defaults' error of zero.
    @Test func theDefaultsFitTheirOwnRecording() throws {
        let trace = try Self.trace("traces/zoom/pinch-past-maximum.json")
        let session = try SyntheticRecording.session(of: trace, constants: ModelConstants())
        #expect(try ModelFit.error(ModelConstants(), over: [(trace, session)]) == 0)
        let report = try RecordingComparison.compare(trace: trace, recording: session, tolerance: 0)
        #expect(report.failures == [])
        #expect(report.scaleErrors != nil)
        #expect(report.frames.contains { $0.phase == .zoomBounce })
    }
}
