import ScrollSimUIKit
import Testing

/// The scroll-adjacent API, each with UIKit's signature and what it does.
@MainActor
struct ScrollAdjacentAPITests {
    @Test func removingTheScrollViewsPanStopsDragging() throws {
        let (simulator, list) = UIKitFixtures.list()
        let pan = list.panGestureRecognizer
        list.removeGestureRecognizer(pan)
        #expect(list.gestureRecognizers == nil && pan.view == nil)
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        #expect(list.contentOffset.y == 5000 && !UIKitFixtures.delegateCalls(simulator).contains("didScroll"))
        list.addGestureRecognizer(pan)
        try simulator.perform(UIKitFixtures.flingUp)
        try simulator.runUntilIdle()
        #expect(list.contentOffset.y > 5000)
    }

    @Test func aRemovedTapNoLongerFires() throws {
        let simulator = ScrollSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        simulator.addSubview(view)
        let other = UIView()
        other.removeGestureRecognizer(tap) // attached elsewhere: nothing happens
        #expect(tap.view === view)
        try simulator.perform(.tap(at: CGPoint(x: 50, y: 50)))
        view.removeGestureRecognizer(tap)
        simulator.advance(by: 1)
        try simulator.perform(.tap(at: CGPoint(x: 50, y: 50)))
        simulator.advance(by: 1)
        #expect(taps == 1 && view.gestureRecognizers == nil)
    }

