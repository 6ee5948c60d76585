import Foundation
import ScrollSimJSON
import ScrollSimTestSupport
import Testing

@testable import ScrollSimTrace

/// Tests that the schema accepts the corpus, rejects the docs' bad inputs, is deterministic and matches the decoder.
///
/// `scrollsim schema`: the schema is valid for every corpus trace, rejects the docs' bad inputs that one member
/// decides, is deterministic, and lists exactly the keys the decoder accepts.
struct TraceSchemaTests {
    static let validator: JSONSchemaValidator = {
        guard let schema = try? JSONParser.parse(TraceSchema.text()) else { preconditionFailure("schema is not JSON") }
        return JSONSchemaValidator(schema)
    }()

    static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    static func corpus() -> [String] {
        let root = URL(fileURLWithPath: PackageRoot.traces)
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".json") } ?? []
        return files.sorted()
    }

    @Test func everyCorpusTraceValidates() throws {
        let files = Self.corpus()
        #expect(files.count > 100)
        for file in files {
            let value = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            #expect(Self.validator.problem(value) == nil, "\(file): \(Self.validator.problem(value) ?? "")")
        }
    }

    @Test func printsTheSameBytesEveryTime() {
        #expect(TraceSchema.text() == TraceSchema.text())
        #expect(TraceSchema.text().hasSuffix("}\n"))
        #expect(TraceSchema.text().contains(#""$schema": "https://json-schema.org/draft/2020-12/schema""#))
    }

    /// A valid base trace that each case changes into one of the documented bad inputs.
    ///
    /// A valid base trace, changed by each case below into one of the bad inputs of `traces/*.md` that a single member
    /// decides. (The docs' other examples — a time below the previous one, a finger not down, zoom limits out of order,
    /// detents out of order, references to unknown views, `viewAligned` without a `flowLayout` — are rules across
    /// members, which only the decoder checks.)
    static let base = #"""
        {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
         "contentSize": {"width": 393, "height": 2000}, SV},
         "events": [EV]}
        """#
    static let touch = #"{"t": 0, "phase": "began", "x": 100, "y": 100}"#

    static func trace(scrollView: String = #""bounces": true"#, events: String = touch) -> String {
        base.replacingOccurrences(of: "SV", with: scrollView).replacingOccurrences(of: "EV", with: events)
    }

    static let badInputs: [(label: String, trace: String)] = [
        ("fingr", trace(events: #"{"t": 0, "phase": "began", "x": 1, "y": 1, "fingr": 0}"#)),
        ("unknown key z", trace(events: #"{"t": 0, "phase": "began", "x": 1, "y": 1, "z": 0}"#)),
        ("contentsize", trace(scrollView: #""contentsize": {"width": 1, "height": 1}"#)),
        ("decelerationRate 1.5", trace(scrollView: #""decelerationRate": 1.5"#)),
        ("version 2", trace().replacingOccurrences(of: #""scrollsim": 1"#, with: #""scrollsim": 2"#)),
        ("zoomScale 0", trace(scrollView: #""zoomScale": 0"#)),
        (
            "pinch distance 0",
            trace(
                events:
                    #"{"t": 0, "gesture": "pinch", "center": {"x": 1, "y": 1}, "distance": 0, "scale": 2, "duration": 0.3}"#
            )
        ),
        (
            "pinch with finger",
            trace(
                events:
                    #"{"t": 0, "gesture": "pinch", "center": {"x": 1, "y": 1}, "scale": 2, "duration": 0.3, "finger": 1}"#
            )
        ),
        (
            "zoomTo rect width 0",
            trace(
                events:
                    #"{"t": 0, "call": "zoomTo", "rect": {"x": 0, "y": 0, "width": 0, "height": 1}, "animated": true}"#)
        ),
        (
            "scrollView and scene",
            trace().replacingOccurrences(
                of: #""events""#, with: #""scene": {"window": {"width": 1, "height": 1}, "views": []}, "events""#)
        ),
        (
            "set contentInsets",
            trace(events: #"{"t": 0, "call": "set", "property": "contentInsets", "value": {"top": 1}}"#)
        ),
        ("set value number", trace(events: #"{"t": 0, "call": "set", "property": "contentInset", "value": 60}"#)),
        ("set value tp", trace(events: #"{"t": 0, "call": "set", "property": "contentInset", "value": {"tp": 60}}"#)),
        ("scrollTargetBehavior carousel", trace(scrollView: #""scrollTargetBehavior": "carousel""#)),
        (
            "limitBehavior alwaysByTwo",
            trace(scrollView: #""scrollTargetBehavior": {"type": "viewAligned", "limitBehavior": "alwaysByTwo"}"#)
        ),
        ("points empty", trace(scrollView: #""behavior": {"type": "snapPoints", "axis": "horizontal", "points": []}"#)),
        ("every 0", trace(scrollView: #""behavior": {"type": "snapPoints", "axis": "horizontal", "every": 0}"#)),
        (
            "rule fast",
            trace(scrollView: #""behavior": {"type": "snapPoints", "axis": "horizontal", "every": 5, "rule": "fast"}"#)
        ),
        (
            "itemSize width 0",
            trace(scrollView: #""flowLayout": {"itemSize": {"width": 0, "height": 1}}"#)
                .replacingOccurrences(of: #""contentSize": {"width": 393, "height": 2000}, "#, with: "")
        ),
        (
            "snap paging",
            trace(scrollView: #""flowLayout": {"snap": "paging"}"#)
                .replacingOccurrences(of: #""contentSize": {"width": 393, "height": 2000}, "#, with: "")
        ),
        ("contentSize and flowLayout", trace(scrollView: #""flowLayout": {}"#)),
        (
            "recorded frame key",
            trace().replacingOccurrences(of: #""events""#, with: #""recorded": {"frames": [{"t": 0}]}, "events""#)
        ),
    ]

    @Test(arguments: badInputs.map(\.label))
    func aBadInputOfTheDocsFailsBothTheSchemaAndTheDecoder(label: String) throws {
        let text = try #require(Self.badInputs.first { $0.label == label }).trace
        let value = try Self.parse(text)
        #expect(Self.validator.problem(value) != nil, "the schema accepts \(label)")
        #expect(throws: TraceDecodingError.self, "the decoder accepts \(label)") { try Trace.decode(value) }
    }

    @Test func theBaseTraceAndSchemaMemberValidate() throws {
        let value = try Self.parse(
            Self.trace().replacingOccurrences(of: "{\"scrollsim\"", with: "{\"$schema\": \"x.json\", \"scrollsim\""))
        #expect(Self.validator.problem(value) == nil)
        _ = try Trace.decode(value)
    }
}
