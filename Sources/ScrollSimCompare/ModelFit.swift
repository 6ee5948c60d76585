import ScrollSimLog
import ScrollSimTrace

/// `scrollsim fit`: the values of one or two model constants that bring the replays closest to their recordings.
///
/// Found by a bounded deterministic search.
///
/// The error of a set of constants is the root mean square, over every recorded frame of every
/// recording, of the frame's offset error and its zoom scale error times the view's width (how far
/// the content's far edge moves, pt). One constant: the error at ``gridPoints`` evenly spaced
/// values of its range (the curve printed), then a golden-section search between the best grid
/// value's neighbours, kept only when it lowers the error. Two constants: that search on each in
/// turn, ``rounds`` times.
package enum ModelFit {
    /// The evenly spaced values of a constant's range tried first (the error curve).
    package static let gridPoints = 21
    /// Golden-section steps after the grid: the bracket shrinks to 0.618^40 ≈ 4e-9 of two grid steps.
    package static let refinements = 40
    /// Passes over two constants (coordinate search).
    package static let rounds = 3

    /// A recording to fit against: the trace and what the device did.
    package typealias Recording = (trace: Trace, session: RecordedSession)

    /// The fit's outcome.
    package struct Result: Sendable {
        /// The constants searched, in the order given.
        package var parameters: [ModelConstants.Parameter]
        /// The constants before (the start) and after (the best found).
        package var before: ModelConstants, after: ModelConstants
        /// The error (pt) before and after.
        package var errorBefore: Double, errorAfter: Double
        /// Each constant's error curve over its grid, with the others at their start values.
        package var curves: [[(value: Double, error: Double)]]
    }

    /// The error (pt, RMS) of `constants` over `recordings`.
    package static func error(_ constants: ModelConstants, over recordings: [Recording]) throws(CompareError) -> Double
    {
        var sum = 0.0, count = 0
        for recording in recordings {
            let report = try RecordingComparison.compare(
                trace: recording.trace, recording: recording.session, constants: constants)
            let width = recording.trace.scrollView.frame.size.width
            for frame in report.frames {
                let scale = frame.scaleError * width
                sum += frame.error * frame.error + scale * scale
            }
            count += report.frames.count
        }
        return count == 0 ? 0 : (sum / Double(count)).squareRoot()
    }

    /// Searches `parameters` (one or two) from `start` over `recordings`.
    package static func fit(
        _ parameters: [ModelConstants.Parameter], over recordings: [Recording],
        from start: ModelConstants = ModelConstants()
    ) throws(CompareError) -> Result {
        var best = start
        var curves: [[(value: Double, error: Double)]] = []
        for parameter in parameters { curves.append(try curve(parameter, around: start, over: recordings)) }
        for _ in 0..<(parameters.count > 1 ? rounds : 1) {
            for (index, parameter) in parameters.enumerated() {
                let grid =
                    index < curves.count && best == start
                    ? curves[index] : try curve(parameter, around: best, over: recordings)
                var trial = best
                trial[keyPath: parameter.keyPath] = try refine(parameter, grid: grid, around: best, over: recordings)
                // Only a strictly smaller error moves a constant: one the recordings do not depend on
                // (a flat curve) keeps its value.
                if try error(trial, over: recordings) < error(best, over: recordings) { best = trial }
            }
        }
        return Result(
            parameters: parameters, before: start, after: best, errorBefore: try error(start, over: recordings),
            errorAfter: try error(best, over: recordings), curves: curves)
    }

    /// The error at each grid value of `parameter`, the others as in `constants`.
    static func curve(
        _ parameter: ModelConstants.Parameter, around constants: ModelConstants, over recordings: [Recording]
    ) throws(CompareError) -> [(value: Double, error: Double)] {
        var points: [(value: Double, error: Double)] = []
        for index in 0..<gridPoints {
            let value = parameter.lower + (parameter.upper - parameter.lower) * Double(index) / Double(gridPoints - 1)
            var trial = constants
            trial[keyPath: parameter.keyPath] = value
            points.append((value, try error(trial, over: recordings)))
        }
        return points
    }

    /// The golden-section minimum between the neighbours of `grid`'s best value (the first of equals).
    static func refine(
        _ parameter: ModelConstants.Parameter, grid: [(value: Double, error: Double)], around constants: ModelConstants,
        over recordings: [Recording]
    ) throws(CompareError) -> Double {
        var bestIndex = 0
        for index in grid.indices where grid[index].error < grid[bestIndex].error { bestIndex = index }
        var low = grid[max(bestIndex - 1, 0)].value, high = grid[min(bestIndex + 1, grid.count - 1)].value
        func value(_ x: Double) throws(CompareError) -> Double {
            var trial = constants
            trial[keyPath: parameter.keyPath] = x
            return try error(trial, over: recordings)
        }
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = high - ratio * (high - low), b = low + ratio * (high - low)
        var fa = try value(a), fb = try value(b)
        for _ in 0..<refinements {
            if fa <= fb {
                high = b
                b = a
                fb = fa
                a = high - ratio * (high - low)
                fa = try value(a)
            } else {
                low = a
                a = b
                fa = fb
                b = low + ratio * (high - low)
                fb = try value(b)
            }
        }
        let middle = (low + high) / 2
        // Never worse than the grid's best value.
        return try value(middle) <= grid[bestIndex].error ? middle : grid[bestIndex].value
    }
}
