import Testing

@testable import ScrollSimKit
@testable import ScrollSimUIKit

/// Every `UIScrollView` geometry setter does what a trace's `set` of the same property does.
///
/// Every `UIScrollView` setter that changes the scroll geometry does what a trace's `set` of the same
/// property does (the model's scene-change path, `ScrollView.apply(_:)`): the same log, line for line,
/// but for the `set` echo the trace adds. Each change is made at rest, during a fling, during a drag
/// and during a bounce past the bottom edge, so the clamp at rest and the carry-over of a running
/// motion are both compared.
@MainActor
struct GeometrySetterParityTests {
    /// A change and how UIKit code makes it.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let model: PropertyChange
        let fromSwift: @MainActor @Sendable (UIScrollView) -> Void
        var testDescription: String { name }
    }

    /// When the change is made.
    enum Moment: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case atRest, duringAFling, duringADrag, duringABounce
        var testDescription: String { rawValue }
    }

    nonisolated static let changes: [Change] = [
        Change(name: "contentSize smaller", model: .contentSize(Size(width: 393, height: 1200))) {
            $0.contentSize = CGSize(width: 393, height: 1200)
        },
        Change(name: "contentSize larger", model: .contentSize(Size(width: 393, height: 6000))) {
            $0.contentSize = CGSize(width: 393, height: 6000)
        },
        Change(name: "contentInset", model: .contentInset(EdgeInsets(top: 80, left: 0, bottom: 300, right: 0))) {
            $0.contentInset = UIEdgeInsets(top: 80, left: 0, bottom: 300, right: 0)
        },
        Change(name: "frame", model: .frame(Rect(x: 0, y: 0, width: 393, height: 500))) {
            $0.frame = CGRect(x: 0, y: 0, width: 393, height: 500)
        },
        Change(name: "bounds size", model: .frame(Rect(x: 0, y: 176, width: 393, height: 500))) {
            $0.bounds = CGRect(origin: $0.bounds.origin, size: CGSize(width: 393, height: 500))
        },
        Change(name: "bounces", model: .bounces(false)) { $0.bounces = false },
        Change(name: "isPagingEnabled", model: .isPagingEnabled(true)) { $0.isPagingEnabled = true },
        Change(name: "isScrollEnabled", model: .isScrollEnabled(false)) { $0.isScrollEnabled = false },
        Change(name: "decelerationRate", model: .decelerationRate(.fast)) { $0.decelerationRate = .fast },
        Change(name: "maximumZoomScale", model: .maximumZoomScale(3)) { $0.maximumZoomScale = 3 },
        Change(name: "minimumZoomScale", model: .minimumZoomScale(0.5)) { $0.minimumZoomScale = 0.5 },
        Change(name: "bouncesZoom", model: .bouncesZoom(false)) { $0.bouncesZoom = false },
    ]

    @Test(arguments: changes, Moment.allCases)
    func aSwiftSetterLogsWhatATraceSetLogs(_ change: Change, _ moment: Moment) throws {
        let fromSwift = try Self.run(moment) { view, _ in change.fromSwift(view) }
        let fromTrace = try Self.run(moment) { view, simulator in
            simulator.simulation.set(change.model, on: view.scrollModel, at: simulator.now)
        }
        #expect(fromSwift == fromTrace.filter { !$0.hasPrefix("set ") })
        #expect(fromTrace.count > fromSwift.count) // the trace's echo is there, so the change ran
    }

    /// Runs a scrolling list changed by `change` during `moment`'s motion and returns its log lines without times.
    ///
    /// A list 2 400 pt tall at offset 1 000 with the content starting at y 176, given `moment`'s motion, changed by
    /// `change` 0.1 s into it, then run until it rests; the log's event lines as `event x y flags detail`, without
    /// times.
    static func run(
        _ moment: Moment, change: (UIScrollView, ScrollSimulator) -> Void
    ) throws -> [String] {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 176, width: 393, height: 500))
        list.contentSize = CGSize(width: 393, height: 2400)
        list.contentOffset = CGPoint(x: 0, y: 1000)
        simulator.addSubview(list)
        simulator.simulation.echoesInput = true
        switch moment {
        case .atRest:
            simulator.advance(by: 0.1)
        case .duringAFling:
            try simulator.perform(.fling(from: Point(x: 196, y: 600), velocity: Point(x: 0, y: -2000)))
            simulator.advance(by: 0.1)
        case .duringADrag:
            simulator.touch(.began, at: CGPoint(x: 196, y: 600))
            for step in 1...6 {
                simulator.advance(by: 1.0 / 120)
                simulator.moveTouches([(0, CGPoint(x: 196, y: 600 - 8 * Double(step)))])
            }
        case .duringABounce:
            list.contentOffset = CGPoint(x: 0, y: 1880)
            try simulator.perform(.fling(from: Point(x: 196, y: 600), velocity: Point(x: 0, y: -3000)))
            simulator.advance(by: 0.1)
        }
        change(list, simulator)
        if moment == .duringADrag {
            simulator.advance(by: 1.0 / 120)
            simulator.moveTouches([(0, CGPoint(x: 196, y: 520))])
            simulator.touch(.ended, at: CGPoint(x: 196, y: 520))
        }
        try simulator.runUntilIdle()
        return simulator.logEntries.map { entry in
            let detail = entry.event.zoomFields.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
            return "\(entry.event.name) \(entry.offset.x) \(entry.offset.y) \(entry.flags) \(detail)"
        }
    }
}
