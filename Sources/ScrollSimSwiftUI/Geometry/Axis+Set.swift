// SwiftUI's `Axis.Set` on the model's `Axis` (which has SwiftUI's cases, `horizontal` and `vertical`).
//
// So `context.axes.contains(.horizontal)` reads as in SwiftUI.
extension Axis {
    /// A set of axes ([Apple-ScrollTargetBehaviorContext] `axes`).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8

        /// The set of `rawValue`'s bits.
        ///
        /// - Parameter rawValue: The set's bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
