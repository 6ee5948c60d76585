import ScrollSimUIKit
import Testing

/// The safe area from Swift: `ScrollSimulator(device:)`, `safeAreaInsets`, `adjustedContentInset`,
/// `contentInsetAdjustmentBehavior` and the two change callbacks.
@MainActor
struct SafeAreaTests {
    final class InsetRecorder: UIScrollViewDelegate {
        var calls: [UIEdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            calls.append(scrollView.adjustedContentInset)
        }
    }

    final class Table: UIScrollView {
        var hookCalls = 0
        var safeAreaChanges = 0
        override func adjustedContentInsetDidChange() { hookCalls += 1 }
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    @Test func aDeviceGivesTheWindowItsScreenAndSafeArea() throws {
        let simulator = try #require(ScrollSimulator(deviceNamed: "iPhone 15 Pro"))
        #expect(simulator.window.frame.size == CGSize(width: 393, height: 852))
        #expect(simulator.windowSafeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(ScrollSimulator(deviceNamed: "iPhone 99") == nil)
    }

    @Test func aFullScreenListScrollsInTheAdjustedInset() throws {
        let simulator = ScrollSimulator(device: .iPhone15Pro)
        let list = Table(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let recorder = InsetRecorder()
        list.delegate = recorder
        list.contentSize = CGSize(width: 393, height: 20_000)
        simulator.addSubview(list)
        simulator.advance(by: 0)
        #expect(list.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(recorder.calls == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        #expect(list.hookCalls == 1 && list.safeAreaChanges == 1)
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.contentInsetAdjustmentBehavior == .never)
        #expect(list.adjustedContentInset == .zero)
        #expect(recorder.calls.count == 2 && list.hookCalls == 2)
    }

    @Test func aRotationChangesTheSafeArea() {
        let simulator = ScrollSimulator(device: .iPhone15Pro, orientation: .landscape)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 852, height: 100))
        simulator.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        simulator.windowSafeAreaInsets = .zero
        #expect(banner.safeAreaInsets == .zero)
    }
}
