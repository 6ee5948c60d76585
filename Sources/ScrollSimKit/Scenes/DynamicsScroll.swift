/// [Seed-DynamicsScroll]'s custom scroll view built from a plain view and UIKit Dynamics, with an inner table.
///
/// Built after Arkadiusz Holko's "UIScrollView's Inertia, Bouncing and Rubber-Banding with UIKit Dynamics"
/// [Blog-Holko], built on Ole Begemann's "Understanding UIScrollView" [Blog-Begemann]; the seed quotes that code. The
/// inner table (`scrollEnabled = NO`) scrolls only once the container has reached its limit.
///
/// One combined content position `p` (points) drives both views: the container's bounds origin
/// is `p` up to `containerLimit`, then the table's offset takes `p − containerLimit` up to its
/// maximum, and past either end the container moves again. So the table takes over when the
/// container reaches its limit and hands back when it returns there, within one gesture or one
/// fling, for all four combinations of the direction before and after the boundary [Seed-DynamicsScroll].
///
/// - Drag (the container's own plain pan): `p = start − translation.y`, where `start` is the
///   on-screen position at `began` and the translation already holds the 10 pt hysteresis; past
///   the ends the overshoot goes through `rubberBand` ([Seed-DynamicsScroll]: `RubberBand.uiKit` 0.55, or the
///   original `RubberBand.seedLinear`, 0.5·x), with the container's height as the dimension. As in
///   the [Blog-Holko] code the start is not un-banded, so grabbing a bouncing view jumps towards the edge.
/// - Release: `v = −pan.velocity(in:).y`; a `UIDynamicItemBehavior` with `resistance`
///   (`LinearDamping`, default 2). When the motion crosses an end (or starts past one), a
///   `UIAttachmentBehavior` to the end (length 0, `springFrequency` 2 Hz, `springDamping` 1)
///   pulls it back while the resistance keeps acting (`DampedSpring.addingLinearDamping`).
///   **Choice**: the spring starts at the exact crossing time (Box2D adds it on the step after).
/// - Rest: deceleration ends when the distance still to travel (`|v|/k`) is below half a pixel,
///   the spring when `DampedSpring.isSettled` within half a pixel (**choice**: UIDynamicAnimator
///   pauses at rest, threshold not documented).
/// - Touch: the motion stops when the pan begins ([Blog-Holko]: `removeAllBehaviors` at `.began`), so a
///   touch that does not move does not stop it.
public final class DynamicsScroll: SceneCoordinator, FrameClient {
    /// [Seed-DynamicsScroll]'s parameters.
    public struct Configuration: Equatable, Sendable {
        /// How far the container scrolls before the table takes over (the header's height, pt).
        public var containerLimit: Double
        /// The drag's resistance past the ends: `RubberBand.uiKit` (0.55 formula).
        public var rubberBand: RubberBand = .uiKit
        /// `UIDynamicItemBehavior.resistance` (linear velocity damping, 1/s): 2.
        public var resistance: Double = 2
        /// `UIAttachmentBehavior.frequency` (Hz): 2.
        public var springFrequency: Double = 2
        /// `UIAttachmentBehavior.damping` (a damping ratio, unitless): 1.
        public var springDamping: Double = 1

        /// [Seed-DynamicsScroll]'s values with the container limit.
        ///
        /// - Parameter containerLimit: The container's scroll limit, in points.
        public init(containerLimit: Double) { self.containerLimit = containerLimit }
    }

    /// What the combined position is doing.
    enum Phase {
        case idle
        case dragging(start: Double)
        case decelerating(start: Double, from: Double, velocity: Double)
        case attached(start: Double, edge: Double, displacement: Double, velocity: Double)
    }

    /// The container (a plain view scrolled through its bounds origin).
    public let container: View
    /// The inner table (`isScrollEnabled` false; moved by the coordinator).
    public let table: ScrollView
    /// The container's pan.
    public let pan: PanGestureRecognizer
    /// The configuration.
    public let configuration: Configuration
    /// The combined content position on screen (points).
    public private(set) var position: Double
    var phase: Phase = .idle
    unowned let simulation: Simulation

