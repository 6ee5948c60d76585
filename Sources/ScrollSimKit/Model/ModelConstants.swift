/// The model's unverified constants that a device recording can settle, as values a replay can change.
///
/// The model's unverified constants that a device recording can settle (`scrollsim fit`), as
/// values a replay can change (`replay --model-options`, a trace's `modelOptions`). The defaults
/// are `ScrollConstants`' values: nothing changes unless a value is set.
public struct ModelConstants: Equatable, Sendable {
    /// Seconds of zoom animation per unit of `|ln(scale ratio)|` (default 0.3).
    ///
    /// The slope of the zoom bounce's duration ([UIScrollView26-Decompile] `_zoomAnimationDurationForScale:`, not
    /// measured on a device: **unverified**).
    public var zoomAnimationSecondsPerLogScale = ScrollConstants.zoomAnimationSecondsPerLogScale
    /// The zoom animation's shortest duration (s, default 0.1) ([UIScrollView26-Decompile], **unverified**).
    public var zoomAnimationMinimumDuration = ScrollConstants.zoomAnimationMinimumDuration
    /// The zoom animation's longest duration (s, default 0.4) ([UIScrollView26-Decompile], **unverified**).
    public var zoomAnimationMaximumDuration = ScrollConstants.zoomAnimationMaximumDuration
    /// The previous velocity's weight in the release velocity (default 0.75; the latest one's is 1 − it).
    ///
    /// From [UIKitCore-RE] §4, **unverified** on a device.
    public var releaseBlendPreviousWeight = ScrollConstants.releaseBlendPreviousWeight
    /// The zoom animations' timing curve, a cubic Bézier through (0, 0), (x1, 0), (x2, 1), (1, 1): x1 (default 0.42).
    ///
    /// UIKit runs the bounce as `animateWithDuration:…options:4`, curve bits 0, ease-in-out ([UIScrollView26-Decompile]
    /// ~385K), whose control points are (0.42, 0, 0.58, 1) ([Apple-CAMediaTimingFunction]); not measured on a
    /// device: **unverified**.
    public var zoomAnimationCurveX1 = 0.42
    /// The zoom animations' curve's x2 (default 0.58), see `zoomAnimationCurveX1`.
    public var zoomAnimationCurveX2 = 0.58
    /// The pinch's rubber band past the zoom limits: the slope c of the shown scale at a limit (default 1).
    ///
    /// The pinch's rubber band past the zoom limits: the slope c of the shown scale at a limit
    /// (default 1, the decompiled `_zoomRubberBandScaleForScale:`, [UIScrollView26-Decompile] ~382K;
    /// see `ZoomLimits.banded(_:coefficient:)`). **Unverified** on a device.
    public var zoomRubberBandCoefficient = 1.0
    /// The bounce back after an overscroll: the out-of-range displacement decays by K per ms (default 0.99).
    ///
    /// A time constant of 99.5 ms; `_getBouncingDecelerationOffset`'s −0.01005 = ln 0.99, [UIKitCore-RE] §2; it agrees
    /// with the Simulator's rubberband_top recording [UIKit-Recordings], not measured on a device: **unverified**
    /// there.
    public var offsetBounceDecayPerMillisecond = ScrollConstants.bounceDecay
    /// The pan velocity estimator's window: the newest sample's weight (default 0.2).
    ///
    /// The previous one's is 1 − it; `PanVelocityEstimator.currentSampleWeight`, [UIKitCore-RE] §4, §7; **unverified**
    /// on a device.
    public var panVelocityCurrentWeight = PanVelocityEstimator.currentSampleWeight
    /// A factor on the paging spring's pull (default 1: the width-dependent `_pagingSpringPull`).
    ///
    /// From [UIScrollView-Decompile] ~74K; **unverified** on a device.
    public var pagingSpringPullScale = 1.0
    /// A factor on the paging spring's damping, the velocity lost per ms (default 1).
    ///
    /// Default 1: the width-dependent `_defaultPagingFriction`, [UIScrollView-Decompile] ~560K; **unverified** on a
    /// device.
    public var pagingSpringDampingScale = 1.0

    /// The defaults.
    public init() {}

    /// One constant: its name, where it is read from, its search bounds and the source of its default.
    ///
    /// The name is the model options key; the source is public.
    public struct Parameter: Sendable {
        /// The key in a model options object (`zoomAnimationSecondsPerLogScale`).
        public let name: String
        /// The value in a set of constants.
        public let keyPath: WritableKeyPath<ModelConstants, Double> & Sendable
        /// The range `scrollsim fit` searches and a model options file may set.
        public let lower: Double, upper: Double
        /// Where the default comes from, one line.
        public let source: String
    }

