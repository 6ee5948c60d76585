import Foundation
import ScrollSimKit
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

@testable import ScrollSimJSON
@testable import ScrollSimLog
@_spi(ScrollSimInternal) @testable import ScrollSimSupport

/// `--format csv` and `--format chrome-trace`, parsed back and compared with the log they come from.
struct MachineFormatTests {
    /// A flick in the middle of the content and a pull past the top edge that bounces back.
    static let traces = [
        SampleTraces.flick(), SampleTraces.flick(steps: 12, stepLength: -12, startY: 30),
    ]

    static func entries(_ json: String) throws -> [LogEntry] {
        let log = EventLog()
        final class Tee: LogWriter {
            let log: EventLog
            init(_ log: EventLog) { self.log = log }
            func begin(_ header: LogHeader) {}
            func record(_ entry: LogEntry) { log.record(entry) }
            func finish(_ finals: [FinalState]) {}
            var output: String { "" }
        }
        try Replay.replay(Replay.decode(Array(json.utf8)), into: Tee(log))
        return log.entries
    }

    @Test(arguments: traces)
    func csvRoundTrips(json: String) throws {
        let csv = try Replay.run(trace: Array(json.utf8), format: .csv)
        let rows = try CSV.parse(csv)
        #expect(rows.first == CSVLogWriter.columns)
        let entries = try Self.entries(json)
        let body = rows.dropFirst().filter { $0[2] != "final" }
        #expect(body.count == entries.count)
        let text = TextLog(Array(try Replay.run(trace: Array(json.utf8), format: .text).utf8)).lines
        for (row, (entry, line)) in zip(body, zip(entries, text)) {
            #expect(row.count == 9)
            #expect(Double(row[0]).map { abs($0 - entry.time) < 5e-7 } == true)
            #expect(row[1] == entry.view && row[2] == entry.event.name)
            #expect(Double(row[3]) == line.offset.x && Double(row[4]) == line.offset.y)
            #expect(
                Array(row[5...7])
                    == [entry.flags.tracking, entry.flags.dragging, entry.flags.decelerating].map(String.init))
            #expect(row[8] == line.detail, "the detail column is the text log's")
        }
        #expect(rows.last?[2] == "final")
        #expect(csv.hasSuffix("\r\n") && !csv.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func csvQuotesPerRFC4180() throws {
        #expect(CSVLogWriter.field("plain") == "plain")
        #expect(CSVLogWriter.field("a, b") == "\"a, b\"")
        #expect(CSVLogWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(try CSV.parse("a,\"b, \"\"c\"\"\",\r\n") == [["a", "b, \"c\"", ""]])
    }

    @Test(arguments: traces)
    func chromeTraceFollowsPerfettosJSONRules(json: String) throws {
        let document = try JSONParser.parse(Array(try Replay.run(trace: Array(json.utf8), format: .chromeTrace).utf8))
        guard case let .object(root) = document, case let .array(events)? = root["traceEvents"] else {
            Issue.record("expected {\"traceEvents\": [...]}")
            return
        }
        var names: [Int: String] = [:]
        var slices: [Int: [(Double, Double)]] = [:]
        var counters: [Double] = []
        var instants: [String] = []
        var process: String?
        for event in events {
            guard case let .object(object) = event, case let .string(phase)? = object["ph"],
                case .number(1)? = object["pid"], case let .number(tid)? = object["tid"],
                case let .string(name)? = object["name"]
            else {
                Issue.record("every event has ph, pid 1, a numeric tid and a name: \(event)")
                continue
            }
            let thread = Int(tid)
            if phase == "M" {
                guard case let .object(args)? = object["args"], case let .string(value)? = args["name"] else {
                    continue
                }
                if name == "process_name" { process = value } else { names[thread] = value }
                continue
            }
            guard case let .number(ts)? = object["ts"] else {
                Issue.record("\(phase) event without ts")
                continue
            }
            switch phase {
            case "X":
                guard case let .number(duration)? = object["dur"] else { continue }
                #expect(duration > 0)
                slices[thread, default: []].append((ts, ts + duration))
            case "C":
                guard case let .object(args)? = object["args"], case let .number(y)? = args["y"] else { continue }
                counters.append(y)
            case "i":
                #expect(object["s"] == .string("t"), "instants are thread-scoped")
                instants.append(name)
            default:
                Issue.record("unexpected phase \(phase)")
            }
            #expect(names[thread] != nil, "thread \(thread) is named before its events")
        }
        #expect(process == "flick")
        #expect(names[1] == "scrollView" && names[1000] == "finger 0")
        for (_, list) in slices {
            let sorted = list.sorted { $0.0 < $1.0 }
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.1 <= $1.0 }, "slices on one thread never overlap")
        }
        let entries = try Self.entries(json)
        #expect(instants == entries.map(\.event.name), "one instant per event, in log order")
        var offsets: [Double] = []
        for entry in entries where !PlotObservation.touchEvents.contains(entry.event.name) {
            let printed = Double(FixedPoint.format(entry.offset.y, decimals: LogFormatter.offsetDecimals))!
            if offsets.last != printed { offsets.append(printed) }
        }
        #expect(counters == offsets, "a counter sample at every change of offset")
        #expect(slices[1]?.isEmpty == false && slices[1000]?.count == 1)
    }
}

/// A small RFC 4180 reader for the tests: records end with CRLF; quoted fields may hold commas,
/// doubled quotes and line breaks.
enum CSV {
    struct Malformed: Error {}

    static func parse(_ text: String) throws -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text.unicodeScalars)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.unicodeScalars.append(characters.removeFirst())
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(character)
                }
            } else if character == "\"" {
                guard field.isEmpty else { throw Malformed() }
                quoted = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\r" {
                guard characters.popFirst() == "\n" else { throw Malformed() }
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            } else {
                field.unicodeScalars.append(character)
            }
        }
        guard !quoted, row.isEmpty, field.isEmpty else { throw Malformed() }
        return rows
    }
}
