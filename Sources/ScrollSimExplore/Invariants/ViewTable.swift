/// One value per view of a log, found by a linear search.
///
/// One value per view of a log, for the invariants that follow each view line by line: a log has a few views, so a
/// linear search (the last view found tried first: consecutive lines are mostly one view's) costs less than hashing
/// every line's view name into a dictionary. O(views) a lookup.
struct ViewTable<Value> {
    /// The views in the order first seen, with their values.
    private(set) var entries: [(view: String, value: Value)] = []
    /// The value a view has before it is first set.
    let initial: Value
    private var last = 0

    /// An empty table whose views start at `initial`.
    init(initial: Value) { self.initial = initial }

    /// The index of `view`'s entry, added with the initial value when it is not there yet.
    mutating func index(of view: String) -> Int {
        if last < entries.count, entries[last].view == view { return last }
        if let found = entries.firstIndex(where: { $0.view == view }) {
            last = found
        } else {
            entries.append((view, initial))
            last = entries.count - 1
        }
        return last
    }

    /// `view`'s value, if it was ever set or read for update.
    func value(of view: String) -> Value? {
        if last < entries.count, entries[last].view == view { return entries[last].value }
        return entries.first { $0.view == view }?.value
    }

    /// Runs `body` on `view`'s value in place (added with the initial value first when needed).
    mutating func update<Result>(_ view: String, _ body: (inout Value) -> Result) -> Result {
        let found = index(of: view)
        return body(&entries[found].value)
    }

    /// `view`'s value (the initial one until set).
    subscript(view: String) -> Value {
        get { value(of: view) ?? initial }
        set { entries[index(of: view)].value = newValue }
    }
}
