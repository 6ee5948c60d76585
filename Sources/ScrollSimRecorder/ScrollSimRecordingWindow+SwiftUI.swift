// The SwiftUI side of the recorder: a SwiftUI host's scroll phases and scroll-target decisions,
// recorded beside the touches by the UIKit adapter's window. Compiled only where UIKit and
// SwiftUI exist (iOS, iPadOS, Mac Catalyst, visionOS); on Linux and macOS this file is empty. The
// platform-independent part (RecordedScrollEvents.swift) is built and tested everywhere.
#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit
    import ScrollSimKit
    import ScrollSimTrace

    extension ScrollSimRecordingWindow {
        /// Records a phase change of a scroll view in this window into the current recording.
        ///
        /// Records a phase change of a scroll view in this window into the current recording
        /// (`recorded.scrollPhases`), timed with `CACurrentMediaTime()`, the touches' uptime clock.
        /// Ignored outside a recording.
        ///
        /// - Parameters:
        ///   - old: The phase before the change.
        ///   - new: The phase after the change.
        public func recordScrollPhaseChange(from old: ScrollSimKit.ScrollPhase, to new: ScrollSimKit.ScrollPhase) {
            recording?.recordScrollPhaseChange(
                RecordedScrollPhaseChange(timestamp: CACurrentMediaTime(), old: old, new: new))
        }

        /// SwiftUI's `onScrollPhaseChange` action, recorded.
        ///
        /// In the host: `.onScrollPhaseChange { old, new in window.recordScrollPhaseChange(from: old, to: new) }`.
        ///
        /// - Parameters:
        ///   - old: SwiftUI's phase before the change.
        ///   - new: SwiftUI's phase after the change.
        @available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
        public func recordScrollPhaseChange(from old: SwiftUI.ScrollPhase, to new: SwiftUI.ScrollPhase) {
            recordScrollPhaseChange(from: Self.phase(old), to: Self.phase(new))
        }

        /// SwiftUI's three-argument `onScrollPhaseChange` action, recorded with the context's geometry and velocity.
        ///
        /// SwiftUI's three-argument `onScrollPhaseChange` action, recorded with the context's
        /// geometry (`contentOffset`, `containerSize`) and velocity: in the host,
        /// `.onScrollPhaseChange { old, new, context in window.recordScrollPhaseChange(from: old,
        /// to: new, context: context) }`. It records a `.scrollTargetBehavior(.paging)` view without
        /// wrapping its behaviour, which could change the path SwiftUI takes.
        ///
        /// - Parameters:
        ///   - old: SwiftUI's phase before the change.
        ///   - new: SwiftUI's phase after the change.
        ///   - context: The change's context, whose geometry and velocity are recorded.
        @available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
        public func recordScrollPhaseChange(
            from old: SwiftUI.ScrollPhase, to new: SwiftUI.ScrollPhase, context: ScrollPhaseChangeContext
        ) {
            let offset = context.geometry.contentOffset, container = context.geometry.containerSize
            recording?.recordScrollPhaseChange(
                RecordedScrollPhaseChange(
                    timestamp: CACurrentMediaTime(), old: Self.phase(old), new: Self.phase(new),
                    offset: Point(x: Double(offset.x), y: Double(offset.y)),
                    containerSize: Size(width: Double(container.width), height: Double(container.height)),
                    velocity: context.velocity.map { Point(x: Double($0.dx), y: Double($0.dy)) }))
        }

        /// Records an `updateTarget` call (`recorded.targetUpdates`).
        ///
        /// Records an `updateTarget` call (`recorded.targetUpdates`): the target's origin before and
        /// after, `context.velocity` as given and, when passed, `context.originalTarget`'s origin,
        /// `containerSize` and `contentSize` ([Apple-ScrollTargetBehaviorContext]). Ignored outside a
        /// recording.
        ///
        /// - Parameters:
        ///   - proposed: The target's origin before the behaviour, in points.
        ///   - target: The target's origin as the behaviour left it, in points.
        ///   - velocity: `context.velocity` as SwiftUI gave it (unit unknown).
        ///   - originalTarget: The origin of `context.originalTarget`, in points, or nil.
        ///   - containerSize: `context.containerSize`, in points, or nil.
        ///   - contentSize: `context.contentSize`, in points, or nil.
        public func recordTargetUpdate(
            proposed: CGPoint, target: CGPoint, velocity: CGVector, originalTarget: CGPoint? = nil,
            containerSize: CGSize? = nil, contentSize: CGSize? = nil
        ) {
            func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
            func size(_ s: CGSize) -> Size { Size(width: Double(s.width), height: Double(s.height)) }
            recording?.recordTargetUpdate(
                RecordedTargetUpdate(
                    timestamp: CACurrentMediaTime(), proposed: point(proposed), target: point(target),
                    velocity: Point(x: Double(velocity.dx), y: Double(velocity.dy)),
                    originalTarget: originalTarget.map(point), containerSize: containerSize.map(size),
                    contentSize: contentSize.map(size)))
        }

        @available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
        private static func phase(_ phase: SwiftUI.ScrollPhase) -> ScrollSimKit.ScrollPhase {
            switch phase {
            case .idle: .idle
            case .tracking: .tracking
            case .interacting: .interacting
            case .decelerating: .decelerating
            case .animating: .animating
            }
        }
    }

    /// A scroll target behaviour that records each `updateTarget` call of `base` into a ``ScrollSimRecordingWindow``.
    ///
    /// A scroll target behaviour that records each `updateTarget` call of `base` into a
    /// ``ScrollSimRecordingWindow``: in the host, `.scrollTargetBehavior(RecordingScrollTargetBehavior(
    /// .paging, window: window))`. It decides exactly as `base` does.
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    public struct RecordingScrollTargetBehavior<Base: SwiftUI.ScrollTargetBehavior>: SwiftUI.ScrollTargetBehavior {
        /// The behaviour that decides.
        public var base: Base
        /// The window that records; weak, as the view hierarchy owns it.
        public weak var window: ScrollSimRecordingWindow?

        /// `base`, recorded into `window`.
        ///
        /// - Parameters:
        ///   - base: The behaviour that decides.
        ///   - window: The window that records, held weakly.
        public init(_ base: Base, window: ScrollSimRecordingWindow?) {
            self.base = base
            self.window = window
        }

        /// Asks `base`, then records the target before and after and the context's values.
        ///
        /// The context's velocity, original target, container size and content size.
        ///
        /// - Parameters:
        ///   - target: The proposed target, updated in place by `base`.
        ///   - context: SwiftUI's context, whose values are recorded.
        public func updateTarget(_ target: inout SwiftUI.ScrollTarget, context: TargetContext) {
            let proposed = target.rect.origin
            base.updateTarget(&target, context: context)
            let decided = target.rect.origin, velocity = context.velocity
            let original = context.originalTarget.rect.origin
            let container = context.containerSize, content = context.contentSize
            // SwiftUI asks on the main thread.
            MainActor.assumeIsolated {
                window?.recordTargetUpdate(
                    proposed: proposed, target: decided, velocity: velocity, originalTarget: original,
                    containerSize: container, contentSize: content)
            }
        }
    }
#endif
