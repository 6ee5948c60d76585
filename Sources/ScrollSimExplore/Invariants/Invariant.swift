import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// What an invariant reads: one replay's text log, as the writers printed it, and its lines read into plain values.
///
/// The lines are those ``TextLog`` (the reader `check` and `plot` use) reads, by the same readers, with the view and
/// event names interned (``TextLogScan``): no second model, every invariant is a property of these lines.
package struct ExploreObservation: Sendable {
    /// The text log's UTF-8 bytes, as the writer printed them.
    package var bytes: [UInt8]
    /// The log's header: its views and their geometry.
    package var header: ObservedHeader
    /// The event and final lines.
    package var scan: TextLogScan
    /// The header's `trace:` line in ``bytes`` (without its LF), if it has one.
    var traceLine: Range<Int>?
    /// The bytes of a second replay's log of the same trace, when ``Invariant/replayDeterministic``
    /// is on (nil otherwise).
    package var repeatedBytes: [UInt8]?

    /// The log read back as ``TextLog`` (for invariants of your own; read again on each use).
    package var log: TextLog { TextLog(bytes) }
    /// The text log (made from ``bytes`` on each use: the invariants read the bytes).
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The log of a second replay (see ``repeatedBytes``).
    package var repeatedText: String? { repeatedBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// An observation of `text` (and of a second replay's log).
    package init(text: String, repeatedText: String? = nil) {
        self.init(bytes: Array(text.utf8), repeatedBytes: repeatedText.map { Array($0.utf8) })
    }

    /// An observation of a log's UTF-8 bytes (and of a second replay's), its header read from `headers` when it is
    /// one they hold.
    ///
    /// O(log).
    package init(bytes: [UInt8], repeatedBytes: [UInt8]? = nil, headers: ObservedHeader.Cache? = nil) {
        self.bytes = bytes
        let (header, place) = headers?.header(of: bytes) ?? ObservedHeader.read(bytes)
        self.header = header
        traceLine = place.traceLine
        scan = TextLogScan(bytes, from: place.end, firstLine: header.lineCount + 1, names: header.names)
        self.repeatedBytes = repeatedBytes
    }
}

/// A property every replay must have, checked on its log.
///
/// Each is named (the name `--skip-invariant` takes) and documented with the UIKit source of the rule.
package struct Invariant: Sendable {
    /// Its name: lower-case words joined by `-`.
    package let name: String
    /// What it says, one line (for `help explore` and the summary).
    package let summary: String
    /// The public source of the rule.
    package let source: String
    /// Returns why the observation breaks the rule (one line naming the log line), or nil.
    package let check: @Sendable (ExploreObservation) -> String?

    /// An invariant (for your own, pass them to ``Explorer`` beside or instead of ``builtIn``).
    package init(
        name: String, summary: String, source: String, check: @escaping @Sendable (ExploreObservation) -> String?
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.check = check
    }

    /// The built-in invariants, in the order they are checked.
    package static let builtIn: [Invariant] = [
        .delegateGrammar, .flagsAgree, .restInRange, .didScrollMoves, .finiteNumbers, .replayDeterministic,
    ]

    /// The built-in invariant named `name`, if any.
    package static func builtIn(named name: String) -> Invariant? { builtIn.first { $0.name == name } }
}

/// A broken invariant: which one, and why.
package struct InvariantViolation: Sendable, Equatable {
    /// The invariant's name (a built-in's, or `until` for the user's condition).
    package var invariant: String
    /// One line: what the log shows.
    package var reason: String

    /// A violation.
    package init(invariant: String, reason: String) {
        self.invariant = invariant
        self.reason = reason
    }

    /// `invariant: reason`, the one-line reason file's text.
    package var line: String { "\(invariant): \(reason)" }
}

extension ExploreObservation {
    /// `log line N (view event at T s)`, how a violation names `line`.
    func place(of line: TextLogScan.Line) -> String {
        "log line \(line.number) (\(scan.text(of: line.view)) \(scan.text(of: line.event)) at "
            + "\(FixedPoint.format(line.time, decimals: 4)) s)"
    }
}
