import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTestSupport
import Testing

@testable import ScrollSimJSON
@testable import ScrollSimTrace

/// `-0.0` and `0` mean the same everywhere in a trace.
///
/// Every reader of a trace's numbers (the general JSON path, the plain-touch and plain-`set` fast
/// paths, the long-number fallback) reads a negative zero as `+0`, so a `dynamicsScroll`
/// `resistance: -0.0` behaves as `0`, and `expand` (which writes `0`) round-trips it to the same
/// log.
struct NegativeZeroTests {
    /// Negative zeros in every spelling, each through the general number reader.
    static let spellings = ["-0", "-0.0", "-0.000", "-0e0", "-0E+5", "-0.0e-30", "-0e-400", "-1e-400"]

    @Test(arguments: spellings)
    func theGeneralReaderReadsPlusZero(_ spelling: String) throws {
        let value = try JSONParser.parse(Array("[\(spelling)]".utf8))
        guard case .array(let elements) = value, case .number(let number) = elements.first else {
            Issue.record("not a number: \(value)")
            return
        }
        #expect(number == 0 && number.sign == .plus, "\(spelling)")
    }

    @Test func thePlainNumberReaderReadsPlusZero() {
        for spelling in ["-0", "-0.0", "-0.000000"] {
            let bytes = Array((spelling + ",").utf8)
            let value = bytes.withUnsafeBufferPointer { buffer -> Double? in
                var position = 0
                return PlainNumber.read(buffer, &position)
            }
            #expect(value == 0 && value?.sign == .plus, "\(spelling)")
        }
        #expect(ExactDecimal.value(digits: 0, exponent: -3, negative: true).sign == .plus)
        #expect(ExactDecimal.value(digits: 25, exponent: -1, negative: true) == -2.5)
    }

    /// Returns a scene trace whose events take every decoding path, with `zero` written for each 0.
    ///
    /// A scene trace whose events take every path: plain touches, a plain `set` call, a gesture and a call read by the
    /// general path; `zero` is written in place of each 0.
    static func trace(zero: String) -> String {
        """
        {"scrollsim": 1, "name": "zeros", "scene": {"window": {"width": 393, "height": 852}, "views": [
          {"id": "list", "kind": "scrollView", "frame": {"x": \(zero), "y": \(zero), "width": 393, "height": 852},
           "contentSize": {"width": 393, "height": 4000}, "contentOffset": {"x": \(zero), "y": \(zero)},
           "contentInset": {"top": \(zero), "left": \(zero)}}]},
        "events": [
          {"t": \(zero), "phase": "began", "x": 100, "y": 700},
          {"t": 0.05, "phase": "moved", "x": 100, "y": 600},
          {"t": 0.1, "call": "set", "property": "contentInset", "value": {"top": \(zero), "bottom": \(zero)}},
          {"t": 0.15, "phase": "ended", "x": 100, "y": 500},
          {"t": 3, "gesture": "fling", "from": {"x": \(zero), "y": 700}, "velocity": {"x": \(zero), "y": -900}},
          {"t": 6, "call": "setContentOffset", "x": \(zero), "y": 300, "animated": false}
        ]}
        """
    }

    @Test(arguments: ["-0", "-0.0", "-0e0"])
    func aNegativeZeroGivesTheLogOfZero(_ zero: String) throws {
        let expected = try SampleTraces.log(Self.trace(zero: "0"))
        #expect(try SampleTraces.log(Self.trace(zero: zero)) == expected)
        // The general path alone (no fast path for plain touches and `set` calls) logs the same.
        #expect(try Self.generalPathLog(Self.trace(zero: zero)) == expected)
    }

    /// The text log of `json` read without the fast paths.
    static func generalPathLog(_ json: String) throws -> String {
        let reader = try TraceReader(bytes: Array(json.utf8), readsPlainTouches: false)
        let writer = LogFormat.text.writer(didScroll: reader.header.log.didScroll)
        try Replay.replay(reader, into: writer)
        return writer.output
    }

    /// The issue's case: `resistance: -0.0` in a `dynamicsScroll` coordinator logged 130 lines
    /// other than `resistance: 0`, and `expand` turned the one into the other.
    @Test func dynamicsResistanceMinusZeroIsZeroAndExpandRoundTrips() throws {
        let corpus = String(decoding: Streaming.corpusBytes("scenes/dynamics-fling-to-bottom.json"), as: UTF8.self)
        func withResistance(_ value: String) -> String {
            corpus.replacingOccurrences(
                of: "\"containerLimit\": 200", with: "\"containerLimit\": 200, \"resistance\": \(value)")
        }
        let minusZero = withResistance("-0.0"), zero = withResistance("0")
        #expect(minusZero != corpus)
        let log = try SampleTraces.log(minusZero)
        #expect(log == (try SampleTraces.log(zero)))
        let expanded = try TraceExpansion.expand(Array(minusZero.utf8))
        #expect(!expanded.contains("-0"))
        #expect(try SampleTraces.log(expanded) == log)
    }
}
