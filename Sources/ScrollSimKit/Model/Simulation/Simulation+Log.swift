// The simulation's log: entries built from the model's state at the current time, and the held
// entries whose details are known only after a callback returns.

extension Simulation {
    /// Records an event for `view` at the current time.
    ///
    /// - Parameters:
    ///   - event: The event to record.
    ///   - view: The view the event is about.
    public func record(_ event: LogEvent, for view: View) {
        guard storedSinkKeepsEntries else { return }
        emit(entry(event, for: view))
    }

    func entry(_ event: LogEvent, for view: View) -> LogEntry {
        if let scrollView = view as? ScrollView { return entry(event, for: scrollView, flags: nil) }
        return LogEntry(time: now - timeOrigin, view: view.id, event: event, offset: view.boundsOrigin, flags: .idle)
    }

    /// `entry(_:for:)` for a view known to be a scroll view (the delegate calls, every frame), without
    /// the dynamic cast.
    func entry(_ event: LogEvent, for scrollView: ScrollView, flags: ScrollFlags? = nil) -> LogEntry {
        LogEntry(
            time: now - timeOrigin, view: scrollView.id, event: event, offset: scrollView.boundsOrigin,
            flags: flags ?? scrollView.flags, zoomScale: scrollView.loggedZoomScale)
    }

    /// `record(_:for:)` for a view known to be a scroll view, whose `flags` the caller may have read.
    func record(_ event: LogEvent, for scrollView: ScrollView, flags: ScrollFlags? = nil) {
        guard storedSinkKeepsEntries else { return }
        emit(entry(event, for: scrollView, flags: flags))
    }

    /// Logs `scrollView`'s `didScroll` with `flags` (read by the caller from its phase).
    ///
    /// Handed to the sink field by field (``LogSink/recordDidScroll(time:view:offset:flags:zoomScale:)``), so no entry
    /// is built, unless a held entry makes it wait in line. Inlined into `ScrollView.setOffset`, its one caller, which
    /// runs every frame.
    @inline(__always) func recordDidScroll(of scrollView: ScrollView, flags: ScrollFlags) {
        guard storedSinkKeepsEntries else { return }
        if storage.holdDepth > 0 {
            storage.heldEntries.append(entry(.didScroll, for: scrollView, flags: flags))
            return
        }
        sink.recordDidScroll(
            time: now - timeOrigin, view: scrollView.id, offset: scrollView.boundsOrigin, flags: flags,
            zoomScale: scrollView.loggedZoomScale)
    }

    func emit(_ entry: LogEntry) {
        if storage.holdDepth > 0 { storage.heldEntries.append(entry) } else { sink.record(entry) }
    }

    /// Reserves a log position for an event whose details are known only after a callback returns.
    ///
    /// For example `willEndDragging` logs the target the delegate chose; entries logged meanwhile follow it.
    func beginHeldEntry(_ entry: LogEntry) -> Int {
        storage.holdDepth += 1
        storage.heldEntries.append(entry)
        return storage.heldEntries.count - 1
    }

    /// Fills in a held entry's `event` and, when no hold is left open, passes every held entry on in order.
    ///
    /// For a touch echo it also fills in its `flags`, read once the touch has been handled.
    func completeHeldEntry(_ index: Int, event: LogEvent? = nil, flags: ScrollFlags? = nil) {
        if let event { storage.heldEntries[index].event = event }
        if let flags { storage.heldEntries[index].flags = flags }
        storage.holdDepth -= 1
        if storage.holdDepth == 0 {
            // Taken out while the sink runs, then put back emptied: the storage is reused by the
            // next hold (a touch echo holds one per touch) instead of allocated anew.
            var entries: [LogEntry] = []
            swap(&entries, &storage.heldEntries)
            for entry in entries { sink.record(entry) }
            entries.removeAll(keepingCapacity: true)
            if storage.heldEntries.isEmpty { swap(&entries, &storage.heldEntries) }
        }
    }
}
