import ScrollSimKit
import ScrollSimLog

extension TraceKeys {
    /// The top-level object.
    ///
    /// Its `scrollView`/`scene` and `events` keys are built by ``TraceSchema``, which knows the plug-ins.
    enum Root {
        static let schema = TraceKey(
            "$schema", .text(maxLength: nil),
            "Where an editor finds this schema; accepted and ignored by scrollsim.")
        static let version = TraceKey(
            "scrollsim", .constant(Double(Trace.formatVersion)), required: true, "The format version: 1.")
        static let name = TraceKey(
            "name", .text(maxLength: Trace.maximumTraceNameLength), "The trace's title, shown in the log header.")
        static let description = TraceKey("description", .text(maxLength: nil), "Free text, not shown in the log.")
        static let screen = TraceKey("screen", .object(TraceObjectShape(Screen.all)), "The display.")
        static let log = TraceKey("log", .object(TraceObjectShape(Log.all)), "How the text log is printed.")
        static let recorded = TraceKey(
            "recorded", .object(TraceObjectShape(Recorded.all)),
            "What a device recording showed per display frame; validated and ignored by the replay.")
        static let modelOptions = TraceKey(
            "modelOptions", .object(TraceObjectShape(ModelOptions.all)),
            "Values for the model's unverified constants (scrollsim fit --list), for every scroll view.")
        static let scrollView = "scrollView"
        static let scene = "scene"
        static let events = "events"
    }

    /// `modelOptions` (and a `replay --model-options` file): one number per ``ModelConstants`` parameter.
    enum ModelOptions {
        static let all = ModelConstants.parameters.map { parameter in
            TraceKey(
                parameter.name, .number(.closed(parameter.lower, parameter.upper), unit: nil), parameter.source + ".")
        }
    }

    /// `screen`.
    enum Screen {
        static let scale = TraceKey(
            "scale", .number(.closed(1, 4), unit: "px/pt"),
            "Pixels per point (default 3); offsets are rounded to this pixel grid.")
        static let refreshRate = TraceKey(
            "refreshRate", .number(.closed(1, 240), unit: "Hz"), "Display refreshes per second (default 60).")
        static let firstFrame = TraceKey(
            "firstFrame", .number(Trace.coordinateBounds, unit: "s"),
            "A time at which the display refreshes (default: the first event's t).")
        static let touchRate = TraceKey(
            "touchRate", .number(.closed(1, 480), unit: "Hz"),
            "Touch samples per second of expanded gestures (default 120).")
        static let device = TraceKey(
            "device", .choice(of: ScrollSimKit.Device.self),
            "A device whose size, scale, refresh rate and safe area the screen takes (default none).")
        static let orientation = TraceKey(
            "orientation", .choice(of: ScrollSimKit.Device.Orientation.self),
            "How the device is held (default portrait; needs device).")
        static let all = [device, orientation, scale, refreshRate, firstFrame, touchRate]
    }

    /// `log`.
    enum Log {
        static let didScroll = TraceKey(
            "didScroll", .choice(of: DidScrollLogging.self),
            #"One text-log line per didScroll call ("every", the default) or per run of calls ("runs")."#)
        static let scrollPhases = TraceKey(
            "scrollPhases", .boolean, "Log SwiftUI's ScrollPhase changes as scrollPhase lines (default false).")
        static let all = [didScroll, scrollPhases]
    }

