// The conversions between Foundation's Core Graphics types and the model's geometry. CGFloat is
// a Double on every 64-bit platform, so each conversion is exact both ways.

extension CGPoint {
    /// The model point with the same coordinates.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    /// The same coordinates as a model point.
    var model: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    /// The model size with the same extent.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// The same extent as a model size.
    var model: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    /// The model rectangle with the same origin and size.
    init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
    /// The same rectangle in the model's geometry.
    var model: Rect { Rect(origin: origin.model, size: size.model) }
}
