import Testing

@testable import ScrollSimTrace

/// The fuzzer's schema is learned from the decoders: every built-in gesture, behaviour and call is
/// there with the members its decoder reads.
struct FuzzSchemaTests {
    static func describe(_ fields: [FuzzSchema.Field], indent: String = "") -> String {
        fields.map { field in
            let kind: String
            switch field.kind {
            case .number(let bounds, let integer): kind = (integer ? "integer " : "number ") + bounds.phrase()
            case .choice(let choices): kind = "one of " + choices.joined(separator: "|")
            case .bool: kind = "bool"
            case .string: kind = "string"
            case .object(let inner): kind = "object\n" + describe(inner, indent: indent + "  ")
            case .array(let element):
                kind =
                    "array of "
                    + describe([FuzzSchema.Field(key: "element", kind: element, required: true)], indent: indent + "  ")
            }
            return indent + field.key + (field.required ? "" : "?") + ": " + kind
        }.joined(separator: "\n")
    }

    /// Every gesture, behaviour and call the decoders know is in the schema, with its members.
    @Test func theSchemaCoversEveryPluginAndCall() throws {
        let schema = FuzzSchema.builtIn
        #expect(schema.gestures.map(\.type) == PluginRegistry.builtIn.gestures.map(\.type.rawValue))
        #expect(schema.behaviors.map(\.type) == PluginRegistry.builtIn.behaviors.map(\.type.rawValue))
        #expect(
            schema.calls.map(\.name) == [
                "setContentOffset", "scrollToTop", "set", "endRefreshing", "setZoomScale", "zoomTo", "scrollToItem",
                "scrollRectToVisible", "scrollTo", "setScrollPosition",
            ])
        for (type, fields) in schema.gestures {
            #expect(!fields.isEmpty, "gesture \(type) has no members:\n\(Self.describe(fields))")
        }
        let drag = try #require(schema.gestures.first { $0.type == "drag" }?.fields)
        let duration = try #require(drag.first { $0.key == "duration" })
        #expect(duration.required)
        guard case .number(let bounds, integer: false) = duration.kind else {
            Issue.record("drag.duration: \(duration.kind)")
            return
        }
        #expect(bounds == .closed(0.001, 10_000_000))
        let view = try #require(schema.root.first { $0.key == "scrollView" })
        #expect(view.required)
        let screen = try #require(schema.root.first { $0.key == "screen" })
        #expect(!screen.required)
        // The device recording's frames, learned through the unknown-key list like any member.
        let recorded = try #require(schema.root.first { $0.key == "recorded" })
        let lines = [
            "recorded?: object", "  delegateCalls?: array of     element: object",
            "      call: one of didScroll|willBeginDragging|willEndDragging|didEndDragging|willBeginDecelerating"
                + "|didEndDecelerating|didEndScrollingAnimation|didScrollToTop|willBeginZooming|didZoom|didEndZooming",
            "      t: number a number from -10000000 to 10000000",
            "  frames: array of     element: object", "      contentSize: object",
            "        height: number a number from 0 to 10000000", "        width: number a number from 0 to 10000000",
            "      offset: object", "        x: number a number from -10000000 to 10000000",
            "        y: number a number from -10000000 to 10000000",
            "      t: number a number from -10000000 to 10000000",
            "      zoomScale: number a number from 0.001 to 10000000",
            "  scrollPhases?: array of     element: object",
            "      new: one of idle|tracking|interacting|decelerating|animating",
            "      old: one of idle|tracking|interacting|decelerating|animating",
            "      t: number a number from -10000000 to 10000000", "  start?: object", "    contentInset?: object",
            "      bottom?: number a number from -10000000 to 10000000",
            "      left?: number a number from -10000000 to 10000000",
            "      right?: number a number from -10000000 to 10000000",
            "      top?: number a number from -10000000 to 10000000",
            "    contentInsetAdjustmentBehavior?: one of automatic|scrollableAxes|never|always",
            "    safeAreaInsets?: object", "      bottom?: number a number from -10000000 to 10000000",
            "      left?: number a number from -10000000 to 10000000",
            "      right?: number a number from -10000000 to 10000000",
            "      top?: number a number from -10000000 to 10000000",
            "  targetUpdates?: array of     element: object", "      proposed: object",
            "        x: number a number from -10000000 to 10000000",
            "        y: number a number from -10000000 to 10000000",
            "      t: number a number from -10000000 to 10000000", "      target: object",
            "        x: number a number from -10000000 to 10000000",
            "        y: number a number from -10000000 to 10000000",
            "      velocity: object", "        x: number a number from -10000000 to 10000000",
            "        y: number a number from -10000000 to 10000000",
        ]
        #expect(Self.describe([recorded]) == lines.joined(separator: "\n"))
    }

    /// Tests that the generator is deterministic for a seed and its traces decode often enough to replay.
    ///
    /// The generator is deterministic for a seed, and its traces decode often enough to replay (one in fifteen, as the
    /// schema grew the safe-area keys: the rest stop at the decoder's rules across members — zoom limits in order, a
    /// `viewAligned` target behaviour without a `flowLayout`, two phase changes alike — which they are also there to
    /// reach).
    @Test func generatedTracesRepeatAndMostlyDecode() {
        var first = FuzzGenerator(seed: 11), second = FuzzGenerator(seed: 11)
        var decoded = 0
        for _ in 0..<300 {
            let trace = first.trace()
            #expect(trace == second.trace())
            if (try? Replay.decode(trace)) != nil { decoded += 1 }
        }
        #expect(decoded >= 20, "\(decoded) of 300 generated traces decode")
    }

    /// The oracles themselves catch what they are for.
    @Test func theOraclesCatchTheirFaults() {
        #expect(FuzzOracles.hasPlace("events[3].t: expected a number"))
        #expect(FuzzOracles.hasPlace("3:14: expected ',' or '}'"))
        #expect(FuzzOracles.hasPlace(#"scrollView["odd key: x"]: unknown"#))
        #expect(FuzzOracles.hasPlace("(root): missing required key \"scrollsim\""))
        #expect(!FuzzOracles.hasPlace("the scene was still moving 600 s after the last event"))
        #expect(FuzzOracles.containsNegativeZero("x -0.000 y"))
        #expect(FuzzOracles.containsNegativeZero("[-0]"))
        #expect(FuzzOracles.containsNegativeZero("y -0 → 5"))
        #expect(!FuzzOracles.containsNegativeZero("-0.001 10-0 -10.000 rate-0.e 0.-0 x-0"))
        let fused = "t  view  event  x  y  flags  detail\n   0.0000  v     didScroll  -10000000.000-10000000.000  ---\n"
        #expect(FuzzOracles.readBackProblems(fused) == ["text: 1 event lines do not read back"])
        #expect(FuzzOracles.errorProblems("events[0]: one\ntwo") == ["error on two lines: events[0]: one\ntwo"])
    }

    /// The binary run reports exit 2 with its line, and a run over the memory cap as a failure.
    @Test func theBinaryRunReportsStatusAndOutput() throws {
        let run = try #require(BinaryRun(["replay", "-"], stdin: Array("[1]".utf8), dataLimitKilobytes: 51_200))
        #expect(run.status == 2)
        #expect(
            String(decoding: run.stderr, as: UTF8.self)
                == "scrollsim: error: <stdin>: (root): expected an object, got an array\n")
        let starved = try #require(BinaryRun(["replay", "-"], stdin: Array("{}".utf8), dataLimitKilobytes: 64))
        #expect(starved.status != 0 && starved.status != 2)
    }
}
