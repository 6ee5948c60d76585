/// The fingers touching the screen (or one recognizer) and where each one is, ordered by finger
/// number.
///
/// A touch sequence has a handful of fingers, so a sorted array is searched faster than a
/// dictionary is hashed on every move, and iterating it already gives the ascending order the
/// centroid and `fingersDown` need. Lookups and updates are O(n) in the number of fingers.
struct FingerTable {
    private var entries: [(finger: Int, location: Point)] = []

    /// True when no finger is down.
    var isEmpty: Bool { entries.isEmpty }
    /// How many fingers are down.
    var count: Int { entries.count }
    /// The finger numbers, ascending.
    var fingers: [Int] { entries.map(\.finger) }

    /// Where `finger` is (window coordinates), or nil when it is not down; setting nil lifts it.
    subscript(finger: Int) -> Point? {
        get {
            for entry in entries where entry.finger == finger { return entry.location }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.finger >= finger } ?? entries.endIndex
            let present = index < entries.endIndex && entries[index].finger == finger
            switch (newValue, present) {
            case (let location?, true): entries[index].location = location
            case (let location?, false): entries.insert((finger, location), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// The distance (points) between the two fingers when exactly two are down, else nil.
    var pairDistance: Double? {
        guard entries.count == 2 else { return nil }
        return (entries[1].location - entries[0].location).length
    }

    /// The two fingers' locations, in ascending finger order, when exactly two are down, else nil.
    var pair: (first: Point, second: Point)? {
        guard entries.count == 2 else { return nil }
        return (entries[0].location, entries[1].location)
    }

    /// The mean location of the fingers, summed in ascending finger order (.zero with none).
    var centroid: Point {
        guard !entries.isEmpty else { return .zero }
        var sum = Point.zero
        for entry in entries { sum = sum + entry.location }
        return sum * (1 / Double(entries.count))
    }
}
