import ScrollSimLog
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// `"log": {"didScroll": "runs"}`: one line per uninterrupted run of a view's `didScroll` calls.
struct DidScrollRunsTests {
    let every: String
    let runs: String

    init() throws {
        every = try SampleTraces.log(SampleTraces.flick())
        runs = try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, "))
    }

    @Test func runsCarryTheCountsAndTheEndValuesOfTheCallsTheyStandFor() throws {
        let all = TextLog(Array(every.utf8)).lines, collapsed = TextLog(Array(runs.utf8)).lines
        // Every line of the full log is in exactly one line of the collapsed one, in order.
        var index = 0
        for line in collapsed {
            let covered = Array(all[index..<(index + line.count)])
            index += line.count
            #expect(covered.allSatisfy { $0.event == line.event && $0.view == line.view && $0.flags == line.flags })
            #expect(line.time == covered.first!.time && line.endTime == covered.last!.time)
            #expect(line.firstOffset == covered.first!.offset && line.offset == covered.last!.offset)
            if line.count > 1 { #expect(line.event == "didScroll") }
        }
        #expect(index == all.count)
        let runLines = collapsed.filter { $0.count > 1 }
        #expect(runLines.map(\.count) == [11, 136])
        let finals = { (log: String) in TextLog(Array(log.utf8)).finals.map { "\($0.view) \($0.offset) \($0.restTime)" }
        }
        #expect(finals(runs) == finals(every))
    }

    @Test func aRunLineKeepsTheColumnLayout() throws {
        let lines = runs.split(separator: "\n")
        let title = try #require(lines.first { $0.hasSuffix("flags  detail") })
        let run = try #require(lines.first { $0.contains("didScroll ×11") })
        let single = try #require(lines.first { $0.contains("willBeginDragging") })
        #expect(
            run == "   0.0160…0.0960     scrollView  didScroll ×11                  0.000    5098.000  TD-    "
                + "y 5008.000 → 5098.000")
        // The x, y and flags columns end where the title's do, on every kind of line.
        let flagsColumn = title.distance(from: title.startIndex, to: title.range(of: "flags")!.lowerBound)
        for line in [run, single] {
            let flags = line.distance(from: line.startIndex, to: line.range(of: "TD-")!.lowerBound)
            #expect(flags == flagsColumn)
        }
    }

    @Test func theOverrideWinsAndEveryIsTheDefault() throws {
        let json = Array(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ").utf8)
        #expect(try Replay.run(trace: json, format: .text, didScroll: .every) == every)
        #expect(try Replay.run(trace: Array(SampleTraces.flick().utf8), format: .text, didScroll: .runs) == runs)
        #expect(
            try Replay.run(trace: json, format: .jsonl)
                == Replay.run(trace: Array(SampleTraces.flick().utf8), format: .jsonl))
    }

    @Test(arguments: [
        ("\"log\": {\"didScroll\": \"some\"}, ", "log.didScroll: expected one of every, runs, got \"some\""),
        ("\"log\": {\"lines\": 1}, ", "log: unknown key \"lines\" (expected didScroll, scrollPhases)"),
        ("\"log\": 3, ", "log: expected an object, got a number"),
    ])
    func badLogOptionsNameThePlace(top: String, message: String) {
        #expect(throws: ReplayError.self) {
            try Replay.run(trace: Array(SampleTraces.flick(top: top).utf8), format: .text)
        }
        do {
            _ = try Replay.run(trace: Array(SampleTraces.flick(top: top).utf8), format: .text)
        } catch {
            #expect(error.description == message)
        }
    }
}
