/// The plug-ins a trace may name.
///
/// Its `scrollView.behavior` types, its `scene.coordinator` types and its `gesture` event types.
///
/// Every plug-in is described once, by a descriptor in its own file under `Plugins/`: its type
/// name (the only place the name is spelt), how to decode its parameters (reader → configuration),
/// how to build it, the name the log header gives it, and the names of the recognizers it adds.
/// The decoder, the scene builder and the log header all read the descriptor; none of them
/// switches over plug-in names.
///
/// Adding a plug-in is one file plus one registration line:
/// 1. In `Plugins/MyBehaviorPlugin.swift`: `extension BehaviorType { static let myBehavior = … }`,
///    a `BehaviorDescriptor` whose `decode` reads the parameters and returns a `BehaviorSpec`, and
///    a `BehaviorSpec.myBehavior(_:)` constructor (see `SnapDragPlugin.swift`). Coordinators do the
///    same with `CoordinatorDescriptor` and `SceneSpec.CoordinatorSpec` (see `ThreeStageSheetPlugin.swift`),
///    gestures with `GestureDescriptor`, decoding to a `Gesture.Motion` (see `FlingGesturePlugin.swift`).
/// 2. Add the descriptor to `builtIn` below.
///
/// The registry is a value: code outside the package (or a test) extends it without global state,
/// `PluginRegistry.builtIn.adding(myDescriptor)`, and passes it to `Replay.decode(_:plugins:)`.
/// A trace naming a type that is not registered gets the usual one-line error listing the
/// registered names: `scrollView.behavior.type: expected one of <the registered names>, got "…"`.
public struct PluginRegistry: Sendable {
    /// The behaviours, in the order error messages list them.
    public private(set) var behaviors: [BehaviorDescriptor]
    /// The coordinators, in the order error messages list them.
    public private(set) var coordinators: [CoordinatorDescriptor]
    /// The gesture types, in the order error messages list them.
    public private(set) var gestures: [GestureDescriptor]

    /// A registry of exactly these plug-ins.
    ///
    /// Precondition: no two share a type name.
    ///
    /// - Parameters:
    ///   - behaviors: The behaviour plug-ins.
    ///   - coordinators: The coordinator plug-ins.
    ///   - gestures: The gesture plug-ins (default: none).
    public init(
        behaviors: [BehaviorDescriptor], coordinators: [CoordinatorDescriptor], gestures: [GestureDescriptor] = []
    ) {
        self.behaviors = []
        self.coordinators = []
        self.gestures = []
        for descriptor in behaviors { add(descriptor) }
        for descriptor in coordinators { add(descriptor) }
        for descriptor in gestures { add(descriptor) }
    }

    /// This registry with `descriptor` added.
    ///
    /// Precondition: its type name is not registered yet.
    ///
    /// - Parameter descriptor: The behaviour plug-in to add.
    /// - Returns: A registry with the plug-in added.
    public func adding(_ descriptor: BehaviorDescriptor) -> PluginRegistry {
        var registry = self
        registry.add(descriptor)
        return registry
    }

    /// This registry with `descriptor` added.
    ///
    /// Precondition: its type name is not registered yet.
    ///
    /// - Parameter descriptor: The coordinator plug-in to add.
    /// - Returns: A registry with the plug-in added.
    public func adding(_ descriptor: CoordinatorDescriptor) -> PluginRegistry {
        var registry = self
        registry.add(descriptor)
        return registry
    }

    /// This registry with `descriptor` added.
    ///
    /// Precondition: its type name is not registered yet.
    ///
    /// - Parameter descriptor: The gesture plug-in to add.
    /// - Returns: A registry with the plug-in added.
    public func adding(_ descriptor: GestureDescriptor) -> PluginRegistry {
        var registry = self
        registry.add(descriptor)
        return registry
    }

    /// The gesture registered as `type`, if any.
    ///
    /// O(n) in the number of gestures.
    ///
    /// - Parameter type: The gesture's type name.
    /// - Returns: The gesture's descriptor, or nil when none is registered.
    public func gesture(_ type: GestureType) -> GestureDescriptor? {
        gestures.first { $0.type == type }
    }

    /// The behaviour registered as `type`, if any.
    ///
    /// O(n) in the number of behaviours.
    ///
    /// - Parameter type: The behaviour's type name.
    /// - Returns: The behaviour's descriptor, or nil when none is registered.
    public func behavior(_ type: BehaviorType) -> BehaviorDescriptor? {
        behaviors.first { $0.type == type }
    }

    /// The coordinator registered as `type`, if any.
    ///
    /// O(n) in the number of coordinators.
    ///
    /// - Parameter type: The coordinator's type name.
    /// - Returns: The coordinator's descriptor, or nil when none is registered.
    public func coordinator(_ type: CoordinatorType) -> CoordinatorDescriptor? {
        coordinators.first { $0.type == type }
    }

    private mutating func add(_ descriptor: BehaviorDescriptor) {
        precondition(behavior(descriptor.type) == nil, "behaviour type \(descriptor.type.rawValue) registered twice")
        behaviors.append(descriptor)
    }

    private mutating func add(_ descriptor: CoordinatorDescriptor) {
        precondition(
            coordinator(descriptor.type) == nil, "coordinator type \(descriptor.type.rawValue) registered twice")
        coordinators.append(descriptor)
    }

    private mutating func add(_ descriptor: GestureDescriptor) {
        precondition(gesture(descriptor.type) == nil, "gesture type \(descriptor.type.rawValue) registered twice")
        gestures.append(descriptor)
    }
}
