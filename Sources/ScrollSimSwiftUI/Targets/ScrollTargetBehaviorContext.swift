/// SwiftUI's `ScrollTargetBehaviorContext`, with the public initializer SwiftUI lacks.
///
/// See [Apple-ScrollTargetBehaviorContext]; the initializer lets a test call a behaviour's `updateTarget` directly.
///
/// **The velocity's unit** is not documented. The attachment reports points per millisecond by
/// default (`ScrollTargetVelocityUnit`), UIKit's delegate unit, which behaviours run on iOS devices
/// assume (`-dy > 1.5` in the widely copied pull-to-search pattern, [Repo-PullToSearch]); macOS
/// behaviours are tuned to points per second (`.pointsPerSecond`). Indirect evidence, unverified on
/// a device. The direction is the content's (positive: towards larger offsets), as UIKit's
/// delegate gives it. Targets are in SwiftUI's coordinates: aligned inside the insets, so a target
/// origin of 0 is the exact top.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
    /// The original target when the scroll gesture began.
    public var originalTarget: ScrollTarget
    /// The current velocity of the scroll gesture (see the type's note on its unit).
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the container: the bounds minus the adjusted content insets.
    public var containerSize: CGSize
    /// The axes in which the view scrolls.
    public var axes: Axis.Set
    /// The environment, read through the dynamic-member subscript.
    public var environment: EnvironmentValues
    /// The frames (content coordinates) of the views of the scroll target layout.
    ///
    /// `ViewAlignedScrollTargetBehavior` aligns to them (SwiftUI gathers them from `scrollTargetLayout()`; here the
    /// attachment supplies them).
    public var targetLayoutFrames: [CGRect]

    /// A context for tests and the attachment, with the members SwiftUI's context exposes.
    ///
    /// SwiftUI has no public initializer, so this one is scrollsim's own.
    ///
    /// - Parameters:
    ///   - originalTarget: The target when the gesture began (its rect in content coordinates).
    ///   - velocity: The gesture's velocity, in the content's direction, in the attachment's
    ///     `ScrollTargetVelocityUnit` (points per millisecond unless the attachment says otherwise).
    ///   - contentSize: The size of the content, in points.
    ///   - containerSize: The bounds minus the adjusted content insets, in points.
    ///   - axes: The axes the view scrolls in.
    ///   - environment: The environment the behaviour reads (default: SwiftUI's defaults).
    ///   - targetLayoutFrames: The frames of the scroll target layout's views, in content
    ///     coordinates, for `ViewAlignedScrollTargetBehavior` (default: none).
    public init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
        axes: Axis.Set, environment: EnvironmentValues = EnvironmentValues(), targetLayoutFrames: [CGRect] = []
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.environment = environment
        self.targetLayoutFrames = targetLayoutFrames
    }

    /// An environment value, as SwiftUI's context offers it (`context.horizontalSizeClass`).
    ///
    /// - Parameter keyPath: The environment value's key path.
    /// - Returns: The value in the context's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}
