import Foundation
import ScrollSimTrace
import Testing

/// `scene` validation: each row edits a valid sheet trace and expects one error line naming the
/// JSON path.
struct SceneDecodingTests {
    static let valid = """
        {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852},
          "views": [
            {"id": "sheet", "kind": "view", "frame": {"x": 0, "y": 0, "width": 393, "height": 778}},
            {"id": "header", "kind": "view", "parent": "sheet", "frame": {"x": 0, "y": 0, "width": 393, "height": 200}},
            {"id": "list", "kind": "scrollView", "parent": "sheet", "frame": {"x": 0, "y": 200, "width": 393,
             "height": 578},
             "contentSize": {"width": 393, "height": 2000}}],
          "coordinator": {"type": "threeStageSheet", "container": "sheet", "list": "list"}},
         "events": [{"t": 0, "phase": "began", "x": 200, "y": 500}, {"t": 0.1, "phase": "ended", "x": 200, "y": 500}]}
        """

    static func decode(_ text: String) -> String? {
        do {
            _ = try Replay.decode(Array(text.utf8))
            return nil
        } catch { return error.description }
    }

    @Test func theValidSceneDecodes() throws {
        let trace = try Replay.decode(Array(Self.valid.utf8))
        let scene = try #require(trace.scene)
        #expect(scene.views.map(\.id) == ["sheet", "header", "list"])
        #expect(trace.scrollView.id == "list")
        #expect(scene.coordinator?.recognizerNames == ["sheet.sheetPan"])
    }

    @Test(arguments: [
        (
            "\"scene\": {",
            "\"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"contentSize\": "
                + "{\"width\": 1, \"height\": 1}}, \"scene\": {",
            "(root): a trace has either \"scrollView\" or \"scene\", not both"
        ),
        ("\"scene\"", "\"scenery\"", "(root): missing required key \"scrollView\" (or \"scene\")"),
        ("\"window\"", "\"windows\"", "scene: unknown key \"windows\" (did you mean window?)"),
        (
            "\"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 778}",
            "\"kind\": \"label\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 778}",
            "scene.views[0].kind: expected one of view, scrollView, got \"label\""
        ),
        ("{\"id\": \"header\"", "{\"id\": \"sheet\"", "scene.views[1].id: duplicate view id \"sheet\""),
        (
            "\"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 0,",
            "\"parent\": \"list\", \"frame\": {\"x\": 0, \"y\": 0,",
            "scene.views[1].parent: unknown view \"list\" (expected sheet) (parents come before their children)"
        ),
        (
            "\"list\": \"list\"", "\"list\": \"header\"",
            "scene.coordinator.list: unknown scrollView \"header\" (expected list)"
        ),
        (
            "\"type\": \"threeStageSheet\"", "\"type\": \"sheet\"",
            "scene.coordinator.type: expected one of threeStageSheet, projectedSheet, dynamicsScroll, got \"sheet\""
        ),
        (
            "\"list\": \"list\"}", "\"list\": \"list\", \"middleShowHeight\": 200}",
            "scene.coordinator: expected topShowHeight > middleShowHeight > lowestShowHeight, got 778, 200, 255.6"
        ),
        (
            "\"list\": \"list\"}", "\"list\": \"list\"}, \"simultaneous\": [[\"list.pan\", \"sheet.pan\"]]",
            "scene.simultaneous[0][1]: unknown recognizer \"sheet.pan\" (expected list.pan, sheet.sheetPan)"
        ),
        (
            "\"list\": \"list\"}", "\"list\": \"list\"}, \"simultaneous\": [[\"list.pan\"]]",
            "scene.simultaneous[0]: expected a pair of recognizer names, got 1 elements"
        ),
        (
            "\"list\": \"list\"}",
            "\"list\": \"list\"}, \"recognizers\": [{\"id\": \"list.pan\", \"view\": \"header\"}]",
            "scene.recognizers[0].id: duplicate recognizer name \"list.pan\""
        ),
        (
            "\"list\": \"list\"}", "\"list\": \"list\"}, \"actionOrder\": \"random\"",
            "scene.actionOrder: expected one of deepestFirst, outermostFirst, got \"random\""
        ),
        (
            "{\"t\": 0.1,", "{\"t\": 0.05, \"call\": \"scrollToTop\", \"view\": \"sheet\"}, {\"t\": 0.1,",
            "events[1].view: unknown view \"sheet\" (expected list)"
        ),
    ])
    func errorsNameThePath(_ find: String, _ replacement: String, _ expected: String) {
        #expect(Self.valid.contains(find))
        #expect(Self.decode(Self.valid.replacingOccurrences(of: find, with: replacement)) == expected)
    }
}
