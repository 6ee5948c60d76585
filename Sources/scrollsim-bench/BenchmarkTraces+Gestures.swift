@_spi(ScrollSimInternal) import ScrollSimSupport

// The gesture benchmark trace.
//
// The flicks of ``BenchmarkTraces/flings(_:)`` written as `fling` gesture events, which the replay expands into
// touches itself.
extension BenchmarkTraces {
    /// `count` `fling` gestures 4 s apart, alternately up and down at 750–1 500 pt/s.
    ///
    /// The speeds are the flings trace's flicks'; each is left to decelerate to rest.
    static func flingGestures(_ count: Int) -> String {
        var text = header(refreshRate: 60)
        var lines: [String] = []
        lines.reserveCapacity(count)
        for fling in 0..<count {
            let direction: Double = fling % 2 == 0 ? -1 : 1
            let y0 = direction < 0 ? 760.0 : 100.0
            let speed = FixedPoint.format(direction * (6.0 + Double(fling % 7)) / 0.008, decimals: 1)
            lines.append(
                "{\"t\": \(Double(fling) * 4), \"gesture\": \"fling\", \"from\": {\"x\": 196.5, \"y\": \(y0)}, "
                    + "\"velocity\": {\"x\": 0, \"y\": \(speed)}}")
        }
        text += lines.joined(separator: ",\n")
        return text + "\n]}\n"
    }
}
