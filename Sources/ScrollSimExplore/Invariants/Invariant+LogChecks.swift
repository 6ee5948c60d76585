import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
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
        var last = [Point?](repeating: nil, count: observation.scan.names.count)
        for line in observation.scan.lines {
            let previous = last[line.view.index]
            last[line.view.index] = line.offset
            if line.event == .didScroll, let previous, previous == line.firstOffset {
                return "\(observation.place(of: line)): didScroll at \(LogGeometry.text(line.firstOffset)), "
                    + "where the view already was"
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
        firstNonFiniteWord(in: observation).map { "log line \($0.line): a non-finite number (\($0.word))" }
    }

    /// The first word of the observation's log that is a non-finite number, with its 1-based line.
    ///
    /// The same word ``nonFiniteWord(in:)-([UInt8])`` finds in the log's bytes, found without reading most of them:
    /// the header's bytes (but for its `trace:` line, once per scene) and every line the scan read as a string are
    /// scanned; of a plain event line, only its view,
    /// its event (each name once) and its detail, since its other columns are plain numbers and the flags, which no
    /// such word can be part of, and spaces separate the columns (a log whose names were spelled two ways is scanned
    /// whole). O(log), but a plain line's numbers are not read.
    static func firstNonFiniteWord(in observation: ExploreObservation) -> (line: Int, word: String)? {
        let bytes = observation.bytes, scan = observation.scan
        if scan.hasAliasedNames { return nonFiniteWord(in: bytes) }
        // The header: its parts before and after the `trace:` line were read once per scene.
        if let found = observation.header.wordBeforeTrace { return found }
        if let trace = observation.traceLine, let found = nonFiniteWord(in: bytes[trace]) {
            return (found.line - 1 + observation.header.traceLineNumber, found.word)
        }
        if let found = observation.header.wordAfterTrace { return found }
        // Each name's word, if it holds one: found once per name, not once per line (most lines' names repeat).
        let nameWords = scan.names.map { name in nonFiniteWord(in: ArraySlice(name.utf8))?.word }
        let nameHasWord = nameWords.map { $0 != nil }
        func name(_ name: TextLogScan.Name, line: Int) -> (line: Int, word: String)? {
            nameHasWord[name.index] ? (line, nameWords[name.index]!) : nil
        }
        var other = 0
        for line in scan.lines {
            while other < scan.otherLines.count, scan.otherLines[other].number < line.number {
                let (number, range) = scan.otherLines[other]
                if let found = nonFiniteWord(in: bytes[range]) { return (number, found.word) }
                other += 1
            }
            if other < scan.otherLines.count, scan.otherLines[other].number == line.number {
                continue // Read as a string: its bytes are scanned with the other lines.
            }
            if let found = name(line.view, line: line.number) ?? name(line.event, line: line.number) { return found }
            if line.detail >= 0 {
                var detail = scan.detail(of: line)
                if let found = detail.withUTF8({ nonFiniteWord(inBuffer: $0) }) { return (line.number, found.word) }
            }
        }
        while other < scan.otherLines.count {
            let (number, range) = scan.otherLines[other]
            if let found = nonFiniteWord(in: bytes[range]) { return (number, found.word) }
            other += 1
        }
        return nil
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
    /// lines, and explore checks thousands of runs, so the bytes are read eight at a time for each `n` or `i` (either
    /// case), the first letter of every non-finite word; only a word starting there (after a sign, perhaps), 3 to 9
    /// bytes long, is looked at further. O(bytes).
    static func nonFiniteWord(in bytes: [UInt8]) -> (line: Int, word: String)? {
        nonFiniteWord(in: bytes[...])
    }

    /// ``nonFiniteWord(in:)-([UInt8])`` of a slice of bytes, its first byte on line 1.
    static func nonFiniteWord(in bytes: ArraySlice<UInt8>) -> (line: Int, word: String)? {
        bytes.withUnsafeBufferPointer { nonFiniteWord(inBuffer: $0) }
    }

    /// ``nonFiniteWord(in:)-([UInt8])`` of a buffer of bytes, its first byte on line 1.
    static func nonFiniteWord(inBuffer buffer: UnsafeBufferPointer<UInt8>) -> (line: Int, word: String)? {
        let count = buffer.count
        var chunk = 0
        while chunk + 8 <= count {
            // Each `n` or `i` of the eight bytes, lowest first.
            var letters = lettersNOrI(buffer, at: chunk)
            while letters != 0 {
                let index = chunk + (letters.trailingZeroBitCount >> 3)
                if let found = nonFiniteWord(in: buffer, letterAt: index) { return found }
                letters &= letters &- 1
            }
            chunk += 8
        }
        for index in chunk..<count where buffer[index] | 0x20 == 0x6E || buffer[index] | 0x20 == 0x69 {
            if let found = nonFiniteWord(in: buffer, letterAt: index) { return found }
        }
        return nil
    }

    /// The bytes of the eight from `start` that are `n`, `N`, `i` or `I`: each one's high bit, the first byte lowest.
    ///
    /// An exact zero test of each byte of the word XOR the letter (Hacker's Delight, §6-1: no borrow crosses bytes).
    private static func lettersNOrI(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt64 {
        let word =
            UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt64.self))
            | 0x2020_2020_2020_2020
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        func zeros(_ value: UInt64) -> UInt64 { ~(((value & lows) &+ lows) | value | lows) }
        return zeros(word ^ 0x6E6E_6E6E_6E6E_6E6E) | zeros(word ^ 0x6969_6969_6969_6969)
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
        guard let repeatedBytes = observation.repeatedBytes, !ByteComparison.same(repeatedBytes, observation.bytes),
            let repeated = observation.repeatedText, repeated != observation.text
        else { return nil }
        let first = Array(observation.text.split(separator: "\n", omittingEmptySubsequences: false))
        let second = Array(repeated.split(separator: "\n", omittingEmptySubsequences: false))
        let index = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
        return "log line \(index + 1) differs between two replays of the same trace"
    }
}
