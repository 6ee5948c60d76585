import ScrollSimJSON
import ScrollSimLog
import ScrollSimTrace

/// Why `explore` cannot start: the scene file is unreadable or not a valid trace.
///
/// One line.
package struct ExploreSceneError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The message, naming the place.
    package var description: String
}

/// The scene `explore` plays against: a trace file's views, behaviours and coordinator.
///
/// **By default the scene file's own events are ignored** (a choice: replaying them before every
/// run makes each run as long as the recording, and the shrink must first cut what the bug does
/// not need): each run starts from the scene as the file declares it. With `keepsEvents`
/// (`explore --with-events`) they are the prefix of every run instead, for a bug that needs a
/// state only those events reach (a scroll position, a `set` call, an open sheet); the run's own
/// moves start once the scene has come to rest after them (``movesStart``). The file's `name`,
/// `description` and `recorded` members are dropped; every other top-level member (`screen`,
/// `log`, `scrollView` or `scene`) is copied into each run's trace as written.
package struct ExploreScene: Sendable {
    /// One scroll view the generator aims at.
    package struct Target: Sendable, Equatable {
        /// Its id in the scene (the log's view column).
        package var id: String
        /// Its frame in window coordinates when the scene starts.
        ///
        /// Parents' origins are added, parent scroll views' initial offsets subtracted. A coordinator may move it at
        /// once (a sheet's container goes to its detent), so touches aimed at it may land elsewhere: that is fine.
        package var windowFrame: Rect
        /// Its scrollable range when the scene starts, from the log header's `range` line.
        package var range: OffsetRange
        /// Whether the view pages (`isPagingEnabled`): page boundaries are multiples of its size.
        package var isPaging: Bool
        /// Whether it has a `zoomView` and room to zoom (maximum > minimum).
        package var zooms: Bool
        /// Its zoom limits (1…1 when it does not zoom).
        package var zoomLimits: ClosedRange<Double>
        /// Whether it has a `refreshControl` (`endRefreshing` is valid only then).
        package var hasRefreshControl: Bool
        /// Whether a `flowLayout` sets its content size (then `set contentSize` is left alone).
        package var hasFlowLayout: Bool
        /// Its initial content size, inset and frame (the base for `set` changes).
        package var contentSize: Size
        /// Its initial `contentInset`.
        package var contentInset: EdgeInsets
        /// Its frame in its parent's coordinates.
        package var frame: Rect
    }

    /// The top-level members every run's trace copies (no `events`, `name`, `description`, `recorded`).
    package let members: [(key: String, value: JSONValue)]
    /// The scroll views, in declaration order (the first is the trace's `scrollView`).
    package let targets: [Target]
    /// The plain views (`kind: "view"`) by id, with their frames in their parents' coordinates.
    package let plainViews: [(id: String, frame: Rect)]
    /// The area touches are drawn from: the scene's window, or the scroll view's frame's extent.
    package let window: Size
    /// The touch sampling rate of expanded gestures (`screen.touchRate`).
    package let touchRate: Double
    /// The plug-ins the scene may name (and every run's replay uses).
    package let plugins: PluginRegistry
    /// The scene file's own events, the prefix of every run (empty unless `keepsEvents`).
    package let prefix: [JSONValue]
    /// When a run's own moves may start (s, trace clock).
    ///
    /// 0 without a prefix, else a quarter of a second after the prefix has ended and every view has come to rest.
    package let movesStart: Double

    /// Reads the scene of a trace file's bytes; with `keepsEvents`, its events too, as the prefix of every run.
    ///
    /// `source` names the file in errors.
    package init(
        bytes: [UInt8], source: String, plugins: PluginRegistry = .builtIn, keepsEvents: Bool = false
    ) throws(ExploreSceneError) {
        let root: JSONObject
        do {
            guard case .object(let object) = try JSONParser.parse(bytes) else {
                throw ExploreSceneError(description: "\(source): expected a trace (a JSON object)")
            }
            root = object
        } catch let error as ExploreSceneError {
            throw error
        } catch {
            throw ExploreSceneError(description: "\(source): \(error)")
        }
        members = root.members.filter { !Self.droppedMembers.contains($0.key) }
        self.plugins = plugins
        (prefix, movesStart) = try Self.prefix(
            keepsEvents ? root["events"] : nil, members: members, source: source, plugins: plugins)
        let (trace, log, _) = try Self.replayed(
            TraceDocument(members: members, events: [Self.probeEvent]), source: source, plugins: plugins)
        touchRate = trace.screen.touchRate
        var targets: [Target] = []
        var plain: [(id: String, frame: Rect)] = []
        if let scene = trace.scene {
            window = scene.window
            var origins: [String: Point] = [:]
            for view in scene.views {
                var origin = view.frame.origin
                if let parent = view.parent, let parentOrigin = origins[parent] {
                    origin.x += parentOrigin.x
                    origin.y += parentOrigin.y
                    if let parentSpec = scene.views.first(where: { $0.id == parent })?.scrollViewSpec {
                        origin.x -= parentSpec.contentOffset.x
                        origin.y -= parentSpec.contentOffset.y
                    }
                }
                origins[view.id] = origin
                if let spec = view.scrollViewSpec {
                    targets.append(Self.target(spec, windowOrigin: origin, log: log))
                } else {
                    plain.append((view.id, view.frame))
                }
            }
        } else {
            let frame = trace.scrollView.frame
            window = Size(width: frame.origin.x + frame.size.width, height: frame.origin.y + frame.size.height)
            targets.append(Self.target(trace.scrollView, windowOrigin: frame.origin, log: log))
        }
        self.targets = targets
        plainViews = plain
    }

    /// The top-level members a run's trace does not copy.
    static let droppedMembers: Set<String> = ["events", "name", "description", "recorded"]

    /// The one event of the probe replay that reads the header: a tap outside the window, which
    /// hits no view and moves nothing.
    static let probeEvent = JSONValue.object(
        JSONObject([
            ("t", .number(0)), ("gesture", .string("tap")),
            ("at", .object(JSONObject([("x", .number(-100)), ("y", .number(-100))]))),
        ]))

    static func target(_ spec: ScrollViewSpec, windowOrigin: Point, log: TextLog) -> Target {
        let fallback = OffsetRange(minimum: spec.contentOffset, maximum: spec.contentOffset)
        let zoom = spec.zoom
        let minimum = zoom?.minimumZoomScale ?? 1, maximum = zoom?.maximumZoomScale ?? 1
        return Target(
            id: spec.id, windowFrame: Rect(origin: windowOrigin, size: spec.frame.size),
            range: log.ranges[spec.id] ?? fallback, isPaging: spec.isPagingEnabled,
            zooms: zoom?.zoomViewFrame != nil && maximum > minimum, zoomLimits: minimum...max(minimum, maximum),
            hasRefreshControl: spec.refreshControl != nil, hasFlowLayout: spec.flowLayout != nil,
            contentSize: spec.contentSize, contentInset: spec.contentInset, frame: spec.frame)
    }
}

extension ExploreScene {
    /// The files of `files` that are traces with a scene not seen before.
    ///
    /// The files of `files` (path and bytes, in the order given) that are traces with a scene not seen before: two
    /// traces have the same scene when their top-level members other than `events`, `name`, `description` and
    /// `recorded` are equal. Files that are not traces are left out. For sweeping a corpus where many traces share one
    /// scene.
    package static func distinct(_ files: [(path: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        var seen: Set<[UInt8]> = []
        var result: [(path: String, bytes: [UInt8])] = []
        for file in files {
            guard let document = try? TraceDocument(parsing: file.bytes) else { continue }
            let key = TraceDocument(members: document.members.filter { !droppedMembers.contains($0.key) }, events: [])
                .bytes
            if seen.insert(key).inserted { result.append(file) }
        }
        return result
    }
}
