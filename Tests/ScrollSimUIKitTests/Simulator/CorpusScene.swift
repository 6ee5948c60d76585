import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimUIKit

/// Corpus traces rebuilt in Swift as a `ScrollSimulator` with a `UIScrollView`, to compare with the CLI.
///
/// The corpus traces and their scenes rebuilt in Swift: the trace's screen and scroll view as a `ScrollSimulator` with
/// a `UIScrollView`, for comparing a delegate written in UIKit style with the CLI's log of the same trace.
enum CorpusScene {
    /// The repository's `traces` folder.
    static let traces = PackageRoot.traces

    /// `traces/<relative>`.
    static func path(_ relative: String) -> String { traces + "/" + relative }

    /// Returns every corpus trace the Swift simulator can rebuild, with relative paths in sorted order.
    ///
    /// Every trace under `traces/` (relative paths, sorted) that the simulator can rebuild in Swift: one scroll view,
    /// no built-in behaviour or refresh control, no zoom keys (the Swift scene has no zoom view), no `flowLayout` or
    /// `scrollTargetBehavior` (neither is a `UIScrollView` property), no `firstFrame`, default log options, no
    /// safe-area keys (a navigation controller is not modelled in Swift), no device without a `contentOffset` (the CLI
    /// then starts the view at its adjusted top) and no `set` of `screen.orientation` (the Swift simulator's window
    /// does not turn).
    static func singleScrollViewTraces() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: traces)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }.sorted()
        return try files.filter { relative in
            let data = try Data(contentsOf: URL(fileURLWithPath: path(relative)))
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let view = json["scrollView"] as? [String: Any], view["behavior"] == nil,
                view["refreshControl"] == nil, view["flowLayout"] == nil, view["scrollTargetBehavior"] == nil,
                json["log"] == nil,
                !["safeAreaInsets", "contentInsetAdjustmentBehavior", "inNavigationController"].contains(where: {
                    view[$0] != nil
                }),
                (json["screen"] as? [String: Any])?["device"] == nil || view["contentOffset"] != nil,
                !["zoomScale", "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "zoomView"].contains(where: {
                    view[$0] != nil
                })
            else { return false }
            let events = json["events"] as? [[String: Any]] ?? []
            guard !events.contains(where: { $0["property"] as? String == "screen.orientation" }) else { return false }
            return (json["screen"] as? [String: Any])?["firstFrame"] == nil
        }
    }

    /// Every trace under `traces/` whose single scroll view declares a built-in behaviour of
    /// `type`, with the behaviour's JSON object; sorted by path.
    static func traces(withBehavior type: String) throws -> [(path: String, behavior: [String: Any])] {
        let files = FileManager.default.enumerator(atPath: traces)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }.sorted()
        return try files.compactMap { relative in
            let data = try Data(contentsOf: URL(fileURLWithPath: path(relative)))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            guard let view = json?["scrollView"] as? [String: Any], let behavior = view["behavior"] as? [String: Any],
                behavior["type"] as? String == type
            else { return nil }
            return (relative, behavior)
        }
    }

    /// The CLI's text log of the trace at `relative` (what `scrollsim replay` prints).
    static func cliLog(_ relative: String) throws -> String {
        try Replay.run(trace: FileSystem.read(path(relative)), format: .text)
    }

    /// Returns a simulator with the trace's screen and a configured `UIScrollView`, sized as the CLI sizes it.
    ///
    /// A simulator with the trace's screen and a `UIScrollView` configured as its `scrollView` (no delegate), window
    /// sized as the CLI sizes it for a single scroll view.
    @MainActor
    static func simulator(for relative: String) throws -> (ScrollSimulator, UIScrollView, Trace) {
        let trace = try Replay.decode(FileSystem.read(path(relative)))
        let spec = trace.scrollView
        let window = CGSize(
            width: max(spec.frame.origin.x + spec.frame.size.width, 1),
            height: max(spec.frame.origin.y + spec.frame.size.height, 1))
        let simulator =
            trace.screen.device.map {
                ScrollSimulator(
                    device: $0, orientation: trace.screen.orientation, touchRate: trace.screen.touchRate,
                    name: trace.name)
            }
            ?? ScrollSimulator(
                windowSize: window, scale: CGFloat(trace.screen.scale), refreshRate: trace.screen.refreshRate,
                touchRate: trace.screen.touchRate, name: trace.name)
        let scrollView = UIScrollView(
            frame: CGRect(
                x: spec.frame.origin.x, y: spec.frame.origin.y, width: spec.frame.size.width,
                height: spec.frame.size.height))
        scrollView.contentSize = CGSize(width: spec.contentSize.width, height: spec.contentSize.height)
        scrollView.contentInset = UIEdgeInsets(
            top: spec.contentInset.top, left: spec.contentInset.left, bottom: spec.contentInset.bottom,
            right: spec.contentInset.right)
        scrollView.contentOffset = CGPoint(x: spec.contentOffset.x, y: spec.contentOffset.y)
        scrollView.bounces = spec.bounces
        scrollView.alwaysBounceVertical = spec.alwaysBounceVertical
        scrollView.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
        scrollView.isPagingEnabled = spec.isPagingEnabled
        scrollView.isScrollEnabled = spec.isScrollEnabled
        scrollView.isDirectionalLockEnabled = spec.isDirectionalLockEnabled
        scrollView.scrollsToTop = spec.scrollsToTop
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: spec.decelerationRate.rawValue)
        scrollView.scrollsimOptions = spec.options
        if spec.id != "scrollView" { scrollView.accessibilityIdentifier = spec.id }
        simulator.addSubview(scrollView)
        return (simulator, scrollView, trace)
    }

    /// `log` without what only a built-in behaviour writes: the header's `behavior` line and the
    /// behaviour's own decision events (`events`).
    static func withoutBehavior(_ log: String, events: Set<String>) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("  behavior ") { return false }
            let columns = line.split(separator: " ")
            return !(columns.count > 2 && events.contains(String(columns[2])) && Double(columns[0]) != nil)
        }.joined(separator: "\n")
    }
}
