import Foundation
import ScrollSimUIKit
import Testing

/// `UIView`, a plain `UIPanGestureRecognizer` and `UIView.animate` over the model.
@MainActor
struct UIViewTests {
    /// A sheet-like view with a header inside, in a simulator.
    static func sheet() -> (ScrollSimulator, UIView, UIView) {
        let simulator = ScrollSimulator()
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        sheet.accessibilityIdentifier = "sheet"
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        header.accessibilityIdentifier = "header"
        sheet.addSubview(header)
        simulator.addSubview(sheet)
        return (simulator, sheet, header)
    }

    @Test func theTreeAndGeometry() {
        let (simulator, sheet, header) = Self.sheet()
        #expect(sheet.superview === simulator.window && header.superview === sheet)
        #expect(sheet.subviews.count == 1 && sheet.subviews[0] === header)
        #expect(simulator.window.subviews.count == 1)
        #expect(header.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 410))
        #expect(header.convert(CGPoint(x: 10, y: 410), from: nil) == CGPoint(x: 10, y: 10))
        #expect(sheet.convert(CGPoint(x: 0, y: 0), to: header) == .zero)
        sheet.center = CGPoint(x: 196.5, y: 500)
        #expect(sheet.frame == CGRect(x: 0, y: 274, width: 393, height: 452))
        #expect(sheet.bounds == CGRect(x: 0, y: 0, width: 393, height: 452))
        header.removeFromSuperview()
        #expect(header.superview == nil && sheet.subviews.isEmpty)
        #expect(UIView(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
        #expect(UIScrollView(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
    }

    @Test func aPanOnAPlainViewWithAClosureTarget() throws {
        let (simulator, sheet, header) = Self.sheet()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        let pan = UIPanGestureRecognizer { recognizer in
            log.append((recognizer.state, recognizer.translation(in: sheet)))
            if recognizer.state == .changed {
                sheet.frame.origin.y += recognizer.translation(in: sheet).y
                recognizer.setTranslation(.zero, in: sheet)
            }
        }
        header.addGestureRecognizer(pan)
        #expect(pan.view === header && header.gestureRecognizers?.count == 1 && sheet.gestureRecognizers == nil)
        #expect(pan.scrollsimHysteresis == 10)
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 550), duration: 0.25))
        #expect(log.first?.0 == .began && log.last?.0 == .ended)
        // A plain pan's translation counts from the touch-down (the 10 pt before it began included)
        // and is reset after every move, so the sheet followed the finger's whole 100 pt.
        #expect(log[0].1 == CGPoint(x: 0, y: 10))
        #expect(sheet.frame.origin.y == 500)
        pan.isEnabled = false
        #expect(!pan.isEnabled)
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 650), duration: 0.25))
        #expect(log.last?.0 == .ended && sheet.frame.origin.y == 500)
    }

    @Test func hiddenAndNonInteractiveViewsLetTouchesThrough() throws {
        let (simulator, sheet, header) = Self.sheet()
        var began = 0
        header.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { began += 1 } })
        let drag = Gesture.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 550), duration: 0.2)
        header.isHidden = true
        try simulator.perform(drag)
        header.isHidden = false
        sheet.isUserInteractionEnabled = false
        try simulator.perform(drag)
        #expect(began == 0 && header.isHidden == false && !sheet.isUserInteractionEnabled)
        sheet.isUserInteractionEnabled = true
        try simulator.perform(drag)
        #expect(began == 1)
    }

    @Test func animateMovesThePresentationAndCallsTheCompletion() throws {
        let (simulator, sheet, _) = Self.sheet()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { sheet.frame.origin.y = 100 }, completion: { finished.append($0) })
        #expect(sheet.frame.origin.y == 100) // the model value jumps
        try simulator.runUntilIdle()
        #expect(finished == [true])
        let names = simulator.logEntries.map(\.event.name)
        #expect(names.first == "animationBegan" && names.last == "animationEnded")
        #expect(names.filter { $0 == "animationFrame" }.count == 19) // t = 0, 1/60, …, 0.3 s
        let began = simulator.log.split(separator: "\n").first { $0.contains("animationBegan") } ?? ""
        #expect(began.contains("from (0.000, 400.000), to (0.000, 100.000), duration 0.300"))
        #expect(began.contains("curve cubicBezier(x1: 0.0, y1: 0.0, x2: 0.58, y2: 1.0), allowUserInteraction true"))
    }

    @Test func animateWithoutFrameChangesCompletesAtOnce() {
        let (_, sheet, _) = Self.sheet()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { sheet.isHidden = false }, completion: { finished.append($0) })
        #expect(finished == [true])
        let loose = UIView(frame: .zero)
        UIView.animate(withDuration: 0.3) { loose.frame.size.width = 10 }
        #expect(loose.frame.width == 10)
    }

    @Test func springAnimationAndBeginFromCurrentState() throws {
        let (simulator, sheet, _) = Self.sheet()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { sheet.frame.origin.y = 0 }, completion: { completions.append($0) })
        simulator.advance(by: 0.2)
        // A second animation from the on-screen value replaces the first, whose completion says false.
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .curveLinear],
            animations: { sheet.frame.origin.y = 300 }, completion: { completions.append($0) })
        try simulator.runUntilIdle()
        #expect(completions == [false, true])
        let began = simulator.log.split(separator: "\n").filter { $0.contains("animationBegan") }
        #expect(began.count == 2 && began[0].contains("damping 1.000") && began[0].contains("delay 0.100"))
        #expect(began[1].contains("curve linear") && !began[1].contains("from (0.000, 0.000)"))
    }

    @Test func withoutAllowUserInteractionTheAnimatedViewIgnoresTouches() throws {
        let (simulator, sheet, header) = Self.sheet()
        var began = 0
        header.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { began += 1 } })
        UIView.animate(withDuration: 1, animations: { sheet.frame.origin.y = 410 })
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 460), to: CGPoint(x: 200, y: 560), duration: 0.2))
        #expect(began == 0)
        try simulator.runUntilIdle()
        try simulator.perform(.drag(from: CGPoint(x: 200, y: 460), to: CGPoint(x: 200, y: 560), duration: 0.2))
        #expect(began == 1)
    }
}