    @Test func theSystemDeleteAnimationHidesTheViewsAtItsEnd() {
        let simulator = ScrollSimulator()
        let (doomed, sliding) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), UIView())
        sliding.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
        simulator.addSubview(doomed)
        simulator.addSubview(sliding)
        var finished: [Bool] = []
        UIView.perform(
            .delete, on: [doomed], options: [], animations: { sliding.frame.origin.y = 100 },
            completion: { finished.append($0) })
        #expect(!doomed.isHidden && finished.isEmpty && sliding.frame.minY == 100)
        simulator.advance(by: 0.1)
        #expect(!doomed.isHidden && finished.isEmpty)
        simulator.advance(by: 3)
        #expect(doomed.isHidden && finished == [true] && doomed.superview === simulator.window)
        // Without a frame change, the end comes at once (as `UIView.animate`'s here).
        let other = UIView()
        UIView.perform(.delete, on: [other], animations: nil)
        #expect(other.isHidden)
    }

    final class CardAttributes: UICollectionViewLayoutAttributes {
        var lift: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CardAttributes
            copy.lift = lift
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CardAttributes, other.lift == lift else { return false }
            return super.isEqual(object)
        }
    }

    final class CardLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { CardAttributes.self }
    }

    final class Items: UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
    }

    @Test func aLayoutsAttributesClassAndValueEquality() throws {
        let layout = CardLayout()
        let items = Items([5])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        view.dataSource = items
        let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
        #expect(!attributes.isEmpty && attributes.allSatisfy { $0 is CardAttributes })
        #expect(
            ObjectIdentifier(UICollectionViewFlowLayout.layoutAttributesClass)
                == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        let first = try #require(attributes.first as? CardAttributes)
        let copy = try #require(first.copy() as? CardAttributes)
        #expect(copy !== first && copy.isEqual(first) && first.isEqual(copy) && copy.hash == first.hash)
        copy.lift = 4
        #expect(!copy.isEqual(first))
        copy.lift = 0
        copy.alpha = 0.5
        #expect(!copy.isEqual(first) && !first.isEqual(nil) && !first.isEqual("a string"))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        #expect(plain.isEqual(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))))
    }

    @Test func aTransformFromItsSixteenEntries() {
        let t = CATransform3D(
            m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: -1.0 / 500,
            m41: 5, m42: 6, m43: 0, m44: 1)
        var expected = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 2.5, 2, 0)
        expected.m34 = -1.0 / 500
        #expect(t == expected && t.m34 == -0.002)
    }

    /// Sizes from the delegate, per item and per section, as UIKit's flow layout asks them.
    final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
        var sizes: (IndexPath) -> CGSize
        var insets: UIEdgeInsets?
        var header: CGSize?
        init(_ sizes: @escaping (IndexPath) -> CGSize) { self.sizes = sizes }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { sizes(indexPath) }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            insets ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize { header ?? .zero }
    }

    static func grid(_ delegate: UIScrollViewDelegate?, counts: [Int]) -> (UICollectionView, Items) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let items = Items(counts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        view.delegate = delegate
        view.dataSource = items
        return (view, items)
    }

    static func frames(_ view: UICollectionView) -> [CGRect] {
        (view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 1e6)) ?? [])
            .map(\.frame)
    }

    @Test func aDelegateGivingTheLayoutsOwnSizesChangesNothing() {
        let sizer = Sizer { _ in CGSize(width: 110, height: 90) }
        let (plain, plainItems) = Self.grid(nil, counts: [7, 4])
        let (sized, sizedItems) = Self.grid(sizer, counts: [7, 4])
        #expect(Self.frames(sized) == Self.frames(plain) && sized.contentSize == plain.contentSize)
        #expect(Self.frames(plain).count == 11)
        withExtendedLifetime((plainItems, sizedItems)) {}
    }

    @Test func theFlowLayoutConsultsItsDelegate() {
        let sizer = Sizer { indexPath in
            indexPath.item == 1 ? CGSize(width: 200, height: 120) : CGSize(width: 100, height: 60)
        }
        sizer.insets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        sizer.header = CGSize(width: 0, height: 44)
        let (view, items) = Self.grid(sizer, counts: [3])
        let frames = Self.frames(view)
        // 353 across: items 0 and 1 fit (100 + 10 + 200), item 2 starts a new line.
        #expect(frames.count == 3)
        #expect(frames[0] == CGRect(x: 20, y: 44 + 30, width: 100, height: 60)) // centred along the 120 line
        #expect(frames[1] == CGRect(x: 373 - 200, y: 44, width: 200, height: 120)) // justified: at the inset
        #expect(frames[2].minY == 44 + 120 + 10 && frames[2].minX == (353 - 100) / 2 + 20) // a lone item centred
        #expect(view.contentSize == CGSize(width: 393, height: 44 + 120 + 10 + 60))
        withExtendedLifetime(items) {}
    }

    final class Screen: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    }

    @Test func presentingAndDismissingAreStateChangesOfTheWindow() {
        let root = Screen()
        let simulator = ScrollSimulator(rootViewController: root)
        let sheet = Screen()
        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.view.superview === simulator.window && sheet.view.frame == simulator.window.bounds)
        #expect(simulator.window.subviews.last === sheet.view && sheet.events == ["willAppear", "didAppear"])
        #expect(sheet.next === root && completions == 1)
        root.present(Screen(), animated: false) // already presenting: nothing happens
        #expect(root.presentedViewController === sheet)
        sheet.dismiss(animated: true) { completions += 1 } // the presenter dismisses it
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil && completions == 2)
        #expect(sheet.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func navigationControllersShowTheirTopController() {
        let first = Screen(), second = Screen()
        let navigation = UINavigationController(rootViewController: first)
        let simulator = ScrollSimulator(rootViewController: navigation)
        #expect(first.navigationController === navigation && navigation.topViewController === first)
        #expect(first.view.superview === navigation.view && first.view.frame == simulator.window.bounds)
        navigation.pushViewController(second, animated: true)
        simulator.advance(by: 0)
        #expect(navigation.viewControllers == [first, second] && second.view.superview === navigation.view)
        #expect(first.view.superview == nil && first.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(second.events == ["willAppear", "didAppear"] && second.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === second && first.view.superview === navigation.view)
        #expect(navigation.popViewController(animated: true) == nil && second.parent == nil)
    }

    @Test func theResponderChain() {
        let controller = Screen()
        let simulator = ScrollSimulator(rootViewController: controller)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(list)
        #expect(list.next === controller.view && controller.view.next === controller)
        #expect(controller.next === simulator.window && simulator.window.next == nil)
        // The pattern that finds a view's controller.
        var responder: UIResponder? = list
        while let current = responder, !(current is UIViewController) { responder = current.next }
        #expect(responder === controller && UIResponder().next == nil)
    }
}
