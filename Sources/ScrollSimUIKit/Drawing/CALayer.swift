/// `CALayer` [Apple-CALayer] — **inert**: a layer keeps and reads back its properties; nothing is drawn.
///
/// `CALayer` [Apple-CALayer] — **inert**: a layer keeps its geometry, its sublayers and every
/// drawing property, and reads them back; nothing is drawn or composited, and the simulation never
/// reads a layer, so setting one never changes a log. 13 of the 18 surveyed public scroll
/// repositories touch `layer.` — mostly `cornerRadius` (11), `masksToBounds`, `borderWidth`,
/// `borderColor` and the `shadow*` properties (ScrollSimUIKit.docc/PortingNotes.md).
///
/// A view's own layer (`UIView.layer`) is the view's geometry, as in UIKit: its `frame`, `bounds`,
/// `position`, `opacity`, `isHidden`, `masksToBounds` and `backgroundColor` read and write the view's
/// `frame`, `bounds`, `center`, `alpha`, `isHidden`, `clipsToBounds` and `backgroundColor` (so
/// setting a view layer's frame moves the view, exactly as setting the view's frame does), and
/// `removeAllAnimations()` ends the view's running `UIView.animate` animations (their completions
/// get `false`). Those are the only parts that reach the simulation. Layer animations
/// (`CAAnimation`), `presentation()`, `CADisplayLink` and drawing are not modelled.
///
/// Not main-actor isolated, as Core Animation's classes are not; a view's layer must be used on
/// the main actor, as the view is.
open class CALayer: NSObject {
    /// The view whose layer this is (nil for a layer made in code).
    weak var hostView: UIView?

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedOpacity: Float = 1
    private var storedHidden = false
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// A layer with zero bounds at the origin.
    public override init() { super.init() }

    /// A copy of `layer`'s properties.
    ///
    /// Core Animation's initializer for presentation and shadow copies; subclasses override it to copy their own.
    ///
    /// - Parameter layer: The layer to copy.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        (bounds, position, anchorPoint, zPosition) = (other.bounds, other.position, other.anchorPoint, other.zPosition)
        (opacity, isHidden, masksToBounds, backgroundColor) =
            (other.opacity, other.isHidden, other.masksToBounds, other.backgroundColor)
        (cornerRadius, borderWidth, borderColor) = (other.cornerRadius, other.borderWidth, other.borderColor)
        (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) =
            (other.shadowColor, other.shadowOpacity, other.shadowOffset, other.shadowRadius, other.shadowPath)
        (transform, contentsScale, name) = (other.transform, other.contentsScale, other.name)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// Runs `body` on the host view (on the main actor, where views live).
    private func withHost<T: Sendable>(_ body: @MainActor (UIView) -> T) -> T? {
        guard let view = hostView else { return nil }
        return MainActor.assumeIsolated { body(view) }
    }

    // MARK: Geometry

    /// The layer's own coordinate space (a view's layer: the view's `bounds`).
    open var bounds: CGRect {
        get { withHost { $0.bounds } ?? storedBounds }
        set {
            if withHost({ $0.bounds = newValue }) == nil { storedBounds = newValue }
        }
    }

    /// Where `anchorPoint` sits in the superlayer (a view's layer: the view's `center`).
    open var position: CGPoint {
        get { withHost { $0.center } ?? storedPosition }
        set {
            if withHost({ $0.center = newValue }) == nil { storedPosition = newValue }
        }
    }

