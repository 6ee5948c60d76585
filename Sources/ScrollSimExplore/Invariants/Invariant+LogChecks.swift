import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// `did-scroll-moves`: every `didScroll` line shows an offset other than the one the view's
    /// previous line showed (a run line of `"didScroll": "runs"` is checked on its first offset).
    ///
    /// Source: Apple, `scrollViewDidScroll(_:)`: the delegate is told when the user scrolls the
    /// content view, i.e. when the content offset changes ([Apple-UIScrollViewDelegate]); the model
    /// rounds every offset to the pixel grid, so a change is at least one pixel, more than the log's
    /// 0.001 pt precision hides.
    public static let didScrollMoves = Invariant(
        name: "did-scroll-moves",
        summary: "no didScroll without an offset change",
        source: "Apple, UIScrollViewDelegate scrollViewDidScroll(_:)"
    ) { observation in
        var last: [String: Point] = [:]
        for line in observation.log.lines {
            if line.event == "didScroll", let previous = last[line.view], previous == line.firstOffset {
                return "\(line.place): didScroll at \(LogGeometry.text(line.firstOffset)), where the view already was"
            }
            last[line.view] = line.offset
        }
        return nil
    }

    /// `finite-numbers`: no number in the log is infinite or not a number.
    ///
    /// Source: Apple, CGFloat/CGPoint values reach the delegate as finite numbers (`UIScrollView`
    /// raises on a NaN offset: "CALayer position contains NaN" is UIKit's exception for it); the
    /// log's formatter never prints `nan` or `inf` for a finite value.
    public static let finiteNumbers = Invariant(
        name: "finite-numbers",
        summary: "no number in the log is infinite or NaN",
        source: "UIKit's CALayer rejects NaN positions (\"CALayer position contains NaN\")"
    ) { observation in
        nonFiniteWord(in: observation.text).map { "log line \($0.line): a non-finite number (\($0.word))" }
    }

    /// The words a non-finite number is printed as (compared in lower case).
    static let nonFiniteWords: Set<String> = [
        "nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity",
    ]

    /// The first word of `text` that is a non-finite number, with its 1-based line: words are
    /// the runs of letters, digits, `+`, `-` and `.` between any other bytes. Read as UTF-8 bytes:
    /// a run's log is hundreds of lines, and explore checks thousands of runs.
    static func nonFiniteWord(in text: String) -> (line: Int, word: String)? {
        var text = text
        return text.withUTF8 { bytes in
            var line = 1
            var wordStart = 0
            // The word ending before `end`, when it is a non-finite number's: 3 to 9 bytes long,
            // its first letter (after a sign) n or i (a cheap test first: most words are numbers,
            // negative ones included).
            func word(endingAt end: Int) -> String? {
                guard (3...9).contains(end - wordStart) else { return nil }
                let signed = bytes[wordStart] == UInt8(ascii: "+") || bytes[wordStart] == UInt8(ascii: "-")
                switch bytes[signed ? wordStart + 1 : wordStart] | 0x20 {
                case UInt8(ascii: "n"), UInt8(ascii: "i"):
                    let word = String(decoding: bytes[wordStart..<end], as: UTF8.self)
                    return nonFiniteWords.contains(word.lowercased()) ? word : nil
                default:
                    return nil
                }
            }
            for index in 0..<bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    continue
                case let byte:
                    if let found = word(endingAt: index) { return (line, found) }
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    wordStart = index + 1
                }
            }
            return word(endingAt: bytes.count).map { (line, $0) }
        }
    }

    /// `replay-deterministic`: replaying the run's trace twice gives the same bytes.
    ///
    /// Source: scrollsim's own contract (the README's "deterministic" promise, byte-identical logs
    /// on every run and platform), which UIKit has no counterpart of: it is what makes a
    /// counterexample replayable.
    public static let replayDeterministic = Invariant(
        name: "replay-deterministic",
        summary: "replaying the run's trace twice gives the same bytes",
        source: "scrollsim's determinism contract (byte-identical logs on every run)"
    ) { observation in
        guard let repeated = observation.repeatedText, repeated != observation.text else { return nil }
        let first = Array(observation.text.split(separator: "\n", omittingEmptySubsequences: false))
        let second = Array(repeated.split(separator: "\n", omittingEmptySubsequences: false))
        let index = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
        return "log line \(index + 1) differs between two replays of the same trace"
    }
}
