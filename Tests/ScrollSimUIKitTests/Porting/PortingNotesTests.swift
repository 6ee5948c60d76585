import ScrollSimUIKit
import Testing

// The edited forms of the Porting notes' rows (Sources/ScrollSimUIKit/ScrollSimUIKit.docc/
// PortingUIKitCode.md) that no other test holds: each compiles here, and runs.

/// A library's own delegate protocol, ported with default implementations in place of `@objc optional`.
///
/// A library's own delegate protocol, which UIKit code declares `@objc` with `@objc optional` requirements: here a
/// plain protocol whose optional requirements get defaults in an extension.
protocol CarouselDelegate: AnyObject {
    func carousel(_ carousel: CarouselOwner, didSelectPage page: Int)
    func carouselDidScroll(_ carousel: CarouselOwner)
}

extension CarouselDelegate {
    func carouselDidScroll(_ carousel: CarouselOwner) {}
}

/// A scroll view owner that forwards the delegate calls to an outer delegate with explicit forwarding.
///
/// A scroll view's owner that forwards the scroll view's delegate calls to an outer delegate, as libraries do:
/// `delegate?.scrollViewDidScroll?(scrollView)` loses its second `?`; a proxy built on
/// `responds(to:)`/`forwardingTarget(for:)` becomes explicit forwarding of the methods it needs.
final class CarouselOwner: NSObject, UIScrollViewDelegate {
    weak var delegate: CarouselDelegate?
    weak var outerDelegate: UIScrollViewDelegate?
    // `@IBOutlet weak var scrollView: UIScrollView!` without `@IBOutlet`.
    weak var scrollView: UIScrollView!
    /// An `objc_setAssociatedObject` value becomes a stored property.
    var pageWidth: CGFloat = 393

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        outerDelegate?.scrollViewDidScroll(scrollView)
        delegate?.carouselDidScroll(self)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        outerDelegate?.scrollViewDidEndDecelerating(scrollView)
        delegate?.carousel(self, didSelectPage: Int(scrollView.contentOffset.x / pageWidth))
    }
}

@MainActor
struct PortingNotesTests {
    final class Listener: CarouselDelegate {
        var pages: [Int] = []
        func carousel(_ carousel: CarouselOwner, didSelectPage page: Int) { pages.append(page) }
    }

    @Test func editedFormsCompileAndForward() throws {
        let simulator = ScrollSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 393 * 3, height: 852)
        simulator.addSubview(scrollView)
        let owner = CarouselOwner()
        owner.scrollView = scrollView
        let listener = Listener(), outer = RecordingDelegate()
        owner.delegate = listener
        owner.outerDelegate = outer
        scrollView.delegate = owner
        try simulator.perform(.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -900, y: 0)))
        try simulator.runUntilIdle()
        #expect(listener.pages == [1] && outer.calls.contains("didScroll"))
        #expect(outer.milestones == ["didEndDecelerating"])
    }
}
