import ScrollSimLog
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Each touch is hit-tested on its own.
///
/// Two side-by-side scroll views dragged with one finger each at the same time scroll independently
/// (the corpus trace `scenes/side-by-side-two-fingers`); before, the second finger went to the
/// first finger's view.
struct SideBySideTouchesTests {
    static let log: String = {
        let bytes = Streaming.corpusBytes("scenes/side-by-side-two-fingers.json")
        return (try? Replay.run(trace: bytes, format: .text)) ?? ""
    }()

    @Test func eachListFollowsItsOwnFinger() throws {
        let read = TextLog(Array(Self.log.utf8))
        let finals = Dictionary(uniqueKeysWithValues: read.finals.map { ($0.view, $0.offset) })
        let left = try #require(finals["left"]), right = try #require(finals["right"])
        // Finger 0 dragged the left list 300 pt up (the offset grows), finger 1 the right list 400 pt
        // down from 1500 (the offset shrinks); each less the 10 pt the pan travels before it begins
        // (its slop), both held still before the lift. Before, finger 1 moved the left list too.
        let tolerance = 1.0
        #expect(abs(left.y - 290) <= tolerance, "\(left)")
        #expect(abs(right.y - 1110) <= tolerance, "\(right)")
        // Each finger's touches are echoed on the view under it, and both views drag.
        let lines = read.lines
        #expect(lines.contains { $0.view == "right" && $0.event == "touchBegan" && $0.detail.hasPrefix("finger 1") })
        #expect(lines.contains { $0.view == "left" && $0.event == "touchBegan" && $0.detail.hasPrefix("finger 0") })
        #expect(lines.filter { $0.event == "willBeginDragging" }.map(\.view).sorted() == ["left", "right"])
        #expect(lines.filter { $0.event == "didEndDragging" }.map(\.view).sorted() == ["left", "right"])
    }

    /// The left list's drag ends when its own finger lifts, while the right finger is still down.
    @Test func aListsDragEndsWithItsOwnFinger() throws {
        let lines = TextLog(Array(Self.log.utf8)).lines
        let leftEnd = try #require(lines.first { $0.view == "left" && $0.event == "didEndDragging" })
        let rightLift = try #require(lines.first { $0.view == "right" && $0.event == "touchEnded" })
        #expect(leftEnd.time < rightLift.time)
    }
}
