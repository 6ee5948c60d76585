/// Generates a recorded-style trace, seeded and deterministic.
///
/// A user pulls a long list down at its top again and again (each pull bounces back to the top), flicks it up once,
/// fast (about 4 pt/ms), in the middle, then goes on pulling. Touches at 120 Hz with noise in time (±1 ms) and
/// position (±0.3 pt), as a device recording has. For `shrink`'s tests (with a planted behaviour whose bug the flick
/// shows) and its benchmark (`scrollsim-bench shrink`). Generating is linear in `seconds`.
package struct RecordedTraceGenerator: Sendable {
    /// Seconds of recording.
    package var seconds: Double
    /// The seed of the noise and the gesture sizes.
    package var seed: UInt64

    /// A generator of `seconds` of recording from `seed`.
    package init(seconds: Double, seed: UInt64) {
        self.seconds = seconds
        self.seed = seed
    }

    /// The trace's text; `behavior` is the scroll view's `"behavior"` JSON object, if any.
    package func trace(behavior: String? = nil) -> String {
        var random = ExploreRandom(seed: seed)
        func uniform(_ low: Double, _ high: Double) -> Double { random.uniform(low, high) }
        func number(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            let whole = rounded.rounded()
            return rounded == whole && abs(whole) < 1e15 ? String(Int(whole)) : "\(rounded)"
        }
        var events: [String] = []
        func touch(_ time: Double, _ phase: String, _ x: Double, _ y: Double) {
            events.append(
                "{\"t\": \(number(time)), \"phase\": \"\(phase)\", \"x\": \(number(x)), \"y\": \(number(y))}")
        }
        var time = 0.5
        var flicked = false
        while time < seconds - 2 {
            let isFlick = !flicked && time >= seconds / 2
            let startY = isFlick ? 700 : uniform(300, 450)
            let distance = isFlick ? -320 : uniform(80, 200)
            let moveDuration = isFlick ? 0.08 : uniform(0.45, 0.8)
            let holdDuration = isFlick ? 0 : uniform(0.08, 0.2)
            let x = uniform(150, 250)
            let steps = Int((moveDuration + holdDuration) * 120)
            touch(time, "began", x, startY)
            for step in 1...steps {
                let nominal = Double(step) / 120
                let progress = min(nominal / moveDuration, 1)
                let jitter = step == steps ? 0 : uniform(-0.001, 0.001)
                touch(
                    time + nominal + jitter, step == steps ? "ended" : "moved", x + uniform(-0.3, 0.3),
                    startY + distance * progress + uniform(-0.3, 0.3))
            }
            time += Double(steps) / 120 + (isFlick ? 4 : uniform(0.8, 1.2))
            if isFlick { flicked = true }
        }
        return """
            {
             "scrollsim": 1,
             "name": "recorded-\(seed)",
             "description": "A generated recording: pulls at the top, one fast flick up, more pulls.",
             "screen": {"scale": 3, "refreshRate": 60},
             "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 40000}\(behavior.map { ", \"behavior\": " + $0 } ?? "")},
             "events": [
              \(events.joined(separator: ",\n  "))
             ]
            }

            """
    }
}