    /// `recorded` and its frames.
    package enum Recorded {
        package static let frameTime = TraceKey(
            "t", .number(Trace.coordinateBounds, unit: "s"), required: true,
            "The frame's display-link timestamp on the trace clock; never decreasing.")
        package static let offset = TraceKey("offset", .shared(point), required: true, "contentOffset.")
        static let contentSize = TraceKey("contentSize", .shared(size), required: true, "contentSize.")
        package static let zoomScale = TraceKey(
            "zoomScale", .number(Trace.zoomScaleBounds, unit: nil), required: true, "zoomScale.")
        package static let presentationOffset = TraceKey(
            "presentationOffset", .shared(point), "The presentation layer's offset: what the screen showed.")
        package static let presentationZoomScale = TraceKey(
            "presentationZoomScale", .number(Trace.zoomScaleBounds, unit: nil),
            "The zoom view's presentation-layer scale: what the screen showed.")
        static let tracking = TraceKey("tracking", .boolean, "isTracking.")
        static let dragging = TraceKey("dragging", .boolean, "isDragging.")
        static let decelerating = TraceKey("decelerating", .boolean, "isDecelerating.")
        package static let zoomBouncing = TraceKey("zoomBouncing", .boolean, "isZoomBouncing.")
        static let pinchScale = TraceKey(
            "pinchScale", .number(Trace.zoomScaleBounds, unit: nil), "The pinch recognizer's scale while pinching.")
        package static let adjustedContentInset = TraceKey(
            "adjustedContentInset", .shared(insets), "adjustedContentInset at this frame (it follows contentSize).")
        /// A frame's optional members.
        static let sampled = [
            presentationOffset, presentationZoomScale, tracking, dragging, decelerating, zoomBouncing, pinchScale,
            adjustedContentInset,
        ]
        static let startContentInset = TraceKey(
            "contentInset", .shared(insets), "contentInset at the first touch (the app's own, before the safe area).")
        static let startSafeAreaInsets = TraceKey(
            "safeAreaInsets", .shared(insets), "safeAreaInsets at the first touch.")
        static let startAdjustmentBehavior = TraceKey(
            "contentInsetAdjustmentBehavior", .choice(of: ContentInsetAdjustmentBehavior.self),
            "contentInsetAdjustmentBehavior at the first touch.")
        static let start = TraceKey(
            "start", .object(TraceObjectShape([startContentInset, startSafeAreaInsets, startAdjustmentBehavior])),
            "The recorded view's insets at the first touch (the trace's contentInset is the adjusted one).")
        static let frames = TraceKey(
            Trace.recordedFramesKey,
            .array(.object(TraceObjectShape([frameTime, offset, contentSize, zoomScale] + sampled)), minItems: 1),
            required: true, "The recorded scroll view at each display frame.")
        package static let phaseTime = TraceKey(
            "t", .number(Trace.coordinateBounds, unit: "s"), required: true,
            "When the host reported the change, on the trace clock; never decreasing.")
        package static let oldPhase = TraceKey(
            "old", .choice(of: ScrollPhase.self), required: true, "The phase before.")
        package static let newPhase = TraceKey(
            "new", .choice(of: ScrollPhase.self), required: true, "The phase after (not the one before).")
        package static let phaseOffset = TraceKey(
            "offset", .shared(point), "The scroll geometry's contentOffset at the change (context.geometry).")
        static let phaseContainerSize = TraceKey(
            "containerSize", .shared(size), "The scroll geometry's containerSize at the change (context.geometry).")
        static let phaseVelocity = TraceKey(
            "velocity", .shared(point), "context.velocity at the change, when SwiftUI gave one (unit unknown).")
        package static let scrollPhases = TraceKey(
            "scrollPhases",
            .array(
                .object(
                    TraceObjectShape([phaseTime, oldPhase, newPhase, phaseOffset, phaseContainerSize, phaseVelocity])),
                minItems: 1),
            "A SwiftUI host's onScrollPhaseChange reports, recorded beside the touches.")
        package static let updateTime = TraceKey(
            "t", .number(Trace.coordinateBounds, unit: "s"), required: true,
            "When updateTarget was called, on the trace clock; never decreasing.")
        static let proposed = TraceKey("proposed", .shared(point), required: true, "The target's origin as proposed.")
        package static let target = TraceKey(
            "target", .shared(point), required: true, "The target's origin as the behaviour left it.")
        package static let velocity = TraceKey(
            "velocity", .shared(point), required: true, "context.velocity as the device gave it (unit unknown).")
        static let originalTarget = TraceKey(
            "originalTarget", .shared(point), "context.originalTarget.rect.origin: the target before any behaviour.")
        static let containerSize = TraceKey("containerSize", .shared(size), "context.containerSize.")
        static let updateContentSize = TraceKey("contentSize", .shared(size), "context.contentSize.")
        package static let targetUpdates = TraceKey(
            "targetUpdates",
            .array(
                .object(
                    TraceObjectShape([
                        updateTime, proposed, target, velocity, originalTarget, containerSize, updateContentSize,
                    ])), minItems: 1),
            "A SwiftUI host's updateTarget calls, recorded beside the touches.")
        package static let callTime = TraceKey(
            "t", .number(Trace.coordinateBounds, unit: "s"), required: true,
            "When the delegate was called, on the trace clock; never decreasing.")
        package static let call = TraceKey(
            "call", .choice(Trace.recordedCallNames), required: true, "The UIScrollViewDelegate method's log name.")
        static let callOffset = TraceKey("offset", .shared(point), "contentOffset at the call.")
        package static let callVelocity = TraceKey(
            "velocity", .shared(point), "willEndDragging's velocity as UIKit reported it (pt/ms, offset direction).")
        package static let callTarget = TraceKey(
            "target", .shared(point), "willEndDragging's targetContentOffset after the app's delegate returned.")
        static let willDecelerate = TraceKey("willDecelerate", .boolean, "didEndDragging's willDecelerate.")
        static let callScale = TraceKey(
            "scale", .number(Trace.zoomScaleBounds, unit: nil), "The zoom scale a zoom callback reported.")
        static let callZoomBouncing = TraceKey("zoomBouncing", .boolean, "isZoomBouncing at the call.")
        package static let delegateCalls = TraceKey(
            "delegateCalls",
            .array(
                .object(
                    TraceObjectShape([
                        callTime, call, callOffset, callVelocity, callTarget, willDecelerate, callScale,
                        callZoomBouncing,
                    ])), minItems: 1),
            "The recorded scroll view's delegate calls with their times and arguments.")
        static let all = [frames, start, delegateCalls, scrollPhases, targetUpdates]
    }
}
