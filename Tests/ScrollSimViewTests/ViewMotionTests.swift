import Foundation
import ScrollSimTestSupport
import Testing

@testable import ScrollSimLog
@testable import ScrollSimPlot
@testable import ScrollSimView

/// Tests the page's content drawing and motion columns: the zoomed grid, the velocity and the plot's phases.
///
/// The page's content drawing and motion columns: a grid that scales with the zoom, velocity from the model and 0 while
/// nothing moves, and the plot's phases.
struct ViewMotionTests {
    /// One corpus log's page data, decoded.
    struct PageData {
        var json: [String: Any]
        var scene: [[String: Any]]
        var times: [Int], views: [Int], phases: [Int], velocityX: [Int], velocityY: [Int], model: Set<Int>

        init(_ path: String) throws {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.file(path))))
            let reader = ViewLogReader(bytes)
            let json = try #require(
                JSONSerialization.jsonObject(with: Data(reader.columns.json.utf8)) as? [String: Any])
            self.json = json
            scene = try #require(JSONSerialization.jsonObject(with: Data(reader.sceneJSON.utf8)) as? [[String: Any]])
            let kinds = try #require(json["kinds"] as? [[Int]])
            func column(_ name: String, _ order: Int) -> [Int] {
                VarintColumnTests.decode(json[name] as? String ?? "", order: order)
            }
            times = column("t", 2)
            views = column("k", 0).map { kinds[$0][0] }
            phases = column("p", 0)
            velocityX = column("vx", 1)
            velocityY = column("vy", 1)
            model = Set(column("vm", 1))
        }

        /// The line whose values the page shows for view `view` at `time` (0.1 ms): the view's first
        /// line after it.
        func next(view: Int, after time: Int) -> Int? {
            times.indices.first { views[$0] == view && times[$0] > time }
        }
    }

    struct ContentCase: Sendable, CustomTestStringConvertible {
        var log: String
        var members: [String]
        var testDescription: String { log }
    }

    /// The scene names the grid spacing of every view, and a zooming view's limits and unzoomed
    /// content; a flow layout's or cell pager's items are there to draw.
    @Test(arguments: [
        ContentCase(log: "traces/behaviors/cell-paging-flick-hard.log", members: ["\"grid\":", "\"items\":[["]),
        ContentCase(
            log: "traces/zoom/pinch-out-below-minimum-bounces.log",
            members: ["\"grid\":50", "\"limits\":[1,4]", "\"unzoomed\":[400,800]"]),
        ContentCase(log: "traces/core/fling-normal-rate.log", members: ["\"grid\":50"]),
    ])
    func theSceneSaysHowToDrawTheContent(_ content: ContentCase) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.file(content.log))))
        let scene = ViewLogReader(bytes).sceneJSON
        for member in content.members { #expect(scene.contains(member), "\(member) in \(scene)") }
    }

    /// A zoom trace's lines carry their zoom scales for the page.
    @Test func aZoomTraceHasItsScalesAsAColumn() throws {
        let page = try PageData("traces/zoom/pinch-out-below-minimum-bounces.log")
        let scales = VarintColumnTests.decode(page.json["zs"] as? String ?? "", order: 1)
        #expect(scales.first == 2000 && scales.contains(681) && scales.contains(1000))
    }

    struct HoldCase: Sendable, CustomTestStringConvertible {
        var log: String
        /// A time inside the hold (s) and the velocity (pt/s) on y just before it, at least.
        var hold: Double, moving: Double, speed: Double
        var testDescription: String { log }
    }

    /// How far a derived velocity may be from the speed of the gesture (pt/s): the log's times
    /// have four decimals, so one frame of 1/120 s reads 0.0083 or 0.0084.
    static let velocityTolerance = 25.0

    /// While a finger is held still the velocity is exactly 0; while it drags, the offsets' rate.
    @Test(arguments: [
        HoldCase(log: "traces/gestures/drag-hold-no-fling.log", hold: 0.3, moving: 0.1, speed: 1200),
        HoldCase(log: "traces/gestures/fling-after-hold-before.log", hold: 0.15, moving: 0.32, speed: 2000),
    ])
    func velocityIsZeroDuringAHold(_ hold: HoldCase) throws {
        let page = try PageData(hold.log)
        let held = try #require(page.next(view: 0, after: Int(hold.hold * 10_000)))
        #expect(page.velocityX[held] == 0 && page.velocityY[held] == 0)
        let moving = try #require(page.next(view: 0, after: Int(hold.moving * 10_000)))
        #expect(abs(Double(page.velocityY[moving]) / 10 - hold.speed) <= Self.velocityTolerance)
    }

    /// Right after a release the velocity is the model's own (`willEndDragging`'s, in pt/s).
    @Test func afterTheReleaseTheVelocityIsTheModels() throws {
        let page = try PageData("traces/core/fling-normal-rate.log")
        let release = try #require(page.next(view: 0, after: 1200))
        #expect(page.model.contains(release))
        #expect(page.velocityY[release] == 11_250 && page.velocityX[release] == 0)
    }

    /// Tests that for every zooming corpus log the plot's phase bands match the phases the page names.
    ///
    /// Every corpus log of a zooming view: where the page names a phase for the time between two lines, the plot's
    /// bands there hold that phase; a zoom bounce is `animating`.
    @Test func zoomPhasesAreThePlots() throws {
        let folder = PackageRoot.traces
        let logs = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".log") }.sorted()
            .filter {
                (try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8))?.contains("\n  zoom (") == true
            }
        #expect(logs.count >= 15)
        for path in logs {
            let page = try PageData("traces/" + path)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
            let collector = OverlayPlot.collect(TextLog(bytes), replayed: nil)
            let names = try #require(page.json["views"] as? [String])
            for (index, name) in names.enumerated() {
                guard var bands = collector.track(name)?.phases else { continue }
                let lines = page.times.indices.filter { page.views[$0] == index }
                for (previous, line) in zip(lines, lines.dropFirst()) where page.times[line] > page.times[previous] {
                    let middle = Double(page.times[previous] + page.times[line]) / 20_000
                    let cell = bands.cells[safe: bands.index(of: middle)] ?? nil
                    let phase = PhaseSet(rawValue: UInt8(page.phases[line]))
                    if !phase.isEmpty { #expect(cell?.contains(phase) == true, "\(path) \(name) at \(middle)") }
                }
            }
        }
        let bounce = try PageData("traces/zoom/pinch-out-below-minimum-bounces.log")
        let line = try #require(bounce.next(view: 0, after: 6000))
        #expect(PhaseSet(rawValue: UInt8(bounce.phases[line])) == .animating)
    }
}

extension Array {
    /// The element at `index`, nil outside.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
