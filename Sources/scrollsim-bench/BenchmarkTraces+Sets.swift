@_spi(ScrollSimInternal) import ScrollSimSupport

// The `set`-heavy benchmark trace: programmatic property changes while the content decelerates.
extension BenchmarkTraces {
    /// A set-heavy trace of about `events` events: a flick, then ten `set` calls while it decelerates, repeated.
    ///
    /// About `events` events: a flick of 14 touch events at 60 Hz, then ten `set` calls 0.1 s apart while it
    /// decelerates (alternately the content height and the bottom inset, both changes that leave the deceleration
    /// running), repeated every 4 s.
    static func sets(events: Int) -> String {
        var text = header(refreshRate: 60)
        var lines: [String] = []
        lines.reserveCapacity(events)
        for flick in 0..<max(1, events / 24) {
            let start = Double(flick) * 4
            let direction: Double = flick % 2 == 0 ? -1 : 1
            let speed = 6.0 + Double(flick % 7)
            let y0 = direction < 0 ? 760.0 : 100.0
            func time(_ seconds: Double) -> String { FixedPoint.format(start + seconds, decimals: 3) }
            lines.append("{\"t\": \(time(0)), \"phase\": \"began\", \"x\": 196.5, \"y\": \(y0)}")
            for step in 1...12 {
                let y = FixedPoint.format(y0 + direction * speed * Double(step), decimals: 1)
                lines.append("{\"t\": \(time(Double(step) * 0.008)), \"phase\": \"moved\", \"x\": 196.5, \"y\": \(y)}")
            }
            let y = FixedPoint.format(y0 + direction * speed * 12, decimals: 1)
            lines.append("{\"t\": \(time(0.104)), \"phase\": \"ended\", \"x\": 196.5, \"y\": \(y)}")
            for call in 0..<10 {
                let t = time(0.2 + Double(call) * 0.1)
                if call % 2 == 0 {
                    let height = 40_000 + (call + flick % 3) * 10
                    lines.append(
                        "{\"t\": \(t), \"call\": \"set\", \"property\": \"contentSize\", "
                            + "\"value\": {\"width\": 393, \"height\": \(height)}}")
                } else {
                    lines.append(
                        "{\"t\": \(t), \"call\": \"set\", \"property\": \"contentInset\", "
                            + "\"value\": {\"top\": 0, \"bottom\": \(call * 4 + flick % 5)}}")
                }
            }
        }
        text += lines.joined(separator: ",\n")
        return text + "\n]}\n"
    }

    /// The number of events `sets(events:)` writes: whole groups of 24.
    static func setEventCount(_ events: Int) -> Int { max(1, events / 24) * 24 }
}
