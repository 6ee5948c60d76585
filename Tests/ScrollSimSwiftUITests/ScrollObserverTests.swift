import Foundation
import ScrollSimKit
import ScrollSimSwiftUI
import ScrollSimTestSupport
import Testing

/// Tests that the scroll phase and geometry observers receive the phases and offsets the phase goldens pin.
///
/// `onScrollPhaseChange` and `onScrollGeometryChange` on a simulated scroll view: the phases they receive are the ones
/// the `traces/phases/` goldens pin (replayed onto a view built in code, which logs no phase lines), each with the
/// offset the golden's line shows.
@MainActor
struct ScrollObserverTests {
    /// The goldens print offsets with three decimals.
    static let logPrecision = 0.0005

    /// The phases and offsets of the `scrollPhase` lines of the golden `name`.
    static func pinned(_ name: String) throws -> [(old: String, new: String, x: Double, y: Double)] {
        let log = try String(contentsOfFile: PackageRoot.traces + "/phases/\(name).log", encoding: .utf8)
        return log.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: " ")
            guard columns.count == 9, columns[2] == "scrollPhase", let x = Double(columns[3]),
                let y = Double(columns[4])
            else { return nil }
            return (String(columns[6]), String(columns[8]), x, y)
        }
    }

    /// A simulator with one 393 × 852 scroll view over 6000 pt of content at `offset`, observed by
    /// `report`, after the trace `name`'s input, run until idle.
    static func replay(_ name: String, offset: CGFloat = 0, report: ScrollReport) throws -> UIScrollView {
        let simulator = ScrollSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 6000)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        simulator.addSubview(scrollView)
        scrollView
            .onScrollPhaseChange(report.phaseChanged)
            .onScrollGeometryChange(for: CGFloat.self, of: ScrollReport.containerHeight) { old, new in
                report.containerHeights.append((old, new))
            }
            .onScrollGeometryChange(for: CGFloat.self, of: ScrollReport.distancePastEnd) { old, new in
                report.pastEnd.append((old, new))
            }
        try simulator.replay(traceAt: PackageRoot.traces + "/phases/\(name).json")
        try simulator.runUntilIdle()
        return scrollView
    }

    @Test(arguments: [
        "scroll-phases-tap", "scroll-phases-drag-released-still", "scroll-phases-fling", "scroll-phases-caught-fling",
        "scroll-phases-animated-scroll",
    ])
    func observersReceiveThePinnedPhases(_ name: String) throws {
        let report = ScrollReport()
        _ = try Self.replay(name, report: report)
        let pinned = try Self.pinned(name)
        #expect(!pinned.isEmpty)
        #expect(report.changes.map { "\($0.old) → \($0.new)" } == pinned.map { "\($0.old) → \($0.new)" })
        for (change, line) in zip(report.changes, pinned) {
            #expect(abs(Double(change.offset.x) - line.x) <= Self.logPrecision, "\(name)")
            #expect(abs(Double(change.offset.y) - line.y) <= Self.logPrecision, "\(name)")
            #expect(change.isScrolling == (change.new != .idle))
            // The velocity is the gesture's, only for changes into or out of `interacting`.
            #expect((change.velocity != nil) == (change.old == .interacting || change.new == .interacting))
        }
        #expect(report.containerHeights.isEmpty)
    }

    @Test func aFlingReportsItsReleaseVelocityInPointsPerSecond() throws {
        let report = ScrollReport()
        _ = try Self.replay("scroll-phases-fling", report: report)
        let release = try #require(report.changes.first { $0.old == .interacting && $0.new == .decelerating })
        let velocity = try #require(release.velocity)
        // The trace flings up at 2000 pt/s: the content moves towards larger offsets.
        #expect(velocity.dx == 0)
        #expect(velocity.dy > 1000 && velocity.dy < 3000)
    }

    /// Tests that a growing frame changes no phase and the geometry observer sees the growth and the clamp at once.
    ///
    /// `scroll-phases-size-change`: the frame grows from 852 to 1000 pt at the end of the content; no phase changes
    /// (its golden has no `scrollPhase` line), the geometry observer sees the container grow once, and the offset
    /// clamped with it (5148 → 5000) in the same report, so the visible rect never reaches past the end.
    @Test func aSizeChangeChangesGeometryButNoPhase() throws {
        let report = ScrollReport()
        let scrollView = try Self.replay("scroll-phases-size-change", offset: 5148, report: report)
        #expect(try Self.pinned("scroll-phases-size-change").isEmpty)
        #expect(report.changes.isEmpty)
        #expect(report.containerHeights.map(\.old) == [852])
        #expect(report.containerHeights.map(\.new) == [1000])
        #expect(scrollView.contentOffset.y == 5000)
        // The frame change and its clamp are one change: the end stays exactly in view.
        #expect(report.pastEnd.isEmpty)
    }

    @Test func geometryReadsTheModel() {
        let scrollView = ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 6000),
            contentInset: ScrollSimKit.EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
            contentOffset: Point(x: -20, y: 100))
        let geometry = scrollView.scrollGeometry
        #expect(geometry.contentInsets == EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        #expect(geometry.visibleRect == CGRect(x: -20, y: 100, width: 393, height: 852))
        #expect(geometry.bounds == CGRect(x: 0, y: 110, width: 333, height: 812))
        #expect(ScrollReport.zeroInsets == EdgeInsets())
    }
}
