/// What the two sheet policies share: [Seed-ThreeStageSheet]'s drag handling and handoff state machine.
///
/// The outer/inner handoff state machine is `FJFScrollDragHelper` with the demo view controller that forwards the
/// table's delegate calls, written against this library's API line for line.
///
/// - The helper's own pan (`<container>.sheetPan`) sits on the container; the inner list's pan
///   recognizes simultaneously with every other recognizer (`FJFContentTableView`).
/// - Each pan callback reads the translation in the container's superview, adds it to the frame's
///   y and resets it to zero (an incremental translation; the first `began` translation holds the
///   10 pt hysteresis travel, so the sheet moves by it at once). With `.insideView` the callback
///   returns before the reset, so the translation accumulates until the sheet gets it back.
/// - Hard clamps at the top (position `.top`, type `.all`) and bottom (`.bottom`, `.externalView`);
///   the position type changes during a drag only there.
/// - On `.ended`/`.cancelled` the subclass's release policy picks the detent.
/// - The list's `didScroll` locks it at offset 0 while the type is `.externalView`
///   (`isNeedToStopScrollAndUpdateScrollType`), and the type follows the seed's rules at `.top`.
public class SheetCoordinator: ScrollViewDelegate, SceneCoordinator {
    /// The moving container (the seed's `externalScrollView`).
    public let container: View
    /// The inner list (`insideTableView`).
    public let list: ScrollView
    /// The helper's pan on the container.
    public let pan: PanGestureRecognizer
    /// The detents.
    public let detents: SheetDetents
    /// `curScrollViewPositionType`.
    public internal(set) var position: SheetPosition {
        didSet {
            if position != oldValue {
                note(
                    "positionType",
                    [LogField("from", .string(oldValue.rawValue)), LogField("to", .string(position.rawValue))])
            }
        }
    }
    /// `currentScrollType`.
    public internal(set) var scrollType: SheetScrollType = .externalView {
        didSet {
            if scrollType != oldValue {
                note(
                    "scrollType",
                    [LogField("from", .string(oldValue.rawValue)), LogField("to", .string(scrollType.rawValue))])
            }
        }
    }
    unowned let simulation: Simulation

    /// The helper's pan.
    public var recognizers: [PanGestureRecognizer] { [pan] }

    /// The names of the recognizers a sheet on the container `containerID` adds: its pan, `<container>.sheetPan`.
    ///
    /// The one place the name is made (the trace decoder asks it too).
    ///
    /// - Parameter containerID: The container's log id.
    /// - Returns: The recognizers' names.
    public static func recognizerNames(containerID: String) -> [String] { ["\(containerID).sheetPan"] }

    init(
        simulation: Simulation, container: View, list: ScrollView, detents: SheetDetents, initialPosition: SheetPosition
    ) {
        self.simulation = simulation
        self.container = container
        self.list = list
        self.detents = detents
        self.position = initialPosition
        pan = PanGestureRecognizer(name: Self.recognizerNames(containerID: container.id)[0])
        container.frame.origin.y = detents.frameTop(initialPosition)
        container.restTime = simulation.now
        pan.action = { [unowned self] recognizer in self.handlePan(recognizer) }
        container.addGestureRecognizer(pan)
        list.delegate = self
        // FJFContentTableView: true unless the other view is a UICollectionView (there are none here).
        list.panGestureRecognizer.shouldRecognizeSimultaneously = { _, _ in true }
    }

    // MARK: Pan (panScrollViewHandle)

    func handlePan(_ pan: PanGestureRecognizer) {
        if scrollType == .insideView {
            note(
                "sheetPan",
                [LogField("state", .string(pan.state.rawValue)), LogField("ignored", .string("insideView"))])
            panIgnored(pan)
            return
        }
        if pan.state == .began { panDidBegin() }
        panWillMoveSheet(pan)
        let translation = pan.translation(in: container.superview)
        var y = container.frame.origin.y + translation.y
        let top = detents.frameTop(.top), bottom = detents.frameTop(.bottom)
        if y < top {
            y = top
            position = .top
            scrollType = .all
        }
        if y > bottom {
            y = bottom
            position = .bottom
            scrollType = .externalView
        }
        container.frame.origin.y = y
        note(
            "sheetPan",
            [
                LogField("state", .string(pan.state.rawValue)),
                LogField("translation", .number(translation.y, .points)),
                LogField("y", .number(y, .points)),
            ])
        if pan.state == .ended || pan.state == .cancelled {
            release(velocity: pan.velocity(in: container).y)
        }
        pan.setTranslation(.zero, in: container)
    }

