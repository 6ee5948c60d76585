#if !canImport(CoreGraphics)
    /// CoreGraphics' `CGVector` where Foundation lacks it (Linux): a two-dimensional vector.
    ///
    /// The type of SwiftUI's `ScrollTargetBehaviorContext.velocity` ([Apple-ScrollTargetBehaviorContext]).
    public struct CGVector: Equatable, Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// A vector of `dx` and `dy`.
        ///
        /// - Parameters:
        ///   - dx: The horizontal component.
        ///   - dy: The vertical component.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The zero vector.
        public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
    }
#endif
