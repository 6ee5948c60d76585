// Hosting a view controller, as a window's `rootViewController` is hosted.
extension ScrollSimulator {
    /// A simulator whose window shows `rootViewController`'s view, loaded and shown as UIKit does.
    ///
    /// A simulator whose window shows `rootViewController`'s view, in UIKit's order for a window's
    /// root view controller [Apple-UIViewController]: the view is loaded (`loadView()`,
    /// `viewDidLoad()`) and sized to the window; `viewWillAppear(false)`; the view is added to the
    /// window; a layout pass (`viewWillLayoutSubviews()`, `layoutSubviews()`,
    /// `viewDidLayoutSubviews()`); `viewDidAppear(false)`. Children whose views are in its view get
    /// the appearance callbacks with it (``UIViewController``). The other arguments are `init(windowSize:scale:refreshRate:touchRate:name:)`'s.
    ///
    /// - Parameters:
    ///   - rootViewController: The controller whose view fills the window.
    ///   - windowSize: The window's size, in points.
    ///   - scale: The display's scale, in pixels per point.
    ///   - refreshRate: The refresh rate, in hertz.
    ///   - touchRate: The touch sampling rate, in hertz.
    ///   - name: The simulation's name in the log, or nil.
    public convenience init(
        rootViewController: UIViewController, windowSize: CGSize = CGSize(width: 393, height: 852),
        scale: CGFloat = 3, refreshRate: Double = 60, touchRate: Double = 120, name: String? = nil
    ) {
        self.init(windowSize: windowSize, scale: scale, refreshRate: refreshRate, touchRate: touchRate, name: name)
        self.rootViewController = rootViewController
        let view: UIView = rootViewController.view
        view.frame = CGRect(origin: .zero, size: windowSize)
        addSubview(view)
        window.layoutState.scheduler?.runPass()
    }
}
