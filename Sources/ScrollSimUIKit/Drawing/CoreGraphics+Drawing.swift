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
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A grey of `gray` (0 black … 1 white).
        public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

        /// The opacity (the last component).
        public var alpha: CGFloat { components?.last ?? 1 }

        /// The number of components (opacity included).
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The same colour with opacity `alpha`.
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
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// An ellipse inscribed in `rect`.
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
        public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
    }

    /// `CGMutablePath` — inert: a path built element by element, with Core Graphics' methods.
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() { super.init(elements: []) }

        /// Starts a subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.move(point.applying(transform)))
        }

        /// A straight line to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.line(point.applying(transform)))
        }

        /// Straight lines through `points` (a new subpath at the first).
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// A quadratic Bézier curve to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
        }

        /// A cubic Bézier curve to `end`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .curve(
                    end.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform)))
        }

        /// A closed rectangle.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            addLines(
                between: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// Closed rectangles.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// A closed ellipse inscribed in `rect` (kept as one arc element, not drawn).
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
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            addRect(rect, transform: transform)
        }

        /// An arc of a circle around `center` from `startAngle` to `endAngle` (radians).
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
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements += path.elements
        }

        /// Closes the current subpath.
        public func closeSubpath() { elements.append(.close) }
    }
#endif
