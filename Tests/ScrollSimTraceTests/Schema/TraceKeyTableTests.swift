import ScrollSimJSON
import Testing

@testable import ScrollSimTrace
@testable import ScrollSimTraceFormat

/// Tests that the key tables `scrollsim schema` prints list exactly the keys the decoder accepts.
///
/// The key tables `scrollsim schema` prints list exactly the keys the decoder accepts: an unknown key `zzz` in each
/// object makes the decoder list every key it read, which must be the table's.
struct TraceKeyTableTests {
    static let frame = #""frame": {"x": 0, "y": 0, "width": 393, "height": 852}"#
    static let scrollView = #"{"# + frame + #", "contentSize": {"width": 393, "height": 2000}}"#
    static let touch = #"{"t": 0, "phase": "began", "x": 1, "y": 1}"#
    static let frameJSON =
        #"{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1}"#

    static func trace(root: String = "", scrollView: String = scrollView, events: String = touch) -> String {
        #"{"scrollsim": 1, "scrollView": "# + scrollView + #", "events": ["# + events + "]" + root + "}"
    }

    /// The keys the decoder lists for the `zzz` in `text`.
    static func listedKeys(_ text: String) throws -> [String] {
        do {
            _ = try Trace.decode(try JSONParser.parse(text))
        } catch let error as TraceDecodingError {
            let message = "\(error)"
            guard let range = message.range(of: #"unknown key "zzz" (expected "#) else {
                Issue.record("unexpected error: \(message)")
                return []
            }
            return message[range.upperBound...].dropLast().components(separatedBy: ", ")
        }
        Issue.record("no error for \(text)")
        return []
    }

    static func names(_ keys: [TraceKey]) -> [String] { keys.map(\.name).sorted() }

