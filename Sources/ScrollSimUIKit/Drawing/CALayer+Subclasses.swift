/// `CAShapeLayer` [Apple-CAShapeLayer], **inert**: path and stroke properties kept and never drawn.
///
/// The path and stroke properties a pull-to-refresh spinner or a progress ring assigns (6 of the 18 surveyed
/// repositories), kept with Core Animation's defaults and never drawn.
open class CAShapeLayer: CALayer {
    /// The shape (default nil).
    open var path: CGPath?
    /// The fill colour (default opaque black).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The fill rule (default `.nonZero`).
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke colour (default nil: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts, 0…1 of the path (default 0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, 0…1 of the path (default 1).
    open var strokeEnd: CGFloat = 1
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// The end style (default `.butt`).
    open var lineCap = CAShapeLayerLineCap.butt
    /// The corner style (default `.miter`).
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// The dash phase (default 0).
    open var lineDashPhase: CGFloat = 0
    /// The dash lengths (default nil: solid).
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`'s properties.
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
        (strokeStart, strokeEnd, lineWidth, miterLimit) = (
            other.strokeStart, other.strokeEnd, other.lineWidth, other.miterLimit
        )
        (lineCap, lineJoin, lineDashPhase, lineDashPattern) =
            (other.lineCap, other.lineJoin, other.lineDashPhase, other.lineDashPattern)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }
}

/// `CAGradientLayer` [Apple-CAGradientLayer], **inert**: a gradient's colours and geometry, never drawn.
///
/// The colours and geometry of a gradient (the fade a header or a carousel edge assigns), kept with Core Animation's
/// defaults and never drawn.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s; default nil).
    open var colors: [Any]?
    /// Where each colour sits, 0…1 (default nil: evenly spaced).
    open var locations: [NSNumber]?
    /// The start, in unit coordinates (default the top centre, 0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// The end, in unit coordinates (default the bottom centre, 0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (default `.axial`).
    open var type = CAGradientLayerType.axial

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`'s properties.
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) =
            (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }
}

extension CALayer {
    /// A new layer for a view whose `layerClass` is `layerClass`.
    ///
    /// Of that class when it is one of Core Animation's here, else of the nearest one it inherits from (a class of the
    /// app's own cannot be created from its metatype without a required initializer).
    static func make(_ layerClass: AnyClass) -> CALayer {
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        return CALayer()
    }
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule from its name.
    ///
    /// - Parameter rawValue: The rule's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style from its name.
    ///
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square end at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square end past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style from its name.
    ///
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mitred corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Bevelled corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type from its name.
    ///
    /// - Parameter rawValue: The type's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around `startPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint` by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
