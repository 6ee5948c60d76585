/// `UIVisualEffectView` [Apple-UIVisualEffectView] — **inert** except for being a view: the effect is kept and never
/// drawn.
///
/// Its `contentView` is a subview filling it (resized with it, as in UIKit), where the app adds what the effect lies
/// behind; like any view in the simulator's window, both appear in the log's header. 5 of the 18 surveyed public scroll
/// repositories blur.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Inert: the effect (nil: none).
    open var effect: UIVisualEffect?
    /// The view to add subviews to.
    public let contentView: UIView

    /// A view showing `effect`, with a zero frame.
    ///
    /// - Parameter effect: The visual effect, or nil.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        attachContentView()
    }

    /// A view with `frame` and no effect.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        attachContentView()
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    private func attachContentView() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// `UIVisualEffect` — inert: the base of the effects a `UIVisualEffectView` shows.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect.
    public override init() { super.init() }
}

/// `UIBlurEffect` — inert: a blur of a style.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Adapts to the appearance.
        case regular = 4
        /// More opaque, adapting to the appearance.
        case prominent = 5
        /// The ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The thin material.
        case systemThinMaterial = 7
        /// The material.
        case systemMaterial = 8
        /// The thick material.
        case systemThickMaterial = 9
        /// The chrome material.
        case systemChromeMaterial = 10
        /// The ultra-thin light material.
        case systemUltraThinMaterialLight = 11
        /// The thin light material.
        case systemThinMaterialLight = 12
        /// The light material.
        case systemMaterialLight = 13
        /// The thick light material.
        case systemThickMaterialLight = 14
        /// The light chrome material.
        case systemChromeMaterialLight = 15
        /// The ultra-thin dark material.
        case systemUltraThinMaterialDark = 16
        /// The thin dark material.
        case systemThinMaterialDark = 17
        /// The dark material.
        case systemMaterialDark = 18
        /// The thick dark material.
        case systemThickMaterialDark = 19
        /// The dark chrome material.
        case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    ///
    /// - Parameter style: The blur's style.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffect` — inert: vibrancy over a blur.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it lies over.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    ///
    /// - Parameter blurEffect: The blur the vibrancy sits over.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