    /// Sets the scroll view up: adds the pan to `container` and turns the table's scrolling off.
    ///
    /// The starting position is the container's bounds origin, or the limit plus the table's offset when the table
    /// starts scrolled.
    ///
    /// - Parameters:
    ///   - simulation: The simulation the scene runs in.
    ///   - container: The container view the pan is added to.
    ///   - table: The table scroll view whose scrolling is turned off.
    ///   - configuration: The dynamics' parameters.
    public init(simulation: Simulation, container: View, table: ScrollView, configuration: Configuration) {
        self.simulation = simulation
        self.container = container
        self.table = table
        self.configuration = configuration
        // A table that starts scrolled puts the container at its limit (the only consistent state).
        if table.contentOffset.y > table.minimumContentOffset.y {
            container.boundsOrigin.y = configuration.containerLimit
            position = configuration.containerLimit + table.contentOffset.y
        } else {
            position = container.boundsOrigin.y
        }
        table.isScrollEnabled = false
        pan = PanGestureRecognizer(name: Self.recognizerNames(containerID: container.id)[0])
        pan.action = { [unowned self] recognizer in self.handlePan(recognizer) }
        container.addGestureRecognizer(pan)
    }

    /// The container's pan.
    public var recognizers: [PanGestureRecognizer] { [pan] }

    /// The names of the recognizers a dynamics scroll view on the container `containerID` adds: its pan,
    /// `<container>.pan`.
    ///
    /// The one place the name is made (the trace decoder asks it too).
    ///
    /// - Parameter containerID: The container's log id.
    /// - Returns: The recognizers' names.
    public static func recognizerNames(containerID: String) -> [String] { ["\(containerID).pan"] }

    /// The largest position at rest (pt): the container limit plus the table's scroll range.
    public var maximumPosition: Double { configuration.containerLimit + table.maximumContentOffset.y }

    var damping: LinearDamping { LinearDamping(resistance: configuration.resistance) }
    var spring: DampedSpring {
        DampedSpring(frequency: configuration.springFrequency, dampingRatio: configuration.springDamping)
            .addingLinearDamping(configuration.resistance)
    }
    var tolerance: Double { simulation.screen.halfPixel }

