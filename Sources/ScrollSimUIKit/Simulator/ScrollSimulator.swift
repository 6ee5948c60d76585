/// A window, a display and a touch screen for views built in Swift.
///
/// Add your `UIScrollView`s (with your own delegates) to it, drive them with touches, gestures or a recorded trace, and
/// read the log `scrollsim replay` would print for the same scene.
///
/// ```swift
/// let simulator = ScrollSimulator(windowSize: CGSize(width: 393, height: 852))
/// simulator.addSubview(list)
/// simulator.touch(.began, at: CGPoint(x: 196, y: 700))
/// simulator.advance(by: 0.016)
/// simulator.touch(.moved, at: CGPoint(x: 196, y: 680))
/// try simulator.runUntilIdle()
/// print(simulator.log)
/// ```
///
/// Time starts at 0 s and moves only through inputs and `advance`; the display refreshes at
/// `n / refreshRate`. Inputs happen at the current time (`now`). The log header describes the
/// scene as it is at the first input, so build the scene first. Main-actor isolated, like the
/// views it drives.
@preconcurrency @MainActor
public final class ScrollSimulator {
    /// The window: the root of the view tree, in window coordinates.
    public let window: UIView
    /// The rate gestures are sampled at (Hz), as trace format 1's `screen.touchRate`.
    public let touchRate: Double
    /// The name the log header shows (`trace: …`), if any.
    public var name: String?
    /// The view controller whose view fills the window, when created with one.
    public internal(set) var rootViewController: UIViewController?
    /// The model simulation.
    let simulation: Simulation
    let events = EventLog()
    var header: LogHeader?
    /// How the header names the device of `init(device:orientation:…)` (`iPhone 15 Pro portrait`).
    var deviceDescription: String?

    /// A simulator whose window is `windowSize` points, on a display of `scale` pixels per point.
    ///
    /// A simulator whose window is `windowSize` points, on a display of `scale` pixels per point
    /// refreshing `refreshRate` times a second, sampling gestures at `touchRate` Hz. The defaults
    /// are an iPhone's (393 × 852 pt, 3×, 60 Hz) and trace format 1's. Preconditions (the ranges of
    /// trace format 1): a positive window, scale 1…4, refresh rate 1…240 Hz, touch rate 1…480 Hz.
    ///
    /// - Parameters:
    ///   - windowSize: The window's size, in points.
    ///   - scale: The display's scale, in pixels per point.
    ///   - refreshRate: The refresh rate, in hertz.
    ///   - touchRate: The touch sampling rate, in hertz.
    ///   - name: The simulation's name in the log, or nil.
    public init(
        windowSize: CGSize = CGSize(width: 393, height: 852), scale: CGFloat = 3, refreshRate: Double = 60,
        touchRate: Double = 120, name: String? = nil
    ) {
        precondition(windowSize.width > 0 && windowSize.height > 0, "the window needs a positive size")
        precondition((1...4).contains(scale), "scale is 1 to 4 pixels per point")
        precondition((1...240).contains(refreshRate), "refreshRate is 1 to 240 Hz")
        precondition((1...480).contains(touchRate), "touchRate is 1 to 480 Hz")
        simulation = Simulation(
            screen: Screen(scale: Double(scale), refreshRate: refreshRate), windowSize: windowSize.model, sink: events)
        window = UIView.adopting(simulation.window)
        self.touchRate = touchRate
        self.name = name
        window.layoutState.scheduler = LayoutPassScheduler(window: window, simulation: simulation)
        UIScreen.main = UIScreen(bounds: CGRect(origin: .zero, size: windowSize), scale: scale)
    }

    /// Adds `view` to the window, frontmost.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: UIView) { window.addSubview(view) }

    /// The current time (s since the simulator was created).
    public var now: TimeInterval { simulation.now }

    /// Every view below the window, depth first in subview order (the order of the log's header
    /// blocks and final lines).
    var views: [UIView] { Array(window.subtree.dropFirst()) }

    /// Every scroll view below the window, in the same order.
    public var scrollViews: [UIScrollView] { views.compactMap { $0 as? UIScrollView } }

    /// Runs the pending layout pass, then takes the log header from the scene as it is now.
    ///
    /// UIKit runs the pass before the next event; the header is taken once, before the first input.
    func willInput() {
        window.layoutState.scheduler?.runPass()
        window.updateSafeAreas(building: header == nil)
        if header == nil { header = currentHeader() }
    }

    func currentHeader() -> LogHeader {
        var header = LogHeader(
            name: name, screen: simulation.screen, timeOrigin: simulation.timeOrigin,
            views: LogHeader.ViewSummary.summaries(of: views.map(\.model)))
        header.device = deviceDescription
        return header
    }

    // MARK: Clock

    /// Lets `seconds` pass: the display refreshes and moving content moves.
    ///
    /// Precondition: seconds ≥ 0.
    ///
    /// - Parameter seconds: The time to let pass, in seconds.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "time moves forward by a finite amount")
        advance(to: now + seconds)
    }

    /// Lets time pass until `time` (s since the start).
    ///
    /// Precondition: time ≥ now.
    ///
    /// - Parameter time: The time to advance to, in seconds since the start.
    public func advance(to time: TimeInterval) {
        precondition(time >= now && time.isFinite, "time moves forward to a finite instant")
        willInput()
        simulation.advance(to: time)
    }

    /// Runs the display until nothing moves.
    ///
    /// Every deceleration, bounce and animation runs to its end, with its delegate calls, and ``now`` becomes the time
    /// the last one ended.
    ///
    /// - Throws: ``ScrollSimulatorError/simulation(_:)`` with
    ///   `SimulationError.didNotSettle(afterSeconds:lastEventTime:stillMoving:)` when the scene is
    ///   still moving 600 s after the last input (a delegate that keeps starting animations), or
    ///   `SimulationError.movedTooLong(totalSeconds:)` when it has moved for longer than the
    ///   simulation's motion budget in total. The log up to that point stays readable.
    public func runUntilIdle() throws(ScrollSimulatorError) {
        willInput()
        do { try simulation.runUntilIdle() } catch { throw .simulation(error) }
    }

    // MARK: Calls, as trace format 1's `call` events (echoed in the log)

    /// `setContentOffset(_:animated:)` on `scrollView` now, echoed in the log as a trace's call is.
    ///
    /// - Parameters:
    ///   - offset: The new content offset, in points.
    ///   - animated: Whether the change animates (true) or happens at once (false).
    ///   - scrollView: The scroll view to call.
    public func setContentOffset(_ offset: CGPoint, animated: Bool, of scrollView: UIScrollView) {
        willInput()
        simulation.setContentOffset(offset.model, animated: animated, of: scrollView.scrollModel, at: now)
    }

    /// A status-bar tap now: scrolls the one scroll view whose `scrollsToTop` is true to the top.
    public func tapStatusBar() {
        willInput()
        simulation.statusBarTap(at: now)
    }
}
