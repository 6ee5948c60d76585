import ScrollSimKit
import Testing

/// The device table against its cited sources (`Device`'s doc comment names each one).
struct DeviceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var device: Device
        var size: Size
        var scale: Double
        var hertz: Double
        var portrait: EdgeInsets
        var landscape: EdgeInsets
        var testDescription: String { device.rawValue }
    }

    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Sizes and scales: Apple HIG "Layout"; refresh rates: Apple's tech specs; safe areas: the
    /// measurements named on each case (some unverified, as marked there).
    static let rows: [Row] = [
        Row(
            device: .iPhoneSE3, size: Size(width: 375, height: 667), scale: 2, hertz: 60,
            portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0)),
        Row(
            device: .iPhone15, size: Size(width: 393, height: 852), scale: 3, hertz: 60,
            portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
        Row(
            device: .iPhone15Pro, size: Size(width: 393, height: 852), scale: 3, hertz: 120,
            portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
        Row(
            device: .iPhone15ProMax, size: Size(width: 430, height: 932), scale: 3, hertz: 120,
            portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59)),
        Row(
            device: .iPhone16Pro, size: Size(width: 402, height: 874), scale: 3, hertz: 120,
            portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62)),
        Row(
            device: .iPhone16e, size: Size(width: 390, height: 844), scale: 3, hertz: 60,
            portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47)),
        Row(
            device: .iPadPro11, size: Size(width: 834, height: 1194), scale: 2, hertz: 120,
            portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0)),
    ]

    @Test(arguments: rows)
    func theDeviceMatchesItsSource(_ row: Row) {
        #expect(row.device.size(.portrait) == row.size)
        #expect(row.device.size(.landscape) == Size(width: row.size.height, height: row.size.width))
        #expect(row.device.scale == row.scale)
        #expect(row.device.maximumRefreshRate == row.hertz)
        #expect(row.device.safeAreaInsets(.portrait) == row.portrait)
        #expect(row.device.safeAreaInsets(.landscape) == row.landscape)
    }

    @Test func everyDeviceHasARow() {
        #expect(Set(Self.rows.map(\.device.rawValue)) == Set(Device.allCases.map(\.rawValue)))
    }

    /// A view's safe area is the part of the window's that its frame overlaps.
    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 393, height: 852), insets(59, 0, 34, 0)),
        (Rect(x: 0, y: 100, width: 393, height: 600), insets(0, 0, 0, 0)),
        (Rect(x: 0, y: 40, width: 393, height: 800), insets(19, 0, 22, 0)),
    ])
    func theSafeAreaIsTheOverlapWithTheFrame(_ frame: Rect, _ expected: EdgeInsets) {
        let window = Device.iPhone15Pro.size(.portrait)
        #expect(Device.iPhone15Pro.safeAreaInsets(.portrait).overlap(of: frame, inWindowOf: window) == expected)
    }
}
