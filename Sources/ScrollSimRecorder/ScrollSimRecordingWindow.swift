// The UIKit adapter of the recorder. It is compiled only where UIKit exists (iOS, iPadOS, Mac
// Catalyst, visionOS); on Linux and macOS this file is empty and only the core is built.
#if canImport(UIKit)
    import UIKit
    import ScrollSimTrace

    /// A `UIWindow` that records every touch sequence it delivers into a scrollsim trace. Use it as the
    /// app's window in debug builds; each time every finger has lifted, it hands the trace's JSON to
    /// ``onTrace`` (by default saved with ``save(_:)``).
    ///
    /// Only long-stable public UIKit API is used: `sendEvent(_:)`, `UIEvent.allTouches` and
    /// `coalescedTouches(for:)`, `UITouch.phase`, `location(in: nil)` and `timestamp`,
    /// `hitTest(_:with:)`, `CADisplayLink.timestamp`, and `UIScrollView`'s public properties.
    @MainActor
    open class ScrollSimRecordingWindow: UIWindow {
        /// Whether touches are recorded (default true).
        public var isRecording = true
        /// Receives each finished trace (JSON text). Default: ``save(_:)``.
        public var onTrace: (String) -> Void = { text in _ = try? ScrollSimRecordingWindow.save(text) }
        /// Receives a recording that could not become a trace (no scroll view under the first touch).
        public var onError: (RecordingError) -> Void = { error in print("ScrollSimRecorder: \(error)") }

        private var recording: GestureRecording?
        private var touchIDs: [ObjectIdentifier: Int] = [:]
        private var displayLink: CADisplayLink?
        private let ticker = DisplayLinkTicker()

        /// Records the event's touches, then delivers it as usual.
        open override func sendEvent(_ event: UIEvent) {
            if isRecording, event.type == .touches, let touches = event.allTouches { record(touches, of: event) }
            super.sendEvent(event)
        }

        private func record(_ touches: Set<UITouch>, of event: UIEvent) {
            if recording == nil {
                guard let first = touches.first(where: { $0.phase == .began }) else { return }
                var fresh = GestureRecording(
                    scale: Double(screen.scale),
                    windowSize: Size(width: Double(bounds.width), height: Double(bounds.height)))
                fresh.capture(scrollViews: scrollViews(under: first.location(in: nil), event: event))
                recording = fresh
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
            if recording?.isComplete == true { finish() }
        }

        private func finish() {
            displayLink?.invalidate()
            displayLink = nil
            guard let done = recording else { return }
            recording = nil
            touchIDs = [:]
            do { onTrace(try done.trace()) } catch { onError(error) }
        }

        private func startDisplayLink() {
            ticker.onTick = { [weak self] timestamp in self?.recording?.recordRefresh(at: timestamp) }
            let link = CADisplayLink(target: ticker, selector: #selector(DisplayLinkTicker.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// The scroll view under `point` and its scroll-view ancestors, innermost first.
        private func scrollViews(under point: CGPoint, event: UIEvent) -> [ScrollViewSnapshot] {
            var chain: [ScrollViewSnapshot] = []
            var view = hitTest(point, with: event)
            while let current = view {
                if let scrollView = current as? UIScrollView { chain.append(Self.snapshot(scrollView)) }
                view = current.superview
            }
            return chain
        }

        private static func snapshot(_ view: UIScrollView) -> ScrollViewSnapshot {
            let frame = view.convert(view.bounds, to: nil)
            let inset = view.adjustedContentInset
            return ScrollViewSnapshot(
                identifier: view.accessibilityIdentifier,
                frameInWindow: Rect(
                    x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                    height: Double(frame.height)),
                contentSize: Size(width: Double(view.contentSize.width), height: Double(view.contentSize.height)),
                adjustedContentInset: EdgeInsets(
                    top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
                    right: Double(inset.right)),
                contentOffset: Point(x: Double(view.contentOffset.x), y: Double(view.contentOffset.y)),
                isPagingEnabled: view.isPagingEnabled, bounces: view.bounces,
                alwaysBounceVertical: view.alwaysBounceVertical, alwaysBounceHorizontal: view.alwaysBounceHorizontal,
                decelerationRate: Double(view.decelerationRate.rawValue),
                isDirectionalLockEnabled: view.isDirectionalLockEnabled, isScrollEnabled: view.isScrollEnabled)
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

        /// Writes `trace` to the app's Documents folder as `scrollsim-<seconds since 1970>.json`
        /// (readable from the Files app when the app sets `UIFileSharingEnabled`, or from Xcode's
        /// Devices window) and returns its URL.
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
