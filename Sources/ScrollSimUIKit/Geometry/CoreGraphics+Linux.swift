// Core Graphics API that Apple platforms have and Foundation on Linux lacks [Apple-CoreGraphics]:
// `equalTo(_:)` on points, sizes and rectangles, and `CGAffineTransform` with `applying(_:)`.
// Compiled only where there is no Core Graphics, so on Apple platforms the system's own are used.
#if !canImport(CoreGraphics)
    extension CGPoint {
        /// Whether both coordinates are equal (`==`).
        ///
        /// - Parameter point2: The other point.
        /// - Returns: Whether the points are equal.
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
        /// The point transformed by `t`.
        ///
        /// - Parameter t: The affine transform.
        /// - Returns: The transformed point.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// Whether both extents are equal (`==`).
        ///
        /// - Parameter size2: The other size.
        /// - Returns: Whether the sizes are equal.
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
        /// The size transformed by `t`'s linear part (no translation), as Core Graphics does.
        ///
        /// - Parameter t: The affine transform.
        /// - Returns: The transformed size.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// Whether origin and size are equal (`==`).
        ///
        /// - Parameter rect2: The other rectangle.
        /// - Returns: Whether the rectangles are equal.
        public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
        /// The smallest rectangle holding the four transformed corners, as Core Graphics returns.
        ///
        /// - Parameter t: The affine transform.
        /// - Returns: The bounding rectangle.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let left = xs.min() ?? 0, top = ys.min() ?? 0
            return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
        }
    }

    /// `CGAffineTransform`: the matrix `[a b 0; c d 0; tx ty 1]`, with Core Graphics' initializers and operations.
    ///
    /// It maps `(x, y)` to `(a x + c y + tx, b x + d y + ty)`.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The matrix entries.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// A transform from its six entries.
        ///
        /// - Parameters:
        ///   - a: The matrix entry a.
        ///   - b: The matrix entry b.
        ///   - c: The matrix entry c.
        ///   - d: The matrix entry d.
        ///   - tx: The translation along x, in points.
        ///   - ty: The translation along y, in points.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// A scale by `sx` and `sy`.
        ///
        /// - Parameters:
        ///   - sx: The scale factor along x.
        ///   - sy: The scale factor along y.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A translation by `tx` and `ty`.
        ///
        /// - Parameters:
        ///   - tx: The translation along x, in points.
        ///   - ty: The translation along y, in points.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A rotation by `angle` radians (counter-clockwise in a y-up space).
        ///
        /// - Parameter angle: The angle, in radians.
        public init(rotationAngle angle: CGFloat) {
            let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2`.
        ///
        /// - Parameter t2: The transform applied after this one.
        /// - Returns: The combined transform.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A scale applied before this transform.
        ///
        /// - Parameters:
        ///   - sx: The scale factor along x.
        ///   - sy: The scale factor along y.
        /// - Returns: The transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A translation applied before this transform.
        ///
        /// - Parameters:
        ///   - tx: The translation along x, in points.
        ///   - ty: The translation along y, in points.
        /// - Returns: The transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A rotation applied before this transform.
        ///
        /// - Parameter angle: The angle, in radians.
        /// - Returns: The transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }
#endif
