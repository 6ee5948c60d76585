import ScrollSimTrace

/// Small traces in format 1 for tests that need a real replay: a flick of `steps` 8 ms moves of
/// `stepLength` points up, released on the last one.
package enum SampleTraces {
    /// A vertical flick in the middle of a long list.
    ///
    /// A vertical flick in the middle of a long list; `extra` is spliced into the `scrollView` object
    /// and `top` into the root object (e.g. `"log": {…}`).
    package static func flick(
        steps: Int = 12, stepLength: Double = 9, startY: Double = 5000, extra: String = "", top: String = ""
    ) -> String {
        var events = ["{\"t\": 0, \"phase\": \"began\", \"x\": 196.5, \"y\": 760}"]
        for step in 1...steps {
            let phase = step == steps ? "ended" : "moved"
            let y = 760 - stepLength * Double(step)
            events.append("{\"t\": \(Double(step) * 0.008), \"phase\": \"\(phase)\", \"x\": 196.5, \"y\": \(y)}")
        }
        return "{\"scrollsim\": 1, \"name\": \"flick\", \(top)\"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, "
            + "\"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 20000}, "
            + "\"contentOffset\": {\"x\": 0, \"y\": \(startY)}\(extra)}, \"events\": [" + events.joined(separator: ", ")
            + "]}"
    }

    /// The text log of `json`.
    package static func log(_ json: String) throws -> String {
        try Replay.run(trace: Array(json.utf8), format: .text)
    }
}
