import ScrollSimKit
import ScrollSimTestSupport
import Testing

@testable import ScrollSimView

/// Tests that the page builder's memory does not grow with the log and its page matches the in-memory page.
///
/// The page in bounded memory: with a `ColumnSpool`, what the log reader keeps in memory is the same for a short log
/// and a log ten times as long (its columns' bytes go to the scratch file a chunk at a time), and the page it writes is
/// byte for byte the page built all in memory.
struct ViewMemoryBoundTests {
    /// A chunk this small makes every column spill many times, even for a short log.
    static let chunkSize = 64
    /// The most a column's buffer may pass the chunk size by, which is the longest single item.
    ///
    /// The most a column's buffer may pass the chunk size by: it spills between whole items, and one item (a varint
    /// after pending repeats, a finger sample) is at most this long.
    static let itemSlack = 64

    /// Returns a trace that pulls a resting scroll view down `pulls` times, so the log repeats the same lines.
    ///
    /// A scroll view at rest at its top, pulled down `pulls` times and let bounce back: every pull starts from the same
    /// state, so the log repeats the same lines at later times.
    static func pulls(_ pulls: Int) -> String {
        let gestures = (0..<pulls).map { pull in
            "{\"t\": \(pull * 2), \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 300}, "
                + "\"by\": {\"x\": 0, \"y\": 150}, \"duration\": 0.25}"
        }
        return "{\"scrollsim\": 1, \"name\": \"pulls\", \"log\": {\"didScroll\": \"every\"}, \"scrollView\": "
            + "{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, "
            + "\"height\": 2000}}, \"events\": [" + gestures.joined(separator: ", ") + "]}"
    }

    /// Touch samples of `count` drags of 20 moves each, in time order.
    static func samples(drags count: Int) -> [TouchSample] {
        var samples: [TouchSample] = []
        for drag in 0..<count {
            let start = Double(drag) * 0.5
            for step in 0...21 {
                let phase: TouchPhase = step == 0 ? .began : step == 21 ? .ended : .moved
                let location = Point(x: 196.5, y: 700 - Double(step * (3 + drag % 5)))
                samples.append(
                    TouchSample(time: start + Double(step) / 120, finger: 0, phase: phase, location: location))
            }
        }
        return samples
    }

    /// The reader of `pulls` pulls' log, spilling into a fresh spool of ``chunkSize``-byte chunks.
    static func read(pulls count: Int) throws -> (reader: ViewLogReader, spool: ColumnSpool) {
        let spool = ColumnSpool(chunkSize: chunkSize)
        let reader = ViewLogReader(Array(try SampleTraces.log(pulls(count)).utf8), spool: spool)
        return (reader, spool)
    }

    @Test func aLongerLogKeepsTheSameStateInMemory() throws {
        let short = try Self.read(pulls: 4), long = try Self.read(pulls: 40)
        #expect(long.reader.columns.count >= 9 * short.reader.columns.count, "the long log has ten times the lines")
        #expect(long.reader.retainedItems == short.reader.retainedItems)
        for (name, spool) in [("short", short.spool), ("long", long.spool)] {
            #expect(spool.largestBuffer <= Self.chunkSize + Self.itemSlack, "\(name): \(spool.largestBuffer) bytes")
        }
        #expect(short.spool.spilledBytes > 0)
        #expect(long.spool.spilledBytes >= 5 * short.spool.spilledBytes, "the columns grew on disk, not in memory")
        #expect(long.spool.failure == nil)
    }

    /// Spilled or not, with a golden and fingers, the page is the same bytes.
    @Test(arguments: [1, 7, 64, 4096])
    func aSpilledPageIsTheSamePage(chunkSize: Int) throws {
        let log = Array(try SampleTraces.log(Self.pulls(6)).utf8)
        let golden = Array(try SampleTraces.log(SampleTraces.flick(top: "\"log\": {\"didScroll\": \"runs\"}, ")).utf8)
        let samples = Self.samples(drags: 1200)
        let whole = ViewPage.html(log: ViewLogReader(log), golden: golden, fingers: samples)
        let spool = ColumnSpool(chunkSize: chunkSize)
        let fingers = ViewFingerSamples(spool: spool)
        for sample in samples { fingers.add(sample) }
        let page = PageWriter()
        try ViewPage.write(
            log: ViewLogReader(log, spool: spool), golden: ViewLogReader(golden, spool: spool), fingers: fingers,
            spool: spool, to: page)
        #expect(spool.spilledBytes > 0)
        #expect(page.text == whole)
        #expect(spool.largestBuffer <= chunkSize + Self.itemSlack)
    }
}
