import ScrollSimLog
import ScrollSimTrace

extension Invariant {
    /// `did-scroll-moves`: every `didScroll` line shows an offset other than the view's previous line.
    ///
    /// `did-scroll-moves`: every `didScroll` line shows an offset other than the one the view's previous line showed (a
    /// run line of `"didScroll": "runs"` is checked on its first offset).
    ///
    /// Source: Apple, `scrollViewDidScroll(_:)`: the delegate is told when the user scrolls the
    /// content view, i.e. when the content offset changes ([Apple-UIScrollViewDelegate]); the model
    /// rounds every offset to the pixel grid, so a change is at least one pixel, more than the log's
    /// 0.001 pt precision hides.
    package static let didScrollMoves = Invariant(
        name: "did-scroll-moves",
        summary: "no didScroll without an offset change",
        source: "Apple, UIScrollViewDelegate scrollViewDidScroll(_:)"
    ) { observation in
        var last = ViewTable<Point?>(initial: nil)
        for line in observation.log.lines {
            let previous = last.update(line.view) { offset in
                defer { offset = line.offset }
                return offset
            }
            if line.event == "didScroll", let previous, previous == line.firstOffset {
                return "\(line.place): didScroll at \(LogGeometry.text(line.firstOffset)), where the view already was"
            }
        }
        return nil
    }

    /// `finite-numbers`: no number in the log is infinite or not a number.
    ///
    /// Source: Apple, CGFloat/CGPoint values reach the delegate as finite numbers (`UIScrollView`
    /// raises on a NaN offset: "CALayer position contains NaN" is UIKit's exception for it); the
    /// log's formatter never prints `nan` or `inf` for a finite value.
    package static let finiteNumbers = Invariant(
        name: "finite-numbers",
        summary: "no number in the log is infinite or NaN",
        source: "UIKit's CALayer rejects NaN positions (\"CALayer position contains NaN\")"
    ) { observation in
        nonFiniteWord(in: observation.bytes).map { "log line \($0.line): a non-finite number (\($0.word))" }
    }

    /// The words a non-finite number is printed as (compared in lower case).
    static let nonFiniteWords: Set<String> = [
        "nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity",
    ]

    /// The first word of `text` that is a non-finite number, with its 1-based line (as for its
    /// UTF-8 bytes).
    static func nonFiniteWord(in text: String) -> (line: Int, word: String)? {
        nonFiniteWord(in: Array(text.utf8))
    }

    /// The first word of a text's UTF-8 `bytes` that is a non-finite number, with its 1-based line.
    ///
    /// Words are the runs of letters, digits, `+`, `-` and `.` between any other bytes. A run's log is hundreds of
    /// lines, and explore checks thousands of runs, so the bytes are scanned eight at a time for an `n` or an `i`
    /// (either case), the first letter of every non-finite word; only a word starting there (after a sign, perhaps), 3
    /// to 9 bytes long, is looked at further. O(bytes).
    static func nonFiniteWord(in bytes: [UInt8]) -> (line: Int, word: String)? {
        bytes.withUnsafeBufferPointer { buffer -> (line: Int, word: String)? in
            let count = buffer.count
            var chunk = 0
            while chunk < count {
                let end = min(chunk + 8, count)
                if end - chunk == 8, !Self.mayHoldLetterNOrI(buffer, at: chunk) {
                    chunk = end
                    continue
                }
                for index in chunk..<end where buffer[index] | 0x20 == 0x6E || buffer[index] | 0x20 == 0x69 {
                    if let found = nonFiniteWord(in: buffer, letterAt: index) { return found }
                }
                chunk = end
            }
            return nil
        }
    }

    /// Whether one of the eight bytes from `start` is `n`, `N`, `i` or `I`.
    ///
    /// A byte's zero test over a 64-bit word (Hacker's Delight, §6-1); it may say yes for none, never no for one.
    private static func mayHoldLetterNOrI(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let word = UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt64.self) | 0x2020_2020_2020_2020
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let n = word ^ 0x6E6E_6E6E_6E6E_6E6E, i = word ^ 0x6969_6969_6969_6969
        return ((n &- ones) & ~n & highs) | ((i &- ones) & ~i & highs) != 0
    }

    /// The non-finite word whose first letter (after a sign) is at `letter`, with its line, or nil.
    ///
    /// Nil when no word starts there or it is not one.
    private static func nonFiniteWord(in buffer: UnsafeBufferPointer<UInt8>, letterAt letter: Int) -> (
        line: Int, word: String
    )? {
        let sign = letter > 0 && (buffer[letter - 1] == UInt8(ascii: "+") || buffer[letter - 1] == UInt8(ascii: "-"))
        let start = sign ? letter - 1 : letter
        guard start == 0 || !isWordByte(buffer[start - 1]) else { return nil }
        var end = letter + 1
        while end < buffer.count, isWordByte(buffer[end]) { end += 1 }
        guard (3...9).contains(end - start) else { return nil }
        let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        guard nonFiniteWords.contains(word.lowercased()) else { return nil }
        return (1 + buffer[..<start].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, word)
    }

    /// Whether `byte` is part of a word: a letter, a digit, `+`, `-` or `.`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// `replay-deterministic`: replaying the run's trace twice gives the same bytes.
    ///
    /// Source: scrollsim's own contract (the README's "deterministic" promise, byte-identical logs
    /// on every run and platform), which UIKit has no counterpart of: it is what makes a
    /// counterexample replayable.
    package static let replayDeterministic = Invariant(
        name: "replay-deterministic",
        summary: "replaying the run's trace twice gives the same bytes",
        source: "scrollsim's determinism contract (byte-identical logs on every run)"
    ) { observation in
        // Bytes first (equal bytes are equal text); the strings only when they differ, compared as before.
        guard let repeatedBytes = observation.repeatedBytes, !Self.sameBytes(repeatedBytes, observation.bytes),
            let repeated = observation.repeatedText, repeated != observation.text
        else { return nil }
        let first = Array(observation.text.split(separator: "\n", omittingEmptySubsequences: false))
        let second = Array(repeated.split(separator: "\n", omittingEmptySubsequences: false))
        let index = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
        return "log line \(index + 1) differs between two replays of the same trace"
    }
}

extension Invariant {
    /// Whether two byte arrays are equal, compared eight bytes at a time.
    ///
    /// O(bytes).
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                var index = 0
                while index + 8 <= a.count {
                    if a.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        != b.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    {
                        return false
                    }
                    index += 8
                }
                while index < a.count {
                    if a[index] != b[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }
}
