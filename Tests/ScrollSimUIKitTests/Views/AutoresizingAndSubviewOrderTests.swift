import ScrollSimUIKit
import Testing

/// Tests autoresizing masks, the effect of subview order on hit-testing and the log, and `sizeToFit()`.
///
/// The UIKit view features that are not inert: `autoresizingMask` moves and resizes frames when the superview's size
/// changes, by UIKit's proportional rule; the subview order decides which view a touch hits and the order of the log's
/// blocks; `sizeToFit()` resizes.
@MainActor
struct AutoresizingAndSubviewOrderTests {
    /// `child` in a `superviewSize` superview, with `mask`, after the superview became `newSize`.
    static func resized(
        _ frame: CGRect, mask: UIView.AutoresizingMask, from superviewSize: CGSize, to newSize: CGSize
    ) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: superviewSize))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    @Test func aSingleFlexiblePortionTakesTheWholeChange() {
        let old = CGSize(width: 320, height: 480), new = CGSize(width: 480, height: 560)
        let frame = CGRect(x: 10, y: 20, width: 300, height: 40)
        #expect(
            Self.resized(frame, mask: .flexibleWidth, from: old, to: new)
                == CGRect(x: 10, y: 20, width: 460, height: 40))
        #expect(Self.resized(frame, mask: .flexibleLeftMargin, from: old, to: new).origin.x == 170)
        #expect(Self.resized(frame, mask: .flexibleRightMargin, from: old, to: new) == frame)
        #expect(Self.resized(frame, mask: .flexibleTopMargin, from: old, to: new).origin.y == 100)
        #expect(Self.resized(frame, mask: .flexibleHeight, from: old, to: new).height == 120)
        #expect(Self.resized(frame, mask: [], from: old, to: new) == frame)
    }

    /// Tests that flexible margins share a size change in proportion, as Apple documents for `autoresizingMask`.
    ///
    /// "The larger the flexible portion, relative to the other flexible portions, the more it is likely to grow"
    /// (Apple's page of `autoresizingMask`): the change is split in proportion.
    @Test func severalFlexiblePortionsShareTheChangeInProportion() {
        // Margins 20 and 30, both flexible, width fixed: 100 → 250 wide keeps their ratio.
        let margins = Self.resized(
            CGRect(x: 20, y: 0, width: 50, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
            from: CGSize(width: 100, height: 10), to: CGSize(width: 250, height: 10))
        #expect(margins.minX == 80 && margins.width == 50 && 250 - margins.maxX == 120) // 80 : 120 = 20 : 30
        // Apple's example: the left margin fixed, the width and the right margin flexible.
        let anchored = Self.resized(
            CGRect(x: 10, y: 0, width: 100, height: 10), mask: [.flexibleWidth, .flexibleRightMargin],
            from: CGSize(width: 320, height: 10), to: CGSize(width: 630, height: 10))
        #expect(anchored.minX == 10 && anchored.width == 200) // 310 more, split 100 : 210
        // All three flexible: each grows by its share of the old length.
        let all = Self.resized(
            CGRect(x: 0, y: 100, width: 10, height: 200),
            mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
            from: CGSize(width: 10, height: 400), to: CGSize(width: 10, height: 800))
        #expect(all.minY == 200 && all.height == 400)
    }

    @Test func autoresizingCanBeTurnedOffAndFollowsTheTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grandchild.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.frame.size.width = 300
        #expect(child.frame.width == 300 && grandchild.frame.width == 300)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 100
        #expect(child.frame.width == 300)
    }

    /// A scroll view that fills a resized container goes through the model's scene-change path: an
    /// offset left outside the new range is clamped.
    @Test func anAutoresizedScrollViewClampsItsOffset() {
        let simulator = ScrollSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let list = UIScrollView(frame: container.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 393, height: 1000)
        container.addSubview(list)
        simulator.addSubview(container)
        list.contentOffset = CGPoint(x: 0, y: 600)
        container.frame.size.height = 800
        #expect(list.frame.height == 800 && list.contentOffset.y == 200)
    }

    final class Pane: UIView {
        var taps = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.taps += 1 })
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func theSubviewOrderDecidesWhichViewATouchHits() throws {
        let simulator = ScrollSimulator()
        let back = Pane(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = Pane(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        back.accessibilityIdentifier = "back"
        front.accessibilityIdentifier = "front"
        simulator.addSubview(back)
        simulator.addSubview(front)
        simulator.window.bringSubviewToFront(back)
        #expect(simulator.window.subviews == [front, back])
        try simulator.perform(.tap(at: CGPoint(x: 100, y: 100)))
        simulator.advance(by: 1)
        simulator.window.sendSubviewToBack(back)
        try simulator.perform(.tap(at: CGPoint(x: 100, y: 100)))
        simulator.advance(by: 1)
        #expect(back.taps == 1 && front.taps == 1)
        // The log's blocks follow the order the views had at the first input.
        let log = simulator.log
        let header = try #require(log.components(separatedBy: "\n\n").first)
        #expect(header.range(of: "view front")!.lowerBound < header.range(of: "view back")!.lowerBound)
    }

    @Test func insertingAndExchangingSubviews() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(d, belowSubview: b)
        #expect(parent.subviews == [c, a, d, b])
        parent.insertSubview(c, aboveSubview: d) // a subview only moves
        #expect(parent.subviews == [a, d, c, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [b, d, c, a] && a.superview === parent)
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews.last === b)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        UIImage.register(named: "thumb.png", size: CGSize(width: 120, height: 80))
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 1, height: 1))
        imageView.image = UIImage(named: "thumb.png")
        imageView.sizeToFit()
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 120, height: 80))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    }
}
