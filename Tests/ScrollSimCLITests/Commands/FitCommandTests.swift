import Foundation
import ScrollSimTestSupport
import Testing

/// `scrollsim fit` and `replay --model-options` end to end.
struct FitCommandTests {
    let folder = Scratch()

    // The every-frame trace: its JSONL has a didScroll per frame of the bounce to build frames from.
    static let pinch = PackageRoot.file("traces/zoom/pinch-past-maximum-every-frame.json")

    /// Returns the pinch trace with a `recorded` member made by the model with `options`.
    ///
    /// The pinch trace with a `recorded` member made by the model with `options`, as a device following that model
    /// would have recorded it (the replay's scale and offset at each refresh).
    func recordedPinch(options: String) throws -> String {
        var trace = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.pinch)), as: UTF8.self)
        trace = trace.replacingOccurrences(
            of: #""scrollsim": 1,"#, with: #""scrollsim": 1, "modelOptions": \#(options),"#)
        folder.write("planted.json", trace)
        let log = try ToolRun(["replay", "planted.json", "--format", "jsonl"], in: folder)
        #expect(log.status == 0)
        // A display frame at the first touch (the refresh grid's origin), as a device's first frame.
        var frames = [
            #"{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1}"#
        ]
        for line in log.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            guard object["event"] as? String == "didScroll", let t = object["t"] as? Double,
                let offset = object["offset"] as? [String: Double], let x = offset["x"], let y = offset["y"],
                let scale = object["zoomScale"] as? Double
            else { continue }
            frames.append(
                #"{"t": \#(t), "offset": {"x": \#(x), "y": \#(y)}, "contentSize": {"width": 1, "height": 1}, "zoomScale": \#(scale)}"#
            )
        }
        #expect(frames.count > 20)
        return trace.replacingOccurrences(of: #""modelOptions": \#(options),"#, with: "")
            .replacingOccurrences(
                of: #""events": ["#,
                with: #""recorded": {"frames": [\#(frames.joined(separator: ",\n"))]}, "events": ["#)
    }

    @Test func listNamesEveryConstantWithItsValueAndSource() throws {
        let run = try ToolRun(["fit", "--list"])
        #expect(run.status == 0)
        for line in [
            "zoomAnimationSecondsPerLogScale   0.3000  0.05…1", "zoomAnimationMinimumDuration      0.1000",
            "releaseBlendPreviousWeight        0.7500", "zoomAnimationCurveX1              0.4200  0…1",
            "zoomAnimationCurveX2              0.5800  0…1", "zoomRubberBandCoefficient         1.0000  0.25…3",
            "offsetBounceDecayPerMillisecond   0.9900  0.95…0.999", "panVelocityCurrentWeight          0.2000  0.05…1",
            "pagingSpringPullScale             1.0000  0.25…4", "pagingSpringDampingScale          1.0000  0.25…3",
        ] {
            #expect(run.stdout.contains(line), "\(run.stdout)")
        }
        #expect(run.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.contains("(unverified)") })
    }

    @Test func fitFindsThePlantedValueAndApplyWritesIt() throws {
        folder.write("recorded.json", try recordedPinch(options: #"{"zoomAnimationSecondsPerLogScale": 0.45}"#))
        let run = try ToolRun(
            ["fit", "zoomAnimationSecondsPerLogScale", "--recordings", "recorded.json", "--apply", "fitted.json"],
            in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(
            run.stdout.split(separator: "\n").first { $0.hasPrefix("zoomAnimationSecondsPerLogScale:") })
        let fitted = try #require(Double(line.split(separator: " ").last!))
        #expect(abs(fitted - 0.45) <= 0.009, "\(run.stdout)")
        #expect(run.stdout.contains("error curve of zoomAnimationSecondsPerLogScale"))
        let options = try #require(folder.read("fitted.json"))
        #expect(options.hasPrefix("{\n  \"zoomAnimationSecondsPerLogScale\": 0.4"))
        let fittedReplay = try ToolRun(["replay", "recorded.json", "--model-options", "fitted.json"], in: folder)
        let defaultReplay = try ToolRun(["replay", "recorded.json"], in: folder)
        #expect(fittedReplay.status == 0 && fittedReplay.stdout != defaultReplay.stdout)
    }

    @Test(arguments: [
        (["fit", "nope", "--recordings", "x.json"], "scrollsim: error: unknown constant 'nope'"),
        (
            [
                "fit", "zoomAnimationMinimumDuration", "zoomAnimationMaximumDuration", "releaseBlendPreviousWeight",
                "--recordings", "x.json",
            ], "scrollsim: error: fit searches one or two constants at a time, got 3"
        ),
        (["fit", "zoomAnimationMinimumDuration"], "scrollsim: error: missing '--recordings <file>...'"),
        (
            ["fit", "zoomAnimationMinimumDuration", "--recordings", "drag.json"],
            "scrollsim: error: drag.json: recorded:"
        ),
        (
            ["replay", "drag.json", "--model-options", "bad.json"],
            #"scrollsim: error: bad.json: zoomAnimationMinimumDuration: expected a number from 0.01 to 0.4, got 5"#
        ),
        (
            ["replay", "drag.json", "--model-options", "unknown.json"],
            #"scrollsim: error: unknown.json: (root): unknown key "nope""#
        ),
    ])
    func badInputExitsTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        folder.write("drag.json", Traces.drag())
        folder.write("bad.json", #"{"zoomAnimationMinimumDuration": 5}"#)
        folder.write("unknown.json", #"{"nope": 1}"#)
        let run = try ToolRun(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}
