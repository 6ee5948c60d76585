import ScrollSimCheck

/// A stand-in for the replay engine, so the check engine is tested on its own.
///
/// A fake trace is a line `{"scrollsim": 1}` followed by body lines; its "log" is each body
/// line prefixed with `log: `. A body line `BROKEN` makes the render fail.
package enum Fake {
    /// The fake render's failure, with the one line a real one would give.
    package struct RenderError: Error, CustomStringConvertible {
        /// The message.
        package var description: String
    }

    /// The fake renderer.
    package static let renderer = TraceRenderer(
        isTrace: { String(decoding: $0, as: UTF8.self).hasPrefix("{\"scrollsim\"") },
        render: { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix("{\"scrollsim\"") else {
                throw RenderError(description: "1:1: expected '{\"scrollsim\"'")
            }
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            if body.contains("BROKEN") {
                throw RenderError(description: "events[2].t: expected a number, got a string")
            }
            return body.filter { !$0.isEmpty }.map { "log: \($0)\n" }.joined()
        })

    /// A fake trace with `lines` as its body.
    package static func trace(_ lines: [String]) -> String {
        "{\"scrollsim\": 1}\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The golden the fake renderer makes for `trace(lines)`.
    package static func golden(_ lines: [String]) -> String {
        lines.map { "log: \($0)\n" }.joined()
    }
}
