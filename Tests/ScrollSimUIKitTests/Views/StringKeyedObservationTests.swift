import ScrollSimUIKit
import Testing

/// Tests string-keyed key-value observation with Foundation's signatures, called from the model's change path.
///
/// String-keyed key-value observation with Foundation's signatures — `addObserver(_:forKeyPath:options:context:)`,
/// `removeObserver(_:forKeyPath:)` and its context variant, and an overridable
/// `observeValue(forKeyPath:of:change:context:)` — called from the model's change path.
@MainActor
struct StringKeyedObservationTests {
    /// The context idiom of Apple's KVO guide and of pull-to-refresh libraries: the address of a
    /// static variable, passed as `&Self.context`.
    nonisolated(unsafe) static var context = 0
    /// A context pointer made once, so `.initial` observations can compare against it without an exclusivity trap.
    ///
    /// The same address kept in a constant: comparing `context == &Self.context` inside `observeValue` while
    /// `addObserver(…, options: .initial, context: &Self.context)` is still running is two overlapping accesses to the
    /// variable, which Swift's exclusivity checking traps; a `.initial` registration compares against a pointer made
    /// once instead.
    nonisolated(unsafe) static let contextPointer = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// A header view observing its scroll view, as pull-to-refresh and parallax headers do.
    final class Header: UIView {
        var notes: [(keyPath: String, change: [NSKeyValueChangeKey: Any])] = []
        var unknownContexts = 0

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            let known =
                context == StringKeyedObservationTests.contextPointer || context == &StringKeyedObservationTests.context
            guard known, let keyPath, let change else {
                unknownContexts += 1
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                return
            }
            notes.append((keyPath, change))
        }

        func values(_ keyPath: String, _ key: NSKeyValueChangeKey) -> [Any] {
            notes.filter { $0.keyPath == keyPath }.compactMap { $0.change[key] }
        }
    }

    @Test func eachKeyPathNotifiesWithOldAndNewValues() throws {
        let (simulator, list) = UIKitFixtures.list()
        let header = Header()
        for keyPath in ["contentOffset", "contentSize", "contentInset", "bounds", "frame", "center"] {
            list.addObserver(header, forKeyPath: keyPath, options: [.new, .old], context: &Self.context)
        }
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        let didScrolls = UIKitFixtures.delegateCalls(simulator).filter { $0 == "didScroll" }.count
        let offsets = header.values("contentOffset", .newKey).compactMap { $0 as? CGPoint }
        #expect(offsets.count == didScrolls && offsets.last == list.contentOffset)
        #expect(header.values("contentOffset", .oldKey).first as? CGPoint == CGPoint(x: 0, y: 5000))
        #expect(header.values("bounds", .newKey).count == didScrolls)
        #expect(header.notes.allSatisfy { ($0.change[.kindKey] as? UInt) == NSKeyValueChange.setting.rawValue })
        list.contentSize = CGSize(width: 393, height: 30_000)
        list.contentSize = CGSize(width: 393, height: 30_000) // the same value: no notification
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        list.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        #expect(header.values("contentSize", .newKey) as? [CGSize] == [CGSize(width: 393, height: 30_000)])
        #expect(header.values("contentInset", .oldKey) as? [UIEdgeInsets] == [.zero])
        #expect(header.values("frame", .newKey).count == 1 && header.values("center", .newKey).count == 1)
        #expect(header.unknownContexts == 0)
    }

    @Test func zoomScaleNotifiesAndATracesSetNotifiesToo() throws {
        let simulator = ScrollSimulator()
        let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        photo.addSubview(image)
        photo.contentSize = image.frame.size
        photo.maximumZoomScale = 3
        final class Zoom: UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let zoom = Zoom(image)
        photo.delegate = zoom
        simulator.addSubview(photo)
        let header = Header()
        photo.addObserver(header, forKeyPath: "zoomScale", options: .new, context: &Self.context)
        photo.addObserver(header, forKeyPath: "contentInset", options: .new, context: &Self.context)
        photo.setZoomScale(2, animated: false)
        #expect(header.values("zoomScale", .newKey).last as? CGFloat == 2)
        // A trace's `set` changes the model directly: the model's change path notifies.
        let trace = try Replay.decode(
            Array(
                """
                {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                                                "contentSize": {"width": 393, "height": 852}},
                 "events": [{"t": 0, "call": "set", "view": "scrollView", "property": "contentInset",
                             "value": {"top": 30}}]}
                """.utf8))
        try simulator.replay(trace)
        #expect(
            header.values("contentInset", .newKey) as? [UIEdgeInsets] == [
                UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
            ])
    }

    @Test func initialPriorAndRemoval() {
        let (_, list) = UIKitFixtures.list()
        let header = Header()
        list.addObserver(
            header, forKeyPath: "contentOffset", options: [.initial, .new, .old, .prior], context: Self.contextPointer)
        #expect(header.notes.count == 1 && header.notes[0].change[.newKey] as? CGPoint == CGPoint(x: 0, y: 5000))
        list.contentOffset = CGPoint(x: 0, y: 6000)
        #expect(header.notes.count == 3)
        #expect(
            header.notes[1].change[.notificationIsPriorKey] as? Bool == true && header.notes[1].change[.newKey] == nil)
        #expect(header.notes[2].change[.newKey] as? CGPoint == CGPoint(x: 0, y: 6000))
        list.removeObserver(header, forKeyPath: "contentOffset", context: &Self.context) // another context: kept
        list.contentOffset = CGPoint(x: 0, y: 6500)
        #expect(header.notes.count == 5)
        list.removeObserver(header, forKeyPath: "contentOffset", context: Self.contextPointer)
        list.removeObserver(header, forKeyPath: "contentOffset") // not registered: nothing happens
        list.contentOffset = CGPoint(x: 0, y: 7000)
        #expect(header.notes.count == 5)
        list.addObserver(header, forKeyPath: "contentOffset", options: .new, context: nil)
        list.contentOffset = CGPoint(x: 0, y: 7100)
        #expect(header.unknownContexts == 1) // another context reaches super, as in Foundation
        list.removeObserver(header, forKeyPath: "contentOffset")
        list.contentOffset = CGPoint(x: 0, y: 7200)
        #expect(header.unknownContexts == 1)
    }

    /// An observer outside UIKit's class tree conforms to `ScrollSimKeyValueObserver`.
    final class Tracker: NSObject, ScrollSimKeyValueObserver {
        var offsets: [CGPoint] = []
        func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            if let offset = change?[.newKey] as? CGPoint { offsets.append(offset) }
        }
    }

    @Test func aPlainObserverAndAReleasedOne() {
        let (_, list) = UIKitFixtures.list()
        let tracker = Tracker()
        list.addObserver(tracker, forKeyPath: "contentOffset", options: .new, context: nil)
        var released: Tracker? = Tracker()
        list.addObserver(released!, forKeyPath: "contentOffset", options: .new, context: nil)
        released = nil // held weakly: dropped
        list.contentOffset = CGPoint(x: 0, y: 100)
        list.addObserver(NSObject(), forKeyPath: "notAKeyPath", options: [.initial, .new], context: nil)
        #expect(tracker.offsets == [CGPoint(x: 0, y: 100)])
    }
}
