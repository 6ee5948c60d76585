/// Evenly spaced offsets, clamped and sorted: the snap points of a flow layout's equal lines, without layout.
///
/// Evenly spaced offsets `first + Double(i) · step` for `i` in `0..<count` (computed so), each clamped
/// as `min(max(x, lower), upper)`, sorted ascending without repeats: the snap points of a flow
/// layout's equal lines, read without laying out an item. The same values, in the same order, as
/// `SnapPoints.sorted` of the clamped offsets, when every offset is computed exactly (see `init`).
///
/// O(log count) to create (two binary searches), O(1) per element.
public struct EvenOffsets: RandomAccessCollection, Equatable, Sendable {
    /// The first offset before clamping (points).
    public let first: Double
    /// The distance between successive offsets (points, > 0).
    public let step: Double
    /// The number of offsets before clamping and removing repeats.
    public let rawCount: Int
    /// The clamping range (points; `-infinity…infinity` for none).
    public let lower: Double, upper: Double
    /// Whether some offset is at or below `lower` (they all become the first element).
    let leading: Bool
    /// The raw indices strictly between `lower` and `upper`.
    let interior: Range<Int>
    /// Whether some offset is at or above `upper` (they all become the last element), and it is
    /// not `lower` again.
    let trailing: Bool

    /// The offsets `first + i · step`, clamped to `lower…upper`, or nil unless each is computed exactly.
    ///
    /// The offsets `first + i · step`, clamped to `lower…upper`, or nil unless each is computed
    /// exactly: `count` > 0, `step` > 0, `lower` ≤ `upper`, and `terms` (the numbers `first` and
    /// `step` are sums of, both included) all whole multiples of one power of two 2⁻ᵏ with every
    /// partial sum below 2⁵² · 2⁻ᵏ. Then the offsets strictly increase, their gaps are all `step`
    /// and any order of summing them gives the same `Double`. O(log count).
    ///
    /// - Parameters:
    ///   - first: The first offset, in points.
    ///   - step: The distance between offsets, in points.
    ///   - count: The number of offsets.
    ///   - lower: The lowest offset, in points.
    ///   - upper: The highest offset, in points.
    ///   - terms: The offsets computed in full, to check against.
    public init?(first: Double, step: Double, count: Int, lower: Double, upper: Double, terms: [Double]) {
        guard count > 0, step > 0, lower <= upper, !lower.isNaN, !upper.isNaN else { return nil }
        var scale = 0
        var magnitude = Double(count - 1) * step
        for term in terms + [first, step] {
            guard term.isFinite else { return nil }
            magnitude += abs(term)
            if term != 0 { scale = Swift.max(scale, term.significandWidth - Int(term.exponent)) }
        }
        guard scale <= 52, magnitude * Double(sign: .plus, exponent: scale, significand: 1) < 0x1p52 else {
            return nil
        }
        self.first = first
        self.step = step
        rawCount = count
        self.lower = lower
        self.upper = upper
        var probes = 0
        let start = Self.firstIndex(count, &probes) { first + Double($0) * step > lower }
        let end = Self.firstIndex(count, &probes) { first + Double($0) * step >= upper }
        SnapWork.count(probes)
        leading = start > 0
        interior = start..<Swift.max(start, end)
        trailing = end < count && !(leading && lower == upper)
    }

    /// The first index in `0..<count` where `isAbove` holds (`count` when none), found by bisection.
    ///
    /// The first index in `0..<count` where `isAbove` holds (`count` when none), `isAbove` false then
    /// true along the indices; adds the indices tried to `probes`. O(log count).
    static func firstIndex(_ count: Int, _ probes: inout Int, _ isAbove: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            probes += 1
            if isAbove(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The raw offset at `index`, unclamped (points).
    func raw(_ index: Int) -> Double { first + Double(index) * step }

    /// `x` clamped as `SnapPoints` callers clamp it: `min(max(x, lower), upper)`.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lower), upper) }

    /// The index of the first element: 0.
    public var startIndex: Int { 0 }

    /// The number of elements (distinct clamped offsets).
    public var endIndex: Int { (leading ? 1 : 0) + interior.count + (trailing ? 1 : 0) }

    /// The element at `position` (points).
    ///
    /// O(1).
    ///
    /// - Parameter position: The element's index.
    /// - Returns: The offset, in points.
    public subscript(position: Int) -> Double {
        var index = position
        if leading {
            if index == 0 { return clamp(raw(0)) }
            index -= 1
        }
        if index < interior.count { return raw(interior.lowerBound + index) }
        return clamp(raw(interior.upperBound))
    }
}

/// A count of the offsets snapping decisions compute, so a test can pin the work of one release without timing it.
///
/// A count of the offsets snapping decisions compute (item frames laid out, edges listed, sorted
/// offsets probed), so a test can pin the work of one release without timing it. Counted only
/// while a counter is bound (`SnapWork.$counter.withValue(counter) { … }`), one count per step
/// of work, not per offset, so that counting costs almost nothing.
public enum SnapWork {
    /// The counter of the current task, if any.
    @TaskLocal public static var counter: SnapWorkCounter?

    /// Adds `offsets` to the bound counter, if any.
    ///
    /// O(1).
    ///
    /// - Parameter offsets: The number of offsets computed.
    public static func count(_ offsets: Int) {
        counter?.add(offsets)
    }
}

/// The number of offsets counted while bound as `SnapWork.counter`.
///
/// Used by one task at a time (the one that binds it).
public final class SnapWorkCounter: @unchecked Sendable {
    /// The offsets counted so far.
    public private(set) var offsets = 0

    /// A counter at zero.
    public init() {}

    /// Adds `count` offsets.
    func add(_ count: Int) { offsets += count }
}
