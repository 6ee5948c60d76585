/// `UIColor` [Apple-UIColor] — **inert**: four stored sRGB components, kept and never drawn.
///
/// `UIColor` [Apple-UIColor] — **inert**: a colour is four stored components (red, green, blue,
/// alpha, 0…1 in sRGB), kept and read back and never drawn; nothing in the simulation reads one, so
/// setting a colour anywhere never changes a log. It exists so scroll code that colours its views
/// (14 of the 18 public scroll repositories surveyed in ScrollSimUIKit.docc/PortingNotes.md use
/// `UIColor`) compiles and runs unchanged.
///
/// The named colours have the light appearance's sRGB values of Apple's colour tables (Human
/// Interface Guidelines, "Color", iOS, default contrast); dynamic colours do not change with a
/// trait collection here (there is none). Colours are equal when their components are
/// (`isEqual(_:)`), so `view.backgroundColor == .red` reads as in UIKit.
open class UIColor: NSObject, @unchecked Sendable {
    /// The components (immutable: a colour is a value).
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its sRGB components and opacity, each 0…1.
    ///
    /// Values outside are kept, as UIKit keeps extended-range components.
    ///
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// A grey of `white` (0 black … 1 white) and opacity `alpha`.
    ///
    /// - Parameters:
    ///   - white: The grey level, from 0 (black) to 1 (white).
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1) and opacity.
    ///
    /// The HSB to RGB conversion (hue in sixths of the circle).
    ///
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1.
    ///   - saturation: The saturation, from 0 to 1.
    ///   - brightness: The brightness, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of a Core Graphics colour (a grey's one component counts for red, green and blue).
    ///
    /// - Parameter cgColor: The Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// The same colour with opacity `alpha`.
    ///
    /// - Parameter alpha: The new opacity, from 0 to 1.
    /// - Returns: The colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a Core Graphics colour (what `CALayer`'s colour properties take).
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Writes the components into the pointers given; true (every colour here is RGB).
    ///
    /// - Parameters:
    ///   - red: Where to write the red component, or nil.
    ///   - green: Where to write the green component, or nil.
    ///   - blue: Where to write the blue component, or nil.
    ///   - alpha: Where to write the opacity, or nil.
    /// - Returns: True.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level and opacity; true only for a grey (equal components).
    ///
    /// - Parameters:
    ///   - white: Where to write the grey level, or nil.
    ///   - alpha: Where to write the opacity, or nil.
    /// - Returns: Whether the colour is a grey.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal components and opacity.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: Whether the two are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// Hashes the components.
    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit describes a colour.
    open override var description: String {
        "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }
}

// MARK: The named colours (inert; light appearance)

extension UIColor {
    /// Fully transparent black.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Black.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// A grey of 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// A grey of 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// A grey of 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// The system blue (0, 122, 255).
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    /// The system red (255, 59, 48).
    public class var systemRed: UIColor { rgb(255, 59, 48) }
    /// The system green (52, 199, 89).
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    /// The system orange (255, 149, 0).
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// The system yellow (255, 204, 0).
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// The system pink (255, 45, 85).
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    /// The system purple (175, 82, 222).
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// The system teal (48, 176, 199).
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// The system indigo (88, 86, 214).
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// The system brown (162, 132, 94).
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// The system mint (0, 199, 190).
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    /// The system cyan (50, 173, 230).
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// The system grey (142, 142, 147).
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    /// The second system grey (174, 174, 178).
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    /// The third system grey (199, 199, 204).
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    /// The fourth system grey (209, 209, 214).
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    /// The fifth system grey (229, 229, 234).
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    /// The sixth system grey (242, 242, 247).
    public class var systemGray6: UIColor { rgb(242, 242, 247) }
    /// The tint colour apps inherit: the system blue.
    public class var tintColor: UIColor { systemBlue }

    /// Primary text: black.
    public class var label: UIColor { rgb(0, 0, 0) }
    /// Secondary text (60, 60, 67, 0.6).
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// Tertiary text (60, 60, 67, 0.3).
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// Quaternary text (60, 60, 67, 0.18).
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// Placeholder text (60, 60, 67, 0.3).
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// Links: the system blue.
    public class var link: UIColor { systemBlue }
    /// Separators (60, 60, 67, 0.29).
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// Opaque separators (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// The main background: white.
    public class var systemBackground: UIColor { rgb(255, 255, 255) }
    /// The second background level (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// The third background level: white.
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    /// A grouped table's background (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// A grouped table's second level: white.
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    /// A grouped table's third level (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// Fill for thin shapes (120, 120, 128, 0.2).
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// Fill for medium shapes (120, 120, 128, 0.16).
    public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// Fill for large shapes (118, 118, 128, 0.12).
    public class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// Fill for large areas (116, 116, 128, 0.08).
    public class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// Text on dark backgrounds (white, 0.6).
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
