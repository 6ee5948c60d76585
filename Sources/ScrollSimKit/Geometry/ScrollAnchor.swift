/// A point of a rectangle as fractions of its size, SwiftUI's `UnitPoint`.
///
/// A point of a rectangle as fractions of its size, SwiftUI's `UnitPoint`
/// (https://developer.apple.com/documentation/swiftui/unitpoint): `x` 0 is the leading edge and 1
/// the trailing one, `y` 0 the top and 1 the bottom. The anchor of `ScrollViewProxy.scrollTo(_:anchor:)`
/// and of `scrollPosition(id:anchor:)` (see `ScrollView+ScrollToAnchor`).
public struct ScrollAnchor: Equatable, Sendable {
    /// The horizontal fraction.
    public var x: Double
    /// The vertical fraction.
    public var y: Double

    /// The point at fractions `x`, `y`.
    ///
    /// - Parameters:
    ///   - x: The horizontal fraction, 0 at the leading edge and 1 at the trailing.
    ///   - y: The vertical fraction, 0 at the top and 1 at the bottom.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// SwiftUI's named unit points, as a trace spells them.
    public enum Name: String, CaseIterable, Sendable {
        /// (0, 0).
        case topLeading
        /// (0.5, 0).
        case top
        /// (1, 0).
        case topTrailing
        /// (0, 0.5).
        case leading
        /// (0.5, 0.5).
        case center
        /// (1, 0.5).
        case trailing
        /// (0, 1).
        case bottomLeading
        /// (0.5, 1).
        case bottom
        /// (1, 1).
        case bottomTrailing
    }

    /// The named point.
    ///
    /// - Parameter name: The anchor's name (`.top`, `.center`, …).
    public init(_ name: Name) {
        switch name {
        case .topLeading: self.init(x: 0, y: 0)
        case .top: self.init(x: 0.5, y: 0)
        case .topTrailing: self.init(x: 1, y: 0)
        case .leading: self.init(x: 0, y: 0.5)
        case .center: self.init(x: 0.5, y: 0.5)
        case .trailing: self.init(x: 1, y: 0.5)
        case .bottomLeading: self.init(x: 0, y: 1)
        case .bottom: self.init(x: 0.5, y: 1)
        case .bottomTrailing: self.init(x: 1, y: 1)
        }
    }

    /// The name of this point, nil for one SwiftUI does not name.
    public var name: Name? { Name.allCases.first { ScrollAnchor($0) == self } }
}
