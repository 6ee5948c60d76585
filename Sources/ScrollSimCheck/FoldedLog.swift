// A text log with its `didScroll` and `didZoom` runs folded, for display: what a failing check
// shows of a golden and of the replay, whatever the golden's `"log"` mode.
import ScrollSimLog

/// Folds a text log's `didScroll` and `didZoom` calls into runs exactly as `"log": {"didScroll": "runs"}` prints them.
///
/// For example `didScroll ×136 … y 0.667 → 140.000` and `didZoom ×20 … scale 1.020 → 1.400`, so a diff of two folded
/// logs shows a changed callback among a few lines instead of hundreds of per-frame ones.
///
/// The rules are the runs writer's (`DidScrollRun`): a run grows while one view's `didScroll`
/// (or `didZoom`) calls come with the same flags, the other kind's calls and another view's calls
/// do not interrupt it, any other line ends
/// every open run (printed in the order they were opened), and a run of one call stays an
/// ordinary line. The time column gets the runs layout's room for `…end`. Folding a log written
/// with every call gives the bytes the replay prints with `--didscroll runs`; a log already
/// written with runs comes back unchanged. Lines it does not recognise are kept as they are.
/// O(n) in the size of the log.
package enum FoldedLog {
    /// `bytes` (a text log) with its `didScroll` runs folded.
    package static func fold(_ bytes: [UInt8]) -> [UInt8] {
        let parsed = TextLog(bytes).lines
        var next = 0
        var folder = Folder()
        var inEvents = false
        var number = 0
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            // For display only: a CR before the LF is dropped (the summary says when endings differ).
            let text = String(decoding: raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw, as: UTF8.self)
            if !inEvents {
                guard isColumnTitles(text) else {
                    folder.emit(text)
                    continue
                }
                // Already written with runs: nothing to fold.
                if text.hasPrefix(String(repeating: " ", count: 8) + "t" + String(repeating: " ", count: 12)) {
                    return bytes
                }
                inEvents = true
                folder.emit(widened(text))
                continue
            }
            while next < parsed.count && parsed[next].number < number { next += 1 }
            guard next < parsed.count, parsed[next].number == number else {
                folder.closeAll()
                folder.emit(text)
                continue
            }
            let line = parsed[next]
            if (line.event == "didScroll" || line.event == "didZoom") && line.count == 1 {
                folder.add(Call(line: line, text: text))
            } else {
                folder.closeAll()
                folder.emit(widened(text))
            }
        }
        folder.closeAll()
        return Array(folder.output.joined(separator: "\n").utf8)
    }

    /// The line of column titles that starts the events (`t  view  event …`).
    static func isColumnTitles(_ text: String) -> Bool {
        let tokens = text.split(separator: " ")
        return tokens.count > 2 && tokens[0] == "t" && tokens[1] == "view"
    }

    /// The position just after a line's first token (its time column).
    static func endOfTimeColumn(_ text: String) -> String.Index {
        var index = text.startIndex
        while index < text.endIndex && text[index] == " " { index = text.index(after: index) }
        while index < text.endIndex && text[index] != " " { index = text.index(after: index) }
        return index
    }

    /// `text` with the runs layout's room for `…end` after its time column.
    static func widened(_ text: String) -> String {
        let end = endOfTimeColumn(text)
        return String(text[..<end]) + String(repeating: " ", count: runEndWidth) + String(text[end...])
    }

    /// Width of the `…end` part of a run's time column (the runs writer's).
    static let runEndWidth = 10
    /// Width of the event column.
    static let eventWidth = 24

    /// One `didScroll` or `didZoom` line of the log.
    struct Call {
        var line: TextLog.Line
        var text: String
    }

    /// The open runs and the folded lines so far.
    struct Folder {
        var output: [String] = []
        /// Open runs in opening order: the first call, the last call and the count.
        var open: [(first: Call, last: Call, count: Int)] = []

        mutating func emit(_ text: String) { output.append(text) }

        mutating func add(_ call: Call) {
            guard
                let index = open.firstIndex(where: {
                    $0.first.line.view == call.line.view && $0.first.line.event == call.line.event
                })
            else {
                open.append((call, call, 1))
                return
            }
            if open[index].first.line.flags == call.line.flags {
                open[index].last = call
                open[index].count += 1
                return
            }
            let closed = open.remove(at: index)
            emit(FoldedLog.runLine(closed.first, closed.last, count: closed.count))
            open.append((call, call, 1))
        }

        mutating func closeAll() {
            for run in open { emit(FoldedLog.runLine(run.first, run.last, count: run.count)) }
            open.removeAll()
        }
    }

    /// A run's line.
    ///
    /// The last call's columns under the first call's time, `…` the last call's time, the event `didScroll ×N`, and per
    /// axis that moved `x first → last` (for `didZoom ×N`, `scale first → last` instead of the last call's detail).
    static func runLine(_ first: Call, _ last: Call, count: Int) -> String {
        guard count > 1 else { return widened(last.text) }
        let firstEnd = endOfTimeColumn(first.text), lastEnd = endOfTimeColumn(last.text)
        let endTime = "…" + last.text[..<lastEnd].drop { $0 == " " }
        var out = String(first.text[..<firstEnd]) + endTime
        out += String(repeating: " ", count: max(0, runEndWidth - endTime.count))
        // The rest of the last call's line, its event column replaced: after the time column come
        // two spaces, the padded view column, two spaces, then the event column.
        let rest = last.text[lastEnd...]
        var index = rest.startIndex
        while index < rest.endIndex && rest[index] == " " { index = rest.index(after: index) }
        while index < rest.endIndex && rest[index] != " " { index = rest.index(after: index) }
        while index < rest.endIndex && rest[index] == " " { index = rest.index(after: index) }
        let eventEnd = rest.index(index, offsetBy: eventWidth, limitedBy: rest.endIndex) ?? rest.endIndex
        let event = "\(last.line.event) ×\(count)"
        out += rest[..<index] + event + String(repeating: " ", count: max(0, eventWidth - event.count))
        if last.line.event == "didZoom" {
            // The columns up to the flags, then the scales (the detail is `scale S`).
            let detail = "    " + last.line.detail
            let columns = rest[eventEnd...]
            out += columns.hasSuffix(detail) ? columns.dropLast(detail.count) : columns
            return out + "    scale \(scale(first.line.detail)) → \(scale(last.line.detail))"
        }
        out += rest[eventEnd...]
        let firstTokens = columns(first.text), lastTokens = columns(last.text)
        var separator = "    "
        for (axis, position) in [("x", 0), ("y", 1)] where firstTokens[position] != lastTokens[position] {
            out += "\(separator)\(axis) \(firstTokens[position]) → \(lastTokens[position])"
            separator = ", "
        }
        return out
    }

    /// The scale of a `didZoom` line's detail (`scale 1.020`) as printed.
    static func scale(_ detail: String) -> Substring {
        detail.hasPrefix("scale ") ? detail.dropFirst("scale ".count) : Substring(detail)
    }

    /// The x and y columns of a `didScroll` line as printed (the 4th and 5th tokens).
    static func columns(_ text: String) -> [Substring] {
        let tokens = text.split(separator: " ")
        return tokens.count >= 5 ? [tokens[3], tokens[4]] : ["", ""]
    }
}

extension UnifiedDiff {
    /// The diff a failing check shows: from `golden` to `actual` with both logs' `didScroll` runs folded.
    ///
    /// Folded with `FoldedLog`, labelled so; the plain diff when folding changes neither log (both written with runs)
    /// or hides every difference (only line endings or calls inside a run differ).
    package static func folded(golden: [UInt8], actual: [UInt8], goldenLabel: String, lineLimit: Int?) -> UnifiedDiff {
        let foldedGolden = FoldedLog.fold(golden), foldedActual = FoldedLog.fold(actual)
        if foldedGolden != foldedActual && (foldedGolden != golden || foldedActual != actual) {
            return UnifiedDiff(
                old: foldedGolden, new: foldedActual, oldLabel: goldenLabel + " (didScroll runs folded)",
                newLabel: "actual (didScroll runs folded)", lineLimit: lineLimit)
        }
        return UnifiedDiff(old: golden, new: actual, oldLabel: goldenLabel, newLabel: "actual", lineLimit: lineLimit)
    }
}
