/// `UILabel` [Apple-UILabel] — **inert** except for being a view.
///
/// `UILabel` [Apple-UILabel] — **inert** except for being a view: its text properties are kept
/// and read back, never laid out, measured or drawn (`sizeThatFits(_:)` returns the current size:
/// text is not measured here). 14 of the 18 surveyed public scroll repositories make labels
/// (ScrollSimUIKit.docc/PortingNotes.md). As in UIKit, a label ignores touches
/// (`isUserInteractionEnabled` is false by default), so a label over a scroll view lets its
/// touches through to it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text (default nil).
    ///
    /// Setting it replaces `attributedText` with the plain string.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = newValue.map { NSAttributedString(string: $0) }
        }
    }

    /// The styled text (default nil).
    ///
    /// Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// Inert: the font (default the system font at 17 pt).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// Inert: the text colour (default `.label`).
    open var textColor: UIColor! = .label
    /// Inert: the alignment (default `.natural`).
    open var textAlignment = NSTextAlignment.natural
    /// Inert: the most lines the text may take (default 1; 0 for no limit).
    open var numberOfLines = 1
    /// Inert: how text that does not fit is cut (default `.byTruncatingTail`).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Inert: whether the font shrinks to fit the width (default false).
    open var adjustsFontSizeToFitWidth = false
    /// Inert: the smallest scale the font shrinks to (default 0).
    open var minimumScaleFactor: CGFloat = 0
    /// Inert: whether the text is drawn enabled (default true).
    open var isEnabled = true
    /// Inert: whether the text is drawn highlighted (default false).
    open var isHighlighted = false
    /// Inert: the highlighted text colour (default nil).
    open var highlightedTextColor: UIColor?
    /// Inert: the text shadow's colour (default nil).
    open var shadowColor: UIColor?
    /// Inert: the text shadow's offset (default (0, −1)).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Inert: the width Auto Layout wraps multiline text at (default 0).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// A label with `frame`, no text, ignoring touches.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates (points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Never decoded from an archive here: always nil.
    ///
    /// - Parameter coder: The archive to decode from (not read: the result is nil).
    public required init?(coder: NSCoder) { return nil }
}

/// `NSTextAlignment` (inert), with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Left-aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right-aligned.
    case right = 2
    /// Justified.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}

/// `NSLineBreakMode` (inert), with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at characters.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end.
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle
}