    /// Every constant a replay can change, in `scrollsim fit --list`'s order.
    public static let parameters: [Parameter] = [
        Parameter(
            name: "zoomAnimationSecondsPerLogScale", keyPath: \.zoomAnimationSecondsPerLogScale, lower: 0.05,
            upper: 1, source: "UIScrollView decompile, _zoomAnimationDurationForScale: (unverified)"),
        Parameter(
            name: "zoomAnimationMinimumDuration", keyPath: \.zoomAnimationMinimumDuration, lower: 0.01, upper: 0.4,
            source: "UIScrollView decompile, _zoomAnimationDurationForScale: (unverified)"),
        Parameter(
            name: "zoomAnimationMaximumDuration", keyPath: \.zoomAnimationMaximumDuration, lower: 0.1, upper: 1,
            source: "UIScrollView decompile, _zoomAnimationDurationForScale: (unverified)"),
        Parameter(
            name: "releaseBlendPreviousWeight", keyPath: \.releaseBlendPreviousWeight, lower: 0, upper: 1,
            source: "UIKitCore reverse engineering §4, the 0.75/0.25 blend (unverified)"),
        Parameter(
            name: "zoomAnimationCurveX1", keyPath: \.zoomAnimationCurveX1, lower: 0, upper: 1,
            source: "UIScrollView decompile, ease-in-out; CAMediaTimingFunction (0.42, 0, 0.58, 1) (unverified)"),
        Parameter(
            name: "zoomAnimationCurveX2", keyPath: \.zoomAnimationCurveX2, lower: 0, upper: 1,
            source: "UIScrollView decompile, ease-in-out; CAMediaTimingFunction (0.42, 0, 0.58, 1) (unverified)"),
        Parameter(
            name: "zoomRubberBandCoefficient", keyPath: \.zoomRubberBandCoefficient, lower: 0.25, upper: 3,
            source: "UIScrollView decompile, _zoomRubberBandScaleForScale: (unverified)"),
        Parameter(
            name: "offsetBounceDecayPerMillisecond", keyPath: \.offsetBounceDecayPerMillisecond, lower: 0.95,
            upper: 0.999, source: "UIKitCore reverse engineering §2, _getBouncingDecelerationOffset (unverified)"),
        Parameter(
            name: "panVelocityCurrentWeight", keyPath: \.panVelocityCurrentWeight, lower: 0.05, upper: 1,
            source: "UIKitCore reverse engineering §4, §7, the 0.2/0.8 window (unverified)"),
        Parameter(
            name: "pagingSpringPullScale", keyPath: \.pagingSpringPullScale, lower: 0.25, upper: 4,
            source: "UIScrollView decompile, _pagingSpringPull (unverified)"),
        Parameter(
            name: "pagingSpringDampingScale", keyPath: \.pagingSpringDampingScale, lower: 0.25, upper: 3,
            source: "UIScrollView decompile, _defaultPagingFriction (unverified)"),
    ]

    /// The parameter named `name`, nil when there is none.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The parameter, or nil.
    public static func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// The zoom animations' timing curve with these constants (UIKit's ease-in-out by default).
    public var zoomAnimationCurve: TimingCurve {
        .cubicBezier(x1: zoomAnimationCurveX1, y1: 0, x2: zoomAnimationCurveX2, y2: 1)
    }

    /// The paging spring's factors with these constants.
    public var pagingSpringScale: PagingAxis.SpringScale {
        PagingAxis.SpringScale(pull: pagingSpringPullScale, damping: pagingSpringDampingScale)
    }

    /// How long an animated zoom from `from` to `to` lasts with these constants (see
    /// `ZoomLimits.animationDuration(from:to:)`).
    ///
    /// - Parameters:
    ///   - from: The starting zoom scale.
    ///   - to: The final zoom scale.
    /// - Returns: The duration, in seconds.
    public func zoomAnimationDuration(from: Double, to: Double) -> Double {
        ZoomLimits.animationDuration(
            from: from, to: to, secondsPerLogScale: zoomAnimationSecondsPerLogScale,
            minimum: zoomAnimationMinimumDuration, maximum: zoomAnimationMaximumDuration)
    }
}
