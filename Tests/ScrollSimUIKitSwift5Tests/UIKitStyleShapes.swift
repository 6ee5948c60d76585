// swift-format-ignore-file: OmitExplicitReturns, NoParensAroundConditions, OneCasePerLine, GroupNumericLiterals — code as its authors wrote it.

// UIKit-style scroll code of the six shapes of common UIKit scroll code, written as an app built in Swift 5
// language mode writes it against UIKit: only the import differs. The Swift 6 target holds the same
// file with the `@MainActor` annotations Swift 6 needs (UIKitStyleShapesParityTests checks that
// nothing else differs).
import ScrollSimUIKit

// MARK: 1. A flow layout that configures itself in prepare() and snaps to items

class SnappingFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        minimumLineSpacing = 20
        let inset = (collectionView.bounds.width - 300) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        itemSize = CGSize(width: 300, height: collectionView.bounds.height - 100)
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let halfWidth = collectionView.bounds.width / 2
        let proposedRect = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
        guard let candidates = layoutAttributesForElements(in: proposedRect) else { return proposedContentOffset }
        var closest: UICollectionViewLayoutAttributes?
        for attributes in candidates {
            let distance = abs(attributes.center.x - (proposedContentOffset.x + halfWidth))
            if closest == nil || distance < abs(closest!.center.x - (proposedContentOffset.x + halfWidth)) {
                closest = attributes
            }
        }
        guard let target = closest else { return proposedContentOffset }
        return CGPoint(x: target.center.x - halfWidth, y: proposedContentOffset.y)
    }
}

// MARK: 2. A layout that copies and scales its attributes

class ScalingCarouselLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.8

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let original = super.layoutAttributesForElements(in: rect)
        else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        for item in attributes {
            let distance = min(abs(item.center.x - centerX), collectionView.bounds.width)
            let scale = 1 - (1 - minimumScale) * distance / collectionView.bounds.width
            item.transform3D = CATransform3DMakeScale(scale, scale, 1)
            item.alpha = scale
            item.zIndex = Int(scale * 100)
        }
        return attributes
    }
}

// MARK: 3. A non-NSObject paging helper class that drives a collection view

final class CarouselPager {
    weak var collectionView: UICollectionView?
    private(set) var currentPage = 0
    var onPageChange: ((Int) -> Void)?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    var pageWidth: CGFloat {
        guard let layout = collectionView?.collectionViewLayout as? UICollectionViewFlowLayout else { return 1 }
        return layout.itemSize.width + layout.minimumLineSpacing
    }

    func page(forOffset offset: CGFloat) -> Int {
        let pages = collectionView?.numberOfItems(inSection: 0) ?? 0
        return max(0, min(pages - 1, Int((offset / pageWidth).rounded())))
    }

    func scrollToPage(_ page: Int, animated: Bool) {
        collectionView?.scrollToItem(
            at: IndexPath(item: page, section: 0), at: .centeredHorizontally, animated: animated)
    }

    func update() {
        guard let collectionView = collectionView else { return }
        let page = page(forOffset: collectionView.contentOffset.x)
        if page != currentPage {
            currentPage = page
            onPageChange?(page)
        }
    }
}

// MARK: 4. A protocol extension on a UIScrollViewDelegate sub-protocol

protocol PagedScrollDelegate: UIScrollViewDelegate {
    var pageCount: Int { get }
}

extension PagedScrollDelegate {
    func visiblePage(of scrollView: UIScrollView) -> Int {
        let width = scrollView.bounds.width
        guard width > 0 else { return 0 }
        let x = scrollView.contentOffset.x + scrollView.contentInset.left
        return max(0, min(pageCount - 1, Int((x / width).rounded())))
    }

    func isAtLastPage(_ scrollView: UIScrollView) -> Bool {
        return visiblePage(of: scrollView) == pageCount - 1
    }
}

final class OnboardingPages: NSObject, PagedScrollDelegate {
    let pageCount = 4
    var landedPages: [Int] = []

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        landedPages.append(visiblePage(of: scrollView))
    }
}

// MARK: 5. A view controller that builds its scroll view in viewDidLoad

class GalleryViewController: UIViewController, UIScrollViewDelegate {
    private var scrollView: UIScrollView!
    let pageCount = 3
    private(set) var currentPage = 0
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width * CGFloat(pageCount), height: view.bounds.height)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }
}

// MARK: 6. A KVO observer of contentOffset

final class ScrollOffsetObserver {
    private var observation: NSKeyValueObservation?
    private(set) var offsets: [CGFloat] = []

    init(scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] _, change in
            guard let newValue = change.newValue, newValue != change.oldValue else { return }
            self?.offsets.append(newValue.y)
        }
    }

    deinit {
        observation?.invalidate()
    }
}
