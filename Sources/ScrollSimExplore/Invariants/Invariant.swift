import ScrollSimLog
import ScrollSimTrace
@_spi(ScrollSimInternal) import ScrollSimSupport

/// What an invariant reads: one replay's text log, as the writers printed it, and the reader's
/// events (`TextLog`, the reader `check` and `plot` use). No second model: every invariant is a
/// property of these lines.
public struct ExploreObservation: Sendable {
    /// The text log's UTF-8 bytes, as the writer printed them.
    public var bytes: [UInt8]
    /// The same log read back.
    public var log: TextLog
    /// The bytes of a second replay's log of the same trace, when ``Invariant/replayDeterministic``
    /// is on (nil otherwise).
    public var repeatedBytes: [UInt8]?

    /// The text log (made from ``bytes`` on each use: the invariants read the bytes).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The log of a second replay (see ``repeatedBytes``).
    public var repeatedText: String? { repeatedBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// An observation of `text` (and of a second replay's log).
    public init(text: String, repeatedText: String? = nil) {
        self.init(bytes: Array(text.utf8), repeatedBytes: repeatedText.map { Array($0.utf8) })
    }

    /// An observation of a log's UTF-8 bytes (and of a second replay's). O(log).
    public init(bytes: [UInt8], repeatedBytes: [UInt8]? = nil) {
        self.bytes = bytes
        log = TextLog(bytes)
        self.repeatedBytes = repeatedBytes
    }
}

/// A property every replay must have, checked on its log. Each is named (the name `--skip-invariant`
/// takes) and documented with the UIKit source of the rule.
public struct Invariant: Sendable {
    /// Its name: lower-case words joined by `-`.
    public let name: String
    /// What it says, one line (for `help explore` and the summary).
    public let summary: String
    /// The public source of the rule.
    public let source: String
    /// Returns why the observation breaks the rule (one line naming the log line), or nil.
    public let check: @Sendable (ExploreObservation) -> String?

    /// An invariant (for your own, pass them to ``Explorer`` beside or instead of ``builtIn``).
    public init(
        name: String, summary: String, source: String, check: @escaping @Sendable (ExploreObservation) -> String?
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.check = check
    }

    /// The built-in invariants, in the order they are checked.
    public static let builtIn: [Invariant] = [
        .delegateGrammar, .flagsAgree, .restInRange, .didScrollMoves, .finiteNumbers, .replayDeterministic,
    ]

    /// The built-in invariant named `name`, if any.
    public static func builtIn(named name: String) -> Invariant? { builtIn.first { $0.name == name } }
}

/// A broken invariant: which one, and why.
public struct InvariantViolation: Sendable, Equatable {
    /// The invariant's name (a built-in's, or `until` for the user's condition).
    public var invariant: String
    /// One line: what the log shows.
    public var reason: String

    /// A violation.
    public init(invariant: String, reason: String) {
        self.invariant = invariant
        self.reason = reason
    }

    /// `invariant: reason`, the one-line reason file's text.
    public var line: String { "\(invariant): \(reason)" }
}

extension TextLog.Line {
    /// `log line N (view event at T s)`, how a violation names the line.
    var place: String { "log line \(number) (\(view) \(event) at \(FixedPoint.format(time, decimals: 4)) s)" }

    /// Whether this is one of the delegate calls UIKit makes (not an input echo or a behaviour's line).
    var isDelegateCall: Bool { event == "didScroll" || TextLog.Line.delegateCalls.contains(event) }

    /// `UIScrollViewDelegate`'s calls as the log names them.
    static let delegateCalls: Set<String> = [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating", "didEndScrollingAnimation", "didScrollToTop", "willBeginZooming", "didZoom",
        "didEndZooming",
    ]
}