    /// The pan's callback was ignored because the list handles the touch (`.insideView`).
    ///
    /// The seed keeps the translation, so it accumulates and the sheet gets it all at the handoff.
    func panIgnored(_ pan: PanGestureRecognizer) {}

    /// The pan's callback is about to move the sheet by its translation (after the `.insideView` check).
    ///
    /// The seed applies it as it stands.
    func panWillMoveSheet(_ pan: PanGestureRecognizer) {}

    /// The pan began (after the `.insideView` check).
    ///
    /// Subclasses stop their settle here.
    func panDidBegin() {}

    /// The release policy: picks a detent for the release velocity and calls `go(to:velocity:rule:)`.
    ///
    /// The velocity is in pt/s, finger direction, positive = down.
    func release(velocity: Double) { go(to: position, velocity: velocity, rule: "none") }

    /// `gotoTheTopPosition` / `gotoMiddlePosition` / `gotoLowestPosition` with the view controller's block.
    ///
    /// Set the position type, reset the list when not going to the top
    /// (`insideTableView.setContentOffset(.zero, animated: true)`), then settle.
    func go(to target: SheetPosition, velocity: Double, rule: String, extra: [LogField] = []) {
        note(
            "sheetRelease",
            [LogField("velocity", .number(velocity, .ptPerSecond)), LogField("rule", .string(rule))] + extra
                + [LogField("target", .string(target.rawValue))])
        position = target
        if target != .top { list.setContentOffset(.zero, animated: true) }
        settle(to: target, velocity: velocity)
    }

    /// Moves the container to `target`'s frame top.
    ///
    /// Subclasses animate.
    func settle(to target: SheetPosition, velocity: Double) { container.frame.origin.y = detents.frameTop(target) }

    // MARK: List delegate (the view controller forwards these to the helper)

    /// `isNeedToStopScrollAndUpdateScrollType(scrollView:)`.
    ///
    /// - Parameter scrollView: The list scroll view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === list else { return }
        if scrollType == .externalView {
            list.setContentOffset(.zero, animated: false)
            return
        }
        guard position == .top else { return }
        if scrollType == .all {
            scrollType = list.contentOffset.y <= 0 ? .externalView : .insideView
        } else if !list.isDecelerating, scrollType == .insideView, list.contentOffset.y <= 0 {
            scrollType = .externalView
        }
    }

    /// `updateCurrentScrollTypeWhenBeginDragging(_:)`.
    ///
    /// - Parameter scrollView: The list scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard position == .top else { return }
        scrollType = scrollView.contentOffset.y <= 0 ? .externalView : .insideView
    }

    /// `updateCurrentScrollTypeWhenScrollEnd(_:)` after a drag.
    ///
    /// - Parameters:
    ///   - scrollView: The list scroll view.
    ///   - decelerate: Whether the content keeps moving after the lift.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollDidEnd(scrollView)
    }

    /// `updateCurrentScrollTypeWhenScrollEnd(_:)` after a deceleration.
    ///
    /// - Parameter scrollView: The list scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { scrollDidEnd(scrollView) }

    private func scrollDidEnd(_ scrollView: ScrollView) {
        guard position == .top else { return }
        scrollType = scrollView.contentOffset.y <= 0 ? .externalView : .all
    }

    // MARK: Log

    func note(_ name: String, _ fields: [LogField]) {
        simulation.record(.behavior(name: name, fields: fields), for: container)
    }

    /// The detents and the policy on the container; nothing for other views.
    ///
    /// - Parameter view: The view whose header is written.
    /// - Returns: The log fields.
    public func headerFields(for view: View) -> [LogField] {
        guard view === container else { return [] }
        return SheetPosition.allCases.map {
            LogField("\($0.rawValue)FrameTop", .number(detents.frameTop($0), .points))
        }
            + policyFields
    }

    /// The policy's parameters for the header.
    var policyFields: [LogField] { [] }

    /// The container's position name (the scene adds every plain view's frame origin).
    ///
    /// - Parameter view: The view whose final line is written.
    /// - Returns: The log fields.
    public func finalFields(for view: View) -> [LogField] {
        guard view === container else { return [] }
        return [LogField("position", .string(position.rawValue))]
    }
}
