// Core Animation's `CATransform3D` [Apple-CATransform3D], which Linux lacks: a 4 × 4 matrix with
// the identity and the scale functions layout code uses on `UICollectionViewLayoutAttributes`
// (`transform3D`, store-only here). Compiled only where there is no QuartzCore.
#if !canImport(QuartzCore)
    /// `CATransform3D`: a 4 × 4 matrix, row-major (`m11` … `m44`), points as row vectors.
    public struct CATransform3D: Equatable, Hashable, Sendable {
        /// The entries.
        public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
        /// The entries.
        public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
        /// The entries.
        public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
        /// The entries.
        public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

        /// The identity.
        public init() {}

        /// A transform from its sixteen entries, row by row.
        ///
        /// Core Animation's memberwise initializer, as Swift imports the C struct.
        ///
        /// - Parameters:
        ///   - m11: The matrix entry m11.
        ///   - m12: The matrix entry m12.
        ///   - m13: The matrix entry m13.
        ///   - m14: The matrix entry m14.
        ///   - m21: The matrix entry m21.
        ///   - m22: The matrix entry m22.
        ///   - m23: The matrix entry m23.
        ///   - m24: The matrix entry m24.
        ///   - m31: The matrix entry m31.
        ///   - m32: The matrix entry m32.
        ///   - m33: The matrix entry m33.
        ///   - m34: The matrix entry m34.
        ///   - m41: The matrix entry m41.
        ///   - m42: The matrix entry m42.
        ///   - m43: The matrix entry m43.
        ///   - m44: The matrix entry m44.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
            m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
            m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D()

    /// Whether `t` is the identity.
    ///
    /// - Parameter t: The transform.
    /// - Returns: Whether it is the identity.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

    /// A scale by `sx`, `sy`, `sz`.
    ///
    /// - Parameters:
    ///   - sx: The scale factor along x.
    ///   - sy: The scale factor along y.
    ///   - sz: The scale factor along z.
    /// - Returns: The transform.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3D()
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A translation by `tx`, `ty`, `tz`.
    ///
    /// - Parameters:
    ///   - tx: The translation along x, in points.
    ///   - ty: The translation along y, in points.
    ///   - tz: The translation along z, in points.
    /// - Returns: The transform.
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3D()
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// `t` scaled by `sx`, `sy`, `sz` first (scale, then `t`).
    ///
    /// - Parameters:
    ///   - t: The transform to scale.
    ///   - sx: The scale factor along x.
    ///   - sy: The scale factor along y.
    ///   - sz: The scale factor along z.
    /// - Returns: The transform.
    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
        -> CATransform3D
    {
        var result = t
        (result.m11, result.m12, result.m13, result.m14) = (t.m11 * sx, t.m12 * sx, t.m13 * sx, t.m14 * sx)
        (result.m21, result.m22, result.m23, result.m24) = (t.m21 * sy, t.m22 * sy, t.m23 * sy, t.m24 * sy)
        (result.m31, result.m32, result.m33, result.m34) = (t.m31 * sz, t.m32 * sz, t.m33 * sz, t.m34 * sz)
        return result
    }

    /// `t` translated by `tx`, `ty`, `tz` first (translation, then `t`).
    ///
    /// - Parameters:
    ///   - t: The transform to translate.
    ///   - tx: The translation along x, in points.
    ///   - ty: The translation along y, in points.
    ///   - tz: The translation along z, in points.
    /// - Returns: The transform.
    public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
        -> CATransform3D
    {
        var result = t
        result.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
        result.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
        result.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
        result.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
        return result
    }
#endif
