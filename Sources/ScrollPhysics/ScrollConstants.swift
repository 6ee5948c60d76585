/// UIScrollView's numbers, each with the source it comes from.
///
/// Velocities here are in UIKit's own unit, points per millisecond, because that is how the
/// sources state them; code converts with `UIKitUnits` where it meets seconds.
public enum ScrollConstants {
    /// Finger travel before a scroll view's pan begins: 10 pt.
    ///
    /// Finger travel before a scroll view's pan begins: 10 pt, and the content then lags the finger
    /// by exactly this much (no jump). `_scrollHysteresis` returns 10.0 in Apple's own scroll-view
    /// stand-ins [Repo-iOS26Restore]; measured: begins on the event at ≥ 10 pt of travel [Repo-OpenUIKit].
    public static let panHysteresis: Double = 10

    /// Change of the distance between two fingers before a pinch begins: 8 pt.
    ///
    /// Change of the distance between two fingers before a pinch begins: 8 pt
    /// (`_UIPinchGestureRecognizerDriver` sets `_hysteresis = 8.0` and begins once
    /// `|distance − initial distance| > hysteresis` [PinchDriver-Decompile]; Apple only says "when the
    /// user moves the two fingers enough" [Apple-UIPinchGestureRecognizer]). The initial distance is
    /// then moved 8 pt towards the current one, so the scale starts near 1 without a jump.
    public static let pinchHysteresis: Double = 8

    /// The weights of a two-finger move's pinching, rotation and translation components.
    ///
    /// The weights `_UIGestureRecognizerTransformAnalyzer` gives a two-finger move's pinching (4.0),
    /// rotation (0.5) and translation (0.5) components; the pinch applies a new scale only when pinching
    /// is the dominant (largest weighted) component, otherwise it holds its scale [PinchDriver-Decompile].
    /// How the analyzer measures each component was not read: the model weighs the move's change of
    /// finger distance, the sideways travel of one finger relative to the other, and the centroid's
    /// travel, all in points (**choice**, unverified on a device).
    public static let pinchDominanceWeights = (pinching: 4.0, rotation: 0.5, translation: 0.5)

    /// How long the offset takes to settle into range after a pinch that ended within the zoom limits: 0.2 s.
    ///
    /// How long the offset takes to settle into range after a pinch that ended within the zoom
    /// limits with the offset outside the range (0.2 s): UIKit sends `scrollViewDidEndZooming` and
    /// then runs `UIView.animateWithDuration:0.2` around `_adjustContentOffsetIfNecessary`
    /// [UIScrollView26-Decompile] `_updatePinchGestureForState:`. Consistent (decompile), unverified on
    /// a device.
    public static let pinchEndOffsetAdjustmentDuration: Double = 0.2

    /// Seconds of zoom animation per unit of |ln(scale change)|: 0.3.
    ///
    /// Seconds of zoom animation per unit of |ln(scale change)| (0.3), its floor (0.1 s) and its cap
    /// (0.4 s): `_zoomAnimationDurationForScale:` [UIScrollView26-Decompile] ~383K. **Unverified** on a
    /// device (see `ZoomLimits.animationDuration`).
    public static let zoomAnimationSecondsPerLogScale: Double = 0.3
    /// The shortest zoom animation (s), see `zoomAnimationSecondsPerLogScale`.
    public static let zoomAnimationMinimumDuration: Double = 0.1
    /// The longest zoom animation (s), see `zoomAnimationSecondsPerLogScale`.
    public static let zoomAnimationMaximumDuration: Double = 0.4

    /// Rubber-band coefficient c in `x·d·c/(d + c·x)`: 0.55.
    ///
    /// `__UIScrollViewRubberBandCoefficient` = 0.55 [UIKitCore-RE] §1; measured fits converge to 0.550–0.5522
    /// [Repo-OpenUIKit].
    public static let rubberBandCoefficient: Double = 0.55

    /// Release speed below which there is no fling: 0.25 pt/ms (250 pt/s).
    ///
    /// Release speed below which there is no fling: |v|² < 0.0625, i.e. 0.25 pt/ms (250 pt/s),
    /// tested on the latest raw drag velocity [UIKitCore-RE] §4; agrees with touch_calib [UIKit-Recordings].
    public static let flingFloor: Double = 0.25

    /// Release speed from which a flick counts towards the repeated-flick streak: 0.6 pt/ms.
    ///
    /// Release speed from which a flick counts towards the repeated-flick ("fast scroll") streak:
    /// |v|² ≥ 0.36, i.e. 0.6 pt/ms [UIKitCore-RE] §4.
    public static let fastScrollFlickSpeed: Double = 0.6

