import ScrollSimUIKit
import Testing

/// Tests that inert UIKit types keep their defaults, read back what they are given and leave the log unchanged.
///
/// The inert half of UIKit: each type keeps UIKit's defaults and reads back what it is given, and setting every inert
/// property on a scene leaves its log byte-identical.
@MainActor
struct InertUIKitTests {
    @Test func colorsKeepTheirComponentsAndCompareByValue() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a) && (r, g, b, a) == (0.2, 0.4, 0.6, 1))
        #expect(color.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor(white: 1, alpha: 1) == .white && UIColor.clear.cgColor.alpha == 0)
        #expect(UIColor.red != .blue && Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor(cgColor: UIColor.systemBlue.cgColor) == .systemBlue)
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5 && !UIColor.red.getWhite(&white, alpha: nil))
        let hue = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(hue == .red && UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        let named: [UIColor] = [
            .black, .darkGray, .lightGray, .orange, .purple, .brown, .cyan, .yellow, .magenta, .systemRed,
            .systemGreen, .systemGray6, .label, .secondaryLabel, .systemBackground, .separator, .link, .tintColor,
        ]
        // .link and .tintColor are both the system blue, .label is black.
        #expect(Set(named).count == named.count - 2)
    }

    @Test func fontsKeepTheirSizeAndWeight() {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        #expect(font.pointSize == 15 && font.fontName == ".SFUI-Semibold")
        #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(font.withSize(30).pointSize == 30 && UIFont(name: "Avenir", size: 12)?.familyName == "Avenir")
        #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.labelFontSize == 17)
    }

    @Test func layersKeepCoreAnimationsDefaultsAndTheirTree() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0 && !layer.masksToBounds && layer.opacity == 1 && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1) && layer.sublayers == nil)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45) && layer.bounds.size == CGSize(width: 100, height: 50))
        (layer.cornerRadius, layer.borderWidth, layer.zPosition) = (12, 2, 3)
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.cornerCurve = .continuous
        layer.borderColor = UIColor.red.cgColor
        layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath
        #expect(layer.cornerRadius == 12 && layer.borderWidth == 2 && layer.maskedCorners.rawValue == 1)
        #expect(layer.shadowPath?.isEmpty == false)
        let (shape, gradient) = (CAShapeLayer(), CAGradientLayer())
        layer.addSublayer(shape)
        layer.insertSublayer(gradient, at: 0)
        #expect(layer.sublayers?.count == 2 && layer.sublayers?.first === gradient && shape.superlayer === layer)
        shape.removeFromSuperlayer()
        #expect(layer.sublayers?.count == 1 && shape.superlayer == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil && shape.strokeEnd == 1)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.type == .axial)
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        shape.path = arc.cgPath
        #expect(abs(arc.currentPoint.x - 10) < 1e-9 && shape.path == arc.cgPath)
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.path == shape.path && copy.fillColor == shape.fillColor)
    }

    /// A view whose layer is a gradient, the pattern headers and fades use.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func aViewsLayerIsItsGeometry() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.layer === view.layer && view.layer.frame == view.frame && view.layer.position == view.center)
        view.layer.frame = CGRect(x: 5, y: 5, width: 50, height: 50) // moves the view, as in UIKit
        #expect(view.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        view.layer.opacity = 0.5
        view.layer.masksToBounds = true
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.alpha == 0.5 && view.clipsToBounds && view.backgroundColor == .blue)
        view.isHidden = true
        #expect(view.layer.isHidden)
        let gradient = GradientView(frame: .zero)
        #expect(gradient.layer is CAGradientLayer)
        (gradient.layer as? CAGradientLayer)?.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        #expect((gradient.layer as? CAGradientLayer)?.colors?.count == 2)
    }

    @Test func viewsKeepUIKitsDefaultsForTheInertProperties() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.backgroundColor == nil && child.tintColor == .systemBlue && child.isOpaque)
        #expect(child.contentMode == .scaleToFill && child.translatesAutoresizingMaskIntoConstraints)
        #expect(child.autoresizingMask.isEmpty && parent.autoresizesSubviews)
        parent.tintColor = .red
        #expect(child.tintColor == .red) // inherited from the superview
        child.contentMode = .scaleAspectFill
        child.translatesAutoresizingMaskIntoConstraints = false
        #expect(child.contentMode == .scaleAspectFill && !child.translatesAutoresizingMaskIntoConstraints)
        #expect(UIView.ContentMode.center.rawValue == 4 && UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    }

    @Test func labelsIndicatorsBlurAndDevice() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(!label.isUserInteractionEnabled && label.numberOfLines == 1 && label.textAlignment == .natural)
        #expect(label.font.pointSize == 17 && label.textColor == .label && label.text == nil)
        label.text = "Pull to refresh"
        label.font = .boldSystemFont(ofSize: 13)
        label.textAlignment = .center
        #expect(label.attributedText?.string == "Pull to refresh" && label.font.pointSize == 13)
        label.sizeToFit() // text is not measured: the label keeps its size
        #expect(label.frame.size == CGSize(width: 100, height: 20))

        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden && UIActivityIndicatorView(style: .large).sizeThatFits(.zero).width == 37)

        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(blur.contentView.superview === blur && blur.contentView.frame == blur.bounds) // resized with it
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
    }

    final class Target: NSObject {}

    @Test func controlsSendTheirActions() {
        let control = UIControl(frame: .zero)
        var fired: [String] = []
        let tap = UIAction(title: "Tap") { action in fired.append("tap \((action.sender as? UIControl) === control)") }
        control.addAction(tap, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(UIAction { _ in fired.append("changed") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        control.removeAction(tap, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == ["tap true", "changed", "tap true"])
        #expect(control.allControlEvents == [.valueChanged, .primaryActionTriggered])

        let target = Target()
        control.addTarget(target, action: Selector("refresh:"), for: .valueChanged)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["refresh:"])
        #expect(control.allTargets.contains(AnyHashable(target)))
        control.removeTarget(target, action: nil, for: .valueChanged)
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)

        #expect(control.isEnabled && !control.isSelected && control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected] && UIControl.Event.touchUpInside.rawValue == 64)

        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        button.setTitleColor(.white, for: .highlighted)
        #expect(button.buttonType == .system && button.title(for: .selected) == "Done" && button.currentTitle == "Done")
        #expect(button.titleColor(for: .highlighted) == .white && button.titleLabel?.superview == nil)
    }

    /// A scene with every inert property set: the log is the plain scene's, byte for byte.
    @Test func settingEveryInertPropertyLeavesTheLogByteIdentical() throws {
        func run(decorated: Bool) throws -> String {
            let simulator = ScrollSimulator()
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            list.contentSize = CGSize(width: 393, height: 5000)
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 353, height: 200))
            list.addSubview(card)
            simulator.addSubview(list)
            if decorated {
                list.backgroundColor = .systemGroupedBackground
                list.tintColor = .systemPink
                card.backgroundColor = UIColor(white: 1, alpha: 0.9)
                card.layer.cornerRadius = 16
                card.layer.cornerCurve = .continuous
                card.layer.shadowColor = UIColor.black.cgColor
                card.layer.shadowOpacity = 0.2
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
                card.layer.shadowRadius = 8
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor.separator.cgColor
                card.layer.zPosition = 2
                card.isOpaque = false
                card.contentMode = .redraw
                card.translatesAutoresizingMaskIntoConstraints = false
                let gradient = CAGradientLayer()
                gradient.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
                gradient.frame = card.bounds
                card.layer.addSublayer(gradient)
                let ring = CAShapeLayer()
                ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
                ring.strokeColor = UIColor.systemBlue.cgColor
                card.layer.insertSublayer(ring, above: gradient)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                CATransaction.commit()
            }
            try simulator.perform(UIKitFixtures.flingUp)
            try simulator.runUntilIdle()
            return simulator.log
        }
        let plain = try run(decorated: false), decorated = try run(decorated: true)
        #expect(plain == decorated)
        #expect(plain.contains("didEndDecelerating"))
    }

    @Test func transactionsRunTheirCompletionAtTheOutermostCommit() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("completion") }
        CATransaction.commit()
        order.append("inner commit")
        CATransaction.commit()
        CATransaction.setCompletionBlock { order.append("outside") }
        #expect(order == ["inner commit", "completion", "outside"])
    }
}
