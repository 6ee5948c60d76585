import ScrollSimJSON
import ScrollSimKit
import ScrollSimSupport

// Validating trace format 1.
//
// Every error names the place (`events[12].t`) and what was expected; unknown keys are errors, never ignored.
extension Trace {
    /// Largest magnitude accepted for a coordinate, size or time: 10⁷ points or seconds.
    ///
    /// The limit keeps arithmetic exact to the pixel grid.
    package static let coordinateLimit: Double = 10_000_000
    /// A coordinate or a time: within ±`coordinateLimit`.
    package static let coordinateBounds = NumberBounds.closed(-coordinateLimit, coordinateLimit)
    /// A size, speed or threshold that may be 0.
    ///
    /// It is at most `coordinateLimit`, so products with offsets and row counts stay finite.
    package static let nonNegativeUpToLimit = parameterBounds(positive: false)
    /// The same, but greater than 0 (a frame's size, an item width, a spring frequency).
    static let positiveUpToLimit = parameterBounds(positive: true)

    /// Decodes every member of the root but `events` (left unread): the trace without its events.
    ///
    /// Shared by ``decode(_:plugins:)`` and the streaming ``TraceReader``, which passes the verdict on the `recorded`
    /// frames it checked while reading them (`streamedFrames`).
    package static func decodeHeader(
        _ root: inout ObjectReader, plugins: PluginRegistry, streamedFrames: RecordedFramesCheck? = nil
    ) throws(TraceDecodingError) -> Trace {
        let versionReader = try root.required(TraceKeys.Root.version)
        let version = try versionReader.number()
        guard version == Double(formatVersion) else {
            // The version as written (`1.50`, not `1.5`): see ``NumberLiteral``.
            let written = root.literal(of: TraceKeys.Root.version.name).text(for: version)
            throw versionReader.error("unsupported format version \(written) (this build reads \(formatVersion))")
        }
        _ = try root.optionalString(TraceKeys.Root.schema)
        let name = try root.optional(TraceKeys.Root.name).map { reader throws(TraceDecodingError) in
            try decodeTraceName(reader)
        }
        let description = try root.optionalString(TraceKeys.Root.description)
        let screen = try decodeScreen(root.optionalObject(TraceKeys.Root.screen))
        let log = try decodeLog(root.optionalObject(TraceKeys.Root.log))
        let (scrollView, scene) = try decodeSubject(&root, plugins: plugins)
        if let recorded = try root.optionalObject(TraceKeys.Root.recorded) {
            try decodeRecorded(recorded, streamed: streamedFrames)
        }
        var trace = Trace(
            name: name, description: description, screen: screen, scrollView: scrollView, scene: scene, events: [],
            log: log)
        if let options = try root.optionalObject(TraceKeys.Root.modelOptions) {
            trace.modelConstants = try decodeModelConstants(options)
        }
        return trace
    }