    @Test func headerObjects() throws {
        let scrollViewKeys = Self.names(TraceKeys.ScrollView.all) + [TraceKeys.ScrollView.behavior]
        let cases: [(String, [String])] = [
            (Self.trace(root: #", "screen": {"zzz": 1}"#), Self.names(TraceKeys.Screen.all)),
            (Self.trace(root: #", "log": {"zzz": 1}"#), Self.names(TraceKeys.Log.all)),
            (
                Self.trace(scrollView: #"{"# + Self.frame + #", "contentSize": {"width": 1, "height": 1}, "zzz": 1}"#),
                scrollViewKeys.sorted()
            ),
            (
                Self.trace(
                    scrollView: #"{"# + Self.frame + #", "flowLayout": {"zzz": 1}}"#),
                Self.names(TraceKeys.FlowLayout.all)
            ),
            (
                Self.trace(
                    scrollView: #"{"# + Self.frame + #", "flowLayout": {"itemCount": 1}, "scrollPosition": {"zzz": 1}}"#
                ),
                Self.names(TraceKeys.ScrollPosition.all)
            ),
            (
                Self.trace(
                    scrollView: #"{"# + Self.frame
                        + #", "contentSize": {"width": 1, "height": 1}, "refreshControl": {"zzz": 1}}"#),
                Self.names(TraceKeys.RefreshControl.all)
            ),
            (
                Self.trace(
                    root:
                        #", "recorded": {"frames": [{"t": 0, "offset": {"x": 0, "y": 0}, "contentSize": {"width": 1, "height": 1}, "zoomScale": 1, "zzz": 1}]}"#
                ),
                Self.names(TraceKeys.Recorded.frames.value.objectKeys)
            ),
            (
                Self.trace(events: #"{"t": 0, "phase": "began", "x": 1, "y": 1, "zzz": 1}"#),
                Self.names(TraceKeys.Event.touch)
            ),
            (
                Self.trace(root: #", "recorded": {"frames": [\#(Self.frameJSON)], "zzz": 1}"#),
                Self.names(TraceKeys.Recorded.all)
            ),
            (
                Self.trace(
                    root:
                        #", "recorded": {"frames": [\#(Self.frameJSON)], "scrollPhases": [{"t": 0, "old": "idle", "new": "tracking", "zzz": 1}]}"#
                ),
                Self.names(TraceKeys.Recorded.scrollPhases.value.objectKeys)
            ),
            (
                Self.trace(
                    root:
                        #", "recorded": {"frames": [\#(Self.frameJSON)], "targetUpdates": [{"t": 0, "proposed": {"x": 0, "y": 0}, "target": {"x": 0, "y": 0}, "velocity": {"x": 0, "y": 0}, "zzz": 1}]}"#
                ),
                Self.names(TraceKeys.Recorded.targetUpdates.value.objectKeys)
            ),
        ]
        for (text, expected) in cases {
            #expect(try Self.listedKeys(text) == expected, "\(text)")
        }
    }

    @Test func calls() throws {
        for (name, keys, _) in TraceKeys.Call.variants {
            let members = keys.map { key -> String in
                switch key.name {
                case "x", "y": "\"\(key.name)\": 0"
                case "animated": #""animated": false"#
                case "scale": #""scale": 1"#
                case "item": #""item": 0"#
                case "position": #""position": "top""#
                case "id": #""id": 0"#
                case "anchor": #""anchor": "top""#
                default: #""rect": {"x": 0, "y": 0, "width": 1, "height": 1}"#
                }
            }
            let refresh = name == "endRefreshing" ? #", "refreshControl": {}"# : ""
            let content =
                ["scrollToItem", "scrollTo", "setScrollPosition"].contains(name)
                ? #""flowLayout": {"itemCount": 1}"# + (name == "setScrollPosition" ? #", "scrollPosition": {}"# : "")
                : #""contentSize": {"width": 1, "height": 1}"#
            let scrollView = #"{"# + Self.frame + ", " + content + refresh + "}"
            let event = (["\"t\": 0", "\"call\": \"\(name)\""] + members + [#""zzz": 1"#]).joined(separator: ", ")
            let expected = (Self.names([TraceKeys.Event.time, TraceKeys.Call.call, TraceKeys.Call.view] + keys))
            #expect(
                try Self.listedKeys(Self.trace(scrollView: scrollView, events: "{" + event + "}")) == expected,
                "\(name)")
        }
    }

    /// Every built-in behaviour and gesture plug-in lists exactly its table (`type`/`t`, `gesture`,
    /// `finger` are the decoder's own).
    @Test func plugins() throws {
        let behaviors: [(String, String)] = [
            ("snapDrag", ""), ("cellPaging", ""), ("naivePaging", ""),
            ("snapPoints", #", "axis": "horizontal", "every": 10"#),
        ]
        for (type, members) in behaviors {
            let descriptor = try #require(PluginRegistry.builtIn.behavior(BehaviorType(type)))
            let scrollView =
                #"{"# + Self.frame + #", "contentSize": {"width": 1, "height": 1}, "behavior": {"type": ""# + type
                + "\""
                + members + #", "zzz": 1}}"#
            let expected = (Self.names(try #require(descriptor.keys)) + ["type"]).sorted()
            #expect(try Self.listedKeys(Self.trace(scrollView: scrollView)) == expected, "\(type)")
        }
        let gestures: [(String, String)] = [
            ("drag", #""from": {"x": 1, "y": 1}, "by": {"x": 0, "y": 10}, "duration": 0.1"#),
            ("fling", #""from": {"x": 1, "y": 1}, "velocity": {"x": 0, "y": 500}"#),
            ("tap", #""at": {"x": 1, "y": 1}"#),
            ("path", #""points": [{"x": 1, "y": 1, "t": 0}, {"x": 1, "y": 5, "t": 0.1}]"#),
            ("pinch", #""center": {"x": 1, "y": 1}, "scale": 2, "duration": 0.1"#),
        ]
        #expect(gestures.map(\.0).sorted() == PluginRegistry.builtIn.gestures.map(\.type.rawValue).sorted())
        for (type, members) in gestures {
            let descriptor = try #require(PluginRegistry.builtIn.gesture(GestureType(type)))
            let event = #"{"t": 0, "gesture": ""# + type + #"", "# + members + #", "zzz": 1}"#
            let expected = (Self.names(try #require(descriptor.keys)) + ["t", "gesture", "finger"]).sorted()
            #expect(try Self.listedKeys(Self.trace(events: event)) == expected, "\(type)")
        }
        #expect(PluginRegistry.builtIn.coordinators.allSatisfy { $0.keys != nil })
    }
}

extension TraceValueShape {
    /// The keys of an object shape, or of an array's object elements.
    var objectKeys: [TraceKey] {
        switch self {
        case .object(let object): object.keys
        case .array(let element, _, _): element.objectKeys
        default: []
        }
    }
}
