// Core Graphics' drawing values that Foundation on Linux lacks [Apple-CoreGraphics] — **inert**:
// `CGColor` (components and opacity), `CGPath`/`CGMutablePath` (a list of path elements, never
// filled or stroked), `CGLineCap` and `CGLineJoin`. Layers and Bézier paths hold them; nothing in
// the simulation reads them. Compiled only where there is no Core Graphics (Apple platforms have
// their own).
#if !canImport(CoreGraphics)
    /// `CGColor` — inert: a colour's components (red, green, blue, alpha; or grey, alpha) in sRGB.
    public final class CGColor: Hashable, @unchecked Sendable {
        /// The components: `[red, green, blue, alpha]` or `[grey, alpha]`.
        public let components: [CGFloat]?

        /// An sRGB colour.
        ///
        /// - Parameters:
        ///   - red: The red component, from 0 to 1.
        ///   - green: The green component, from 0 to 1.
        ///   - blue: The blue component, from 0 to 1.
        ///   - alpha: The opacity, from 0 to 1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A grey of `gray` (0 black … 1 white).
        ///
        /// - Parameters:
        ///   - gray: The grey level, from 0 (black) to 1 (white).
        ///   - alpha: The opacity, from 0 to 1.
        public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

        /// The opacity (the last component).
        public var alpha: CGFloat { components?.last ?? 1 }

        /// The number of components (opacity included).
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The same colour with opacity `alpha`.
        ///
        /// - Parameter alpha: The opacity, from 0 to 1.
        /// - Returns: The colour.
        public func copy(alpha: CGFloat) -> CGColor? {
            guard var values = components, !values.isEmpty else { return nil }
            values[values.count - 1] = alpha
            return values.count >= 4
                ? CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
                : CGColor(gray: values[0], alpha: alpha)
        }

        /// Black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// White.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent.
        public static let clear = CGColor(gray: 0, alpha: 0)

        /// Equal components.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
        /// Hashes the components.
        ///
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    }

    /// `CGLineCap`: how a stroke's open ends are drawn (inert).
    public enum CGLineCap: Int32, Sendable {
        /// Square end at the end point.
        case butt
        /// Round end.
        case round
        /// Square end past the end point.
        case square
    }

    /// `CGLineJoin`: how a stroke's corners are drawn (inert).
    public enum CGLineJoin: Int32, Sendable {
        /// Mitred corner.
        case miter
        /// Round corner.
        case round
        /// Bevelled corner.
        case bevel
    }

    /// `CGPath` — inert: an immutable list of path elements (kept, never drawn).
    public class CGPath: Hashable, @unchecked Sendable {
        /// One element, with its points already transformed.
        enum Element: Hashable {
            case move(CGPoint)
            case line(CGPoint)
            case quadCurve(CGPoint, control: CGPoint)
            case curve(CGPoint, control1: CGPoint, control2: CGPoint)
            case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
            case close
        }

        var elements: [Element] = []

        init(elements: [Element]) { self.elements = elements }

        /// A closed rectangle.
        ///
        /// - Parameters:
        ///   - rect: The rectangle, in points.
        ///   - transform: A transform to apply (unused), or nil.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// An ellipse inscribed in `rect`.
        ///
        /// - Parameters:
        ///   - rect: The rectangle, in points.
        ///   - transform: A transform to apply (unused), or nil.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { elements.isEmpty }

        /// The end point of the last element (zero for an empty path).
        public var currentPoint: CGPoint {
            for element in elements.reversed() {
                switch element {
                case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
                case let .arc(center, radius, _, end, _):
                    return CGPoint(
                        x: center.x + radius * CGFloat(cos(Double(end))),
                        y: center.y + radius * CGFloat(sin(Double(end))))
                case .close: continue
                }
            }
            return .zero
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? {
            let copy = CGMutablePath()
            copy.elements = elements
            return copy
        }

        /// The same elements.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
        /// Hashes the elements.
        ///
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
    }

    /// `CGMutablePath` — inert: a path built element by element, with Core Graphics' methods.
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() { super.init(elements: []) }

        /// Starts a subpath at `point`.
        ///
        /// - Parameters:
        ///   - point: The point, in points.
        ///   - transform: A transform to apply to the point.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.move(point.applying(transform)))
        }

        /// A straight line to `point`.
        ///
        /// - Parameters:
        ///   - point: The line's end, in points.
        ///   - transform: A transform to apply to the point.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.line(point.applying(transform)))
        }

        /// Straight lines through `points` (a new subpath at the first).
        ///
        /// - Parameters:
        ///   - points: The points the lines pass through, in points.
        ///   - transform: A transform to apply to the points.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// A quadratic Bézier curve to `end`.
        ///
        /// - Parameters:
        ///   - end: The curve's end, in points.
        ///   - control: The control point, in points.
        ///   - transform: A transform to apply to the points.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
        }

        /// A cubic Bézier curve to `end`.
        ///
        /// - Parameters:
        ///   - end: The curve's end, in points.
        ///   - control1: The first control point, in points.
        ///   - control2: The second control point, in points.
        ///   - transform: A transform to apply to the points.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .curve(
                    end.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform)))
        }

        /// A closed rectangle.
        ///
        /// - Parameters:
        ///   - rect: The rectangle, in points.
        ///   - transform: A transform to apply to the rectangle.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            addLines(
                between: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// Closed rectangles.
        ///
        /// - Parameters:
        ///   - rects: The rectangles, in points.
        ///   - transform: A transform to apply to the rectangles.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// A closed ellipse inscribed in `rect` (kept as one arc element, not drawn).
        ///
        /// - Parameters:
        ///   - rect: The rectangle, in points.
        ///   - transform: A transform to apply to the ellipse.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            move(to: CGPoint(x: rect.maxX, y: rect.midY), transform: transform)
            elements.append(
                .arc(
                    center: CGPoint(x: rect.midX, y: rect.midY).applying(transform),
                    radius: min(rect.width, rect.height) / 2,
                    start: 0, end: 2 * .pi, clockwise: false))
            closeSubpath()
        }

        /// A closed rounded rectangle (kept as its rectangle, not drawn).
        ///
        /// - Parameters:
        ///   - rect: The rectangle, in points.
        ///   - cornerWidth: The corner's width, in points.
        ///   - cornerHeight: The corner's height, in points.
        ///   - transform: A transform to apply to the rectangle.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            addRect(rect, transform: transform)
        }

        /// An arc of a circle around `center` from `startAngle` to `endAngle` (radians).
        ///
        /// - Parameters:
        ///   - center: The circle's centre, in points.
        ///   - radius: The radius, in points.
        ///   - startAngle: The start angle, in radians.
        ///   - endAngle: The end angle, in radians.
        ///   - clockwise: Whether the arc runs clockwise.
        ///   - transform: A transform to apply to the arc.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .arc(
                    center: center.applying(transform), radius: radius, start: startAngle, end: endAngle,
                    clockwise: clockwise))
        }

        /// The elements of `path`.
        ///
        /// - Parameters:
        ///   - path: The path whose elements are added.
        ///   - transform: A transform to apply to them.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements += path.elements
        }

        /// Closes the current subpath.
        public func closeSubpath() { elements.append(.close) }
    }
#endif
