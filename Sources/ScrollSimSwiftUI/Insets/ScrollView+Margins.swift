import Foundation

// SwiftUI's `.safeAreaPadding` and `.contentMargins` on a simulated SwiftUI scroll view.
//
// They feed the insets the model scrolls in (`adjustedContentInset`, see ScrollSimKit's `ScrollView+SafeArea`), so the
// range, the targets' container size and `ScrollGeometry` see them.
//
// A SwiftUI `ScrollView` insets its content by its safe area plus its content margins ("the
// scroll view will automatically inset its content by the safe area plus an additional 20
// points", Apple's `contentMargins(_:_:for:)` page). Here `.safeAreaPadding` adds to the model's
// `safeAreaInsets` ("Adds the provided insets into the safe area of this view", Apple's
// `safeAreaPadding(_:)` page) and sets `contentInsetAdjustmentBehavior` to `.always`, so every
// edge of the safe area insets the content: **choice** (SwiftUI does not document how its scroll
// view maps its safe area onto UIKit's behaviours); `.contentMargins` adds to `contentInset`.
// Modifiers add up, as repeated SwiftUI modifiers do. Call them while building the scene.
extension ScrollView {
    /// Adds `insets` to the view's safe area.
    ///
    /// - Parameter insets: The insets to add, in points.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func safeAreaPadding(_ insets: EdgeInsets) -> ScrollView {
        contentInsetAdjustmentBehavior = .always
        safeAreaInsets = Self.adding(insets, to: safeAreaInsets)
        return self
    }

    /// Adds `length` (nil: the system's padding, 16 pt here, **unverified**) to the safe area on
    /// `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges to pad (default: all).
    ///   - length: The padding, in points, or nil for the system's padding.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ScrollView {
        safeAreaPadding(Self.insets(edges, length ?? Self.systemPadding))
    }

    /// Adds `length` to the safe area on every edge.
    ///
    /// - Parameter length: The padding on every edge, in points.
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func safeAreaPadding(_ length: CGFloat) -> ScrollView { safeAreaPadding(.all, length) }

    /// Adds `insets` on `edges` to the content margins of `placement`.
    ///
    /// - Parameters:
    ///   - edges: The edges whose insets are added (default: all).
    ///   - insets: The margins to add, in points.
    ///   - placement: Where the margins go: the scroll content, the indicators or automatic (default: automatic).
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> ScrollView {
        guard placement.insetsContent else { return self }
        let masked = EdgeInsets(
            top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
            bottom: edges.contains(.bottom) ? insets.bottom : 0,
            trailing: edges.contains(.trailing) ? insets.trailing : 0)
        contentInset = Self.adding(masked, to: contentInset)
        return self
    }

    /// Adds `length` (nil: the system's padding, 16 pt here, **unverified**) on `edges` to the
    /// content margins of `placement`.
    ///
    /// - Parameters:
    ///   - edges: The edges to add the margin on (default: all).
    ///   - length: The margin, in points, or nil for the system's padding.
    ///   - placement: Where the margins go: the scroll content, the indicators or automatic (default: automatic).
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> ScrollView {
        contentMargins(edges, Self.insets(.all, length ?? Self.systemPadding), for: placement)
    }

    /// Adds `length` on every edge to the content margins of `placement`.
    ///
    /// - Parameters:
    ///   - length: The margin on every edge, in points.
    ///   - placement: Where the margins go: the scroll content, the indicators or automatic (default: automatic).
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ScrollView {
        contentMargins(.all, length, for: placement)
    }

    /// The length a nil `length` stands for: SwiftUI's default padding, 16 pt on iPhone.
    ///
    /// **Unverified**: Apple documents only "a platform-specific default".
    static let systemPadding: CGFloat = 16

    private static func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    private static func adding(_ insets: EdgeInsets, to model: ScrollSimKit.EdgeInsets) -> ScrollSimKit.EdgeInsets {
        ScrollSimKit.EdgeInsets(
            top: model.top + Double(insets.top), left: model.left + Double(insets.leading),
            bottom: model.bottom + Double(insets.bottom), right: model.right + Double(insets.trailing))
    }
}
