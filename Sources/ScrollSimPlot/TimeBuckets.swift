// Bounded memory for plots of any length: values collected into time buckets whose width doubles
// (merging neighbours) whenever the time axis outgrows the bucket count.
import ScrollSimKit
import ScrollSimLog

/// What one time bucket holds; two neighbours merge into one when the buckets widen.
protocol BucketCell {
    /// The cell of the union of two neighbouring buckets (`earlier` covers the earlier times).
    static func merged(_ earlier: Self, _ later: Self) -> Self
}

/// Cells over the time axis `[0, capacity × width)`, bucket `i` covering `[i × width, (i + 1) × width)`.
///
/// `width` is a power of two (it starts at 2⁻²⁰ s ≈ 1 µs), so bucket edges are exact binary
/// fractions and doubling it merges buckets `2i` and `2i + 1` exactly. When a time beyond the last
/// bucket arrives, the width doubles until it fits: memory stays at `capacity` cells whatever the
/// length of the trace, and each bucket spans at most 2 × (duration / capacity). O(1) amortised per
/// update (each doubling is O(capacity) and halves the bucket count).
struct TimeBuckets<Cell: BucketCell> {
    /// The most buckets kept (a power of two).
    let capacity: Int
    /// Seconds per bucket.
    private(set) var width: Double
    /// The buckets, dense from time 0; nil where nothing was recorded.
    private(set) var cells: [Cell?] = []

    /// Creates empty buckets; `capacity` is rounded up to a power of two of at least 2.
    init(capacity: Int = 2048, initialWidth: Double = 1.0 / 1_048_576) {
        var power = 2
        while power < capacity { power *= 2 }
        self.capacity = power
        width = initialWidth
    }

    /// The bucket index of `time` (s ≥ 0), widening the buckets first when it lies beyond them.
    mutating func index(of time: Double) -> Int {
        let time = max(0, time)
        while time >= Double(capacity) * width { widen() }
        let index = min(Int(saturating: time / width), capacity - 1)
        if index >= cells.count { cells.append(contentsOf: repeatElement(nil, count: index + 1 - cells.count)) }
        return index
    }

    /// Changes the cell of the bucket holding `time`.
    mutating func update(at time: Double, _ change: (inout Cell?) -> Void) {
        let bucket = index(of: time)
        change(&cells[bucket])
    }

    /// Changes the cells of every bucket from the one holding `start` to the one holding `end`
    /// (`start ≤ end`).
    mutating func update(from start: Double, through end: Double, _ change: (inout Cell?) -> Void) {
        let last = index(of: end), first = index(of: min(start, end))
        for bucket in first...last { change(&cells[bucket]) }
    }

    /// Doubles the width: bucket `i` becomes the merge of the old `2i` and `2i + 1`.
    private mutating func widen() {
        var merged: [Cell?] = []
        merged.reserveCapacity(cells.count / 2 + 1)
        var index = 0
        while index < cells.count {
            let earlier = cells[index], later = index + 1 < cells.count ? cells[index + 1] : nil
            switch (earlier, later) {
            case let (earlier?, later?): merged.append(Cell.merged(earlier, later))
            default: merged.append(earlier ?? later)
            }
            index += 2
        }
        cells = merged
        width *= 2
    }
}

/// One recorded value of a series: its time (s) and value.
struct PlotSample: Equatable, Sendable {
    /// Seconds since the trace's first event.
    var time: Double
    /// The value, in the series' unit.
    var value: Double
}

/// The smallest and the largest sample of a bucket (the first one on ties), for min/max downsampling.
///
/// So that a column of the plot can show both.
struct Extremes: BucketCell, Equatable {
    /// The smallest sample.
    var minimum: PlotSample
    /// The largest sample.
    var maximum: PlotSample
    /// True when no line joins this bucket's samples to the bucket before.
    ///
    /// Its first sample follows a stretch whose values are not known (a golden's `didScroll` run that the replay does
    /// not reproduce, an interval left out of a velocity).
    var startsSegment = false
    /// Whether the minimum was added before the maximum.
    ///
    /// Their order when their times are equal (a velocity step's jump at one instant).
    private var minimumFirst = true

    /// A bucket of one sample.
    init(_ sample: PlotSample) {
        minimum = sample
        maximum = sample
    }

    /// Adds a later sample.
    mutating func add(_ sample: PlotSample) {
        if sample.value < minimum.value {
            minimum = sample
            minimumFirst = false
        }
        if sample.value > maximum.value {
            maximum = sample
            minimumFirst = true
        }
    }

    static func merged(_ earlier: Extremes, _ later: Extremes) -> Extremes {
        var result = earlier
        result.add(later.minimum)
        result.add(later.maximum)
        if later.minimum.value < earlier.minimum.value, later.maximum.value > earlier.maximum.value {
            result.minimumFirst = later.minimumFirst
        }
        return result
    }

    /// The one or two samples to draw, in time order (in the order added at equal times).
    var points: [PlotSample] {
        if minimum == maximum { return [minimum] }
        if minimum.time == maximum.time { return minimumFirst ? [minimum, maximum] : [maximum, minimum] }
        return minimum.time < maximum.time ? [minimum, maximum] : [maximum, minimum]
    }
}

// The phases present in a bucket (`PhaseSet` is ScrollSimLog's, shared with the Chrome trace writer).
extension PhaseSet: BucketCell {}

/// Marks in a bucket (callback ticks, touch markers): the first of each name.
struct Marks: BucketCell {
    /// The marks, in time order, at most one per name.
    var marks: [PlotMark]

    /// Adds a later mark unless one with its name is already here.
    mutating func add(_ mark: PlotMark) {
        if !marks.contains(where: { $0.name == mark.name }) { marks.append(mark) }
    }

    static func merged(_ earlier: Marks, _ later: Marks) -> Marks {
        var result = earlier
        for mark in later.marks { result.add(mark) }
        return result
    }
}

/// A labelled instant on the time axis: a delegate callback or behaviour event, or a touch.
struct PlotMark: Equatable, Sendable {
    /// Seconds since the trace's first event.
    var time: Double
    /// The event name (`willEndDragging`, `touchBegan`, …).
    var name: String
    /// `willEndDragging`'s target offset (points), drawn as a dashed line.
    var target: Point?
}
