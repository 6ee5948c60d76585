// The fingers' samples the page draws as dots with trails, thinned to a bounded count.
import ScrollSimKit

/// Touch samples for drawing, thinned to about `budget` moves.
///
/// Touch samples for drawing: every `began` and `ended`/`cancelled`, and moves at least `duration / budget` apart per
/// finger, so a trace of any length embeds at most about `budget` moves (drawing only: the log's offsets are what the
/// page reads back exactly). Times in 0.1 ms, locations in 0.1 pt (window coordinates), as varint columns.
struct ViewFingers {
    /// The most moves kept over the whole trace.
    static let budget = 20_000

    private var time: VarintColumn, finger: VarintColumn, phase: VarintColumn
    private var x: VarintColumn, y: VarintColumn
    private var count = 0

    /// The drawn subset of `samples` (log times: seconds since the trace's first event, in time
    /// order).
    init(_ samples: [TouchSample]) {
        let collected = ViewFingerSamples()
        for sample in samples { collected.add(sample) }
        self.init(collected)
    }

    /// The drawn subset of the samples `collected` (in time order), the columns spilling into `spool` when one is
    /// given.
    ///
    /// Memory: one chunk of samples and one entry per finger. O(samples).
    init(_ collected: ViewFingerSamples, spool: ColumnSpool? = nil) {
        time = VarintColumn(order: 2, spool: spool)
        finger = VarintColumn(order: 0, spool: spool)
        phase = VarintColumn(order: 0, spool: spool)
        x = VarintColumn(order: 1, spool: spool)
        y = VarintColumn(order: 1, spool: spool)
        let spacing = collected.duration / Double(Self.budget)
        var lastKept: [Int: Double] = [:]
        collected.forEachSample { sample, code in
            if code == 1, let last = lastKept[sample.finger], sample.time - last < spacing { return }
            lastKept[sample.finger] = sample.time
            time.add(ViewColumns.units(sample.time, scale: 10_000))
            finger.add(sample.finger)
            phase.add(code)
            x.add(ViewColumns.units(sample.location.x, scale: 10))
            y.add(ViewColumns.units(sample.location.y, scale: 10))
            count += 1
        }
    }

    /// `{"n", "t", "k" (finger), "p" (0 began, 1 moved, 2 ended), "x", "y"}`, as text.
    var json: String {
        let page = PageWriter()
        write(to: page)
        return page.text
    }

    /// Writes `{"n", "t", "k" (finger), "p" (0 began, 1 moved, 2 ended), "x", "y"}`.
    ///
    /// O(samples kept).
    func write(to page: PageWriter) {
        page.write("{\"n\":\(count)")
        ViewColumns.member("t", time, to: page)
        ViewColumns.member("k", finger, to: page)
        ViewColumns.member("p", phase, to: page)
        ViewColumns.member("x", x, to: page)
        ViewColumns.member("y", y, to: page)
        page.write("}")
    }
}

/// The touch samples of a replay as they happen, in time order, set aside until the last is known.
///
/// The touch samples of a replay as they happen, in time order, set aside (33 bytes each, in a ``ColumnSpool`` when
/// given one) until the last is known: the page thins them by the whole duration (``ViewFingers``). Memory: one chunk,
/// whatever the count.
package final class ViewFingerSamples {
    /// The bytes of one sample: time, finger, phase code, x, y.
    static let recordSize = 33

    private var records: SpooledBytes
    private var firstTime: Double?
    private var lastTime = 0.0
    /// How many samples were added.
    package private(set) var count = 0

    /// No samples yet; they spill into `spool` when one is given.
    package init(spool: ColumnSpool? = nil) {
        records = SpooledBytes(spool: spool)
    }

    /// The time from the first sample to the last (s), 0 without samples.
    var duration: Double { firstTime.map { lastTime - $0 } ?? 0 }

    /// Adds the next sample (log time: seconds since the trace's first event).
    ///
    /// O(1).
    package func add(_ sample: TouchSample) {
        firstTime = firstTime ?? sample.time
        lastTime = sample.time
        let code: UInt8
        switch sample.phase {
        case .began: code = 0
        case .ended, .cancelled: code = 2
        default: code = 1
        }
        append(sample.time.bitPattern)
        append(UInt64(bitPattern: Int64(sample.finger)))
        records.append(code)
        append(sample.location.x.bitPattern)
        append(sample.location.y.bitPattern)
        count += 1
        records.spillIfFull()
    }

    /// Calls `body` with each sample and its phase code, in order.
    ///
    /// The sample's phase is a placeholder; the code is 0 began, 1 moved, 2 ended or cancelled.
    ///
    /// Memory: one chunk. O(samples).
    func forEachSample(_ body: (TouchSample, Int) -> Void) {
        records.forEachChunk { chunk in
            var start = 0
            while start + Self.recordSize <= chunk.count {
                func word(_ offset: Int) -> UInt64 {
                    var value: UInt64 = 0
                    for index in (0..<8).reversed() { value = value << 8 | UInt64(chunk[start + offset + index]) }
                    return value
                }
                let code = Int(chunk[start + 16])
                let sample = TouchSample(
                    time: Double(bitPattern: word(0)), finger: Int(Int64(bitPattern: word(8))),
                    phase: code == 0 ? .began : code == 2 ? .ended : .moved,
                    location: Point(x: Double(bitPattern: word(17)), y: Double(bitPattern: word(25))))
                body(sample, code)
                start += Self.recordSize
            }
        }
    }

    /// Appends `value`'s eight bytes, least significant first.
    private func append(_ value: UInt64) {
        for index in 0..<8 { records.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
