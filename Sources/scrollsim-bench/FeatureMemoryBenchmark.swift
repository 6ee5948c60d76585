import Foundation
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// Peak memory per trace feature at increasing event counts.
///
/// Each feature's trace is the replay benchmark's drags (`BenchmarkTraces.drags`) under a header that turns the feature
/// on; `scrollsim replay` runs it under `scrollsim-peak`. Target: the same peak at every size (± 1 MB from 10 k to 4 M
/// events), whatever the feature. Prints; asserts nothing.
///
/// Usage: `scrollsim-bench memory-features [--events 10000,1000000,4000000] [--features a,b]`.
enum FeatureMemoryBenchmark {
    /// The target spread of the peaks across the sizes (MB).
    static let spreadTargetMegabytes = 1.0

    static func run(arguments: [String]) {
        var sizes = [10_000, 1_000_000, 4_000_000]
        var features = BenchmarkTraces.features.map(\.name)
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--events": sizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--features": features = value.split(separator: ",").map(String.init)
            default: break
            }
            index += 2
        }
        guard let binary = ChildProcess.scrollsimBinary(for: "memory-features") else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-features-\(getpid())")
            .path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print(Machine.description())
        print(
            "memory per trace feature: scrollsim replay, the child's own peak RSS (MB) at each event count; "
                + "target: spread ≤ \(MemoryBoundBenchmark.megabytes(Int(spreadTargetMegabytes * 1024))) MB")
        print("  feature                 " + sizes.map { ReplayBenchmark.pad("\($0)", 12, right: true) }.joined())
        for feature in features {
            var peaks: [Int] = []
            for size in sizes {
                let path = folder + "/\(feature)-\(size).json"
                guard
                    ChildProcess.run(CommandLine.arguments[0], ["generate", "feature:" + feature, "\(size)", path])
                        != nil, let child = ChildProcess.run(binary, ["replay", path]), child.status == 0
                else {
                    print("  \(feature): the trace of \(size) events failed")
                    break
                }
                peaks.append(child.peakKilobytes)
                try? FileManager.default.removeItem(atPath: path)
            }
            let spread = Double((peaks.max() ?? 0) - (peaks.min() ?? 0)) / 1024
            print(
                "  " + ReplayBenchmark.pad(feature, 24)
                    + peaks.map { ReplayBenchmark.pad(MemoryBoundBenchmark.megabytes($0), 12, right: true) }.joined()
                    + "   spread \(ReplayBenchmark.format(spread, 1)) MB "
                    + (spread <= spreadTargetMegabytes ? "ok" : "OVER"))
        }
    }
}

extension BenchmarkTraces {
    /// The trace features, each a header (the keys before `events`) over the drags.
    static let features: [(name: String, header: String)] = [
        ("plain", plainScrollView("")),
        (
            "zoom",
            plainScrollView(
                #", "zoomView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 40000}}, "#
                    + #""minimumZoomScale": 1, "maximumZoomScale": 3"#)
        ),
        (
            "snapPoints",
            plainScrollView(
                #", "behavior": {"type": "snapPoints", "axis": "vertical", "every": 300, "#
                    + #""origin": 0, "rule": "byVelocity"}"#)
        ),
        ("flowLayout", flowScrollView(#", "snap": "center"}"#)),
        ("scrollTargetBehavior", flowScrollView(#"}, "scrollTargetBehavior": "viewAligned""#)),
        ("phases", #""log": {"scrollPhases": true}, "# + plainScrollView("")),
        (
            "recorded",
            plainScrollView("")
                + #", "recorded": {"delegateCalls": [{"t": 0, "call": "willBeginDragging"}], "frames": [{"t": 0, "offset": {"x": 0, "y": 20000}, "#
                + #""contentSize": {"width": 393, "height": 40000}, "zoomScale": 1}]}"#
        ),
        (
            "scenes",
            #""scene": {"window": {"width": 393, "height": 852}, "views": ["#
                + #"{"id": "content", "kind": "view", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}}, "#
                + #"{"id": "table", "kind": "scrollView", "parent": "content", "frame": {"x": 0, "y": 200, "#
                + #""width": 393, "height": 852}, "contentSize": {"width": 393, "height": 40000}, "#
                + #""contentOffset": {"x": 0, "y": 20000}}], "coordinator": {"type": "dynamicsScroll", "#
                + #""container": "content", "table": "table", "containerLimit": 200}}"#
        ),
    ]

    /// A scroll view of 393 × 852 pt over 40,000 pt of content at 20,000, with `extra` keys.
    static func plainScrollView(_ extra: String) -> String {
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentSize": {"width": 393, "height": 40000}, "contentOffset": {"x": 0, "y": 20000}"# + extra + "}"
    }

    /// The same view over a flow layout of 600 cards, 120 pt tall, `tail` closing the layout.
    static func flowScrollView(_ tail: String) -> String {
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
            + #""contentOffset": {"x": 0, "y": 20000}, "flowLayout": {"itemSize": {"width": 353, "height": 120}, "#
            + #""itemCount": 600"# + tail + "}"
    }

    /// The drags of `drags(events:)` under the header of `feature`, or nil for an unknown feature.
    static func featureDrags(_ feature: String, events: Int) -> String? {
        guard let header = features.first(where: { $0.name == feature })?.header else { return nil }
        let body = drags(events: events)
        guard let start = body.range(of: "\"events\": [") else { return nil }
        return #"{"scrollsim": 1, "screen": {"scale": 3, "refreshRate": 120}, "# + header + ",\n"
            + body[start.lowerBound...]
    }
}
