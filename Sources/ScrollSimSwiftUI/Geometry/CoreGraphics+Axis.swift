// Per-axis access to the CoreGraphics values the behaviours read, by the model's `Axis`.
extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}

extension CGVector {
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? dx : dy }
}

extension CGRect {
    /// The rect's leading edge along `axis`.
    func minimum(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
}

extension Axis {
    /// This axis as a one-member `Axis.Set`.
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}
