import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests that each behaviour trace ends where its algorithm says and its events reach both log formats.
///
/// The traces in `traces/behaviors/` (their goldens are checked with the whole corpus by `TraceCorpusTests`): each
/// behaviour ends where its algorithm says, and the behaviour events reach both log formats.
struct BehaviorTraceTests {
    static let directory = URL(fileURLWithPath: PackageRoot.file("traces/behaviors"))

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static func bytes(_ name: String, _ suffix: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + suffix)))
    }

    @Test func everyBehaviourHasTraces() {
        for prefix in ["snap-drag-", "cell-paging-", "naive-paging-", "seed003-"] {
            #expect(Self.names.contains { $0.hasPrefix(prefix) }, "no trace starting with \(prefix)")
        }
    }

    /// Where each behaviour must end: on the snap point, or on the target it reported.
    @Test(arguments: names)
    func endsWhereTheBehaviourSays(_ name: String) throws {
        let trace = try Replay.decode(Self.bytes(name, ".json"))
        let log = EventLog()
        let writer = RecordingWriter(log)
        let finals = try Replay.replay(trace, into: writer)
        let final = try #require(finals.first).offset
        let behavior = try #require(trace.scrollView.behavior, "\(name) has no behavior")
        if let configuration = behavior.configuration as? SnapDragBehavior.Configuration {
            let snapped = log.entries.contains { $0.event.name == "snapState" }
            let released = log.entries.contains {
                if case .behavior(_, let fields) = $0.event {
                    return fields.contains(LogField("to", .string("willRelease")))
                }
                return false
            }
            if snapped && !released { #expect(final == configuration.snapPoints[0]) }
            if !snapped { #expect(final != configuration.snapPoints[0]) }
        } else {
            #expect([BehaviorType.cellPaging, .naivePaging].contains(behavior.type))
            let chosen = try #require(log.entries.last { $0.event.name == "pageChosen" })
            guard case let .behavior(_, fields) = chosen.event else {
                Issue.record("pageChosen carries \(chosen.event)")
                return
            }
            let animated = fields.contains(LogField("animated", .bool(true)))
            if animated {
                #expect(log.entries.last?.event == .didEndScrollingAnimation)
            } else if trace.scrollView.isPagingEnabled {
                // A paging view does not honour the behaviour's target: it rests where the log's
                // `landing` says.
                let landing = log.entries.compactMap { entry -> Point? in
                    if case .willEndDragging(_, _, let landing?) = entry.event { return landing }
                    return nil
                }
                #expect(landing.last == final)
            } else {
                let target = try #require(fields.first { $0.name == "target" }?.value)
                #expect(target == .point(final))
            }
        }
    }

    @Test func behaviourEventsAppearInTheJSONLinesLog() throws {
        let jsonl = try Replay.run(trace: Self.bytes("seed003-slow-drag-cell-paging", ".json"), format: .jsonl)
        #expect(
            jsonl.contains(
                #""event":"pageChosen","offset":{"x":172.000,"y":0.000},"tracking":true,"dragging":true,"#
                    + #""decelerating":false,"centerRow":1,"row":1,"velocity":0.0000,"target":{"x":323.000,"y":0.000}}"#
            ))
        #expect(
            jsonl.contains(
                #""behavior":"cellPaging (itemWidth 313, itemSpacing 10, sectionInset 40, axis horizontal)""#))
    }

    /// A log writer that also keeps the entries.
    final class RecordingWriter: LogWriter {
        let log: EventLog
        let text = TextLogWriter()
        init(_ log: EventLog) { self.log = log }
        func begin(_ header: LogHeader) { text.begin(header) }
        func record(_ entry: LogEntry) {
            log.record(entry)
            text.record(entry)
        }
        func finish(_ finals: [FinalState]) { text.finish(finals) }
        var output: String { text.output }
    }
}
