import ScrollSimKit

/// One log event as the plot reads it.
///
/// From a `LogEntry` during a replay (`PlotWriter`) or from a line of a text log read back (`TextLog`, for
/// `check --artifacts`).
package struct PlotObservation {
    /// Seconds since the trace's first event.
    package var time: Double
    /// The view's id.
    package var view: String
    /// The event name.
    package var event: String
    /// The log's x and y columns: the view's content offset (a plain view's bounds origin), points.
    package var offset: Point
    /// A plain view's on-screen position when the event carries one (`presentation`, or a sheet's `y`).
    package var position: Point?
    /// The view's flags.
    package var flags: ScrollFlags
    /// `willEndDragging`'s target, points.
    package var target: Point?
    /// The zoom scale a `willBeginZooming` or `didZoom` reports (the scale then, and the new one).
    package var zoomScale: Double? = nil
    /// `willEndDragging`'s velocity: the model's own release velocity (pt/ms).
    ///
    /// In the content-offset direction, as UIKit reports it.
    package var releaseVelocity: Point? = nil
    /// The velocity the model itself reports at this event (pt/s, in the content-offset direction).
    ///
    /// `willEndDragging`'s release velocity, and a dynamics scroll's `decelerationBegan` and `attachmentAdded`
    /// (`velocity V`, vertical).
    package var modelVelocity: Point? = nil

    /// The behaviour events whose `velocity V` (pt/s) is the vertical velocity the model starts
    /// moving the view's bounds with.
    package static let velocityEvents: Set<String> = ["decelerationBegan", "attachmentAdded"]

    /// The zoom events whose scale is the view's scale at that moment.
    ///
    /// `didEndZooming` reports the limit a bounce heads for, which with `zoomEnd` `atLift` is not yet the scale shown.
    package static let zoomScaleEvents: Set<String> = ["willBeginZooming", "didZoom"]

    /// The event of a frame of a zoom animation under `modelValuesAtStart`.
    ///
    /// Its x and y columns are the model offset (already at the end), its detail the offset and scale on screen, which
    /// the plots and `view` draw instead.
    package static let presentationFrameEvent = "presentationFrame"

    /// Events that report a position every frame: drawn as the curve, never as ticks.
    package static let sampleEvents: Set<String> = [
        "didScroll", "animationFrame", presentationFrameEvent, "attraction", "boundsChanged", "sheetPan", "pan",
    ]
    /// Echoed touches: drawn as markers on the time axis.
    package static let touchEvents: Set<String> = ["touchBegan", "touchEnded", "touchCancelled"]
}
