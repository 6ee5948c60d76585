import ScrollSimJSON
import ScrollSimTestSupport
import Testing

@testable import ScrollSimTrace

/// Tests that `scrollsim schema` describes the registered plug-ins, with their keys or as open objects.
///
/// `scrollsim schema` describes the plug-ins of the registry it is given: a registered behaviour with keys gets its
/// keys (validated), one without keys an open object (the decoder checks it).
struct TraceSchemaPluginTests {
    static let tuned = BehaviorDescriptor(
        type: BehaviorType("tunedPaging"),
        keys: [TraceKey("stiffness", .number(.closed(1, 10), unit: nil), required: true, "How stiff.")]
    ) { reader throws(TraceDecodingError) in
        .naivePaging(NaivePagingBehavior.Configuration(pageWidth: try reader.number("stiffness", .closed(1, 10))))
    }
    static let opaque = BehaviorDescriptor(type: BehaviorType("opaquePaging")) { reader throws(TraceDecodingError) in
        .naivePaging(NaivePagingBehavior.Configuration(pageWidth: try reader.number("width", .positive)))
    }

    static func trace(_ behavior: String) throws -> JSONValue {
        try JSONParser.parse(
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 4000, "height": 852}, "behavior": "#
                + behavior + #"}, "events": [{"t": 0, "phase": "began", "x": 1, "y": 1}]}"#)
    }

    @Test func registeredPluginsAreInTheSchema() throws {
        let registry = PluginRegistry.builtIn.adding(Self.tuned).adding(Self.opaque)
        let text = TraceSchema.text(plugins: registry)
        #expect(text.contains(#""const": "tunedPaging""#))
        #expect(!TraceSchema.text().contains("tunedPaging"))
        let validator = JSONSchemaValidator(try JSONParser.parse(text))
        #expect(validator.problem(try Self.trace(#"{"type": "tunedPaging", "stiffness": 4}"#)) == nil)
        #expect(validator.problem(try Self.trace(#"{"type": "tunedPaging", "stiffness": 40}"#)) != nil)
        #expect(validator.problem(try Self.trace(#"{"type": "tunedPaging", "stiff": 4}"#)) != nil)
        // Without keys: any members pass the schema.
        #expect(validator.problem(try Self.trace(#"{"type": "opaquePaging", "width": 300}"#)) == nil)
        // The built-in schema knows neither.
        let builtIn = JSONSchemaValidator(try JSONParser.parse(TraceSchema.text()))
        #expect(builtIn.problem(try Self.trace(#"{"type": "tunedPaging", "stiffness": 4}"#)) != nil)
    }
}
