import ScrollSimUIKit
import Testing

/// The scroll-related UIKit API surface: what each does, and that store-only properties keep UIKit's
/// defaults and read back what they are given.
@MainActor
struct UIKitSurfaceTests {
    final class Scaled: UICollectionViewLayoutAttributes {}

    @Test func layoutAttributesCopyEveryPropertyAndKeepTheirClass() throws {
        let original = Scaled()
        #expect(original.indexPath == IndexPath() && original.frame == .zero && original.alpha == 1)
        original.indexPath = IndexPath(item: 2, section: 0)
        original.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        original.bounds = CGRect(x: 0, y: 0, width: 60, height: 30) // keeps the centre
        #expect(original.center == CGPoint(x: 60, y: 45) && original.bounds.size == CGSize(width: 60, height: 30))
        original.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
        (original.alpha, original.zIndex, original.isHidden) = (0.4, 7, true)
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = try #require(original.copy() as? Scaled)
        #expect(copy !== original && copy.indexPath == original.indexPath && copy.frame == original.frame)
        #expect(copy.transform3D == original.transform3D && copy.alpha == 0.4 && copy.zIndex == 7 && copy.isHidden)
        #expect(copy.transform == original.transform && CATransform3DIsIdentity(CATransform3DIdentity))
        copy.alpha = 1
        #expect(original.alpha == 0.4)
    }

    @Test func coreGraphicsHelpers() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero) && CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 0, height: 0)))
        let move = CGAffineTransform(translationX: 10, y: 0), double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(double.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        #expect(CGSize(width: 3, height: 4).applying(double.scaledBy(x: 1, y: 0.5)) == CGSize(width: 6, height: 4))
        #expect(CGRect(x: 1, y: 1, width: 2, height: 2).applying(double) == CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(rotationAngle: 1).isIdentity)
        let t = CATransform3DTranslate(CATransform3DScale(CATransform3DIdentity, 2, 3, 1), 1, 1, 0)
        #expect(t.m11 == 2 && t.m22 == 3 && t.m41 == 2 && t.m42 == 3)
        #expect(CATransform3DMakeTranslation(4, 5, 6).m43 == 6)
    }

    /// A subclass that overrides UIKit's two designated initializers and the move and layout hooks.
    final class Card: UIView {
        var events: [String] = []
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
        override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(\(newSuperview != nil))") }
        override func didMoveToSuperview() { events.append("didMove(\(superview != nil))") }
        override func layoutSubviews() { events.append("layout") }
    }

    @Test func viewsHaveUIKitsInitializersHooksAndStoreOnlyProperties() {
        let card = Card()
        let plain = UIView(), scroll = UIScrollView()
        #expect(card.frame == .zero && plain.frame == .zero && scroll.contentSize == .zero)
        #expect(card.alpha == 1 && card.transform.isIdentity && card.tag == 0 && !card.clipsToBounds)
        #expect(
            card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) && card.safeAreaInsets == .zero)
        (card.alpha, card.tag, card.clipsToBounds) = (0.5, 3, true)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(card.alpha == 0.5 && card.tag == 3 && card.clipsToBounds && card.frame == .zero)
        plain.addSubview(card)
        card.layoutIfNeeded()
        card.layoutIfNeeded()
        card.frame.origin.x = 5 // a move does not mark the view
        card.layoutIfNeeded()
        card.frame.size.width = 5 // a new size does
        card.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(
            card.events == ["willMove(true)", "didMove(true)", "layout", "layout", "willMove(false)", "didMove(false)"])
        #expect(plain == plain && plain != card && Set([plain, plain, card]).count == 2)
        #expect([plain, card].firstIndex(of: card) == 1)
    }

    @Test func scrollViewStoreOnlyPropertiesAndScrollRectToVisible() {
        let (_, list) = UIKitFixtures.list()
        #expect(list.showsVerticalScrollIndicator && list.showsHorizontalScrollIndicator)
        #expect(list.contentInsetAdjustmentBehavior == .automatic && list.keyboardDismissMode == .none)
        #expect(list.indicatorStyle == .default && list.delaysContentTouches && list.canCancelContentTouches)
        list.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(list.horizontalScrollIndicatorInsets == list.scrollIndicatorInsets)
        list.contentInsetAdjustmentBehavior = .never
        list.showsVerticalScrollIndicator = false
        #expect(list.contentInsetAdjustmentBehavior == .never && !list.showsVerticalScrollIndicator)
        list.scrollRectToVisible(CGRect(x: 0, y: 5100, width: 10, height: 10), animated: false)
        #expect(list.contentOffset.y == 5000) // already visible
        list.scrollRectToVisible(CGRect(x: 0, y: 6000, width: 10, height: 100), animated: false)
        #expect(list.contentOffset.y == CGFloat(6100 - 852)) // the least move: its bottom edge at the bottom
        list.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(list.contentOffset.y == 100)
        list.scrollRectToVisible(CGRect(x: 0, y: 19_990, width: 10, height: 100), animated: false)
        #expect(list.contentOffset.y == CGFloat(20_000 - 852)) // clamped to the content
    }

    final class Items: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    }

    @Test func collectionViewsFindItemsAndScrollToThem() {
        let (view, _) = UICollectionViewTests.carousel()
        let items = Items()
        view.dataSource = items
        // Items 300 × 500 from x 20, 310 apart, centred vertically (y 176); the view 393 wide, content 3130.
        #expect(view.indexPathForItem(at: CGPoint(x: 25, y: 400)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 325, y: 400)) == nil) // in the spacing
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
        // 1100 − 196.5, on the 3× pixel grid of `UIScreen.main`: a view outside a window rounds as
        // the screen it is made for (UIKit rounds to the main screen's scale).
        #expect(abs(view.contentOffset.x - (903.5 + 1.0 / 6)) <= 1e-9)
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        #expect(view.contentOffset.x == 950)
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .right, animated: false)
        #expect(view.contentOffset.x == CGFloat(1250 - 393))
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: false)
        #expect(view.contentOffset.x == CGFloat(3130 - 393)) // clamped
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.top, .left], animated: false)
        #expect(view.contentOffset == CGPoint(x: 20, y: 0)) // its left edge at the bounds' left edge; y clamped
        #expect(UICollectionView.ScrollPosition.right.rawValue == 32)
    }

    @Test func coordinateSpacesConvertThroughTheWindow() {
        let simulator = ScrollSimulator()
        let (outer, inner) = (UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300)), UIView())
        inner.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        outer.addSubview(inner)
        simulator.addSubview(outer)
        let space: UICoordinateSpace = outer
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 6, y: 6))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: UIScreen.main.coordinateSpace) == CGPoint(x: 16, y: 26))
        #expect(inner.convert(CGRect(x: 1, y: 1, width: 2, height: 2), from: space).origin == CGPoint(x: -4, y: -4))
        #expect(outer.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil).origin == CGPoint(x: 10, y: 20))
    }
}
