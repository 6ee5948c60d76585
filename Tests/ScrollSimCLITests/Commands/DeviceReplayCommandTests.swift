import Foundation
import ScrollSimTestSupport
import Testing

/// End-to-end runs of the built `scrollsim` binary on device screens.
struct DeviceReplayCommandTests {
    static let report = PackageRoot.file("traces/reports/header-settles-taller-under-navigation-bar.json")

    @Test func theReportSettlesBelowTheBarWithoutATypedSafeArea() throws {
        let result = try ReplayCommandTests.run(["replay", Self.report])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  safeAreaInsets (top 103, left 0, bottom 34, right 0)\n"))
        #expect(result.stdout.contains("  adjustedContentInset (top 123, left 0, bottom 34, right 0)\n"))
        #expect(result.stdout.contains("final table  offset (0.000, -123.000)"))
    }

    @Test func anUnknownDeviceListsTheKnownOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trace.json")
        let trace =
            #"{"scrollsim": 1, "screen": {"device": "iPhone 99"}, "scrollView": {"frame": {"x": 0, "y": 0, "#
            + #""width": 393, "height": 852}, "contentSize": {"width": 393, "height": 900}}, "events": []}"#
        try Data(trace.utf8).write(to: file)
        let result = try ReplayCommandTests.run(["replay", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("screen.device: expected one of iPhone SE (3rd generation), iPhone 15,"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }
}
