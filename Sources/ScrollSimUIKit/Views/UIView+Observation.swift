/// Key-value observation with Foundation's spelling [Apple-KVO], through `NSKeyValueObservation` tokens.
///
/// `scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in … }` returns an
/// `NSKeyValueObservation` token; observing stops when the token is invalidated or released.
///
/// Which changes are seen: the observable properties are `contentOffset`, `contentSize`,
/// `contentInset` (scroll views), `frame` and `bounds` (every view) — the ones the model moves.
/// After any of them changes, each registration on the view reads its key path again and calls its
/// handler when the value differs from the last one it saw (so a set to the same value sends
/// nothing; a key path to another property compiles and fires only when one of those changes and its
/// own value differs, or always if its type is not `Equatable`). `.initial` calls the handler
/// once at registration; `.prior` sends a notification with `isPrior` true right before the after
/// notification — the model reports changes only after they happen, so the object already holds
/// the new value then (a choice; Foundation sends it before the change). `.new` and `.old` fill
/// `newValue` and `oldValue`. The handler runs on the main actor, inside the call that changed the
/// value (as KVO runs it on the thread of the change).
@preconcurrency @MainActor
public protocol ScrollSimKeyValueObserving: AnyObject {}

extension UIView: ScrollSimKeyValueObserving {}

extension ScrollSimKeyValueObserving where Self: UIView {
    /// Observes `keyPath` of this view, with Foundation's signature.
    ///
    /// The handler is `@Sendable`, as in Apple's SDK; see ``ScrollSimKeyValueObserving`` for which changes are seen.
    ///
    /// - Parameters:
    ///   - keyPath: The key path to observe.
    ///   - options: What the changes include.
    ///   - changeHandler: The closure called with the view and the change.
    /// - Returns: The observation; observing stops when it is invalidated or released.
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let token = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        let record = KeyValueObservationRecord(token: token) { [unowned self] in
            let value = self[keyPath: keyPath]
            guard !Self.isEqual(value, last) else { return }
            let old = last
            last = value
            if options.contains(.prior) {
                changeHandler(
                    self,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
            }
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? old : nil, isPrior: false))
        }
        observations.append(record)
        startObservingModel()
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, isPrior: false))
        }
        return token
    }
}

extension ScrollSimKeyValueObserving {
    /// Whether `a` and `b` are equal, when their type is `Equatable` (the observable properties' types are).
    ///
    /// Values of other types never compare equal, so every change notification fires.
    fileprivate static func isEqual<Value>(_ a: Value, _ b: Value) -> Bool { ObservedValue.isEqual(a, b) }
}

/// Comparing observed values of a type known only at run time.
enum ObservedValue {
    /// Whether `a` and `b` are equal values of one `Equatable` type (false otherwise).
    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    /// `self == other` when `other` is of the same type.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

extension UIView {
    /// Lets every live registration check its key path (after an observable property changed).
    func notifyObservers() {
        guard !observations.isEmpty else { return }
        observations.removeAll { !$0.isLive }
        for record in observations where record.isLive { record.check() }
    }
}

/// One registration held by the view, live while its token or observer is.
///
/// An `observe` one, live while its token is alive and valid, or an `addObserver(_:forKeyPath:options:context:)` one,
/// live while its observer is alive and it was not removed.
@MainActor
final class KeyValueObservationRecord {
    private weak var token: NSKeyValueObservation?
    /// The string-keyed registration, for `addObserver` ones.
    let stringKeyed: StringKeyedObservation?
    let check: () -> Void

    init(token: NSKeyValueObservation, check: @escaping () -> Void) {
        self.token = token
        stringKeyed = nil
        self.check = check
    }

    init(stringKeyed: StringKeyedObservation, check: @escaping () -> Void) {
        self.stringKeyed = stringKeyed
        self.check = check
    }

    var isLive: Bool {
        if let stringKeyed { return stringKeyed.isRegistered && stringKeyed.observer != nil }
        return token?.isValid ?? false
    }
}

/// The token `observe(_:options:changeHandler:)` returns, as Foundation's `NSKeyValueObservation`.
///
/// Observing lasts while it is alive and until `invalidate()`.
public final class NSKeyValueObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var valid = true

    init() {}

    /// Stops the observation (idempotent).
    public func invalidate() {
        lock.lock()
        valid = false
        lock.unlock()
    }

    var isValid: Bool {
        lock.lock()
        defer { lock.unlock() }
        return valid
    }
}

/// Foundation's `NSKeyValueObservingOptions`: what a change notification carries and when.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The raw bits (Foundation's values).
    public let rawValue: UInt
    /// An option set from its bits.
    ///
    /// - Parameter rawValue: The option set's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Include the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Include the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once at registration.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Send a notification before each change as well (see ``ScrollSimKeyValueObserving``).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// Foundation's `NSKeyValueChange`: the kind of a change.
///
/// Always `.setting` here: the observable properties are not collections.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted (never here).
    case insertion
    /// Objects were removed (never here).
    case removal
    /// Objects were replaced (never here).
    case replacement
}

/// Foundation's `NSKeyValueObservedChange`: one notification's contents.
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting`.
    public let kind: NSKeyValueChange
    /// The new value, with `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// Always nil (no collections are observed).
    public let indexes: IndexSet? = nil
    /// Whether this is the notification `.prior` sends before the change.
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
