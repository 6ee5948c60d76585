/// `UIActivityIndicatorView` [Apple-UIActivityIndicatorView] — **inert** except for its hidden state.
///
/// `UIActivityIndicatorView` [Apple-UIActivityIndicatorView] — **inert** except for its hidden
/// state: nothing spins or is drawn, and `color` and `style` are kept and read back. As Apple's
/// page of `hidesWhenStopped` says, "If the value of this property is true (the default), the
/// receiver sets its isHidden property (UIView) to true when receiver is not animating": a new
/// indicator is hidden, `startAnimating()` shows it and `stopAnimating()` hides it again (a hidden
/// view receives no touches, here as in UIKit). 5 of the 18 surveyed public scroll repositories use
/// one (pull-to-refresh and loading footers).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The large white style (deprecated in UIKit): 37 × 37.
        case whiteLarge = 0
        /// The white style (deprecated): 20 × 20.
        case white = 1
        /// The grey style (deprecated): 20 × 20.
        case gray = 2
        /// The medium style: 20 × 20.
        case medium = 100
        /// The large style: 37 × 37.
        case large = 101

        /// The indicator's size.
        var size: CGSize {
            switch self {
            case .whiteLarge, .large: CGSize(width: 37, height: 37)
            default: CGSize(width: 20, height: 20)
            }
        }
    }

    /// Inert: the style (default `.medium`).
    open var style: Style
    /// Inert: the colour (default `.gray`).
    open var color: UIColor! = .gray
    private var animating = false

    /// An indicator of `style`, at the origin, sized to the style, hidden until it animates.
    ///
    /// - Parameter style: The indicator's style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = hidesWhenStopped
    }

    /// A medium indicator with `frame`, hidden until it animates.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// Whether the indicator hides when it is not animating (default true); setting it while
    /// stopped hides or shows it at once.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Whether it animates.
    open var isAnimating: Bool { animating }

    /// Starts animating (nothing spins here) and shows the indicator.
    open func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops animating; with `hidesWhenStopped`, hides the indicator.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    ///
    /// - Parameter size: The proposed size, in points (ignored).
    /// - Returns: The style's size, in points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
