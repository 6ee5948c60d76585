/// `UICollectionViewLayoutAttributes`: where the layout puts one item [Apple-UICollectionViewLayoutAttributes].
///
/// Only cells exist here (no supplementary or decoration views); the frame is in the collection view's content
/// coordinates.
///
/// `frame`, `center`, `size` and `bounds` are the geometry the layout's answers are read for;
/// `alpha`, `transform`, `transform3D`, `zIndex` and `isHidden` are **store-only** (kept and read
/// back, never drawn: cells are not modelled). `copy()` copies every property, as UIKit's
/// `NSCopying` does, so a layout can scale copies of its superclass's attributes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The item.
    open var indexPath: IndexPath
    /// The item's frame in content coordinates.
    open var frame: CGRect
    /// Always `.cell`.
    public let representedElementCategory = UICollectionView.ElementCategory.cell
    /// Always nil for a cell.
    public let representedElementKind: String? = nil
    /// Store-only: the opacity (default 1).
    open var alpha: CGFloat = 1
    /// Store-only: the affine transform (default identity).
    open var transform = CGAffineTransform.identity
    /// Store-only: the 3D transform (default identity).
    open var transform3D = CATransform3DIdentity
    /// Store-only: the drawing order (default 0).
    open var zIndex = 0
    /// Store-only: whether the item is hidden (default false).
    open var isHidden = false

    /// Attributes for the cell at `indexPath`, with a zero frame.
    ///
    /// Made by `init()`, then the index path, so a subclass gets it without overriding it, as in UIKit.
    ///
    /// - Parameter indexPath: The cell's index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes with an empty index path and a zero frame (`NSObject`'s `init()` in UIKit).
    ///
    /// A subclass's `init()` is what `copy()` calls.
    public required init() {
        indexPath = IndexPath()
        frame = .zero
    }

    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The item's own coordinate space: origin zero, `frame`'s size.
    ///
    /// Setting it keeps the centre and takes the new size, as UIKit's does.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let keptCenter = center
            frame.size = newValue.size
            center = keptCenter
        }
    }

    /// A copy with every property (of the same class: `Self()`, then the values).
    ///
    /// - Parameter zone: Unused (Objective-C's memory zone).
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.indexPath = indexPath
        copy.frame = frame
        (copy.alpha, copy.transform, copy.transform3D) = (alpha, transform, transform3D)
        (copy.zIndex, copy.isHidden) = (zIndex, isHidden)
        return copy
    }

    /// `copy(with: nil)`, as `NSObject.copy()` is.
    open func copy() -> Any { copy(with: nil) }

    /// Whether `object` is layout attributes equal to these, with UIKit's signature.
    ///
    /// Whether `object` is layout attributes with the same index path, frame, alpha, transforms,
    /// z-index, hidden state and element category, with UIKit's signature (`NSObject`'s). UIKit
    /// compares attributes by value: "the collection view does not apply layout attributes if those
    /// attributes have not changed. It determines whether the attributes have changed by comparing
    /// the old and new attribute objects using the isEqual: method", so a subclass with its own
    /// properties overrides this, compares them and calls `super` (Apple's page of
    /// `UICollectionViewLayoutAttributes`, "Subclassing notes"). The simulation never calls it
    /// (cells are not modelled).
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: Whether the two are equal.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return indexPath == other.indexPath && frame == other.frame && alpha == other.alpha
            && transform == other.transform && transform3D == other.transform3D && zIndex == other.zIndex
            && isHidden == other.isHidden && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash consistent with `isEqual(_:)` (of the index path), as `NSObject.hash` is.
    open var hash: Int { indexPath.hashValue }
}
