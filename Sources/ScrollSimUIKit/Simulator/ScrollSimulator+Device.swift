// A simulator on a named device's screen: its size, scale, refresh rate and the window's safe area.
//
// The table and its sources are on ScrollSimKit's `Device`.
extension ScrollSimulator {
    /// A simulator whose window is `device`'s screen held in `orientation`.
    ///
    /// It refreshes at the device's maximum rate, with the device's safe area on the window; the log header names the
    /// device as a trace's `screen.device` does.
    ///
    /// - Parameters:
    ///   - device: The device whose screen and refresh rate are used.
    ///   - orientation: The orientation the device is held in.
    ///   - touchRate: The touch sampling rate, in hertz.
    ///   - name: The simulation's name in the log, or nil.
    public convenience init(
        device: Device, orientation: Device.Orientation = .portrait, touchRate: Double = 120, name: String? = nil
    ) {
        self.init(
            windowSize: CGSize(device.size(orientation)), scale: CGFloat(device.scale),
            refreshRate: device.maximumRefreshRate, touchRate: touchRate, name: name)
        windowSafeAreaInsets = UIEdgeInsets(device.safeAreaInsets(orientation))
        deviceDescription = "\(device.rawValue) \(orientation.rawValue)"
    }

    /// A simulator on the device named `deviceName`; nil for a name not in the table.
    ///
    /// For example `"iPhone 15 Pro"`, one of `Device.allCases`' names.
    ///
    /// - Parameters:
    ///   - deviceName: The device's name, as in the device table.
    ///   - orientation: The orientation the device is held in.
    ///   - touchRate: The touch sampling rate, in hertz.
    ///   - name: The simulation's name in the log, or nil.
    public convenience init?(
        deviceNamed deviceName: String, orientation: Device.Orientation = .portrait, touchRate: Double = 120,
        name: String? = nil
    ) {
        guard let device = Device(rawValue: deviceName) else { return nil }
        self.init(device: device, orientation: orientation, touchRate: touchRate, name: name)
    }

    /// The window's safe area (zero unless created with a device).
    ///
    /// Setting it (a rotation, a keyboard) updates every view's `safeAreaInsets` before the next input.
    public var windowSafeAreaInsets: UIEdgeInsets {
        get { window.layoutState.windowSafeArea }
        set { window.layoutState.windowSafeArea = newValue }
    }
}
