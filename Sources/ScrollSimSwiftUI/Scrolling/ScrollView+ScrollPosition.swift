import Foundation

/// The state behind SwiftUI's `scrollPosition(id:anchor:)` binding.
///
/// The state behind SwiftUI's `scrollPosition(id:anchor:)` binding
/// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)): what
/// `@State var scrolledID: ID?` holds in an app. Reading ``wrappedValue`` gives the position the
/// view last reported; writing it scrolls to that view (as writing the binding does), and
/// ``write(_:animated:)`` does so inside `withAnimation`. The rules (which view is the position,
/// how a write aligns, the status-bar tap) are the model's: ScrollSimKit's `ScrollPositionTracker`.
public final class ScrollPositionBinding<ID: Hashable> {
    /// Called with the new identifier each time scrolling changes the position; not on a write by the app.
    ///
    /// This is the binding's `set`, what `onChange(of: scrolledID)` sees.
    public var onChange: ((ID?) -> Void)?
    fileprivate var tracker: ScrollPositionTracker?
    fileprivate var ids: [ID] = []

    /// An unattached binding holding nil; `ScrollView.scrollPosition(id:anchor:)` attaches it.
    public init() {}

    /// The identifier of the view that is the position (nil until the view first scrolls).
    ///
    /// Setting it scrolls to that view without animation; an unknown identifier does nothing.
    public var wrappedValue: ID? {
        get { tracker?.item.map { ids[$0] } }
        set {
            if let newValue { write(newValue, animated: false) }
        }
    }

    /// Writes `id` as `withAnimation { scrolledID = id }` does when `animated`.
    ///
    /// - Parameters:
    ///   - id: The identifier of the view scrolled to.
    ///   - animated: Whether the write is animated, as inside `withAnimation`.
    public func write(_ id: ID, animated: Bool) {
        guard let tracker, let index = ids.firstIndex(of: id) else { return }
        tracker.scroll(toItem: index, animated: animated)
    }
}

// `.scrollPosition(id:anchor:)` on a simulated SwiftUI scroll view, over its identified views.
//
// The identified views are the layout items (`ScrollView.itemFrame`, a trace's `flowLayout`) identified by their
// index, or the views you give in order (identifier and frame in content coordinates).
extension ScrollView {
    /// Binds `id` to the view's layout items (identifiers 0, 1, …, as a trace's `flowLayout`).
    ///
    /// `statusBarTap` and `nilAnchorScroll` choose between what SwiftUI was reported to do (the defaults) and what
    /// Apple's page documents (see `ScrollPositionTracker`).
    ///
    /// - Parameters:
    ///   - id: The binding of the identifier of the view at the anchor.
    ///   - anchor: The point of the view and of the item that are aligned, or nil for SwiftUI's default.
    ///   - statusBarTap: What a status-bar tap does to the position (default: the position keeps its value).
    ///   - nilAnchorScroll: How a write scrolls with a nil anchor (default: as the anchor `.topLeading`).
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func scrollPosition(
        id: ScrollPositionBinding<Int>, anchor: UnitPoint? = nil,
        statusBarTap: ScrollPositionTracker.StatusBarTap = .keepsPosition,
        nilAnchorScroll: ScrollPositionTracker.NilAnchorScroll = .topLeading
    ) -> ScrollView {
        var frames: [Rect] = []
        var index = 0
        while let frame = itemFrame?(index) {
            frames.append(frame)
            index += 1
        }
        let count = frames.count
        return attach(
            id, ids: Array(0..<count), anchor: anchor, statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll
        ) { [unowned self] in (0..<count).compactMap { self.itemFrame?($0) } }
    }

    /// Binds `id` to the views `items` (identifier and frame, content coordinates, in layout order).
    ///
    /// - Parameters:
    ///   - id: The binding of the identifier of the view at the anchor.
    ///   - anchor: The point of the view and of the item that are aligned, or nil for SwiftUI's default.
    ///   - items: The identified views and their frames, in content coordinates, in layout order.
    ///   - statusBarTap: What a status-bar tap does to the position (default: the position keeps its value).
    ///   - nilAnchorScroll: How a write scrolls with a nil anchor (default: as the anchor `.topLeading`).
    /// - Returns: This scroll view, for chaining.
    @discardableResult
    public func scrollPosition<ID: Hashable>(
        id: ScrollPositionBinding<ID>, anchor: UnitPoint? = nil, items: [(id: ID, frame: CGRect)],
        statusBarTap: ScrollPositionTracker.StatusBarTap = .keepsPosition,
        nilAnchorScroll: ScrollPositionTracker.NilAnchorScroll = .topLeading
    ) -> ScrollView {
        let frames = items.map { item in
            Rect(
                x: Double(item.frame.minX), y: Double(item.frame.minY), width: Double(item.frame.width),
                height: Double(item.frame.height))
        }
        return attach(
            id, ids: items.map(\.id), anchor: anchor, statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll
        ) { frames }
    }

    private func attach<ID: Hashable>(
        _ binding: ScrollPositionBinding<ID>, ids: [ID], anchor: UnitPoint?,
        statusBarTap: ScrollPositionTracker.StatusBarTap, nilAnchorScroll: ScrollPositionTracker.NilAnchorScroll,
        frames: @escaping () -> [Rect]
    ) -> ScrollView {
        let tracker = attachScrollPosition(
            anchor: anchor.map(ScrollAnchor.init), statusBarTap: statusBarTap, nilAnchorScroll: nilAnchorScroll,
            itemFrames: frames)
        binding.tracker = tracker
        binding.ids = ids
        tracker.onChange = { [weak binding] item in
            guard let binding else { return }
            binding.onChange?(item.map { binding.ids[$0] })
        }
        return self
    }
}
