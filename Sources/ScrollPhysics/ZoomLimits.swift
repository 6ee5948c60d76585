/// A scroll view's zoom-scale limits and the arithmetic UIKit does with them.
///
/// The resistance past a limit while a pinch is in progress, its inverse, the clamp, and the length of a zoom
/// animation.
///
/// The two rubber-band functions are `-[UIScrollView _zoomRubberBandScaleForScale:]` and
/// `_zoomScaleForRubberBandScale:` as decompiled in [UIScrollView26-Decompile] ~382K; the duration
/// is `_zoomAnimationDurationForScale:` of the same file. Apple documents none of them, and no
/// device measurement of them is published: **unverified** (a device recording of the scale per
/// frame during a pinch past a limit and its bounce would check them).
public struct ZoomLimits: Equatable, Sendable {
    /// `minimumZoomScale` (> 0).
    public var minimum: Double
    /// `maximumZoomScale` (≥ `minimum` for zooming to be possible).
    public var maximum: Double

    /// Limits from `minimum` to `maximum`.
    ///
    /// - Parameters:
    ///   - minimum: The smallest zoom scale.
    ///   - maximum: The largest zoom scale.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `scale` clamped into the limits (`_clampedZoomScale:allowRubberbanding: NO`).
    ///
    /// - Parameter scale: The zoom scale to clamp.
    /// - Returns: The nearest zoom scale within the limits.
    public func clamped(_ scale: Double) -> Double {
        min(max(scale, minimum), maximum)
    }

    /// True when `scale` lies within the limits.
    ///
    /// - Parameter scale: The zoom scale to test.
    /// - Returns: True when `scale` is within the limits.
    public func contains(_ scale: Double) -> Bool { scale >= minimum && scale <= maximum }

    /// The scale shown for a finger-driven (raw) scale past a limit.
    ///
    /// Above the maximum `max·(2 − max/s)`, below the minimum `min/(2 − s/min)`, unchanged between them.
    ///
    /// Both branches leave the limit with slope 1 and approach twice the maximum and half the
    /// minimum: a pinch can at most double the maximum or halve the minimum on screen
    /// ([UIScrollView26-Decompile] ~382K, `_zoomRubberBandScaleForScale:`; [UIScrollView26-Decompile]
    /// also asks it for 0 and ∞ to tell its haptic feedback the temporary limits). The
    /// alternative would be the offset band `x·d·c/(d + c·x)` applied to the scale, which a public
    /// re-implementation left commented out in favour of this one; **unverified** on a device.
    ///
    /// `coefficient` c (default 1, the decompiled function) generalises the band to
    /// `max·((1 + c) − c·max/s)` and `min/((1 + c) − c·s/min)`: slope c at the limit, approaching
    /// (1 + c)·max and min/(1 + c). It is scrollsim's handle for `scrollsim fit` (the model options'
    /// `zoomRubberBandCoefficient`), not a UIKit value; with c = 1 both forms compute the same bits.
    ///
    /// - Parameters:
    ///   - raw: The finger-driven zoom scale.
    ///   - c: The band's slope at the limit (default: 1, UIKit's band).
    /// - Returns: The zoom scale shown.
    public func banded(_ raw: Double, coefficient c: Double = 1) -> Double {
        if raw > maximum { return maximum * ((1 + c) - c * (maximum / raw)) }
        if raw < minimum { return minimum / ((1 + c) - c * (raw / minimum)) }
        return raw
    }

    /// The raw scale that shows as `banded`, the inverse of `banded(_:coefficient:)`.
    ///
    /// The raw scale that shows as `banded` (the inverse of `banded(_:coefficient:)`,
    /// `_zoomScaleForRubberBandScale:` [UIScrollView26-Decompile] ~382K). A shown scale at or beyond
    /// (1 + c) times the maximum or at or below the minimum over (1 + c) has no raw scale; it maps
    /// to the largest or smallest finite one.
    ///
    /// - Parameters:
    ///   - banded: The zoom scale shown.
    ///   - c: The band's slope at the limit (default: 1, UIKit's band).
    /// - Returns: The finger-driven zoom scale.
    public func raw(banded: Double, coefficient c: Double = 1) -> Double {
        if banded > maximum {
            let fraction = banded / maximum
            guard fraction < 1 + c else { return Double.greatestFiniteMagnitude }
            return c * maximum / ((1 + c) - fraction)
        }
        if banded < minimum {
            let fraction = minimum / banded
            guard fraction < 1 + c else { return Double.leastNormalMagnitude }
            return minimum * ((1 + c) - fraction) / c
        }
        return banded
    }

    /// How long an animated zoom from `from` to `to` lasts, in seconds.
    ///
    /// How long an animated zoom from `from` to `to` lasts (s): `min(0.3·|ln to − ln from| + 0.1,
    /// 0.4)` (`_zoomAnimationDurationForScale:` [UIScrollView26-Decompile] ~383K; the same formula
    /// sets the bounce back to a limit and an animated `setZoomScale`/`zoom(to:)`). So a doubling
    /// or halving takes 0.308 s and anything beyond a factor of 2.72 the full 0.4 s; an unchanged
    /// scale 0.1 s. **Unverified** on a device; the alternative, UIView's default 0.2 s, has no
    /// source for zooming.
    /// `secondsPerLogScale`, `minimum` and `maximum` replace the three constants (a replay's model
    /// options, `scrollsim fit`).
    ///
    /// - Parameters:
    ///   - from: The starting zoom scale.
    ///   - to: The final zoom scale.
    ///   - secondsPerLogScale: The seconds per unit of the scales' log ratio (default: 0.3).
    ///   - minimum: The shortest duration, in seconds (default: 0.1).
    ///   - maximum: The longest duration, in seconds (default: 0.4).
    /// - Returns: The animation's duration, in seconds.
    public static func animationDuration(
        from: Double, to: Double, secondsPerLogScale: Double = ScrollConstants.zoomAnimationSecondsPerLogScale,
        minimum: Double = ScrollConstants.zoomAnimationMinimumDuration,
        maximum: Double = ScrollConstants.zoomAnimationMaximumDuration
    ) -> Double {
        guard from > 0, to > 0 else { return maximum }
        let change = abs(DeterministicMath.log(to) - DeterministicMath.log(from))
        return min(change * secondsPerLogScale + minimum, maximum)
    }
}