    /// The layer's point at `position`, in unit coordinates (default the centre, 0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The rectangle in the superlayer, with `anchorPoint` at `position`.
    ///
    /// The rectangle in the superlayer: `bounds.size` placed so that `anchorPoint` is at `position`
    /// (a view's layer: the view's `frame`). Transforms are not applied.
    open var frame: CGRect {
        get {
            withHost { $0.frame }
                ?? CGRect(
                    x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                    width: bounds.width, height: bounds.height)
        }
        set {
            if withHost({ $0.frame = newValue }) != nil { return }
            storedBounds.size = newValue.size
            storedPosition = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Inert: the drawing order among siblings (default 0).
    open var zPosition: CGFloat = 0
    /// Inert: the 3D transform (default identity).
    open var transform = CATransform3DIdentity
    /// Inert: the transform applied to the sublayers (default identity).
    open var sublayerTransform = CATransform3DIdentity

    // MARK: Appearance (inert, except as the view's properties on a view's layer)

    /// The opacity, 0…1 (a view's layer: the view's `alpha`).
    open var opacity: Float {
        get { withHost { Float($0.alpha) } ?? storedOpacity }
        set {
            if withHost({ $0.alpha = CGFloat(newValue) }) == nil { storedOpacity = newValue }
        }
    }

    /// Whether the layer is hidden (a view's layer: the view's `isHidden`, which hit-testing reads).
    open var isHidden: Bool {
        get { withHost { $0.isHidden } ?? storedHidden }
        set {
            if withHost({ $0.isHidden = newValue }) == nil { storedHidden = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds (a view's layer: the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { withHost { $0.clipsToBounds } ?? storedMasksToBounds }
        set {
            if withHost({ $0.clipsToBounds = newValue }) == nil { storedMasksToBounds = newValue }
        }
    }

    /// The background colour (a view's layer: the view's `backgroundColor`).
    open var backgroundColor: CGColor? {
        get { withHost { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if withHost({ $0.backgroundColor = newValue.map(UIColor.init(cgColor:)) }) == nil {
                storedBackgroundColor = newValue
            }
        }
    }

    /// Inert: the corner radius (default 0).
    open var cornerRadius: CGFloat = 0
    /// Inert: which corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Inert: the corner curve (default `.circular`).
    open var cornerCurve = CALayerCornerCurve.circular
    /// Inert: the border width (default 0).
    open var borderWidth: CGFloat = 0
    /// Inert: the border colour (default opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Inert: the shadow colour (default opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Inert: the shadow opacity (default 0: no shadow).
    open var shadowOpacity: Float = 0
    /// Inert: the shadow offset (default (0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Inert: the shadow blur radius (default 3).
    open var shadowRadius: CGFloat = 3
    /// Inert: the shadow's shape (default nil: the layer's).
    open var shadowPath: CGPath?
    /// Inert: a layer whose alpha masks this one.
    open var mask: CALayer?
    /// Inert: the image or other contents (never drawn).
    open var contents: Any?
    /// Inert: pixels per point of the contents (default 1).
    open var contentsScale: CGFloat = 1
    /// Inert: whether the layer is opaque (default false).
    open var isOpaque = false
    /// Inert: a name for the app's use.
    open var name: String?
    /// Inert: whether to cache the layer as a bitmap (default false).
    open var shouldRasterize = false
    /// Inert: the scale of that bitmap (default 1).
    open var rasterizationScale: CGFloat = 1
    /// Inert: whether edges are antialiased (default false).
    open var allowsEdgeAntialiasing = false
    /// Inert: whether the back face is drawn (default true).
    open var isDoubleSided = true
    /// Inert: whether a bounds change redraws (default false).
    open var needsDisplayOnBoundsChange = false

    // MARK: The layer tree (inert)

    /// The layer containing this one.
    open private(set) weak var superlayer: CALayer?
    private var storedSublayers: [CALayer] = []

    /// The sublayers, back to front (nil when none); setting replaces them.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers (moving it from its previous superlayer).
    ///
    /// - Parameter layer: The layer to add.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` at `idx` among the sublayers (clamped to their count).
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - idx: The index among the sublayers (0 is the back).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer to go below, or nil.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer to go above, or nil.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } }
        insertSublayer(layer, at: UInt32(index ?? storedSublayers.count))
    }

    /// Puts `newLayer` where `oldLayer` is.
    ///
    /// - Parameters:
    ///   - oldLayer: The layer to replace.
    ///   - newLayer: The new layer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Display and animation

    /// Does nothing: nothing is drawn.
    open func setNeedsDisplay() {}
    /// Does nothing: nothing is drawn.
    open func display() {}
    /// Does nothing: sublayers are laid out by the app.
    open func setNeedsLayout() {}
    /// Calls `layoutSublayers()`.
    open func layoutIfNeeded() { layoutSublayers() }
    /// Does nothing (subclasses override it to place their sublayers).
    open func layoutSublayers() {}

    /// Ends the running animations.
    ///
    /// A view's layer ends the view's `UIView.animate` animations (their completions run with `false`); other layers
    /// have none (layer animations are not modelled).
    open func removeAllAnimations() {
        withHost { view in view.model.simulation?.viewAnimator.removeAnimations(of: view.model) }
    }
}

/// `CACornerMask`: the corners `maskedCorners` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits (Core Animation's values).
    public let rawValue: UInt
    /// Corners from their bits.
    ///
    /// - Parameter rawValue: The corners' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the least x and y (top left in UIKit's coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the greatest x and least y (top right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the least x and greatest y (bottom left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the greatest x and y (bottom right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CALayerCornerCurve`: how rounded corners are shaped.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve from its name.
    ///
    /// - Parameter rawValue: The curve's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CATransaction`, inert: a transaction only runs its completion block at the outermost `commit()`.
///
/// There are no implicit layer animations here, so a transaction only runs its completion block when the outermost
/// `commit()` is reached (at once, as a transaction without animations completes).
public enum CATransaction {
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var completions: [() -> Void] = []

    /// Opens a transaction.
    public static func begin() { depth += 1 }

    /// Closes a transaction; the outermost one runs the completion blocks set inside it.
    public static func commit() {
        depth = max(depth - 1, 0)
        guard depth == 0 else { return }
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }

    /// Inert: whether implicit animations are off.
    ///
    /// - Parameter flag: Whether implicit animations are off.
    public static func setDisableActions(_ flag: Bool) {}
    /// Inert: the implicit animations' duration.
    ///
    /// - Parameter dur: The duration, in seconds.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {}
    /// Runs `block` at the outermost `commit()` (at once outside a transaction).
    ///
    /// - Parameter block: The closure to run, or nil.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let block else { return }
        if depth == 0 { block() } else { completions.append(block) }
    }
}

#if !canImport(QuartzCore)
    /// Core Foundation's time interval (seconds), as `CATransaction` takes it.
    public typealias CFTimeInterval = Double
#endif
