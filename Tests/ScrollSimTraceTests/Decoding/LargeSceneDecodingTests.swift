import Testing

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// Tests that scenes with thousands of views decode in linear time and their errors stay one short line.
///
/// Scenes with thousands of views or recognizers: decoding is linear (it was quadratic, 21 s for 6000 nested views in a
/// debug build) and errors about them stay one short line.
struct LargeSceneDecodingTests {
    /// A scene with `count` plain views nested in a chain under a scroll view, and `recognizers`
    /// extra pans on it.
    static func scene(views count: Int, recognizers: Int = 0, simultaneous: String = "[]") -> [UInt8] {
        var views = [
            #"{"id": "page", "kind": "scrollView", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 3000}}"#
        ]
        for index in 0..<count {
            let parent = index == 0 ? "page" : "v\(index - 1)"
            views.append(
                #"{"id": "v\#(index)", "kind": "view", "parent": "\#(parent)", "frame": {"x": 0, "y": 0, "width": "#
                    + #"393, "height": 300}}"#
            )
        }
        let pans = (0..<recognizers).map { #"{"id": "w\#($0)", "view": "v\#($0 % max(count, 1))"}"# }
        return Array(
            """
            {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852},
             "views": [\(views.joined(separator: ", "))],
              "recognizers": [\(pans.joined(separator: ", "))], "simultaneous": \(simultaneous)},
             "events": [{"t": 0, "phase": "began", "x": 200, "y": 100}, {"t": 0.1, "phase": "ended", "x": 200,
              "y": 100}]}
            """.utf8)
    }

    @Test func thousandsOfNestedViewsDecode() throws {
        let trace = try Replay.decode(Self.scene(views: 5000, recognizers: 2000))
        #expect(trace.scene?.views.count == 5001)
        #expect(trace.scene?.recognizers.count == 2000)
    }

    @Test func anUnknownNameAmongThousandsIsOneShortLine() {
        do {
            _ = try Replay.decode(Self.scene(views: 3, recognizers: 500, simultaneous: #"[["watcher", "page.pan"]]"#))
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == #"scene.simultaneous[0][0]: unknown recognizer "watcher" (expected page.pan, w0, w1, w2, w3, "#
                    + #"w4, w5, w6, w7, w8, … (491 more))"#
            )
        }
    }

    @Test func listsUpToTenNamesInFull() {
        #expect(Trace.listed((0..<10).map { "v\($0)" }) == "v0, v1, v2, v3, v4, v5, v6, v7, v8, v9")
        #expect(Trace.listed((0..<12).map { "v\($0)" }) == "v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, … (2 more)")
    }
}
