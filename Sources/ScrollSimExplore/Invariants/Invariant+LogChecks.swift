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
        var number = 0
        for line in observation.text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            for word in line.split(whereSeparator: { " ,()…→×".contains($0) }) {
                let lower = word.lowercased()
                if ["nan", "-nan", "inf", "-inf", "+inf", "infinity", "-infinity"].contains(lower) {
                    return "log line \(number): a non-finite number (\(word))"
                }
            }
        }
        return nil
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
