/// `UIControl` [Apple-UIControl]: target–action for control events, with the state flags.
///
/// The flags (`isEnabled`, `isSelected`, `isHighlighted`) are **inert** — kept and read back; nothing in the simulation
/// reads them. Touches do not send control events here (the model's touches go to gesture recognizers, and controls do
/// not track touches): `sendActions(for:)` sends them, as code and tests do in UIKit too.
///
/// Actions: `addAction(_:for:)` with a `UIAction` (UIKit's closure form since iOS 14) runs its
/// handler. `addTarget(_:action:for:)` keeps a target and a `Selector` with UIKit's signature, so
/// `allTargets`, `actions(forTarget:forControlEvent:)` and `removeTarget(_:action:for:)` work, but
/// a selector cannot be performed without the Objective-C runtime: `sendAction(_:to:for:)` does
/// nothing by default (`#selector` itself does not compile on Linux; the Porting notes' edit is
/// `addAction(UIAction { [unowned self] _ in self.handle() }, for: .touchUpInside)`, which compiles
/// against UIKit too).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from their bits.
        ///
        /// - Parameter rawValue: The events' bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A lift inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A lift outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The system's own events.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from its bits.
        ///
        /// - Parameter rawValue: The state's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// The app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The system's own states.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// One registration: a `UIAction`, or a target and a selector.
    private struct Registration {
        var action: UIAction?
        weak var target: AnyObject?
        var targetIsNil = false
        var selector: Selector?
        var events: Event
    }

    private var registrations: [Registration] = []

    /// A control with `frame`.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control whose primary action (`.primaryActionTriggered`) is `primaryAction`.
    ///
    /// - Parameters:
    ///   - frame: The frame, in the superview's coordinates (points).
    ///   - primaryAction: The action run for `.primaryActionTriggered`, or nil.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// Inert: whether the control is enabled (default true).
    open var isEnabled = true
    /// Inert: whether the control is selected (default false).
    open var isSelected = false
    /// Inert: whether the control is highlighted (default false).
    open var isHighlighted = false

    /// The state the three flags make.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Actions

    /// Runs `action`'s handler when one of `controlEvents` is sent.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(action: action, events: controlEvents))
    }

    /// Stops running `action` for `controlEvents` (it keeps any other events it was added for).
    ///
    /// - Parameters:
    ///   - action: The action to stop running.
    ///   - controlEvents: The events it stops running for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action === action }
    }

    /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events it stops running for.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Keeps `target` (weakly, as UIKit does) and `action` for `controlEvents`.
    ///
    /// The action is sent with `sendAction(_:to:for:)` (see the type: a selector cannot be performed here).
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to, or nil.
    ///   - action: The selector of the action method.
    ///   - controlEvents: The events that send it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        registrations.append(
            Registration(target: object, targetIsNil: target == nil, selector: action, events: controlEvents))
    }

    /// Removes the target–action pairs of `target` and `action` for `controlEvents`.
    ///
    /// A nil `target` stands for every target, a nil `action` for every action.
    ///
    /// - Parameters:
    ///   - target: The target to remove, or nil for every target.
    ///   - action: The selector to remove, or nil for every action.
    ///   - controlEvents: The events to remove them for.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        removeEvents(controlEvents) { registration in
            guard let selector = registration.selector else { return false }
            let sameTarget = object == nil || (registration.target === object && !registration.targetIsNil)
            return sameTarget && (action == nil || action == selector)
        }
    }

    private func removeEvents(_ controlEvents: Event, where matches: (Registration) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            var kept = registration
            kept.events.subtract(controlEvents)
            return kept.events.isEmpty ? nil : kept
        }
    }

    /// The targets of the target–action pairs (`NSNull` for a nil target, as UIKit gives).
    open var allTargets: Set<AnyHashable> {
        Set(
            registrations.compactMap { registration -> AnyHashable? in
                guard registration.selector != nil else { return nil }
                if registration.targetIsNil { return AnyHashable(NSNull()) }
                return registration.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// Every event something is registered for.
    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// The selectors' names registered for `target` and `controlEvent`, or nil.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - controlEvent: The control event.
    /// - Returns: The selectors' names, or nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.filter { registration in
            registration.selector != nil && !registration.events.isDisjoint(with: controlEvent)
                && (object == nil ? registration.targetIsNil : registration.target === object)
        }.compactMap { $0.selector?.description }
        return names.isEmpty ? nil : names
    }

    /// Sends every action registered for one of `controlEvents`, in the order added.
    ///
    /// A `UIAction` through `sendAction(_:)`, a target–action pair through `sendAction(_:to:for:)`.
    ///
    /// - Parameter controlEvents: The events whose actions are sent.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            if let action = registration.action {
                sendAction(action)
            } else if let selector = registration.selector {
                sendAction(selector, to: registration.target, for: nil)
            }
        }
    }

    /// Runs `action`'s handler with this control as its `sender`.
    ///
    /// - Parameter action: The action to run.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// Would perform `action` on `target`: does nothing here (there is no Objective-C runtime to perform a selector
    /// with).
    ///
    /// A subclass may override it to dispatch selectors it knows.
    ///
    /// - Parameters:
    ///   - action: The selector of the action method.
    ///   - target: The object to send it to, or nil.
    ///   - event: The event that triggered it, or nil.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
}

