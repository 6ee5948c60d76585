/// SwiftUI's `ScrollTargetBehavior` ([Apple-ScrollTargetBehavior]): decides where a scroll ends.
///
/// A behaviour written for iOS 17+ against SwiftUI compiles against this protocol with only the
/// import changed. Attach one to a simulated scroll view with `ScrollTargetBehaviorAttachment`:
/// `updateTarget` is then called when a drag ends and when the view's size changes.
public protocol ScrollTargetBehavior {
    /// The context of `updateTarget`.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The properties context (iOS 18.4).
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    /// The properties (iOS 18.4).
    typealias Properties = ScrollTargetBehaviorProperties

    /// Updates the proposed target that the scrollable view should scroll to.
    ///
    /// - Parameters:
    ///   - target: The proposed target, updated in place.
    ///   - context: The gesture's velocity and the scroll view's geometry.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// Properties of this behaviour (iOS 18.4; the default: `Properties()`).
    ///
    /// - Parameter context: The scroll view's axes and environment.
    /// - Returns: The behaviour's properties.
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    /// The default properties: `limitsScrolls` false.
    ///
    /// - Parameter context: The scroll view's axes and environment.
    /// - Returns: Properties with `limitsScrolls` false.
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// SwiftUI's `ScrollTargetBehaviorProperties` ([Apple-ScrollTargetBehaviorProperties]).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether the behaviour prefers shorter scrolls (default false).
    ///
    /// Read by this module's attachment for logging only: what SwiftUI does with it is not documented.
    public var limitsScrolls = false

    /// The default properties.
    public init() {}
}

/// SwiftUI's `ScrollTargetBehaviorPropertiesContext` ([Apple-ScrollTargetBehaviorProperties]).
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// The environment.
    public var environment: EnvironmentValues

    /// A context for tests and the attachment.
    ///
    /// - Parameters:
    ///   - axes: The axes the view scrolls in.
    ///   - environment: The environment the behaviour reads (default: SwiftUI's defaults).
    public init(axes: Axis.Set, environment: EnvironmentValues = EnvironmentValues()) {
        self.axes = axes
        self.environment = environment
    }
}
