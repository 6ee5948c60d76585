// String-keyed key-value observation with Foundation's signatures [Apple-KVO].
//
// `scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)`, then
// `observeValue(forKeyPath:of:change:context:)` on the observer, until `removeObserver(_:forKeyPath:)`. Foundation on
// Linux has no key-value observing (`NSObject` there has neither `addObserver(_:forKeyPath:…)` nor
// `observeValue(forKeyPath:…)`), so this layer declares them on its own types: `addObserver` and `removeObserver` on
// every view, and `observeValue` on `UIResponder` (views and view controllers override it, as in UIKit) and in the
// ``ScrollSimKeyValueObserver`` protocol (for any other observer class).
//
// The key paths: `frame`, `bounds` and `center` of every view; `contentOffset`, `contentSize`,
// `contentInset`, `adjustedContentInset` and `zoomScale` of scroll views — the values the model
// moves. A notification is sent when one of them changed (not when it was set to the same value),
// from the model's change path: a drag or a deceleration, a Swift setter, and a trace's `set` or
// `setContentOffset` call alike (the model's geometry observers call it once the change and the
// offset clamp it causes are both done). The `change` dictionary holds `.kindKey`
// (`NSKeyValueChange.setting.rawValue`), and `.newKey` / `.oldKey` with the options `.new` /
// `.old`, as Swift values (`change?[.newKey] as? CGPoint`; UIKit boxes them in `NSValue`); `.initial`
// sends one notification at registration; `.prior` sends one with `.notificationIsPriorKey` just
// before the after-notification, when the object already holds the new value (as for
// `observe(_:options:changeHandler:)`, ``ScrollSimKeyValueObserving``). Another key path is
// registered and never notified.
//
// The observer is held weakly (Foundation does not retain it either); one that is gone is
// dropped. Removing an observer that is not registered does nothing (Foundation raises).
extension UIView {
    /// Registers `observer` for changes of `keyPath` (see the extension for the key paths).
    ///
    /// - Parameters:
    ///   - observer: The object notified of changes.
    ///   - keyPath: The key path to observe.
    ///   - options: What the notifications include.
    ///   - context: A value passed back with each notification, or nil.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let registration = StringKeyedObservation(observer: observer, keyPath: keyPath, context: context)
        var last = observableValue(forKeyPath: keyPath)
        let record = KeyValueObservationRecord(stringKeyed: registration) { [unowned self] in
            let value = self.observableValue(forKeyPath: keyPath)
            guard !Self.isEqualObservedValue(value, last) else { return }
            let old = last
            last = value
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old), let old { change[.oldKey] = old }
            if options.contains(.prior) {
                var prior = change
                prior[.notificationIsPriorKey] = true
                registration.deliver(keyPath: keyPath, of: self, change: prior)
            }
            if options.contains(.new), let value { change[.newKey] = value }
            registration.deliver(keyPath: keyPath, of: self, change: change)
        }
        observations.append(record)
        startObservingModel()
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let last { change[.newKey] = last }
            registration.deliver(keyPath: keyPath, of: self, change: change)
        }
    }

    /// Stops notifying `observer` of `keyPath` (the most recent registration of the pair).
    ///
    /// - Parameters:
    ///   - observer: The object to stop notifying.
    ///   - keyPath: The observed key path.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeStringKeyedObservation { $0.matches(observer, keyPath) }
    }

    /// Stops notifying `observer` of `keyPath` for the registration made with `context`.
    ///
    /// - Parameters:
    ///   - observer: The object to stop notifying.
    ///   - keyPath: The observed key path.
    ///   - context: The context of the registration to remove.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeStringKeyedObservation { $0.matches(observer, keyPath) && $0.context == context }
    }

    private func removeStringKeyedObservation(where matches: (StringKeyedObservation) -> Bool) {
        guard
            let index = observations.lastIndex(where: { record in
                record.stringKeyed.map { $0.isRegistered && matches($0) } ?? false
            })
        else { return }
        observations[index].stringKeyed?.isRegistered = false
        observations.remove(at: index)
    }

    /// The value string-keyed observation reads for `keyPath` (nil for a key path it does not know).
    func observableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        default: break
        }
        guard let scrollView = self as? UIScrollView else { return nil }
        switch keyPath {
        case "contentOffset": return scrollView.contentOffset
        case "contentSize": return scrollView.contentSize
        case "contentInset": return scrollView.contentInset
        case "adjustedContentInset": return scrollView.adjustedContentInset
        case "zoomScale": return scrollView.zoomScale
        default: return nil
        }
    }

    /// Whether two observed values are equal (both nil, or equal values of one `Equatable` type).
    static func isEqualObservedValue(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return ObservedValue.isEqual(a, b)
        default: return false
        }
    }

    /// Has the model call `notifyObservers()` after its own geometry changes, once per view.
    ///
    /// Geometry changes such as a trace's `set` or a clamp; scroll views only, and only once something observes them
    /// (the model's observers cost a call on every frame of motion).
    func startObservingModel() {
        guard let scrollView = self as? UIScrollView, !scrollView.observesModelGeometry else { return }
        scrollView.observesModelGeometry = true
        scrollView.scrollModel.addGeometryObserver { [weak scrollView] in
            MainActor.assumeIsolated { scrollView?.notifyObservers() }
        }
    }
}

/// Foundation's `NSKeyValueChangeKey`: the keys of a string-keyed notification's `change`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name (Foundation's).
    public let rawValue: String
    /// A key from its name.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its name.
    ///
    /// - Parameter rawValue: The key's name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (`NSKeyValueChange.setting.rawValue` here).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (with `.new`).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (with `.old`).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a collection change (never here).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// True in the notification `.prior` sends before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// An observer of string-keyed key paths that is not a `UIResponder`.
///
/// A class that observes a view from outside UIKit's class tree declares this conformance and implements
/// `observeValue(forKeyPath:of:change:context:)` without `override` (Foundation declares the method on `NSObject`,
/// where Swift on Linux cannot add an overridable one; `UIResponder` conforms).
@preconcurrency @MainActor
public protocol ScrollSimKeyValueObserver: AnyObject {
    /// Called for each change of a key path registered with `addObserver(_:forKeyPath:options:context:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The key path that changed, relative to `object`.
    ///   - object: The observed object.
    ///   - change: The change's old and new values.
    ///   - context: The context given when registering.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// One `addObserver(_:forKeyPath:options:context:)` registration.
@MainActor
final class StringKeyedObservation {
    weak var observer: NSObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    var isRegistered = true

    init(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
    }

    func matches(_ observer: NSObject, _ keyPath: String) -> Bool {
        self.observer === observer && self.keyPath == keyPath
    }

    /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`.
    ///
    /// An observer that is not a ``ScrollSimKeyValueObserver`` has nothing to call.
    func deliver(keyPath: String, of object: UIView, change: [NSKeyValueChangeKey: Any]) {
        guard isRegistered, let observer = observer as? ScrollSimKeyValueObserver else { return }
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}