/// `UIAction` [Apple-UIAction]: a handler with a title, run by a control's `sendActions(for:)`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The identifier's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The identifier's string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (inert).
    open var title: String
    /// The image (inert).
    open var image: UIImage?
    /// The identifier (a unique one unless given).
    public let identifier: Identifier
    /// Inert: a title for discoverability.
    open var discoverabilityTitle: String?
    /// The control that sent the action last.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - image: The action's image, or nil.
    ///   - identifier: The action's identifier, or nil for a unique one.
    ///   - discoverabilityTitle: The title shown in the discoverability overlay, or nil.
    ///   - handler: The closure run when the action is performed.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }
}

/// `UIActionHandler`: what a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIEvent` [Apple-UIEvent]: the event passed with an action (never made here: touches go to
/// gesture recognizers).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// When the event happened (s).
    open var timestamp: TimeInterval { 0 }
}

#if !canImport(ObjectiveC)
    /// Objective-C's `Selector`, which Swift on Linux lacks: here only a method's name.
    ///
    /// `#selector` does not compile without the Objective-C runtime; a `Selector("name")` can be kept and compared,
    /// never performed.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        private let name: String
        /// A selector with the method name `name` (`"handleTap:"`).
        ///
        /// - Parameter name: The method's name, with its colons.
        public init(_ name: String) { self.name = name }
        /// A selector from a string literal.
        ///
        /// - Parameter value: The method's name, with its colons.
        public init(stringLiteral value: String) { name = value }
        /// The method name.
        public var description: String { name }
    }
#endif

/// `UIButton` [Apple-UIButton] — **inert** except for being a control.
///
/// `UIButton` [Apple-UIButton] — **inert** except for being a control: titles, colours and images
/// per state are kept and read back, never drawn (`titleLabel` and `imageView` are views the
/// button keeps, not subviews in the window). Taps do not reach it (see ``UIControl``):
/// `sendActions(for: .touchUpInside)` sends its actions.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The type the button was made with.
    public private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// A button of `buttonType`.
    ///
    /// - Parameter buttonType: The button type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A custom button with `frame`.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }

    /// The label that would show the title (kept by the button; not a subview here).
    open private(set) lazy var titleLabel: UILabel? = UILabel(frame: .zero)
    /// The view that would show the image (kept by the button; not a subview here).
    open private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    /// Inert: the insets around the content (default zero).
    open var contentEdgeInsets = UIEdgeInsets.zero

    /// Keeps `title` for `state`.
    ///
    /// - Parameters:
    ///   - title: The title, or nil.
    ///   - state: The state that uses it.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for `state` (the normal state's when none is set for it).
    ///
    /// - Parameter state: The state.
    /// - Returns: The title, or nil.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Keeps `color` for `state`.
    ///
    /// - Parameters:
    ///   - color: The title colour, or nil.
    ///   - state: The state that uses it.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for `state` (the normal state's when none is set for it).
    ///
    /// - Parameter state: The state.
    /// - Returns: The colour, or nil.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// Keeps `image` for `state`.
    ///
    /// - Parameters:
    ///   - image: The image, or nil.
    ///   - state: The state that uses it.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for `state` (the normal state's when none is set for it).
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or nil.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Keeps `image` as the background for `state`.
    ///
    /// - Parameters:
    ///   - image: The background image, or nil.
    ///   - state: The state that uses it.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    /// The background image for `state` (the normal state's when none is set for it).
    ///
    /// - Parameter state: The state.
    /// - Returns: The background image, or nil.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }
    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
}
