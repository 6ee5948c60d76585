import ScrollSimTrace
import Testing

/// Tests that each fuzzing finding is refused with one clear line or replays without a trap or non-finite output.
///
/// Inputs found by behaviour-aware fuzzing: each is refused with one line naming the key and what was expected, or
/// replays without a trap and without NaN or infinity in any output.
struct NothingSlipsThroughTests {
    static func cellPaging(itemWidth: String, contentWidth: String) -> [UInt8] {
        Array(
            (#"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": \#(contentWidth), "height": 852}, "#
                + #""behavior": {"type": "cellPaging", "itemWidth": \#(itemWidth), "itemSpacing": 0}}, "#
                + #""events": [{"t": 0, "phase": "began", "x": 300, "y": 400}, "#
                + #"{"t": 0.01, "phase": "moved", "x": 250, "y": 400}, "#
                + #"{"t": 0.02, "phase": "moved", "x": 200, "y": 400}, "#
                + #"{"t": 0.03, "phase": "ended", "x": 200, "y": 400}]}"#).utf8)
    }

    @Test(arguments: ["5e-324", "1e-300", "0.0009"])
    func cellsNarrowerThanTheMinimumAreRefused(itemWidth: String) {
        #expect(throws: ReplayError.self) {
            try Replay.run(trace: Self.cellPaging(itemWidth: itemWidth, contentWidth: "3000"), format: .text)
        }
        do {
            _ = try Replay.run(trace: Self.cellPaging(itemWidth: itemWidth, contentWidth: "3000"), format: .text)
        } catch {
            #expect(
                error.description
                    == "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got \(itemWidth)")
        }
    }

    /// The smallest cells with no content at all: used to print `nan` offsets and `target (inf, …)`.
    @Test(arguments: LogFormat.allCases)
    func noNaNOrInfinityReachesAnyOutput(format: LogFormat) throws {
        for contentWidth in ["0", "393", "10000000"] {
            let log = try Replay.run(
                trace: Self.cellPaging(itemWidth: "0.001", contentWidth: contentWidth), format: format)
            #expect(!log.lowercased().contains("nan"), "\(contentWidth)")
            #expect(!log.lowercased().contains("inf"), "\(contentWidth)")
        }
    }

    @Test(arguments: [
        (Double.nan, 0), (.infinity, 1 << 62), (-.infinity, -(1 << 62)), (3.7, 3), (-3.7, -3), (0x1p53, 1 << 53),
        (1e300, 1 << 62),
    ])
    func doubleToIntIsTotal(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: [
        (
            #"{"t": 0, "phase": "began", "x": 1e400, "y": 1}"#,
            "events[0].x: expected a number from -10000000 to 10000000, got a number too large for a Double"
        )
    ])
    func aNumberOutOfRangeNamesItsKeyAndRange(event: String, message: String) {
        let bytes = Array(
            (#"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 852}}, "events": [\#(event)]}"#).utf8)
        do {
            _ = try Replay.run(trace: bytes, format: .text)
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }
}
