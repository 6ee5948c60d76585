import ScrollSimKit

/// The `behavior` object of a trace's `scrollView`.
///
/// Which behaviour plug-in becomes the scroll view's delegate, with its decoded parameters (see `PluginRegistry`;
/// formats in `traces/format.md`). Each plug-in's file adds a constructor named after it.
public struct BehaviorSpec: Equatable, Sendable {
    /// The plug-in's type name.
    public let type: BehaviorType
    /// The decoded parameters (the plug-in's `Configuration`).
    public let configuration: any Equatable & Sendable
    private let factory: @Sendable () -> ScrollBehavior

    /// A behaviour of `type` with `configuration`, built by `make`.
    ///
    /// - Parameters:
    ///   - type: The behaviour's type name in a trace.
    ///   - configuration: The behaviour's settings, as decoded.
    ///   - make: Builds the behaviour from `configuration`.
    public init<Configuration: Equatable & Sendable>(
        type: BehaviorType, configuration: Configuration,
        make: @escaping @Sendable (Configuration) -> ScrollBehavior
    ) {
        self.type = type
        self.configuration = configuration
        factory = { make(configuration) }
    }

    /// A new behaviour (a fresh delegate with its initial state).
    ///
    /// The caller must keep it alive.
    public func makeBehavior() -> ScrollBehavior { factory() }

    /// Same type and equal configurations.
    public static func == (lhs: BehaviorSpec, rhs: BehaviorSpec) -> Bool {
        lhs.type == rhs.type && lhs.configuration.isEqual(to: rhs.configuration)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self` (compares type-erased plug-in
    /// configurations).
    func isEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
