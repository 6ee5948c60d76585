/// `UIBezierPath` [Apple-UIBezierPath] — **inert**: a `CGMutablePath` built with UIKit's method names.
///
/// `UIBezierPath` [Apple-UIBezierPath] — **inert**: a `CGMutablePath` built with UIKit's method
/// names, for the `CAShapeLayer.path` and `shadowPath` values scroll code assigns (a pull-to-refresh
/// spinner's arc, a card's rounded shadow). Nothing is filled or stroked: `fill()` and `stroke()`
/// do nothing, and no path ever reaches the simulation.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    ///
    /// - Parameter rect: The rectangle, in points.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    ///
    /// - Parameter rect: The rectangle, in points.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with rounded corners (kept as its rectangle: nothing is drawn).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in points.
    ///   - cornerRadius: The corner radius, in points.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with the corners in `corners` rounded by `cornerRadii` (kept as its rectangle).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in points.
    ///   - corners: The corners to round.
    ///   - cornerRadii: The corner radii, in points.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
    }

    /// An arc of a circle (angles in radians).
    ///
    /// - Parameters:
    ///   - center: The circle's centre, in points.
    ///   - radius: The radius, in points.
    ///   - startAngle: The start angle, in radians.
    ///   - endAngle: The end angle, in radians.
    ///   - clockwise: Whether the arc runs clockwise.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `CGPath`.
    ///
    /// - Parameter CGPath: The Core Graphics path to copy.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path.addPath(CGPath)
    }

    /// The Core Graphics path (a copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Starts a subpath at `point`.
    ///
    /// - Parameter point: The point, in points.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    ///
    /// - Parameter point: The line's end, in points.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The curve's end, in points.
    ///   - controlPoint1: The first control point, in points.
    ///   - controlPoint2: The second control point, in points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The curve's end, in points.
    ///   - controlPoint: The control point, in points.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc of a circle (angles in radians).
    ///
    /// - Parameters:
    ///   - center: The circle's centre, in points.
    ///   - radius: The radius, in points.
    ///   - startAngle: The start angle, in radians.
    ///   - endAngle: The end angle, in radians.
    ///   - clockwise: Whether the arc runs clockwise.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends the elements of `bezierPath`.
    ///
    /// - Parameter bezierPath: The path to append.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The end point of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Inert: the stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// Inert: the stroke's end style (default `.butt`).
    open var lineCapStyle = CGLineCap.butt
    /// Inert: the stroke's corner style (default `.miter`).
    open var lineJoinStyle = CGLineJoin.miter

    /// Does nothing: nothing is drawn.
    open func fill() {}
    /// Does nothing: nothing is drawn.
    open func stroke() {}
}

/// `UIRectCorner`: the corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Corners from their bits.
    ///
    /// - Parameter rawValue: The corners' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
