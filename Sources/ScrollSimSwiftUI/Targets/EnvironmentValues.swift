/// The part of SwiftUI's `EnvironmentValues` a scroll target behaviour reads: the size classes.
///
/// Read through its context's dynamic-member subscript ([Apple-ScrollTargetBehaviorContext]);
/// `ViewAlignedScrollTargetBehavior.LimitBehavior.automatic` depends on the size classes.
public struct EnvironmentValues: Sendable {
    /// The horizontal size class (default `.compact`: an iPhone in portrait, **choice**).
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The vertical size class (default `.regular`: an iPhone in portrait, **choice**).
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular

    /// An iPhone-in-portrait environment.
    public init() {}
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A compact size class.
    case compact
    /// A regular size class.
    case regular
}
