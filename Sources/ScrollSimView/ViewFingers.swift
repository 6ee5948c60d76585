// The fingers' samples the page draws as dots with trails, thinned to a bounded count.
import ScrollSimKit

/// Touch samples for drawing: every `began` and `ended`/`cancelled`, and moves at least
/// `duration / budget` apart per finger, so a trace of any length embeds at most about `budget`
/// moves (drawing only: the log's offsets are what the page reads back exactly). Times in 0.1 ms,
/// locations in 0.1 pt (window coordinates), as varint columns.
struct ViewFingers {
    /// The most moves kept over the whole trace.
    static let budget = 20_000

    private var time = VarintColumn(order: 2), finger = VarintColumn(order: 0), phase = VarintColumn(order: 0)
    private var x = VarintColumn(order: 1), y = VarintColumn(order: 1)
    private var count = 0

    /// The drawn subset of `samples` (log times: seconds since the trace's first event).
    init(_ samples: [TouchSample]) {
        let duration = (samples.last?.time ?? 0) - (samples.first?.time ?? 0)
        let spacing = duration / Double(Self.budget)
        var lastKept: [Int: Double] = [:]
        for sample in samples {
            let code: Int
            switch sample.phase {
            case .began: code = 0
            case .ended, .cancelled: code = 2
            default: code = 1
            }
            if code == 1, let last = lastKept[sample.finger], sample.time - last < spacing { continue }
            lastKept[sample.finger] = sample.time
            time.add(ViewColumns.units(sample.time, scale: 10_000))
            finger.add(sample.finger)
            phase.add(code)
            x.add(ViewColumns.units(sample.location.x, scale: 10))
            y.add(ViewColumns.units(sample.location.y, scale: 10))
            count += 1
        }
    }

    /// `{"n", "t", "k" (finger), "p" (0 began, 1 moved, 2 ended), "x", "y"}`.
    var json: String {
        "{\"n\":\(count),\"t\":\"\(time.text)\",\"k\":\"\(finger.text)\",\"p\":\"\(phase.text)\","
            + "\"x\":\"\(x.text)\",\"y\":\"\(y.text)\"}"
    }
}