    // MARK: Pan

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            if needsFrames { note("dynamicsStopped", []) }
            phase = .dragging(start: position)
            drag(pan)
        case .changed:
            drag(pan)
        case .ended, .cancelled:
            release(velocity: -pan.velocity(in: container).y)
        default:
            break
        }
    }

    private func drag(_ pan: PanGestureRecognizer) {
        guard case .dragging(let start) = phase else { return }
        let raw = start - pan.translation(in: container).y
        apply(
            configuration.rubberBand.apply(
                to: raw, lower: 0, upper: maximumPosition, dimension: container.frame.size.height))
    }

    private func release(velocity: Double) {
        let now = simulation.now
        if let edge = edge(outside: position) {
            attach(at: now, edge: edge, displacement: position - edge, velocity: velocity)
        } else if velocity != 0 {
            note("decelerationBegan", [LogField("velocity", .number(velocity, .ptPerSecond))])
            phase = .decelerating(start: now, from: position, velocity: velocity)
            simulation.requestFrames(for: self)
        } else {
            phase = .idle
        }
    }

    private func attach(at time: Double, edge: Double, displacement: Double, velocity: Double) {
        note(
            "attachmentAdded",
            [LogField("anchor", .number(edge, .points)), LogField("velocity", .number(velocity, .ptPerSecond))])
        phase = .attached(start: time, edge: edge, displacement: displacement, velocity: velocity)
        simulation.requestFrames(for: self)
    }

    /// The end `p` lies beyond, if any.
    func edge(outside p: Double) -> Double? {
        if p < 0 { return 0 }
        if p > maximumPosition { return maximumPosition }
        return nil
    }

    // MARK: FrameClient

    /// True while decelerating or attached.
    public var needsFrames: Bool {
        switch phase {
        case .decelerating, .attached: return true
        case .idle, .dragging: return false
        }
    }

    /// The container moving by its behaviours while decelerating or attached.
    public var stillMoving: StillMoving? { needsFrames ? StillMoving(view: container.id, motion: .dynamics) : nil }

    /// One refresh of the dynamic behaviours at `time` (simulation seconds).
    ///
    /// - Parameter time: The refresh's time, in seconds.
    public func displayFrame(at time: Double) {
        switch phase {
        case let .decelerating(start, from, velocity):
            for edge in [0, maximumPosition] where (edge == 0 && velocity < 0) || (edge != 0 && velocity > 0) {
                if let crossing = damping.time(toReach: edge, from: from, velocity: velocity), start + crossing <= time
                {
                    let state = damping.state(position: from, velocity: velocity, at: crossing)
                    attach(at: start + crossing, edge: edge, displacement: 0, velocity: state.velocity)
                    displayFrame(at: time)
                    return
                }
            }
            let state = damping.state(position: from, velocity: velocity, at: time - start)
            apply(state.position)
            if abs(state.velocity) / configuration.resistance < tolerance { rest() }
        case let .attached(start, edge, displacement, velocity):
            let state = spring.state(displacement: displacement, velocity: velocity, at: time - start)
            if spring.isSettled(displacement: state.displacement, velocity: state.velocity, tolerance: tolerance) {
                apply(edge)
                rest()
            } else {
                apply(edge + state.displacement)
            }
        case .idle, .dragging:
            break
        }
    }

    private func rest() {
        phase = .idle
        note("dynamicsRest", [])
    }

    /// Shows combined position `p`.
    ///
    /// The container's bounds up to its limit (and past either end), the table's offset in between.
    func apply(_ p: Double) {
        position = p
        let limit = configuration.containerLimit, tableMaximum = table.maximumContentOffset.y
        let containerY = p < limit ? p : (p > maximumPosition ? p - tableMaximum : limit)
        let tableY = min(max(p - limit, 0), tableMaximum)
        let rounded = table.pixelRounded(Point(x: container.boundsOrigin.x, y: containerY))
        if rounded != container.boundsOrigin {
            container.boundsOrigin = rounded
            container.restTime = simulation.now
            note("boundsChanged", [])
        }
        let before = table.contentOffset
        table.contentOffset = Point(x: before.x, y: tableY)
        if table.contentOffset != before { table.restTime = simulation.now }
    }

    func note(_ name: String, _ fields: [LogField]) {
        simulation.record(.behavior(name: name, fields: fields), for: container)
    }

    // MARK: SceneCoordinator

    /// The parameters on the container's header.
    ///
    /// - Parameter view: The view whose header is written.
    /// - Returns: The log fields.
    public func headerFields(for view: View) -> [LogField] {
        guard view === container else { return [] }
        let band: LogField
        switch configuration.rubberBand {
        case .asymptotic(let c): band = LogField("rubberBandAsymptotic", .number(c, .factor))
        case .linear(let c): band = LogField("rubberBandLinear", .number(c, .factor))
        }
        return [
            LogField("containerLimit", .number(configuration.containerLimit, .points)),
            band, LogField("resistance", .number(configuration.resistance, .factor)),
            LogField("springFrequency", .number(configuration.springFrequency, .hertz)),
            LogField("springDamping", .number(configuration.springDamping, .factor)),
        ]
    }

    /// The combined position on the container's final line.
    ///
    /// - Parameter view: The view whose final line is written.
    /// - Returns: The log fields.
    public func finalFields(for view: View) -> [LogField] {
        guard view === container else { return [] }
        return [LogField("position", .number(position, .points))]
    }
}
