// The UIKit adapter of the recorder. It is compiled only where UIKit exists (iOS, iPadOS, Mac
// Catalyst, visionOS); on Linux and macOS this file is empty and only the core is built.
#if canImport(UIKit)
    import UIKit
    import ScrollSimTrace

    /// A `UIWindow` that records every touch sequence it delivers into a scrollsim trace.
    ///
    /// Use it as the app's window in debug builds; once every finger has lifted and the scroll view under the first
    /// touch has come to rest (or ``settleTimeout`` later), it hands the trace's JSON to ``onTrace`` (by default saved
    /// with ``save(_:)``). On every display frame from the first touch to then it records that scroll view's model and
    /// presentation-layer offset and zoom scale, its flags, the pinch's scale and `adjustedContentInset` (the trace's
    /// `recorded.frames`); its insets at the first touch (`recorded.start`); and, through a forwarding delegate proxy
    /// that keeps the app's delegate working and is removed at the end, every delegate call with its time and arguments
    /// (`recorded.delegateCalls`).
    ///
    /// Only long-stable public UIKit API is used: `sendEvent(_:)`, `UIEvent.allTouches` and
    /// `coalescedTouches(for:)`, `UITouch.phase`, `location(in: nil)` and `timestamp`,
    /// `hitTest(_:with:)`, `CADisplayLink.timestamp`, `CACurrentMediaTime()`,
    /// `CALayer.presentation()`, `UIScrollView`'s public properties, its `delegate` and the
    /// delegate's `viewForZooming(in:)`, `NSObject.responds(to:)` and `forwardingTarget(for:)`.
    @MainActor
    open class ScrollSimRecordingWindow: UIWindow {
        /// Whether touches are recorded (default true).
        public var isRecording = true
        /// Whether the recorded scroll view's delegate calls are recorded through a forwarding proxy (default true).
        ///
        /// Turn it off for a host that must keep its delegate identity (a framework that checks
        /// `scrollView.delegate === itself`).
        public var recordsDelegateCalls = true
        /// Receives each finished trace (JSON text).
        ///
        /// Default: ``save(_:)``.
        public var onTrace: (String) -> Void = { text in _ = try? ScrollSimRecordingWindow.save(text) }
        /// Receives a recording that could not become a trace (no scroll view under the first touch).
        public var onError: (RecordingError) -> Void = { error in print("ScrollSimRecorder: \(error)") }

        /// The longest wait after the last lift for the scroll view to come to rest (s).
        public static let settleTimeout = 10.0
        /// How long the scroll view must stay at rest before the recording ends (s).
        ///
        /// A frame between the lift and the start of a deceleration or zoom bounce must not end it.
        public static let restTime = 0.1

        // Internal: the SwiftUI adapter (ScrollSimRecordingWindow+SwiftUI.swift) records into it too.
        var recording: GestureRecording?
        /// The scroll view under the first touch, sampled every display frame.
        private weak var recordedView: UIScrollView?
        /// Its zoom view, read once at the first touch, whose presentation layer gives the scale.
        private weak var zoomView: UIView?
        /// The proxy standing in for its delegate while the recording runs.
        private var delegateProxy: ScrollSimDelegateProxy?
        /// When the last finger lifted, and since when the view has been at rest (display-link time).
        private var liftTime: Double?
        private var restingSince: Double?
        private var touchIDs: [ObjectIdentifier: Int] = [:]
        private var displayLink: CADisplayLink?
        private let ticker = DisplayLinkTicker()

        /// Records the event's touches, then delivers it as usual.
        ///
        /// - Parameter event: The event to record and deliver.
        open override func sendEvent(_ event: UIEvent) {
            if isRecording, event.type == .touches, let touches = event.allTouches { record(touches, of: event) }
            super.sendEvent(event)
        }

        private func record(_ touches: Set<UITouch>, of event: UIEvent) {
            // A new touch while the last sequence settles: that sequence ends here.
            if recording?.isComplete == true, touches.contains(where: { $0.phase == .began }) { finish() }
            if recording == nil {
                guard let first = touches.first(where: { $0.phase == .began }) else { return }
                var fresh = GestureRecording(
                    scale: Double(screen.scale),
                    windowSize: Size(width: Double(bounds.width), height: Double(bounds.height)))
                let (chain, innermost) = scrollViews(under: first.location(in: nil), event: event)
                fresh.capture(scrollViews: chain)
                recording = fresh
                recordedView = innermost
                zoomView = innermost.flatMap { $0.delegate?.viewForZooming?(in: $0) }
                if recordsDelegateCalls, let innermost { installDelegateProxy(on: innermost) }
                startDisplayLink()
            }
            for touch in touches {
                let id = touchIDs[ObjectIdentifier(touch)] ?? touchIDs.count
                touchIDs[ObjectIdentifier(touch)] = id
                for sample in event.coalescedTouches(for: touch) ?? [touch] {
                    guard let phase = Self.phase(sample.phase) else { continue }
                    let location = sample.location(in: nil)
                    recording?.record(
                        RecordedTouch(
                            touchID: id, timestamp: sample.timestamp, phase: phase,
                            location: Point(x: Double(location.x), y: Double(location.y))))
                }
            }
        }

        /// One display frame: its instant, the recorded view's state, and the end of a settled sequence.
        private func tick(at timestamp: Double) {
            guard recording != nil else { return }
            recording?.recordRefresh(at: timestamp)
            if let view = recordedView {
                recording?.recordFrame(Self.frameSample(of: view, zoomView: zoomView, at: timestamp))
            }
            guard recording?.isComplete == true else { return }
            let lift = liftTime ?? timestamp
            liftTime = lift
            let atRest = recordedView.map {
                !$0.isDragging && !$0.isDecelerating && !$0.isZooming && !$0.isZoomBouncing
            }
            if atRest ?? true {
                restingSince = restingSince ?? timestamp
            } else {
                restingSince = nil
            }
            let rested = restingSince.map { timestamp - $0 >= Self.restTime } ?? false
            if rested || timestamp - lift >= Self.settleTimeout { finish() }
        }

        private func finish() {
            displayLink?.invalidate()
            displayLink = nil
            // The app's delegate back, unless the app set another one meanwhile.
            if let view = recordedView, let proxy = delegateProxy, view.delegate === proxy {
                view.delegate = proxy.original
            }
            delegateProxy = nil
            recordedView = nil
            zoomView = nil
            liftTime = nil
            restingSince = nil
            guard let done = recording else { return }
            recording = nil
            touchIDs = [:]
            do { onTrace(try done.trace()) } catch { onError(error) }
        }

        private func installDelegateProxy(on view: UIScrollView) {
            let proxy = ScrollSimDelegateProxy(original: view.delegate) { [weak self] call in
                self?.recording?.recordDelegateCall(call)
            }
            // UIScrollView holds its delegate weakly: the window keeps the proxy alive.
            delegateProxy = proxy
            view.delegate = proxy
        }

        private func startDisplayLink() {
            ticker.onTick = { [weak self] timestamp in self?.tick(at: timestamp) }
            let link = CADisplayLink(target: ticker, selector: #selector(DisplayLinkTicker.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// The scroll view under `point` and its scroll-view ancestors, innermost first, and the
        /// innermost one.
        private func scrollViews(under point: CGPoint, event: UIEvent) -> ([ScrollViewSnapshot], UIScrollView?) {
            var chain: [ScrollViewSnapshot] = []
            var innermost: UIScrollView?
            var view = hitTest(point, with: event)
            while let current = view {
                if let scrollView = current as? UIScrollView {
                    chain.append(Self.snapshot(scrollView))
                    innermost = innermost ?? scrollView
                }
                view = current.superview
            }
            return (chain, innermost)
        }

        private static func phase(_ phase: UITouch.Phase) -> TouchPhase? {
            switch phase {
            case .began: return .began
            case .moved: return .moved
            case .stationary: return .stationary
            case .ended: return .ended
            case .cancelled: return .cancelled
            default: return nil // pointer hover phases (regionEntered, …) are not touches
            }
        }

        /// Writes `trace` to the app's Documents folder as `scrollsim-<seconds since 1970>.json` and returns its URL.
        ///
        /// Readable from the Files app when the app sets `UIFileSharingEnabled`, or from Xcode's Devices window.
        ///
        /// - Parameter trace: The trace's JSON text.
        /// - Returns: The saved file's URL.
        /// - Throws: The file system's error when the Documents folder or the file cannot be written.
        @discardableResult
        public static func save(_ trace: String) throws -> URL {
            let folder = try FileManager.default.url(
                for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            let url = folder.appendingPathComponent("scrollsim-\(Int(Date().timeIntervalSince1970)).json")
            try Data(trace.utf8).write(to: url, options: .atomic)
            return url
        }
    }

    /// The display link's target (`CADisplayLink` needs an Objective-C selector).
    @MainActor
    private final class DisplayLinkTicker: NSObject {
        var onTick: (Double) -> Void = { _ in }

        @objc func tick(_ link: CADisplayLink) {
            onTick(Double(link.timestamp))
        }
    }
#endif
