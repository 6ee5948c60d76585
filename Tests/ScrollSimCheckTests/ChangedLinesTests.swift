import Foundation
import Testing

@testable import ScrollSimCheck

/// The changed lines a failing check shows first: everything but `didScroll` lines.
struct ChangedLinesTests {
    static func log(_ lines: [String]) -> [UInt8] {
        Array(
            (["        t  view  event                              x           y  flags  detail"] + lines + [""])
                .joined(separator: "\n").utf8)
    }

    static let golden = [
        "   0.0000  v     touchBegan                     0.000       0.000  T--    finger 0",
        "   0.0100  v     didScroll                      0.000       1.000  TD-",
        "   0.0200  v     willEndDragging                0.000       1.000  TD-    velocity (0.0000, 0.0000) target (0.000, 0.000)",
        "   0.0300  v     didScroll                      0.000       2.000  -Dd",
    ]

    @Test func didScrollLinesAreLeftOutAndTheRestKeepsDiffOrder() {
        var actual = Self.golden
        actual[1] = "   0.0100  v     didScroll                      0.000       1.500  TD-"
        actual[2] =
            "   0.0200  v     willEndDragging                0.000       1.500  TD-    velocity (0.5000, 0.0000) target (393.000, 0.000)"
        actual[3] = "   0.0300  v     didScroll ×4                   0.000       9.000  -Dd    y 3.000 → 9.000"
        let changes = ChangedLines(golden: Self.log(Self.golden), actual: Self.log(actual), limit: 10)
        #expect(changes.lines.map(\.kind) == [.deletion, .insertion])
        #expect(changes.lines.map(\.text) == ["-" + Self.golden[2], "+" + actual[2]])
        #expect(changes.omittedCount == 0)
    }

    @Test func onlyDidScrollChangesLeaveNothing() {
        var actual = Self.golden
        actual[3] = "   0.0300  v     didScroll                      0.000       2.333  -Dd"
        #expect(ChangedLines(golden: Self.log(Self.golden), actual: Self.log(actual), limit: 10).isEmpty)
    }

    @Test func lineEndingsAloneAreNoChange() {
        let crlf = Array(
            String(decoding: Self.log(Self.golden), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(ChangedLines(golden: crlf, actual: Self.log(Self.golden), limit: 10).isEmpty)
    }

    @Test func theLimitCountsWhatIsLeftOut() {
        let actual = Self.golden.map { $0.replacingOccurrences(of: "0.000  ", with: "5.000  ") }
        let changes = ChangedLines(golden: Self.log(Self.golden), actual: Self.log(actual), limit: 3)
        #expect(changes.lines.count == 3)
        #expect(changes.omittedCount == 1)
    }
}
