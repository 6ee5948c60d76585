// Unified diffs (`diff -u` format) of two texts, as shown by `scrollsim check`.
import ScrollSimSupport

/// A unified diff between an old text (the golden) and a new text (the actual log).
///
/// The lines follow GNU `diff -u`: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks with
/// `context` lines of context, and `\ No newline at end of file` after a last line that
/// has no terminator. Body lines past `lineLimit` are counted in `omittedLineCount`
/// instead of being kept.
package struct UnifiedDiff: Sendable, Equatable {
    /// What a line of a unified diff is.
    package enum LineKind: Sendable, Equatable {
        /// `--- old` header.
        case oldHeader
        /// `+++ new` header.
        case newHeader
        /// `@@ -a,b +c,d @@` hunk header.
        case hunkHeader
        /// ` line` present in both texts.
        case context
        /// `-line` only in the old text.
        case deletion
        /// `+line` only in the new text.
        case insertion
        /// `\ No newline at end of file`.
        case noNewlineMarker
    }

    /// One printed line of the diff, without its line terminator.
    package struct Line: Sendable, Equatable {
        /// What the line is.
        package var kind: LineKind
        /// The printed text, prefix included (`-`, `+`, space, `@@`, `---`, ...).
        package var text: String

        /// Creates a line.
        package init(kind: LineKind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The lines kept: both headers, then at most `lineLimit` body lines.
    ///
    /// Empty when the texts are identical.
    package private(set) var lines: [Line] = []
    /// How many body lines were left out because of `lineLimit`.
    package private(set) var omittedLineCount = 0

    /// True when the two texts are byte-identical (there is nothing to show).
    package var isEmpty: Bool { lines.isEmpty }

    /// Diffs `old` against `new`, line by line.
    /// - Parameters:
    ///   - old: the text before, e.g. the golden's bytes.
    ///   - new: the text after, e.g. the actual log's bytes.
    ///   - oldLabel: shown after `--- `, e.g. the golden's path.
    ///   - newLabel: shown after `+++ `, e.g. `actual`.
    ///   - context: unchanged lines shown around each change.
    ///   - lineLimit: the most body lines (hunk headers included) to keep; nil keeps all.
    package init(
        old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String,
        context: Int = 3, lineLimit: Int? = nil
    ) {
        guard old != new else { return }
        let oldLines = Self.splitLines(old), newLines = Self.splitLines(new)
        let diff = LineDiff(old: oldLines, new: newLines)
        let blocks = Self.changeBlocks(diff)
        let limit = lineLimit ?? Int.max
        var bodyCount = 0
        func emit(_ kind: LineKind, _ text: String) {
            bodyCount += 1
            if bodyCount <= limit { lines.append(Line(kind: kind, text: text)) } else { omittedLineCount += 1 }
        }
        func emitLine(_ prefix: String, _ kind: LineKind, _ line: ArraySlice<UInt8>) {
            let hasTerminator = line.last == UInt8(ascii: "\n")
            emit(kind, prefix + String(decoding: hasTerminator ? line.dropLast() : line, as: UTF8.self))
            if !hasTerminator { emit(.noNewlineMarker, "\\ No newline at end of file") }
        }
        lines.append(Line(kind: .oldHeader, text: "--- " + oldLabel))
        lines.append(Line(kind: .newHeader, text: "+++ " + newLabel))
        for hunk in Self.hunks(blocks, oldCount: oldLines.count, newCount: newLines.count, context: context) {
            emit(
                .hunkHeader,
                "@@ -\(Self.range(hunk.oldStart, hunk.oldEnd)) +\(Self.range(hunk.newStart, hunk.newEnd)) @@")
            var oldIndex = hunk.oldStart
            for block in hunk.blocks {
                while oldIndex < block.oldStart {
                    emitLine(" ", .context, oldLines[oldIndex])
                    oldIndex += 1
                }
                for i in block.oldStart..<block.oldEnd { emitLine("-", .deletion, oldLines[i]) }
                for j in block.newStart..<block.newEnd { emitLine("+", .insertion, newLines[j]) }
                oldIndex = block.oldEnd
            }
            while oldIndex < hunk.oldEnd {
                emitLine(" ", .context, oldLines[oldIndex])
                oldIndex += 1
            }
        }
    }

    /// The kept lines, each followed by `"\n"`.
    ///
    /// Coloured with ANSI escapes (red deletions, green insertions, cyan hunk headers) when `color` is true.
    package func rendered(color: Bool) -> String { Self.rendered(lines, color: color) }

    /// `lines`, each after `indent` and followed by `"\n"`, coloured as in `rendered(color:)`.
    package static func rendered(_ lines: [Line], color: Bool, indent: String = "") -> String {
        var out = ""
        for line in lines {
            if color, let code = Self.colorCode(line.kind) {
                out += indent + "\u{1B}[\(code)m" + VisibleText.escaped(line.text) + "\u{1B}[0m\n"
            } else {
                out += indent + VisibleText.escaped(line.text) + "\n"
            }
        }
        return out
    }

    private static func colorCode(_ kind: LineKind) -> Int? {
        switch kind {
        case .deletion: return 31
        case .insertion: return 32
        case .hunkHeader: return 36
        case .oldHeader, .newHeader, .context, .noNewlineMarker: return nil
        }
    }

    /// Splits bytes into lines, each keeping its `"\n"` (the last one may have none).
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// A maximal run of changed lines: `old[oldStart..<oldEnd]` became `new[newStart..<newEnd]`.
    struct Block {
        var oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int
    }

    /// A hunk: blocks close enough to share context, and the ranges it shows.
    struct Hunk {
        var blocks: [Block]
        var oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int
    }

    static func changeBlocks(_ diff: LineDiff) -> [Block] {
        let n = diff.deleted.count, m = diff.inserted.count
        var blocks: [Block] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && !diff.deleted[i] && !diff.inserted[j] {
                i += 1
                j += 1
                continue
            }
            var block = Block(oldStart: i, oldEnd: i, newStart: j, newEnd: j)
            while (i < n && diff.deleted[i]) || (j < m && diff.inserted[j]) {
                while i < n && diff.deleted[i] { i += 1 }
                while j < m && diff.inserted[j] { j += 1 }
            }
            block.oldEnd = i
            block.newEnd = j
            blocks.append(block)
        }
        return blocks
    }

    static func hunks(_ blocks: [Block], oldCount: Int, newCount: Int, context: Int) -> [Hunk] {
        var hunks: [Hunk] = []
        for block in blocks {
            if var last = hunks.last, block.oldStart - last.blocks[last.blocks.count - 1].oldEnd <= 2 * context {
                last.blocks.append(block)
                hunks[hunks.count - 1] = last
            } else {
                hunks.append(Hunk(blocks: [block], oldStart: 0, oldEnd: 0, newStart: 0, newEnd: 0))
            }
        }
        return hunks.map { hunk in
            var hunk = hunk
            let first = hunk.blocks[0], last = hunk.blocks[hunk.blocks.count - 1]
            let before = min(context, first.oldStart)
            let after = min(context, oldCount - last.oldEnd, newCount - last.newEnd)
            hunk.oldStart = first.oldStart - before
            hunk.newStart = first.newStart - before
            hunk.oldEnd = last.oldEnd + after
            hunk.newEnd = last.newEnd + after
            return hunk
        }
    }

    /// `start,count` in diff's notation: 1-based; `,1` omitted; an empty range names the
    /// line before it.
    static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }
}
