@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// The generated traces of the benchmarks (format 1, header first so they stream).
enum BenchmarkTraces {
    static func header(refreshRate: Int) -> String {
        "{\"scrollsim\": 1, \"name\": \"benchmark\", \"screen\": {\"scale\": 3, \"refreshRate\": \(refreshRate)}, "
            + "\"log\": {\"didScroll\": \"every\"},\n\"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, "
            + "\"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 40000}, "
            + "\"contentOffset\": {\"x\": 0, \"y\": 20000}},\n\"events\": [\n"
    }

    /// A feed-scrolling session of about `events` touch events.
    ///
    /// Drags of 50 moves at 120 Hz, varying in speed and direction, each caught by the next touch while still
    /// decelerating.
    static func drags(events: Int) -> String {
        var text = header(refreshRate: 120)
        text.reserveCapacity(events * 64)
        var time = 0.0
        var first = true
        func event(_ phase: String, _ y: Double) {
            if !first { text += ",\n" }
            first = false
            text += "{\"t\": \(FixedPoint.format(time, decimals: 6)), \"phase\": \"\(phase)\", \"x\": 196.5, "
            text += "\"y\": \(FixedPoint.format(y, decimals: 3))}"
        }
        for gesture in 0..<max(1, events / 52) {
            let direction: Double = (gesture / 7) % 2 == 0 ? -1 : 1
            let step = direction * Double(2 + gesture % 9)
            var y = direction < 0 ? 760.0 : 100.0
            event("began", y)
            for _ in 0..<50 {
                time += 1.0 / 120
                y += step
                event("moved", y)
            }
            time += 1.0 / 120
            event("ended", y)
            time += 0.35 + Double(gesture % 5) * 0.1
        }
        return text + "\n]}\n"
    }

    /// The number of events `drags(events:)` writes: whole drags of 52 events.
    static func dragEventCount(_ events: Int) -> Int { max(1, events / 52) * 52 }

    /// `count` flicks of 14 touch events at 60 Hz, each left to decelerate to rest (about 180 log
    /// lines each).
    static func flings(_ count: Int) -> String {
        var text = header(refreshRate: 60)
        var lines: [String] = []
        for fling in 0..<count {
            let start = Double(fling) * 4
            let direction: Double = fling % 2 == 0 ? -1 : 1
            let speed = 6.0 + Double(fling % 7)
            let y0 = direction < 0 ? 760.0 : 100.0
            lines.append("{\"t\": \(start), \"phase\": \"began\", \"x\": 196.5, \"y\": \(y0)}")
            for step in 1...12 {
                let t = FixedPoint.format(start + Double(step) * 0.008, decimals: 3)
                lines.append(
                    "{\"t\": \(t), \"phase\": \"moved\", \"x\": 196.5, \"y\": \(y0 + direction * speed * Double(step))}"
                )
            }
            let t = FixedPoint.format(start + 0.104, decimals: 3)
            lines.append("{\"t\": \(t), \"phase\": \"ended\", \"x\": 196.5, \"y\": \(y0 + direction * speed * 12)}")
        }
        text += lines.joined(separator: ",\n")
        return text + "\n]}\n"
    }

    /// The number of events in a generated trace (one `"t"` key each).
    static func eventCount(_ text: String) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "\"") && byte == UInt8(ascii: "t") { count += 1 }
            previous = byte
        }
        return count
    }
}