    /// Deceleration stops once the speed falls below this: 0.01 pt/ms (10 pt/s).
    ///
    /// Deceleration stops once the speed falls below 0.01 pt/ms (10 pt/s): the `velocityFloor`
    /// [UIKitCore-RE], "decel stop at 10 pt/s" [Repo-OpenUIKit]. The same 0.01 is subtracted in the
    /// reported target projection.
    public static let stopSpeed: Double = 0.01

    /// Per-millisecond decay of an out-of-bounds displacement, independent of the deceleration rate: 0.99.
    ///
    /// K = 0.99^Δt in `_getBouncingDecelerationOffset` (the `-0.01005` = ln 0.99 constant) [UIKitCore-RE] §2, also the
    /// decompiled iBooks `THGuidedPanColumnAnimator` [Repo-iOS26Restore].
    public static let bounceDecay: Double = 0.99

    /// An axis counts as bouncing while it is outside (min − 0.5, max + 0.5) (pt).
    ///
    /// From [UIScrollView-Decompile]; measured traces snap to the edge once |d| ≈ 0.45 pt, so the threshold is in
    /// points [UIKit-Recordings].
    public static let bounceSettleDistance: Double = 0.5

    /// Display-link frames shorter than 1 ms are skipped by the deceleration driver [UIKitCore-RE],
    /// [UIScrollView-Decompile].
    ///
    /// In milliseconds.
    public static let minimumFrameStep: Double = 1

    /// Directional lock: tan 20°, the slope below which a pan locks to the horizontal axis.
    ///
    /// Directional lock: a pan within 20° of horizontal locks to x, beyond 70° to y
    /// (0.349066 / 1.22173 rad in `_centroidMovedTo:` [UIKitCore-RE] §7). Stored as tangents so the
    /// test needs no arctangent: tan 20° and tan 70°.
    public static let directionalLockTangentLow: Double = 0.36397023426620234
    /// tan 70°, see `directionalLockTangentLow`.
    public static let directionalLockTangentHigh: Double = 2.7474774194546216

    /// Animation length of `setContentOffset(_:animated:)` and scroll-to-top: 0.3 s.
    ///
    /// `setContentOffset(_:animated:)` and scroll-to-top animation length: 0.3 s
    /// (`_setAutoscrolling:NO` resets `_contentOffsetAnimationDuration` to 0.3 [UIScrollView-Decompile] ~721K;
    /// "cosine ease-in-out over 0.3 s" [Repo-OpenUIKit]). In seconds.
    public static let contentOffsetAnimationDuration: Double = 0.3

    /// The decay per ms of a retargeted deceleration whose solved speed is below the fling floor: 0.985.
    ///
    /// Such a deceleration uses this factor instead ([UIScrollView-Decompile] ~486K–501K, which solves
    /// `v' = s + D·0.0151136378`, −ln 0.985; scrollsim solves with the integrator's reach, see `ScrollView+Release`).
    public static let retargetSlowFactor: Double = 0.985

    /// A retargeted deceleration never decays slower than this factor [UIScrollView-Decompile].
    public static let retargetFactorCap: Double = 0.999

    /// The smallest factor a retargeted deceleration uses.
    ///
    /// [UIScrollView-Decompile] shows no lower bound; a solved factor that underflows to 0 would stop the motion dead,
    /// so scrollsim keeps it at 10⁻⁹ (the axis then stops within a millisecond and crawls the rest). **Choice** for a
    /// degenerate case.
    public static let retargetFactorFloor: Double = 1e-9

    /// Speed of the constant crawl that finishes a retargeted deceleration that ran out of speed: 0.01 pt/ms.
    ///
    /// Speed of the constant crawl that finishes a retargeted deceleration that ran out of speed
    /// before reaching its target, moving linearly in time. [UIScrollView-Decompile] shows the crawl (a table value
    /// pointing at the target) but its value was not visible; scrollsim uses the stop speed itself
    /// (0.01 pt/ms = 10 pt/s, one pixel every two 60 Hz frames at 3×). **Choice**, alternative: any
    /// small constant; it only changes how long the last pixels take.
    public static let retargetCrawlSpeed: Double = 0.01

    /// Paging: a page flick needs more than 0.3 pt/ms on the last raw velocity sample.
    ///
    /// From [UIScrollView-Decompile] `_prepareToPage…` ~625K.
    public static let pagingFlickSpeed: Double = 0.3

    /// Paging: the settle integrator's initial speed is clamped to ±3 pt/ms [UIKitCore-RE] §4.
    public static let pagingMaximumSpeed: Double = 3

    /// Repeated-flick streak: a touch-down more than 1.0 s after the last release ends it [UIKitCore-RE] §4.
    ///
    /// In seconds.
    public static let fastScrollStreakWindow: Double = 1.0

