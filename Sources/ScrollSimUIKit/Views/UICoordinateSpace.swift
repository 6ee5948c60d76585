/// `UICoordinateSpace` [Apple-UIView]: something points and rectangles convert between.
///
/// Views conform (their own coordinates: the bounds), and so does `UIScreen` (the window's coordinates: the simulator's
/// window fills the screen).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's own rectangle.
    var bounds: CGRect { get }
    /// `point` from this space's coordinates into `coordinateSpace`'s.
    ///
    /// - Parameters:
    ///   - point: The point, in this space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The point, in the other space's coordinates.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point` from `coordinateSpace`'s coordinates into this space's.
    ///
    /// - Parameters:
    ///   - point: The point, in the other space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The point, in this space's coordinates.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` from this space's coordinates into `coordinateSpace`'s.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in this space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The rectangle, in the other space's coordinates.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect` from `coordinateSpace`'s coordinates into this space's.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in the other space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The rectangle, in this space's coordinates.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    /// A point in this space as window coordinates (views convert, the screen's are the window's).
    fileprivate func toWindow(_ point: CGPoint) -> CGPoint {
        (self as? UIView).map { $0.convert(point, to: nil) } ?? point
    }

    /// A point in window coordinates as this space's.
    fileprivate func fromWindow(_ point: CGPoint) -> CGPoint {
        (self as? UIView).map { $0.convert(point, from: nil) } ?? point
    }

    /// `point` into `coordinateSpace`, through window coordinates.
    ///
    /// - Parameters:
    ///   - point: The point, in this space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The point, in the other space's coordinates.
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        coordinateSpace.fromWindow(toWindow(point))
    }

    /// `point` from `coordinateSpace`, through window coordinates.
    ///
    /// - Parameters:
    ///   - point: The point, in the other space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The point, in this space's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        fromWindow(coordinateSpace.toWindow(point))
    }

    /// `rect` into `coordinateSpace` (its origin converts; no transforms here, so the size stays).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in this space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The rectangle, in the other space's coordinates.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// `rect` from `coordinateSpace` (its origin converts; the size stays).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in the other space's coordinates (points).
    ///   - coordinateSpace: The other coordinate space.
    /// - Returns: The rectangle, in this space's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

extension UIView: UICoordinateSpace {
    /// `rect` from this view's coordinates into `view`'s (the window's for nil).
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in this view's coordinates (points).
    ///   - view: The view to convert into, or nil for the window.
    /// - Returns: The rectangle, in the other view's coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` from `view`'s coordinates (the window's for nil) into this view's.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in the other view's coordinates (points).
    ///   - view: The view to convert from, or nil for the window.
    /// - Returns: The rectangle, in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's coordinate space (window coordinates).
    public var coordinateSpace: UICoordinateSpace { self }
}
