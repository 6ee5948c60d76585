/// A discrete tap recognizer, like `UITapGestureRecognizer`.
///
/// A discrete tap recognizer, like `UITapGestureRecognizer`: `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers, each lifted within 0.75 s of its touch-down and within 45 pt
/// of where it began, the next touching down within 0.35 s of the last lift (the values UIKit's own
/// tap recognizers set: `setAllowableMovement:45.0`, `setMaximumTapDuration:0.75`,
/// `setMaximumIntervalBetweenSuccessiveTaps:0.35`, and `maximumSingleTapDuration` 0.75,
/// [Repo-iOS18Restore]). It recognizes at the lift of the last tap: its state reads `ended` (UIKit's
/// `recognized`) while its action runs.
///
/// Failure requirements (`requireToFail(_:)`, UIKit's `require(toFail:)`): a tap whose requirement
/// may still recognize waits, and recognizes when the requirement fails (a double tap fails 0.35 s
/// after a single tap's lift, at the next display frame: **choice**, UIKit's timer is not tied to
/// the display link); if the requirement recognizes, the tap fails. A pan or pinch with a tap as
/// its requirement does not begin while that tap may still recognize. A recognizer that did not
/// begin by the end of a touch sequence counts as failed for a requirement.
open class TapGestureRecognizer: PanGestureRecognizer, FrameClient {
    /// Taps needed to recognize (default 1).
    public var numberOfTapsRequired = 1
    /// Fingers each tap needs (default 1).
    public var numberOfTouchesRequired = 1
    /// How far (points) a tap's fingers may travel before it fails: 45.
    public static let allowableMovement: Double = 45
    /// How long (s) a tap may last: 0.75.
    public static let maximumTapDuration: Double = 0.75
    /// How long (s) after a lift the next tap may begin: 0.35.
    public static let maximumIntervalBetweenSuccessiveTaps: Double = 0.35

    // Unchecked: single-threaded model; each access is a load or a store calling no recognizer code.
    /// The tap series' mutable state in one value, beside the pan's `panStorage`.
    @exclusivity(unchecked) var tapStorage = Storage()

    /// The mutable state of a tap recognizer's series, in one value: what `tapStorage` holds.
    struct Storage {
        /// Taps completed in the current series.
        var tapsDone = 0
        /// When the current tap began (s).
        var tapStart: Double = 0
        /// The most fingers the current tap had.
        var mostFingers = 0
        /// When the series fails if no tap begins (s; after a lift that was not the last tap).
        var nextTapDeadline: Double?
        /// All taps were done, but a requirement may still recognize.
        var recognitionPending = false
    }

    /// A tap recognizer named `name`.
    ///
    /// - Parameters:
    ///   - name: The recognizer's name in the log.
    ///   - action: The closure called on each state change, or nil.
    public override init(name: String = "tap", action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
    }

    /// True while a series is under way and may still complete.
    override var mayStillRecognize: Bool {
        guard state == .possible else { return false }
        return !panStorage.fingers.isEmpty || tapStorage.tapsDone > 0 || tapStorage.recognitionPending
    }

    // MARK: Touches

    open override func touchDidBegin(at time: Double) -> Bool {
        if let deadline = tapStorage.nextTapDeadline, time > deadline { failSeries() }
        tapStorage.nextTapDeadline = nil
        tapStorage.tapStart = time
        tapStorage.mostFingers = panStorage.fingers.count
        return false
    }

    override func addTouch(finger: Int, at point: Point, time: Double) {
        super.addTouch(finger: finger, at: point, time: time)
        tapStorage.mostFingers = max(tapStorage.mostFingers, panStorage.fingers.count)
    }

    /// Fails once the fingers travel more than `allowableMovement` or outnumber the required ones.
    ///
    /// Never begins on a move (a tap recognizes at a lift).
    open override func beginDecision() -> BeginDecision {
        if panStorage.fingers.count > numberOfTouchesRequired { return .fail }
        return translation(in: nil).length > Self.allowableMovement ? .fail : .wait
    }

    open override func didReset() {
        // A failed series starts over (and frees the taps waiting for it); a reset between the taps
        // of a series keeps its count.
        if state == .failed { failSeries() }
    }

    /// The touch sequence ended at `time` with this recognizer still possible.
    ///
    /// The touch sequence ended at `time` with this recognizer still possible: one more tap, or
    /// the tap was too long or had the wrong number of fingers. A completed series is recognized
    /// by ``recognizeIfUnblocked()``, called once every tap of the sequence has counted its tap.
    func sequenceEnded(at time: Double) {
        guard state == .possible, !tapStorage.recognitionPending else { return }
        guard time - tapStorage.tapStart <= Self.maximumTapDuration, tapStorage.mostFingers == numberOfTouchesRequired
        else {
            failSeries()
            return
        }
        tapStorage.tapsDone += 1
        if tapStorage.tapsDone < numberOfTapsRequired {
            tapStorage.nextTapDeadline = time + Self.maximumIntervalBetweenSuccessiveTaps
            view?.simulation?.requestFrames(for: self)
            return
        }
        tapStorage.recognitionPending = true
    }

    // MARK: Recognition

    /// Recognizes a completed series unless a requirement may still recognize.
    func recognizeIfUnblocked() {
        guard tapStorage.recognitionPending else { return }
        if isWaitingForRequirements {
            view?.simulation?.requestFrames(for: self)
            return
        }
        tapStorage.recognitionPending = false
        state = .ended
        action?(self)
        for dependent in panStorage.failureDependents {
            (dependent.recognizer as? TapGestureRecognizer)?.requirementRecognized()
        }
        clearSeries()
        state = .possible
    }

    /// A requirement recognized: this tap fails.
    private func requirementRecognized() {
        guard mayStillRecognize else { return }
        failSeries()
    }

    /// A requirement failed: a pending recognition may go ahead.
    private func requirementFailed() { recognizeIfUnblocked() }

    private func failSeries() {
        clearSeries()
        for dependent in panStorage.failureDependents {
            (dependent.recognizer as? TapGestureRecognizer)?.requirementFailed()
        }
    }

    private func clearSeries() {
        tapStorage.tapsDone = 0
        tapStorage.nextTapDeadline = nil
        tapStorage.recognitionPending = false
    }

    // MARK: FrameClient

    /// True while a series waits for its next tap, or a recognition waits for a requirement.
    public var needsFrames: Bool { tapStorage.nextTapDeadline != nil || tapStorage.recognitionPending }

    /// Fails the series once its next tap is late; retries a pending recognition.
    ///
    /// - Parameter time: The refresh's time, in seconds.
    public func displayFrame(at time: Double) {
        if let deadline = tapStorage.nextTapDeadline, time > deadline, panStorage.fingers.isEmpty {
            failSeries()
            return
        }
        recognizeIfUnblocked()
    }
}
