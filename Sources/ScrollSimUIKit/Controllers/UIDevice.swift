/// `UIDevice` [Apple-UIDevice] — **inert**: an iPhone held in portrait.
///
/// Nothing rotates here (a simulator's orientation is chosen when it is made: `ScrollSimulator(device:orientation:)`),
/// so the orientation notification is never posted; the names exist so code that subscribes to it compiles.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// `UIDevice.orientationDidChangeNotification` (never posted here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Always `.portrait`.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Always `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `"iOS"`.
    open var systemName: String { "iOS" }
    /// `"iPhone"`.
    open var model: String { "iPhone" }
    /// Whether orientation notifications are generated (inert).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Inert.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Inert.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
}

/// `UIDeviceOrientation`, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIUserInterfaceIdiom`, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac.
    case mac = 5
    /// Vision.
    case vision = 6
}
