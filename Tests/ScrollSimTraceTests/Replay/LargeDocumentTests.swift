import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace
import Testing

struct LargeDocumentTests {
    /// A trace-shaped document of `count` touch events (about 6 MB for 100 000 events).
    private static func makeDocument(events count: Int) -> [UInt8] {
        var bytes = Array("{\"version\": 1, \"events\": [\n".utf8)
        bytes.reserveCapacity(count * 64 + 64)
        let phases = ["began", "moved", "moved", "stationary", "ended"]
        for index in 0..<count {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            bytes.append(contentsOf: "{\"t\": ".utf8)
            FixedPoint.append(Double(index) / 60, decimals: 6, to: &bytes)
            bytes.append(contentsOf: ", \"phase\": \"\(phases[index % phases.count])\", \"x\": ".utf8)
            FixedPoint.append(196.5 + Double(index % 100), decimals: 1, to: &bytes)
            bytes.append(contentsOf: ", \"y\": \(786 - index % 700)}".utf8)
        }
        bytes.append(contentsOf: "\n]}\n".utf8)
        return bytes
    }

    @Test func parsesOneHundredThousandEvents() throws {
        let count = 100_000
        let document = try ObjectReader(try JSONParser.parse(Self.makeDocument(events: count)))
        guard case .array(let events)? = document.object["events"] else {
            Issue.record("events is not an array")
            return
        }
        #expect(events.count == count)
        let last = try ObjectReader(events[count - 1], at: JSONPath.root.appending("events").appending(count - 1))
        #expect(last.object.keys == ["t", "phase", "x", "y"])
        #expect(last.object["t"] == .number(Double((Double(count - 1) / 60 * 1e6).rounded()) / 1e6))
        #expect(last.object["phase"] == .string("ended"))
        #expect(last.object["y"] == .number(Double(786 - (count - 1) % 700)))
    }
}
