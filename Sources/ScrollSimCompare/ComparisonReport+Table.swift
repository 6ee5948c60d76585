extension ComparisonReport {
    /// The fidelity table's head (Markdown): one row per recording follows (``tableRow``).
    package static let tableHead = """
        | recording | gesture (phases of motion) | worst sample | p95 | callbacks identical? |
        |---|---|---|---|---|

        """

    /// The phases of motion the recording went through, in order, rest aside (`tracking → bounce`).
    package var gesture: String {
        var phases: [MotionPhase] = []
        for frame in frames where frame.phase != .rest && phases.last != frame.phase { phases.append(frame.phase) }
        return phases.isEmpty ? "rest" : phases.map(\.rawValue).joined(separator: " → ")
    }

    /// This recording's row of the fidelity table.
    ///
    /// Its name, gesture, worst sample (with its time and phase), p95 and whether the delegate calls are identical.
    package var tableRow: String {
        let all = worst
        let phase = frames.first { $0.time == all.worstTime && $0.error == all.maximum }?.phase.rawValue ?? "all"
        let sample = "\(number(all.maximum, 3)) pt at \(number(all.worstTime, 4)) s (\(phase))"
        let identical = firstDifference.map { "no (#\($0 + 1))" } ?? "yes"
        return "| \(name) | \(gesture) | \(sample) | \(number(all.p95, 3)) pt | \(identical) |\n"
    }
}
