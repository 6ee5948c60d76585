/// SwiftUI's `Edge` and `Edge.Set`, the edges `.safeAreaPadding` and `.contentMargins` take.
///
/// See https://developer.apple.com/documentation/swiftui/edge.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (left, left to right).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (right, left to right).
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8

        /// The set of `rawValue`'s bits.
        ///
        /// - Parameter rawValue: The set's bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding only `edge`.
        ///
        /// - Parameter edge: The only edge of the set.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
