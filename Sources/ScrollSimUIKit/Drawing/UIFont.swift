/// `UIFont` [Apple-UIFont] — **inert**: a name, a point size and a weight, kept and read back.
///
/// `UIFont` [Apple-UIFont] — **inert**: a name, a point size and a weight, kept and read back;
/// no text is laid out or measured here, so a font never changes a size, a frame or a log. It
/// exists so labels and headers in scroll code (10 of the 18 surveyed repositories use `UIFont`,
/// mostly `systemFont(ofSize:)`) compile and run unchanged.
///
/// `preferredFont(forTextStyle:)` gives the text style's size at the default Dynamic Type size
/// ("Large"), from Apple's typography table (Human Interface Guidelines, "Typography", iOS):
/// large title 34, title 1 28, title 2 22, title 3 20, headline 17 (semibold), body 17,
/// callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name (`.SFUI-Regular` style names for the system font).
    public let fontName: String
    /// The family (`.SF UI` for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (kept; `.regular` unless made with one).
    let weight: Weight

    init(name: String, family: String, size: CGFloat, weight: Weight) {
        (fontName, familyName, pointSize, self.weight) = (name, family, size, weight)
        super.init()
    }

    /// The font named `fontName` at `size`: always a font here.
    ///
    /// No font files are looked up; UIKit returns nil for a name it has not installed.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - fontSize: The font's size, in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize`.
    ///
    /// - Parameter fontSize: The font's size, in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`.
    ///
    /// - Parameters:
    ///   - fontSize: The font's size, in points.
    ///   - weight: The font weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", family: ".SF UI", size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    ///
    /// - Parameter fontSize: The font's size, in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize`.
    ///
    /// - Parameter fontSize: The font's size, in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".SF UI", size: fontSize, weight: .regular)
    }

    /// The system font with monospaced digits.
    ///
    /// - Parameters:
    ///   - fontSize: The font's size, in points.
    ///   - weight: The font weight.
    /// - Returns: The font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font.
    ///
    /// - Parameters:
    ///   - fontSize: The font's size, in points.
    ///   - weight: The font weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: ".SFUIMono-\(weight.name)", family: ".SF UI Mono", size: fontSize, weight: weight)
    }

    /// The font of `style` at the default Dynamic Type size (see the type).
    ///
    /// - Parameter style: The text style.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at `fontSize`.
    ///
    /// - Parameter fontSize: The font's size, in points.
    /// - Returns: The font.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// The system font size of labels (17).
    public class var labelFontSize: CGFloat { 17 }
    /// The system font size of buttons (18).
    public class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size (14).
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12).
    public class var smallSystemFontSize: CGFloat { 12 }

    /// Same name and size.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: Whether the two are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// Hashes the name and size.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont {
    /// `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight from −1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// A weight from its value.
        ///
        /// - Parameter rawValue: The weight's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        var name: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }

    /// `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style from its name.
        ///
        /// - Parameter rawValue: The style's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large titles (34).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles (28).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles (22).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles (20).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text (17).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings (15).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes (13).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}
