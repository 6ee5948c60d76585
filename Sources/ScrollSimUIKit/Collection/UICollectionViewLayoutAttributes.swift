/// `UICollectionViewLayoutAttributes`: where the layout puts one item [Apple-UICollectionViewLayoutAttributes]. Only
/// cells exist here (no supplementary or decoration views); the frame is in the collection view's content coordinates.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The item.
    public let indexPath: IndexPath
    /// The item's frame in content coordinates.
    public var frame: CGRect
    /// Always `.cell`.
    public let representedElementCategory = UICollectionView.ElementCategory.cell
    /// Always nil for a cell.
    public let representedElementKind: String? = nil

    /// Attributes for the cell at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    /// The centre of `frame`.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}
