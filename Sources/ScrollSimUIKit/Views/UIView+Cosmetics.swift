/// The properties UIKit draws with and scrollsim does not draw: each is **store-only** — it keeps
/// the value it is given and reads it back, and nothing in the simulation depends on it (hit-testing
/// ignores `alpha` and `transform`, unlike UIKit's; ScrollSimKit.docc/TheModelAndItsSources.md, "Not modelled"). They exist so code
/// that sets them compiles and runs unchanged.
extension UIView {
    /// The store-only values, with UIKit's defaults [Apple-UIView].
    struct Cosmetics {
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
        var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var clipsToBounds = false
        var tag = 0
    }

    /// Store-only: the opacity (UIKit's default 1).
    public var alpha: CGFloat {
        get { cosmetics.alpha }
        set { cosmetics.alpha = newValue }
    }

    /// Store-only: the transform relative to the centre (default identity). Frames are not
    /// transformed here.
    public var transform: CGAffineTransform {
        get { cosmetics.transform }
        set { cosmetics.transform = newValue }
    }

    /// Store-only: the margins for laying out content (UIKit's default 8 on each side).
    public var layoutMargins: UIEdgeInsets {
        get { cosmetics.layoutMargins }
        set { cosmetics.layoutMargins = newValue }
    }

    /// Store-only: whether subviews are clipped to the bounds when drawn (default false).
    public var clipsToBounds: Bool {
        get { cosmetics.clipsToBounds }
        set { cosmetics.clipsToBounds = newValue }
    }

    /// Store-only: an integer the app uses to identify the view (default 0).
    public var tag: Int {
        get { cosmetics.tag }
        set { cosmetics.tag = newValue }
    }
}
