/// `UIImage` [Apple-UIImage]: here only a size and a scale, since nothing is drawn.
///
/// `init?(named:)` and `init?(contentsOfFile:)` find the images registered with
/// `ScrollSimulator.registerImage(named:size:scale:)` (or ``register(named:size:scale:)``) and return nil for any other
/// name, as UIKit does for a missing file.
@preconcurrency @MainActor
open class UIImage {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point of the image's bitmap.
    public let scale: CGFloat

    /// An image of `size` points at `scale` (not UIKit API: UIKit images come from data).
    ///
    /// - Parameters:
    ///   - size: The size, in points.
    ///   - scale: The image's scale, in pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    /// The registered image named `name`, or nil.
    ///
    /// - Parameter name: The image's registered name.
    public convenience init?(named name: String) {
        guard let found = Self.registered[name] else { return nil }
        self.init(size: found.size, scale: found.scale)
    }

    /// The registered image whose name is `path`, or nil.
    ///
    /// - Parameter path: The image file's path, as registered.
    public convenience init?(contentsOfFile path: String) {
        self.init(named: path)
    }

    /// Registers an image `named` (a name or a file path) of `size` points at `scale` (not UIKit API).
    ///
    /// For `init?(named:)` and `init?(contentsOfFile:)`.
    ///
    /// - Parameters:
    ///   - name: The image's name or file path.
    ///   - size: The image's size, in points.
    ///   - scale: The image's scale, in pixels per point.
    public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
        registered[name] = (size, scale)
    }

    private static var registered: [String: (size: CGSize, scale: CGFloat)] = [:]
}

/// `UIImageView` [Apple-UIImageView]: a view that shows an image.
///
/// `init(image:)` sizes the frame to the image, as UIKit does; setting `image` later keeps the frame (`sizeToFit()`
/// resizes it). Drawing is not modelled: `contentMode` (`UIView.ContentMode`) is inert.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (nil: none).
    open var image: UIImage?

    /// A view at the origin sized to `image` (zero without one).
    ///
    /// - Parameter image: The image to show, or nil.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// A view with `frame` and no image.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// The image's size (zero without one), as UIKit's image view answers; `sizeToFit()` sizes the
    /// view to its image.
    ///
    /// - Parameter size: The proposed size, in points (ignored).
    /// - Returns: The image's size, in points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
