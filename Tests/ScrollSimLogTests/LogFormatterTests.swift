import ScrollSimKit
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport
import Testing

struct LogFormatterTests {
    /// The precision of every unit, as documented in traces/logs.md ("The text log").
    @Test(arguments: [
        (LogUnit.points, 3), (.ptPerMs, 4), (.ptPerSecond, 3), (.speed, 1), (.seconds, 3), (.hertz, 3),
        (.factor, 3), (.dampingRatio, 4), (.fraction, 2),
    ])
    func unitPrecision(unit: LogUnit, decimals: Int) {
        #expect(LogFormatter.decimals(for: unit) == decimals)
    }

    @Test func everyUnitHasAPrecisionFixedPointSupports() {
        for unit in LogUnit.allCases {
            #expect(FixedPoint.decimalsRange.contains(LogFormatter.decimals(for: unit)), "\(unit)")
        }
    }

    @Test(arguments: [
        (LogValue.number(-500, .ptPerSecond), "-500.000", "-500.000", "-500"),
        (.number(0.75, .ptPerMs), "0.7500", "0.7500", "0.75"),
        (.number(-0.00001, .speed), "0.0", "0.0", "0"),
        (.number(0.5, .fraction), "0.50", "0.50", "0.5"),
        (.integer(-3), "-3", "-3", "-3"),
        (.point(Point(x: 367, y: 1 / 3)), "(367.000, 0.333)", #"{"x":367.000,"y":0.333}"#, "(367, 0.333)"),
        (.bool(true), "true", "true", "true"),
        (.string(#"a "b""#), #"a "b""#, #""a \"b\"""#, #"a "b""#),
    ])
    func spelling(value: LogValue, text: String, json: String, compact: String) {
        #expect(LogFormatter.format(value, .text) == text)
        #expect(LogFormatter.format(value, .json) == json)
        #expect(LogFormatter.format(value, .compact) == compact)
    }

    @Test func columnPrecisions() {
        #expect(LogFormatter.timeDecimals(.text) == 4)
        #expect(LogFormatter.timeDecimals(.json) == 6)
        #expect(LogFormatter.offsetDecimals == 3)
        #expect(LogFormatter.releaseVelocityDecimals(.text) == 4)
        #expect(LogFormatter.releaseVelocityDecimals(.json) == 6)
    }
}
