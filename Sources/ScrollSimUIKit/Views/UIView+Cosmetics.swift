// The properties UIKit draws with and scrollsim does not draw, each **inert** (store-only).
//
// Each keeps the value it is given and reads it back, and nothing in the simulation depends on it (hit-testing ignores
// `alpha` and `transform`, unlike UIKit's; ScrollSimKit.docc/TheModelAndItsSources.md, "Not modelled"). They exist so
// code that sets them compiles and runs unchanged; the properties are declared in `UIView.swift` (so subclasses can
// override them, as UIKit code does).
//
// The exception is `autoresizingMask`, which UIKit applies when a superview's size changes: it
// moves and resizes frames, here as there (`autoresizeSubviews(oldSize:)`).
extension UIView {
    /// The store-only values, with UIKit's defaults [Apple-UIView].
    struct Cosmetics {
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
        var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var clipsToBounds = false
        var tag = 0
        var backgroundColor: UIColor?
        var tintColor: UIColor?
        var isOpaque = true
        var contentMode = ContentMode.scaleToFill
        var translatesAutoresizingMaskIntoConstraints = true
        var autoresizingMask: AutoresizingMask = []
        var autoresizesSubviews = true
        /// The layer, once made.
        var layer: CALayer?
    }

    /// `UIView.ContentMode` (inert: nothing is drawn), with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        /// Scale the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio (part of the content may be clipped).
        case scaleAspectFill
        /// Redraw when the bounds change.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top edge, centred horizontally.
        case top
        /// At the bottom edge, centred horizontally.
        case bottom
        /// At the left edge, centred vertically.
        case left
        /// At the right edge, centred vertically.
        case right
        /// In the top-left corner.
        case topLeft
        /// In the top-right corner.
        case topRight
        /// In the bottom-left corner.
        case bottomLeft
        /// In the bottom-right corner.
        case bottomRight
    }

    /// `UIView.AutoresizingMask`: which parts of a view's frame are flexible when the superview's size changes.
    ///
    /// `UIView.AutoresizingMask`, with UIKit's raw values: which parts of a view's frame — the
    /// margins to its superview's edges and its own width and height — are flexible when the
    /// superview's size changes [Apple-AutoresizingMask]. The rule, from Apple's page of
    /// `autoresizingMask` (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property):
    /// "When more than one option along the same axis is set, the default behavior is to distribute
    /// the size difference proportionally among the flexible portions. The larger the flexible
    /// portion, relative to the other flexible portions, the more it is likely to grow." Here, on
    /// each axis, the change of the superview's length is split among the flexible portions in
    /// proportion to their lengths before the change (all of it to a single flexible portion; in
    /// equal parts when the flexible portions have no length). No flexible portion: the frame stays.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from its bits.
        ///
        /// - Parameter rawValue: The mask's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's `autoresizingMask` after this view's size changed from `oldSize`.
    ///
    /// When `autoresizesSubviews`: sets each affected subview's `frame`, as UIKit does.
    func autoresizeSubviews(oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = Self.distribute(
                origin: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.distribute(
                origin: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// One axis of the autoresizing rule: a frame's new origin and length after its superview's length changed.
    ///
    /// The new origin and length of a frame whose superview's length went from `old` to `new`, with the leading margin,
    /// the length and the trailing margin flexible as `flexible` says (see `AutoresizingMask`).
    static func distribute(
        origin: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = new - old
        let portions = [origin, length, old - origin - length]
        let isFlexible = [flexible.0, flexible.1, flexible.2]
        let count = isFlexible.filter { $0 }.count
        guard count > 0, delta != 0 else { return (origin, length) }
        let total = zip(portions, isFlexible).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard isFlexible[index] else { return 0 }
            return total != 0 ? delta * portions[index] / total : delta / CGFloat(count)
        }
        return (origin + share(0), length + share(1))
    }
}
