/// The model's unverified constants that a device recording can settle (`scrollsim fit`), as
/// values a replay can change (`replay --model-options`, a trace's `modelOptions`). The defaults
/// are `ScrollConstants`' values: nothing changes unless a value is set.
public struct ModelConstants: Equatable, Sendable {
    /// Seconds of zoom animation per unit of `|ln(scale ratio)|` (default 0.3): the slope of the
    /// zoom bounce's duration ([UIScrollView26-Decompile] `_zoomAnimationDurationForScale:`, not
    /// measured on a device: **unverified**).
    public var zoomAnimationSecondsPerLogScale = ScrollConstants.zoomAnimationSecondsPerLogScale
    /// The zoom animation's shortest duration (s, default 0.1) ([UIScrollView26-Decompile], **unverified**).
    public var zoomAnimationMinimumDuration = ScrollConstants.zoomAnimationMinimumDuration
    /// The zoom animation's longest duration (s, default 0.4) ([UIScrollView26-Decompile], **unverified**).
    public var zoomAnimationMaximumDuration = ScrollConstants.zoomAnimationMaximumDuration
    /// The previous velocity's weight in the release velocity (default 0.75; the latest one's is
    /// 1 − it) ([UIKitCore-RE] §4, **unverified** on a device).
    public var releaseBlendPreviousWeight = ScrollConstants.releaseBlendPreviousWeight

    /// The defaults.
    public init() {}

    /// One constant: its name (the model options key), where it is read from, its bounds for a
    /// search and the public source of its default.
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
    ]

    /// The parameter named `name`, nil when there is none.
    public static func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// How long an animated zoom from `from` to `to` lasts with these constants (see
    /// `ZoomLimits.animationDuration(from:to:)`).
    public func zoomAnimationDuration(from: Double, to: Double) -> Double {
        ZoomLimits.animationDuration(
            from: from, to: to, secondsPerLogScale: zoomAnimationSecondsPerLogScale,
            minimum: zoomAnimationMinimumDuration, maximum: zoomAnimationMaximumDuration)
    }
}
