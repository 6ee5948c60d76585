/// The state of one shrink: the best trace so far, the tries, the clock and the limits.
///
/// Passes propose candidates with ``tryCandidate(_:)``; an accepted candidate that is smaller becomes the best.
final class ShrinkSearch {
    /// The smallest interesting trace so far.
    private(set) var best: TraceDocument
    /// Its bytes.
    private(set) var bestBytes: [UInt8]
    /// Candidates tried (the input's own check not counted; repeats are not tried again).
    private(set) var tries = 0
    /// Why the search stopped, once a limit was reached.
    private(set) var stop: ShrinkStop?

    private let limits: ShrinkLimits
    private let progress: ((ShrinkProgress) -> Void)?
    private let isInteresting: (TraceDocument) -> Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastReport: ContinuousClock.Instant
    private let before: (events: Int, bytes: Int)
    private var bestSize: Size
    /// Fingerprints of the candidates already tried (FNV-1a 64 of their bytes).
    private var tried: Set<UInt64> = []

    init(
        input: ShrinkCandidate, limits: ShrinkLimits, progress: ((ShrinkProgress) -> Void)?,
        isInteresting: @escaping (TraceDocument) -> Bool
    ) {
        best = input.document
        bestBytes = input.bytes
        bestSize = Size(input.document, bytes: input.bytes.count)
        self.limits = limits
        self.progress = progress
        self.isInteresting = isInteresting
        start = clock.now
        lastReport = start
        before = (input.document.events.count, bestBytes.count)
        tried.insert(Self.fingerprint(bestBytes))
    }

    /// True once a limit was reached: passes stop proposing.
    var isStopped: Bool { stop != nil }

    /// Tries `candidate`, and makes it the best when it is smaller and interesting.
    ///
    /// Tries `candidate`: when it is smaller than the best (``Size``) and interesting, it becomes the best and true is
    /// returned. Candidates that are not smaller, or were tried before, are not run (and not counted).
    @discardableResult
    func tryCandidate(_ candidate: TraceDocument) -> Bool {
        guard stop == nil else { return false }
        let bytes = candidate.bytes
        let size = Size(candidate, bytes: bytes.count)
        guard size < bestSize else { return false }
        guard tried.insert(Self.fingerprint(bytes)).inserted else { return false }
        if let reason = limitReached() {
            stop = reason
            return false
        }
        tries += 1
        let accepted = isInteresting(candidate)
        if accepted {
            best = candidate
            bestBytes = bytes
            bestSize = size
        }
        report(force: accepted)
        return accepted
    }

    /// The progress figures now.
    var currentProgress: ShrinkProgress {
        ShrinkProgress(
            tries: tries, events: (before.events, best.events.count), bytes: (before.bytes, bestBytes.count),
            elapsed: seconds(clock.now - start))
    }

    private func limitReached() -> ShrinkStop? {
        if limits.isCancelled() { return .cancelled }
        if let maxTries = limits.maxTries, tries >= maxTries { return .maxTries }
        if let maxSeconds = limits.maxSeconds, seconds(clock.now - start) >= maxSeconds { return .maxTime }
        return nil
    }

    private func report(force: Bool) {
        guard let progress else { return }
        let now = clock.now
        guard force || seconds(now - lastReport) >= 1 else { return }
        lastReport = now
        progress(currentProgress)
    }

    private func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// How big a trace is, compared in order: events, then bytes, then the time its events span.
    ///
    /// The span is the last event's time plus its gesture's duration and holds, less the first event's time. Every pass
    /// makes the trace strictly smaller in this order, so the search ends.
    struct Size: Comparable {
        var events: Int
        var bytes: Int
        var span: Double

        init(_ document: TraceDocument, bytes: Int) {
            events = document.events.count
            self.bytes = bytes
            var first = Double.infinity, last = -Double.infinity
            for event in document.events {
                guard case .object(let object) = event, case .number(let time)? = object["t"] else { continue }
                var end = time
                for key in ["duration", "hold", "holdBefore"] {
                    if case .number(let extra)? = object[key] { end += extra }
                }
                if case .array(let points)? = object["points"], case .object(let point)? = points.last,
                    case .number(let extra)? = point["t"]
                {
                    end += extra
                }
                first = min(first, time)
                last = max(last, end)
            }
            span = first.isFinite ? last - first : 0
        }

        static func < (lhs: Size, rhs: Size) -> Bool {
            (lhs.events, lhs.bytes, lhs.span) < (rhs.events, rhs.bytes, rhs.span)
        }
    }

    /// FNV-1a, 64 bits (http://www.isthe.com/chongo/tech/comp/fnv/).
    ///
    /// A fixed function, so the set of candidates skipped is the same on every run.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
