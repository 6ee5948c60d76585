import ScrollSimKit
@_spi(ScrollSimInternal) import ScrollSimSupport

/// What a log says before its first event: the trace's name, the screen and each view's setup.
public struct LogHeader: Sendable {
    /// One view's configuration, as ordered name–value pairs.
    public struct ViewSummary: Sendable {
        /// The view's id.
        public var id: String
        /// Its configuration.
        public var fields: [LogField]
        /// A scroll view's scrollable range (also printed as its `range` field); nil for plain views.
        public var range: OffsetRange?

        /// Creates a summary.
        ///
        /// - Parameters:
        ///   - id: The view's log id.
        ///   - fields: The facts about the view, in log order.
        ///   - range: The scroll view's offset range, or nil for a plain view.
        public init(id: String, fields: [LogField], range: OffsetRange? = nil) {
            self.id = id
            self.fields = fields
            self.range = range
        }

        /// The facts about a scroll view that determine its behaviour.
        ///
        /// With `behaviorName` (the log name of the behaviour plug-in that is its delegate) also the behaviour's line.
        ///
        /// - Parameters:
        ///   - view: The scroll view to describe.
        ///   - behaviorName: The log name of the behaviour plug-in that is its delegate, or nil for none.
        public init(scrollView view: ScrollView, behaviorName: String? = nil) {
            let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
            let axes = Axis.allCases.filter { view.canDrag($0) }.map { $0 == .horizontal ? "x" : "y" }
            id = view.id
            range = OffsetRange(minimum: minimum, maximum: maximum)
            fields =
                [
                    LogField("frame", .string(Self.describe(view.frame))),
                    LogField(
                        "contentSize",
                        .string("(\(compact(view.contentSize.width)), \(compact(view.contentSize.height)))")),
                    LogField("contentInset", .string(Self.describe(view.contentInset))),
                ] + Self.safeAreaFields(of: view) + [
                    LogField(
                        "contentOffset", .string("(\(compact(view.contentOffset.x)), \(compact(view.contentOffset.y)))")
                    ),
                    LogField(
                        "range",
                        .string(
                            "x \(compact(minimum.x))…\(compact(maximum.x))"
                                + " y \(compact(minimum.y))…\(compact(maximum.y))"
                        )),
                    LogField("drags", .string(axes.isEmpty ? "none" : axes.joined(separator: " "))),
                    LogField("bounces", .bool(view.bounces)),
                    LogField("paging", .bool(view.isPagingEnabled)),
                    LogField("directionalLock", .bool(view.isDirectionalLockEnabled)),
                    LogField(
                        "decelerationRate",
                        .string(
                            view.decelerationRate == .normal || view.decelerationRate == .fast
                                ? "\(view.decelerationRate)"
                                : FixedPoint.format(view.decelerationRate.rawValue, decimals: 6))),
                ] + Self.behaviorFields(of: view, named: behaviorName) + Self.refreshControlFields(of: view)
                + Self.zoomFields(of: view) + Self.scrollPositionFields(of: view)
        }

        /// The safe-area lines, present only when the safe area is not zero or the adjusted inset differs.
        ///
        /// Present only when the adjusted inset differs from `contentInset` or the safe area is not zero, so views
        /// without a safe area print what they printed before: `safeAreaInsets (top 59, …)`,
        /// `contentInsetAdjustmentBehavior automatic`, `adjustedContentInset (top 59, …)`.
        static func safeAreaFields(of view: ScrollView) -> [LogField] {
            let adjusted = view.adjustedContentInset
            guard view.safeAreaInsets != .zero || adjusted != view.contentInset else { return [] }
            return [
                LogField("safeAreaInsets", .string(describe(view.safeAreaInsets))),
                LogField(
                    "contentInsetAdjustmentBehavior",
                    .string(
                        view.contentInsetAdjustmentBehavior.rawValue
                            + (view.isInNavigationController ? " (inNavigationController)" : ""))),
                LogField("adjustedContentInset", .string(describe(adjusted))),
            ]
        }

        /// Insets as the header prints them: `(top 0, left 0, bottom 0, right 0)`.
        static func describe(_ insets: EdgeInsets) -> String {
            "(top \(compact(insets.top)), left \(compact(insets.left)), bottom \(compact(insets.bottom)), "
                + "right \(compact(insets.right)))"
        }

        /// The `zoom` line, present only for a view set up to zoom (`ScrollView.showsZoomState`).
        ///
        /// Views without zooming print what they printed before zooming existed:
        /// `zoom (scale 1, limits 0.5…3, bouncesZoom true, zoomView (0, 0, 400, 800))`, the zoom view's frame at
        /// scale 1 (`none` without one).
        static func zoomFields(of view: ScrollView) -> [LogField] {
            guard view.showsZoomState else { return [] }
            let zoomView = view.effectiveZoomView
            let frame = zoomView.map { zoomed in
                describe(Rect(origin: zoomed.frame.origin, size: zoomed.untransformedSize))
            }
            let parameters = [
                "scale \(compact(view.zoomScale))",
                "limits \(compact(view.minimumZoomScale))…\(compact(view.maximumZoomScale))",
                "bouncesZoom \(view.bouncesZoom)", "zoomView \(frame ?? "none")",
            ]
            return [LogField("zoom", .string("(\(parameters.joined(separator: ", ")))"))]
        }

        /// `(x, y, width, height)` with compact numbers.
        ///
        /// - Parameter rect: The rectangle to describe, in points.
        /// - Returns: The rectangle as `(x, y, width, height)`.
        public static func describe(_ rect: Rect) -> String {
            "(\(compact(rect.origin.x)), \(compact(rect.origin.y)), "
                + "\(compact(rect.size.width)), \(compact(rect.size.height)))"
        }
    }

    /// The trace's `name`, if any.
    public var name: String?
    /// The display.
    public var screen: Screen
    /// The device the screen is and how it is held (`iPhone 15 Pro, portrait`), when a trace names one.
    ///
    /// Named by `screen.device`; nil otherwise, and the screen line is as it was before devices existed.
    public var device: String?
    /// The trace-clock time log times are measured from.
    public var timeOrigin: Double
    /// Every view the log reports, in declaration order.
    public var views: [ViewSummary]

    /// Creates a header.
    ///
    /// - Parameters:
    ///   - name: The trace's name, or nil for none.
    ///   - screen: The screen the scene runs on.
    ///   - timeOrigin: The time the log's times count from, in seconds.
    ///   - views: The summaries of the scene's views, in log order.
    public init(name: String?, screen: Screen, timeOrigin: Double, views: [ViewSummary]) {
        self.name = name
        self.screen = screen
        self.timeOrigin = timeOrigin
        self.views = views
    }
}