    /// Repeated-flick streak: a drag slower than 0.13 pt/ms ends it [UIKitCore-RE] §4.
    public static let fastScrollMinimumDragSpeed: Double = 0.13

    /// Repeated-flick streak: the multiplier never exceeds 16 [UIKitCore-RE] §4.
    public static let fastScrollMaximumMultiplier: Double = 16

    /// Release blend: the previous drag sample's weight in the release velocity, 0.75.
    ///
    /// Release blend: when the previous drag sample is non-zero, the release velocity is
    /// `0.75·previous + 0.25·latest` (`_endPanNormal:`, [UIKitCore-RE] §4). This is the previous
    /// sample's weight.
    public static let releaseBlendPreviousWeight: Double = 0.75

    /// Release blend: the latest drag sample's weight, 0.25 ([UIKitCore-RE] §4).
    public static let releaseBlendLatestWeight: Double = 0.25

    /// Retargeting: a distance to the rewritten target below 1.19e-7 pt counts as none.
    ///
    /// That axis's velocity is zeroed ([UIScrollView-Decompile] ~486K; the single-precision epsilon).
    public static let retargetDistanceEpsilon: Double = 1.19e-7

    /// Repeated-flick streak: the multiplier grows from the third counted flick on.
    ///
    /// From [UIKitCore-RE] §4: `_fastScrollCount >= 3`.
    public static let fastScrollFirstGrowingCount = 3

    /// Repeated-flick streak: each counted flick after the third adds half a step to the growth factor.
    ///
    /// The factor is `1 + (count − 3)/2` ([UIKitCore-RE] §4).
    public static let fastScrollGrowthPerFlick: Double = 0.5

    /// Repeated-flick streak: the drag distance (pt) that makes one full step, `distance/240`.
    ///
    /// Hard-coded on the touch path, [UIKitCore-RE] §4.
    public static let fastScrollDistanceScale: Double = 240

    /// Repeated-flick streak: the distance term is capped at 0.9, `min(distance/240, 0.9)`
    /// ([UIKitCore-RE] §4).
    public static let fastScrollMaximumDistanceTerm: Double = 0.9

    /// Paging spring: the width above which fixed constants apply, 1024 pt.
    ///
    /// Paging spring: widths above 1024 pt use fixed constants (`_pagingSpringPull`,
    /// `_defaultPagingFriction`, [UIScrollView-Decompile] ~74K, ~560K). In points.
    public static let pagingWideWidth: Double = 1024

    /// Paging spring pull per ms for a width of at most 1024 pt: the intercept, 0.000359090909.
    ///
    /// Paging spring pull per ms for a width W ≤ 1024 pt: `0.000359090909 − 1.84659091e-7·W`
    /// ([UIScrollView-Decompile] ~74K; the same formula in Apple's decompiled Tips app,
    /// [Repo-iOS26Restore]). This is the intercept.
    public static let pagingSpringPullIntercept: Double = 0.000359090909

    /// Paging spring pull: the slope per point of width, 1.84659091e-7 (subtracted).
    public static let pagingSpringPullSlope: Double = 1.84659091e-7

    /// Paging spring pull above 1024 pt: 0.00017 per ms.
    public static let pagingWideSpringPull: Double = 0.00017

    /// Paging friction (velocity kept per ms) for a width of at most 1024 pt: the intercept, 0.966818182.
    ///
    /// Paging friction (velocity kept per ms) for W ≤ 1024 pt: `0.966818182 + 9.94318182e-6·W`
    /// ([UIScrollView-Decompile] ~560K). This is the intercept.
    public static let pagingFrictionIntercept: Double = 0.966818182

    /// Paging friction: the slope per point of width, 9.94318182e-6.
    public static let pagingFrictionSlope: Double = 9.94318182e-6

    /// Paging friction above 1024 pt: 0.977 per ms.
    public static let pagingWideFriction: Double = 0.977

    /// Paging anti-stall: below 0.5 pt/ms, a frame that leaves the rounded position unchanged moves one pixel.
    ///
    /// When a frame leaves the rounded position unchanged and the speed is below 0.5 pt/ms, the position moves one
    /// device pixel toward the page ([UIScrollView-Decompile] ~581K).
    public static let pagingAntiStallSpeed: Double = 0.5

    /// Paging stop: below the stop speed and within 1 pt of the page, the axis snaps onto it ([UIScrollView-Decompile]
    /// ~581K).
    ///
    /// In points.
    public static let pagingSnapDistance: Double = 1

    /// Paging stop: an axis that swung past its page and back snaps onto it below 0.1 pt/ms
    /// ([UIScrollView-Decompile] ~581K).
    public static let pagingSwingBackStopSpeed: Double = 0.1
}
