import ScrollSimUIKit
import Testing

/// `UIViewController`: loading, the appearance and layout callbacks in UIKit's order under
/// `ScrollSimulator(rootViewController:)`, and child containment.
@MainActor
struct UIViewControllerTests {
    /// Records every callback, by name, into a shared list.
    final class Recording: UIViewController {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        func note(_ event: String) { journal.events.append("\(name).\(event)") }
        override func loadView() {
            note("loadView")
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        override func viewDidLoad() { note("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
        override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews(\(Int(view.bounds.width)))") }
        override func willMove(toParent parent: UIViewController?) {
            note("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            note("didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    final class Journal { var events: [String] = [] }

    @Test func aRootViewControllerIsLoadedSizedLaidOutAndAppearsInUIKitsOrder() {
        let journal = Journal()
        let root = Recording("root", journal)
        #expect(!root.isViewLoaded && root.viewIfLoaded == nil)
        let simulator = ScrollSimulator(rootViewController: root, windowSize: CGSize(width: 390, height: 844))
        #expect(
            journal.events == [
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews(390)", "root.viewDidAppear",
            ])
        #expect(simulator.rootViewController === root && root.view.frame.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
    }

    @Test func childrenAreContainedAndAppearWithTheirViews() {
        let journal = Journal()
        let root = Recording("root", journal)
        let simulator = ScrollSimulator(rootViewController: root)
        journal.events = []
        let child = Recording("child", journal)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(root.children.count == 1 && root.children[0] === child && child.parent === root)
        simulator.advance(by: 0) // the next layout pass
        #expect(
            journal.events == [
                "child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
                "child.didMove(parent)", "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews(393)",
                "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews(10)", "child.viewDidAppear",
            ])
        journal.events = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            journal.events == [
                "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
            ])
        #expect(root.children.isEmpty && child.parent == nil)
    }

    /// A controller made with `init()` gets an empty view of the screen's size.
    @Test func theDefaultViewFillsTheScreen() {
        _ = ScrollSimulator(windowSize: CGSize(width: 320, height: 568), scale: 2)
        let controller = UIViewController()
        #expect(controller.nibName == nil && UIViewController(coder: NSCoder()) == nil)
        controller.title = "Plain"
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568) && controller.title == "Plain")
        let nib = UIViewController(nibName: "Main", bundle: nil)
        #expect(nib.nibName == "Main" && nib.nibBundle == nil)
    }
}
