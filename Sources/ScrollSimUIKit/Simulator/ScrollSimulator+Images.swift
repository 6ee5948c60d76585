// The images `UIImage(named:)` finds: registered sizes, since nothing is drawn.
extension ScrollSimulator {
    /// Registers an image `named` (a name or a file path) of `size` points at `scale` (not UIKit API).
    ///
    /// For `UIImage(named:)` and `UIImage(contentsOfFile:)`.
    ///
    /// - Parameters:
    ///   - name: The image's name or file path.
    ///   - size: The image's size, in points.
    ///   - scale: The image's scale, in pixels per point.
    public func registerImage(named name: String, size: CGSize, scale: CGFloat = 1) {
        UIImage.register(named: name, size: size, scale: scale)
    }
}
