// swift-format-ignore-file: OmitExplicitReturns, NoParensAroundConditions, UseLetInEveryBoundCaseVariable — code in the style of the libraries it stands for.

// The shapes of the public-code survey (ScrollSimUIKit.docc/PortingUIKitCode.md, "Survey, round 3"),
// written here as UIKit code is written against UIKit — a pull-to-refresh header that observes its
// scroll view with string-keyed KVO, a card carousel whose flow layout has its own attributes class
// and snaps in `targetContentOffset`, and a zooming photo viewer with a double tap and a pull-down
// dismissal — with only the Porting notes' mechanical edits, each marked `// edit:`. The public
// pieces themselves are not kept here (their code stays in its repositories; the survey table has
// the results of compiling them). UIKitStyleShapesParityTests checks that the Swift 5 and Swift 6
// targets hold the same code.
import ScrollSimUIKit

// MARK: 1. A pull-to-refresh header driven by key-value observation of contentOffset

class PullToRefreshHeaderView: UIView {
    enum State {
        case idle, pulling, refreshing
    }

    private static var kvoContext = 0

    let threshold: CGFloat = 80
    private(set) var state = State.idle
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let ring = CAShapeLayer()
    var onRefresh: (() -> Void)?
    private weak var scrollView: UIScrollView?
    private var originalTopInset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        autoresizingMask = .flexibleWidth
        backgroundColor = .clear
        titleLabel.font = UIFont.systemFont(ofSize: 13, weight: .medium)
        titleLabel.textColor = UIColor(white: 0.4, alpha: 1)
        titleLabel.textAlignment = .center
        titleLabel.text = "Pull to refresh"
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(titleLabel)
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 12, y: 12), radius: 10, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.strokeColor = tintColor.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 2
        ring.lineCap = .round
        ring.strokeEnd = 0
        layer.addSublayer(ring)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: bounds.height - 30, width: bounds.width, height: 20)
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY - 10)
        ring.frame = CGRect(x: bounds.midX - 12, y: bounds.midY - 22, width: 24, height: 24)
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        // edit: #keyPath(UIScrollView.contentOffset) → "contentOffset"
        scrollView?.removeObserver(self, forKeyPath: "contentOffset", context: &PullToRefreshHeaderView.kvoContext)
        scrollView = newSuperview as? UIScrollView
        guard let scrollView = scrollView else { return }
        originalTopInset = scrollView.contentInset.top
        frame = CGRect(x: 0, y: -threshold, width: scrollView.bounds.width, height: threshold)
        scrollView.addObserver(
            self, forKeyPath: "contentOffset", options: [.new], context: &PullToRefreshHeaderView.kvoContext)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &PullToRefreshHeaderView.kvoContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        guard let scrollView = scrollView, let offset = change?[.newKey] as? CGPoint else { return }
        scrollViewDidScroll(scrollView, offset: offset)
    }

    private func scrollViewDidScroll(_ scrollView: UIScrollView, offset: CGPoint) {
        guard state != .refreshing else { return }
        let pulled = -(offset.y + originalTopInset)
        ring.strokeEnd = min(max(pulled / threshold, 0), 1)
        if scrollView.isTracking {
            state = pulled >= threshold ? .pulling : .idle
            titleLabel.text = state == .pulling ? "Release to refresh" : "Pull to refresh"
        } else if state == .pulling {
            beginRefreshing()
        }
    }

    func beginRefreshing() {
        guard let scrollView = scrollView, state != .refreshing else { return }
        state = .refreshing
        spinner.startAnimating()
        titleLabel.text = "Loading…"
        var inset = scrollView.contentInset
        inset.top = originalTopInset + threshold
        scrollView.contentInset = inset
        onRefresh?()
    }

    func endRefreshing() {
        guard let scrollView = scrollView, state == .refreshing else { return }
        state = .idle
        spinner.stopAnimating()
        titleLabel.text = "Pull to refresh"
        UIView.animate(withDuration: 0.3) {
            scrollView.contentInset.top = self.originalTopInset
        }
    }
}

extension UIView {
    /// The view controller that owns this view, found along the responder chain.
    var owningViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

// MARK: 2. A card carousel: its own attributes class, scaled copies, snapping, delegate sizes

class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    var shadowOpacity: Float = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.shadowOpacity = shadowOpacity
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.shadowOpacity == shadowOpacity && super.isEqual(object)
    }
}

class CardCarouselLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.85

    override class var layoutAttributesClass: AnyClass {
        return CardLayoutAttributes.self
    }

    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        minimumLineSpacing = 16
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let attributes = super.layoutAttributesForElements(in: rect)
        else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.compactMap { $0.copy() as? CardLayoutAttributes }.map { attributes in
            let distance = min(abs(attributes.center.x - centerX) / collectionView.bounds.width, 1)
            let scale = 1 - (1 - sideItemScale) * distance
            attributes.transform3D = CATransform3D(
                m11: scale, m12: 0, m13: 0, m14: 0,
                m21: 0, m22: scale, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1)
            attributes.shadowOpacity = Float(1 - distance) * 0.3
            attributes.zIndex = Int((1 - distance) * 10)
            return attributes
        }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let bounds = collectionView.bounds
        let targetRect = CGRect(
            x: proposedContentOffset.x - bounds.width, y: 0, width: bounds.width * 3, height: bounds.height)
        guard let candidates = super.layoutAttributesForElements(in: targetRect) else { return proposedContentOffset }
        let proposedCenter = proposedContentOffset.x + bounds.width / 2
        var best: UICollectionViewLayoutAttributes?
        for candidate in candidates
        where best == nil || abs(candidate.center.x - proposedCenter) < abs(best!.center.x - proposedCenter) {
            best = candidate
        }
        guard let target = best else { return proposedContentOffset }
        return CGPoint(x: target.center.x - bounds.width / 2, y: proposedContentOffset.y)
    }
}

class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var collectionView: UICollectionView!
    var itemCount = 12
    private(set) var settledPages: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = CardCarouselLayout()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return itemCount
    }

    // edit: collectionView(_:cellForItemAt:) deleted (cells are not modelled)

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        return CGSize(width: collectionView.bounds.width - 80, height: collectionView.bounds.height * 0.6)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        return UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let pageWidth = scrollView.bounds.width - 80 + 16
        settledPages.append(Int((scrollView.contentOffset.x / pageWidth).rounded()))
    }
}

// MARK: 3. A zooming photo viewer: double tap to zoom, centred when small, pull down to dismiss

class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    private let doubleTap = UITapGestureRecognizer()
    var dismissThreshold: CGFloat = 120
    private(set) var dismissing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        imageView.layer.cornerRadius = 4
        imageView.clipsToBounds = true
        scrollView.addSubview(imageView)
        doubleTap.numberOfTapsRequired = 2
        // edit: UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:))) → addTarget { … }
        doubleTap.addTarget { [unowned self] recognizer in self.handleDoubleTap(recognizer) }
        imageView.addGestureRecognizer(doubleTap)
    }

    func display(_ image: UIImage) {
        imageView.removeGestureRecognizer(doubleTap)
        imageView.image = image
        imageView.sizeToFit()
        scrollView.contentSize = image.size
        imageView.addGestureRecognizer(doubleTap)
        configureZoom()
    }

    private func configureZoom() {
        guard let image = imageView.image else { return }
        let bounds = scrollView.bounds.size
        let minScale = min(bounds.width / image.size.width, bounds.height / image.size.height)
        scrollView.minimumZoomScale = minScale
        scrollView.maximumZoomScale = max(minScale * 3, 1)
        scrollView.zoomScale = minScale
        centerImage()
    }

    private func centerImage() {
        let bounds = scrollView.bounds.size
        let content = imageView.frame.size
        let x = max((bounds.width - content.width) / 2, 0)
        let y = max((bounds.height - content.height) / 2, 0)
        scrollView.contentInset = UIEdgeInsets(top: y, left: x, bottom: y, right: x)
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let scale = scrollView.maximumZoomScale
            let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
            let rect = CGRect(origin: CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2), size: size)
            scrollView.zoom(to: rect, animated: true)
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centerImage()
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard !dismissing, scrollView.zoomScale <= scrollView.minimumZoomScale else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled > dismissThreshold else { return }
        dismissing = true
        UIView.perform(.delete, on: [imageView], options: [], animations: nil) { [weak self] _ in
            self?.dismiss(animated: true)
        }
    }
}
