import ScrollSimLog
import ScrollSimTrace

extension LogEntry {
    /// The offset and zoom scale on screen after this line.
    ///
    /// The offset and zoom scale on screen after this line: a zoom animation's `presentationFrame`
    /// carries them in its fields (the model already holds the end values, UIKit's structure); every
    /// other line shows its own columns. A device recording samples the screen, so both sides of a
    /// comparison read these.
    var shown: (offset: Point, zoomScale: Double?) {
        guard isPresentationFrame else { return (offset, zoomScale) }
        let observation = PlotObservation(self)
        return (observation.offset, observation.zoomScale ?? zoomScale)
    }

    /// True for a zoom animation's presentation frame.
    var isPresentationFrame: Bool {
        if case .behavior(let name, _) = event { return name == PlotObservation.presentationFrameEvent }
        return false
    }
}
