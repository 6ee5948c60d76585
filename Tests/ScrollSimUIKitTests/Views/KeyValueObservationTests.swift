import ScrollSimUIKit
import Testing

/// `observe(_:options:changeHandler:)` on the five observable properties, its options, and the
/// token's lifetime.
@MainActor
struct KeyValueObservationTests {
    /// Collects notifications from a `@Sendable` handler (the handler runs on the main actor).
    final class Inbox<Value: Sendable>: @unchecked Sendable {
        var changes: [NSKeyValueObservedChange<Value>] = []
    }

    @Test func eachObservablePropertyNotifiesWithNewAndOldValues() throws {
        let (simulator, list) = UIKitFixtures.list()
        let offsets = Inbox<CGPoint>(), sizes = Inbox<CGSize>(), insets = Inbox<UIEdgeInsets>()
        let frames = Inbox<CGRect>(), bounds = Inbox<CGRect>()
        let tokens = [
            list.observe(\.contentOffset, options: [.new, .old]) { _, change in offsets.changes.append(change) },
            list.observe(\.contentSize, options: [.new, .old]) { _, change in sizes.changes.append(change) },
            list.observe(\.contentInset, options: [.new]) { _, change in insets.changes.append(change) },
            list.observe(\.frame, options: [.new]) { _, change in frames.changes.append(change) },
            list.observe(\.bounds, options: [.new]) { _, change in bounds.changes.append(change) },
        ]
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        let didScrolls = UIKitFixtures.delegateCalls(simulator).filter { $0 == "didScroll" }.count
        #expect(offsets.changes.count == didScrolls && offsets.changes.last?.newValue == list.contentOffset)
        #expect(offsets.changes.first?.oldValue == CGPoint(x: 0, y: 5000))
        #expect(offsets.changes.allSatisfy { $0.kind == .setting && !$0.isPrior && $0.indexes == nil })
        list.contentSize = CGSize(width: 393, height: 30_000)
        list.contentSize = CGSize(width: 393, height: 30_000) // unchanged: no notification
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        list.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        #expect(sizes.changes.count == 1 && sizes.changes[0].oldValue == CGSize(width: 393, height: 20_000))
        #expect(insets.changes.map(\.newValue) == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)])
        #expect(frames.changes.count == 1 && frames.changes[0].newValue?.height == 800)
        // The bounds move with every scroll and with the frame's size.
        #expect(bounds.changes.count == didScrolls + 1 && bounds.changes.last?.newValue == list.bounds)
        withExtendedLifetime(tokens) {}
    }

    @Test func initialAndPriorOptions() {
        let (_, list) = UIKitFixtures.list()
        let inbox = Inbox<CGPoint>()
        let token = list.observe(\.contentOffset, options: [.initial, .new, .old, .prior]) { _, change in
            inbox.changes.append(change)
        }
        #expect(inbox.changes.count == 1 && inbox.changes[0].newValue == CGPoint(x: 0, y: 5000))
        list.contentOffset = CGPoint(x: 0, y: 6000)
        #expect(inbox.changes.map(\.isPrior) == [false, true, false])
        #expect(inbox.changes[1].newValue == nil && inbox.changes[1].oldValue == CGPoint(x: 0, y: 5000))
        #expect(inbox.changes[2].newValue == CGPoint(x: 0, y: 6000))
        token.invalidate()
    }

    @Test func theTokenStopsObservingWhenInvalidatedOrReleased() {
        let (_, list) = UIKitFixtures.list()
        let inbox = Inbox<CGPoint>()
        let token = list.observe(\.contentOffset) { _, change in inbox.changes.append(change) }
        list.contentOffset = CGPoint(x: 0, y: 100)
        token.invalidate()
        token.invalidate()
        list.contentOffset = CGPoint(x: 0, y: 200)
        #expect(inbox.changes.count == 1 && inbox.changes[0].newValue == nil) // no .new: nil
        var released: NSKeyValueObservation? = list.observe(\.contentOffset) { _, change in
            inbox.changes.append(change)
        }
        list.contentOffset = CGPoint(x: 0, y: 300)
        #expect(inbox.changes.count == 2 && released != nil)
        released = nil
        list.contentOffset = CGPoint(x: 0, y: 400)
        #expect(inbox.changes.count == 2)
    }

    @Test func optionsHaveFoundationsRawValues() {
        #expect(NSKeyValueObservingOptions.new.rawValue == 1 && NSKeyValueObservingOptions.old.rawValue == 2)
        #expect(NSKeyValueObservingOptions.initial.rawValue == 4 && NSKeyValueObservingOptions.prior.rawValue == 8)
        #expect(NSKeyValueChange.setting.rawValue == 1 && NSKeyValueChange.replacement.rawValue == 4)
    }
}