    static func decodeScreen(_ reader: ObjectReader?) throws(TraceDecodingError) -> ScreenSpec {
        guard var reader else { return ScreenSpec() }
        var screen = ScreenSpec()
        if let device = try reader.optionalEnumeration(TraceKeys.Screen.device, as: Device.self) {
            screen.device = device
            screen.scale = device.scale
            screen.refreshRate = device.maximumRefreshRate
        }
        if let orientation = reader.optional(TraceKeys.Screen.orientation) {
            guard screen.device != nil else { throw orientation.error(#"needs a "device""#) }
            screen.orientation = try orientation.enumeration(Device.Orientation.self)
        }
        screen.scale = try reader.optionalNumber(TraceKeys.Screen.scale) ?? screen.scale
        screen.refreshRate = try reader.optionalNumber(TraceKeys.Screen.refreshRate) ?? screen.refreshRate
        screen.firstFrame = try reader.optionalNumber(TraceKeys.Screen.firstFrame)
        screen.touchRate = try reader.optionalNumber(TraceKeys.Screen.touchRate) ?? screen.touchRate
        try reader.finish()
        return screen
    }

    static func decodeScrollView(_ reader: ObjectReader, plugins: PluginRegistry) throws(TraceDecodingError)
        -> ScrollViewSpec
    {
        var reader = reader
        let frame = try decodeRect(reader.object(TraceKeys.ScrollView.frame))
        let contentInset = try reader.optionalObject(TraceKeys.ScrollView.contentInset).map {
            r throws(TraceDecodingError) in
            try decodeInsets(r)
        }
        let flowLayout: FlowLayoutSnapping?
        let contentSize: Size
        if let layoutReader = try reader.optionalObject(TraceKeys.ScrollView.flowLayout) {
            if let given = reader.optional(TraceKeys.ScrollView.contentSize) {
                throw given.error(#"the "flowLayout" sets the content size: give one of them"#)
            }
            let layout = try decodeFlowLayout(layoutReader)
            flowLayout = layout
            contentSize = try flowLayoutContentSize(
                layout, frame: frame, contentInset: contentInset ?? .zero, at: layoutReader)
        } else {
            flowLayout = nil
            contentSize = try decodeSize(reader.object(TraceKeys.ScrollView.contentSize))
        }
        var spec = ScrollViewSpec(frame: frame, contentSize: contentSize)
        spec.flowLayout = flowLayout
        if let idReader = reader.optional(TraceKeys.ScrollView.id) { spec.id = try decodeName(idReader) }
        if let offset = try reader.optionalObject(TraceKeys.ScrollView.contentOffset) {
            spec.contentOffset = try decodePoint(offset)
            spec.contentOffsetGiven = true
        }
        if let contentInset { spec.contentInset = contentInset }
        try decodeSafeArea(&reader, into: &spec)
        spec.bounces = try reader.optionalBool(TraceKeys.ScrollView.bounces) ?? spec.bounces
        spec.alwaysBounceVertical =
            try reader.optionalBool(TraceKeys.ScrollView.alwaysBounceVertical) ?? spec.alwaysBounceVertical
        spec.alwaysBounceHorizontal =
            try reader.optionalBool(TraceKeys.ScrollView.alwaysBounceHorizontal) ?? spec.alwaysBounceHorizontal
        spec.isPagingEnabled = try reader.optionalBool(TraceKeys.ScrollView.isPagingEnabled) ?? spec.isPagingEnabled
        spec.isScrollEnabled = try reader.optionalBool(TraceKeys.ScrollView.isScrollEnabled) ?? spec.isScrollEnabled
        spec.isDirectionalLockEnabled =
            try reader.optionalBool(TraceKeys.ScrollView.isDirectionalLockEnabled) ?? spec.isDirectionalLockEnabled
        spec.scrollsToTop = try reader.optionalBool(TraceKeys.ScrollView.scrollsToTop) ?? spec.scrollsToTop
        if let rate = reader.optional(TraceKeys.ScrollView.decelerationRate) {
            spec.decelerationRate = try decodeRate(rate)
        }
        if let choice = try reader.optionalEnumeration(
            TraceKeys.ScrollView.interruptedDeceleration, as: ScrollViewOptions.InterruptedDeceleration.self)
        {
            spec.options.interruptedDeceleration = choice
        }
        if let choice = try reader.optionalEnumeration(
            TraceKeys.ScrollView.programmaticOffsetDuringDrag, as: ScrollViewOptions.ProgrammaticOffsetDuringDrag.self)
        {
            spec.options.programmaticOffsetDuringDrag = choice
        }
        if let storage = try reader.optionalEnumeration(
            TraceKeys.ScrollView.decelerationRateStorage, as: ScrollViewOptions.DecelerationRateStorage.self)
        {
            spec.options.decelerationRateStorage = storage
        }
        spec.options.repeatedFlickAcceleration =
            try reader.optionalBool(TraceKeys.ScrollView.repeatedFlickAcceleration)
            ?? spec.options.repeatedFlickAcceleration
        if let behavior = try reader.optionalObject(TraceKeys.ScrollView.behavior) {
            spec.behavior = try decodeBehavior(behavior, plugins: plugins)
        }
        if let target = reader.optional(TraceKeys.ScrollView.scrollTargetBehavior) {
            spec.scrollTargetBehavior = try decodeScrollTargetBehavior(target, flowLayout: flowLayout)
        }
        if let position = reader.optional(TraceKeys.ScrollView.scrollPosition) {
            spec.scrollPosition = try decodeScrollPosition(position, flowLayout: flowLayout)
        }
        if let control = try reader.optionalObject(TraceKeys.ScrollView.refreshControl) {
            spec.refreshControl = try decodeRefreshControl(control)
        }
        try decodeZoom(&reader, into: &spec)
        try reader.finish()
        return spec
    }

    /// The longest trace `name` accepted, in characters: a title for one log line.
    static let maximumTraceNameLength = 200

    /// The trace's `name`: a string of at most ``maximumTraceNameLength`` characters.
    ///
    /// Control characters are allowed and printed escaped.
    package static func decodeTraceName(_ reader: ValueReader) throws(TraceDecodingError) -> String {
        let name = try reader.string()
        guard name.count <= maximumTraceNameLength else {
            throw reader.error("expected a name of at most \(maximumTraceNameLength) characters, got \(name.count)")
        }
        return name
    }

    /// A view or recognizer name: non-empty, at most 64 characters, no spaces or control
    /// characters (it starts every log line).
    static func decodeName(_ reader: ValueReader) throws(TraceDecodingError) -> String {
        let id = try reader.string()
        guard !id.isEmpty, id.count <= 64, !id.contains(where: { $0.isWhitespace }),
            VisibleText.escaped(id) == id
        else {
            throw reader.error(
                "expected a non-empty name of at most 64 characters without spaces or control characters, got "
                    + JSONText.quoted(id))
        }
        return id
    }

    /// A deceleration rate's names (`"normal"`: 0.998 per ms, `"fast"`: 0.99).
    static let decelerationRateNames = ["normal", "fast"]
    /// A deceleration rate given as a number: strictly between 0 and 1.
    static let decelerationRateBounds = NumberBounds(
        lower: .init(value: 0, inclusive: false), upper: .init(value: 1, inclusive: false))

    static func decodeRate(_ reader: ValueReader) throws(TraceDecodingError) -> DecelerationRate {
        if case .string = reader.value {
            switch try reader.oneOf(decelerationRateNames) {
            case "fast": return .fast
            default: return .normal
            }
        }
        guard case .number = reader.value else {
            throw reader.error(
                "expected \"normal\", \"fast\" or a number between 0 and 1, got \(reader.value.typeName)")
        }
        return DecelerationRate(
            rawValue: try reader.number(decelerationRateBounds))
    }

    static func decodeRect(_ reader: ObjectReader) throws(TraceDecodingError) -> Rect {
        var reader = reader
        let rect = Rect(
            origin: try decodeCoordinates(&reader),
            size: Size(
                width: try reader.number(TraceKeys.Rect.width), height: try reader.number(TraceKeys.Rect.height)))
        try reader.finish()
        return rect
    }

    static func decodeSize(_ reader: ObjectReader) throws(TraceDecodingError) -> Size {
        var reader = reader
        let size = Size(
            width: try reader.number(TraceKeys.Size.width), height: try reader.number(TraceKeys.Size.height))
        try reader.finish()
        return size
    }

    package static func decodePoint(_ reader: ObjectReader) throws(TraceDecodingError) -> Point {
        var reader = reader
        let point = try decodeCoordinates(&reader)
        try reader.finish()
        return point
    }

    /// The `x` and `y` members of an object that may have others (a point, a rect, a touch).
    static func decodeCoordinates(_ reader: inout ObjectReader) throws(TraceDecodingError) -> Point {
        Point(x: try reader.number(TraceKeys.Point.x), y: try reader.number(TraceKeys.Point.y))
    }

    package static func decodeInsets(_ reader: ObjectReader) throws(TraceDecodingError) -> EdgeInsets {
        var reader = reader
        let insets = EdgeInsets(
            top: try reader.optionalNumber(TraceKeys.Insets.top) ?? 0,
            left: try reader.optionalNumber(TraceKeys.Insets.left) ?? 0,
            bottom: try reader.optionalNumber(TraceKeys.Insets.bottom) ?? 0,
            right: try reader.optionalNumber(TraceKeys.Insets.right) ?? 0)
        try reader.finish()
        return insets
    }
}
