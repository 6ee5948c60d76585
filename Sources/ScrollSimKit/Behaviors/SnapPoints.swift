/// The offsets a scroll may come to rest on along one axis: a sorted list, or an endless grid `origin + k·every`.
///
/// Shared by the `snapPoints` behaviour and the flow layout's snapping, which differ only in where their points come
/// from.
///
/// A point is named by its index (a `Double` holding a whole number, so a grid far from its origin
/// never traps): the list's position, or the grid's `k`. **Choice** (no source decides it): on a
/// tie between two points the later one (the larger offset) is the nearest.
public enum SnapPoints: Equatable, Sendable {
    /// Finitely many offsets (points), sorted ascending, at least one.
    case list([Double])
    /// Every `origin + k·every` for whole `k` (points; `every` > 0).
    case grid(every: Double, origin: Double)
    /// Evenly spaced offsets, clamped and without repeats, computed on demand.
    ///
    /// A list whose elements are not stored (a flow layout's equal lines).
    case even(EvenOffsets)

    /// The points of `offsets`, sorted and without repeats.
    ///
    /// Precondition: `offsets` is not empty. O(n) when `offsets` is already in order, else O(n log n).
    ///
    /// - Parameter offsets: The offsets, in points; not empty.
    /// - Returns: The snap points.
    public static func sorted(_ offsets: [Double]) -> SnapPoints {
        precondition(!offsets.isEmpty, "snap points need at least one offset")
        SnapWork.count(offsets.count)
        var unique: [Double] = []
        unique.reserveCapacity(offsets.count)
        let inOrder = zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
        for offset in inOrder ? offsets : offsets.sorted() where unique.last != offset { unique.append(offset) }
        return .list(unique)
    }

    /// The largest index magnitude used: ±2⁵³, where `Double` still holds every whole number.
    static let indexLimit = 0x1p53

    /// The index of the point nearest `offset`.
    ///
    /// O(log n) for a list.
    ///
    /// - Parameter offset: The offset, in points.
    /// - Returns: The index, possibly fractional.
    public func nearestIndex(to offset: Double) -> Double {
        switch self {
        case .list(let points): return Self.nearestIndex(in: points, to: offset)
        case .even(let points): return Self.nearestIndex(in: points, to: offset)
        case .grid(let every, let origin):
            return clamped(((offset - origin) / every + 0.5).rounded(.down))
        }
    }

    /// The index of the point of `points` (sorted ascending, not empty) nearest `offset`.
    ///
    /// O(log n).
    static func nearestIndex<Points: RandomAccessCollection>(in points: Points, to offset: Double) -> Double
    where Points.Index == Int, Points.Element == Double {
        var low = 0, high = points.count - 1, probes = 0
        while low < high {
            let middle = (low + high) / 2
            probes += 1
            if points[middle] < offset { low = middle + 1 } else { high = middle }
        }
        SnapWork.count(probes + 1)
        // `low` is the first point ≥ offset (or the last point); its predecessor may be nearer.
        if low > 0, offset - points[low - 1] < points[low] - offset { return Double(low - 1) }
        return Double(low)
    }

    /// `index` moved into the valid indices (the list's range; ±2⁵³ for a grid).
    ///
    /// - Parameter index: The index, possibly fractional.
    /// - Returns: The clamped index.
    public func clamped(_ index: Double) -> Double {
        guard !index.isNaN else { return 0 }
        switch self {
        case .list(let points): return min(max(index, 0), Double(points.count - 1))
        case .even(let points): return min(max(index, 0), Double(points.count - 1))
        case .grid: return min(max(index, -Self.indexLimit), Self.indexLimit)
        }
    }

    /// The offset of the point at `index` (clamped first).
    ///
    /// - Parameter index: The index, possibly fractional.
    /// - Returns: The offset, in points.
    public func offset(at index: Double) -> Double {
        let index = clamped(index)
        switch self {
        case .list(let points): return points[Int(index)]
        case .even(let points): return points[Int(index)]
        case .grid(let every, let origin): return origin + index * every
        }
    }
}
