extension View {
    /// The stored values behind `View`'s most-read properties, in one value: what `viewStorage` holds.
    ///
    /// The id, bounds origin, frame, simulation, rest time and scale are read for every log line or drag step, and the
    /// runtime exclusivity check of a class's stored property (`swift_beginAccess`) cost more than the read.
    struct Storage {
        /// The identifier the log uses for this view (`View.id`).
        var id: String
        /// The origin of the view's own coordinate space (points); a scroll view's content offset.
        var boundsOrigin = Point.zero
        /// The frame in the superview's coordinate space (points, the model value).
        var frame: Rect
        /// The simulation the view belongs to, unretained.
        ///
        /// The links up the tree (to the simulation, the superview) are not `weak`: a weak reference gives its target a
        /// side table, which puts every retain and release of the scroll view and the simulation (several per frame) on
        /// the runtime's slow path. They read nil once the target is gone, as weak ones would, because each target
        /// clears them before it goes: a view clears its subviews' `superview` and its recognizers' `view` in `deinit`,
        /// and a simulation detaches its window's tree in its `deinit`; a link is never read after that. The
        /// simulation, read on every log line, is an unretained reference, which `withSimulation` lends out without the
        /// retain and release an `unowned` load costs.
        var simulation: Unmanaged<Simulation>?
        /// The view that contains this one (`unowned`, see `simulation`).
        unowned(safe) var superview: View?
        /// When the view last came to rest (s, simulation clock).
        var restTime: Double = 0
        /// The screen scale of the simulation (pixels per point; 1 outside a window).
        var pixelScale: Double = 1

        /// Stores the view's id and frame; the rest starts at its defaults.
        init(id: String, frame: Rect) {
            self.id = id
            self.frame = frame
        }
    }
}
