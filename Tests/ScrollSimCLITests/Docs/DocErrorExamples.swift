// The traces whose replay prints the error and warning examples of traces/*.md and the DocC
// articles: `DocErrorExampleTests` checks each example against the tool's real output.

/// One documented message and a trace that makes `scrollsim replay trace.json` print it.
struct Example: Sendable, CustomStringConvertible {
    /// The message as the documentation shows it.
    var message: String
    /// The trace (the bytes of `trace.json`).
    var trace: String

    init(_ message: String, _ trace: String) {
        self.message = message
        self.trace = trace
    }

    var description: String { message }
}

enum DocErrorExamples {
    /// Lines of the docs' error blocks that start with the place (`events[4].value: …`): the tool
    /// prints them after `scrollsim: error: trace.json: `.
    static let placeLines: [Example] = [
        Example(
            "events[4].value: expected an object, got a number",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 1, \"call\": \"set\", \"property\": \"contentInset\", \"value\": 60}]}"
        ),
        Example(
            "events[4].value: unknown key \"tp\" (expected bottom, left, right, top)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 1, \"call\": \"set\", \"property\": \"contentInset\", \"value\": {\"tp\": 60}}]}"
        ),
        Example(
            "events[4].property: \"contentInset\" is a scrollView property, but \"sheet\" is a plain view (it has only \"frame\")",
            "{\"scrollsim\": 1, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}]}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 1, \"call\": \"set\", \"view\": \"sheet\", \"property\": \"contentInset\", \"value\": {\"top\": 60}}]}"
        ),
        Example(
            "events[4]: finger 0 is still dragging until 0.42 s (events[2]), but events[4] touches it at 0.4 s",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0.3, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"by\": {\"x\": 0, \"y\": -100}, \"duration\": 0.12}, {\"t\": 0.35, \"call\": \"scrollToTop\"}, {\"t\": 0.4, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "events[1]: finger 0 is already down (it began at events[0])",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}, {\"t\": 0.1, \"gesture\": \"tap\", \"at\": {\"x\": 200, \"y\": 600}}]}"
        ),
        Example(
            "events[0]: missing required key \"duration\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"to\": {\"x\": 200, \"y\": 500}}]}"
        ),
        Example(
            "events[0]: missing required key \"to\" (or \"by\")",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"duration\": 0.1}]}"
        ),
        Example(
            "events[0]: give either \"to\" or \"by\", not both",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"to\": {\"x\": 200, \"y\": 500}, \"by\": {\"x\": 0, \"y\": -100}, \"duration\": 0.1}]}"
        ),
        Example(
            "events[0].duration: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"to\": {\"x\": 200, \"y\": 500}, \"duration\": 0}]}"
        ),
        Example(
            "events[0].velocity: expected a speed of at least 1 pt/s, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"fling\", \"from\": {\"x\": 200, \"y\": 600}, \"velocity\": {\"x\": 0, \"y\": 0}}]}"
        ),
        Example(
            "events[0].points[2].t: expected a time greater than 0.1 (the previous point's t), got 0.1",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"path\", \"points\": [{\"t\": 0, \"x\": 200, \"y\": 600}, {\"t\": 0.1, \"x\": 200, \"y\": 550}, {\"t\": 0.1, \"x\": 200, \"y\": 500}]}]}"
        ),
        Example(
            "events[0].points[0].t: expected 0 (the first point starts the motion), got 0.05",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"path\", \"points\": [{\"t\": 0.05, \"x\": 200, \"y\": 600}, {\"t\": 0.1, \"x\": 200, \"y\": 550}]}]}"
        ),
        Example(
            "events[0]: unknown key \"holdBefore\" (expected at, count, duration, finger, gesture, t)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"tap\", \"at\": {\"x\": 200, \"y\": 600}, \"holdBefore\": 0.1}]}"
        ),
        Example(
            "scrollView.behavior: missing required key \"type\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.type: expected one of snapDrag, cellPaging, naivePaging, snapPoints, got \"carousel\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"carousel\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.itemWidth: expected a number from 0.001 to 10000000, got -3",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"cellPaging\", \"itemWidth\": -3, \"itemSpacing\": 10, \"sectionInset\": 40, \"axis\": \"horizontal\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.itemSpacing: expected a number from 0 to 10000000, got -1",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"cellPaging\", \"itemWidth\": 313, \"itemSpacing\": -1, \"sectionInset\": 40, \"axis\": \"horizontal\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.axis: expected one of horizontal, vertical, got \"diagonal\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"cellPaging\", \"itemWidth\": 313, \"itemSpacing\": 10, \"sectionInset\": 40, \"axis\": \"diagonal\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior: unknown key \"pageWidth\" (expected axis, itemSpacing, itemWidth, sectionInset, type)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"cellPaging\", \"itemWidth\": 313, \"itemSpacing\": 10, \"sectionInset\": 40, \"axis\": \"horizontal\", \"pageWidth\": 3}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.snapPoints: give either \"snapPoint\" or \"snapPoints\", not both",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapDrag\", \"snapPoint\": {\"x\": 0, \"y\": 100}, \"snapPoints\": [{\"x\": 0, \"y\": 100}]}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.snapPoints: expected at least one point",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapDrag\", \"snapPoints\": []}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.snapPoints[1]: expected an object, got a number",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapDrag\", \"snapPoints\": [{\"x\": 0, \"y\": 100}, 3]}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "(root): a trace has either \"scrollView\" or \"scene\", not both",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}]}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scene.views[1].parent: unknown view \"list\" (expected sheet) (parents come before their children)",
            "{\"scrollsim\": 1, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"header\", \"kind\": \"view\", \"parent\": \"list\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 200}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}]}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scene.coordinator.list: unknown scrollView \"header\" (expected list)",
            "{\"scrollsim\": 1, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}], \"coordinator\": {\"type\": \"threeStageSheet\", \"container\": \"sheet\", \"list\": \"header\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scene.coordinator: expected topShowHeight > middleShowHeight > lowestShowHeight, got 778, 200, 255.6",
            "{\"scrollsim\": 1, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}], \"coordinator\": {\"type\": \"threeStageSheet\", \"container\": \"sheet\", \"list\": \"list\", \"middleShowHeight\": 200, \"lowestShowHeight\": 255.6}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scene.simultaneous[0][1]: unknown recognizer \"sheet.pan\" (expected list.pan, sheet.sheetPan)",
            "{\"scrollsim\": 1, \"scene\": {\"window\": {\"width\": 393, \"height\": 852}, \"views\": [{\"id\": \"sheet\", \"kind\": \"view\", \"frame\": {\"x\": 0, \"y\": 400, \"width\": 393, \"height\": 778}}, {\"id\": \"list\", \"kind\": \"scrollView\", \"parent\": \"sheet\", \"frame\": {\"x\": 0, \"y\": 200, \"width\": 393, \"height\": 578}, \"contentSize\": {\"width\": 393, \"height\": 2000}}], \"coordinator\": {\"type\": \"threeStageSheet\", \"container\": \"sheet\", \"list\": \"list\"}, \"simultaneous\": [[\"list.pan\", \"sheet.pan\"]]}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.scrollTargetBehavior: expected one of paging, viewAligned, got \"carousel\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"scrollTargetBehavior\": \"carousel\"}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.scrollTargetBehavior.limitBehavior: expected one of automatic, always, never, alwaysByOne, alwaysByFew, got \"alwaysByTwo\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"flowLayout\": {\"itemSize\": {\"width\": 313, \"height\": 600}, \"itemCount\": 12, \"scrollDirection\": \"horizontal\"}, \"scrollTargetBehavior\": {\"type\": \"viewAligned\", \"limitBehavior\": \"alwaysByTwo\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.scrollTargetBehavior: \"viewAligned\" needs a \"flowLayout\" (its items are the views it aligns to)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"scrollTargetBehavior\": \"viewAligned\"}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.points: expected at least one offset",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapPoints\", \"axis\": \"vertical\", \"points\": []}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.every: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapPoints\", \"axis\": \"vertical\", \"every\": 0}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.behavior.rule: expected one of nearest, byVelocity, byVelocityOrNearest, got \"fast\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"behavior\": {\"type\": \"snapPoints\", \"axis\": \"vertical\", \"every\": 100, \"rule\": \"fast\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.flowLayout.itemSize.width: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"flowLayout\": {\"itemSize\": {\"width\": 0, \"height\": 600}, \"itemCount\": 12, \"scrollDirection\": \"horizontal\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.flowLayout.snap: expected one of none, center, leading, byVelocity, byVelocityOrNearest, got \"paging\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"flowLayout\": {\"itemSize\": {\"width\": 313, \"height\": 600}, \"itemCount\": 12, \"scrollDirection\": \"horizontal\", \"snap\": \"paging\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollView.contentSize: the \"flowLayout\" sets the content size: give one of them",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"flowLayout\": {\"itemSize\": {\"width\": 313, \"height\": 600}, \"itemCount\": 12, \"scrollDirection\": \"horizontal\"}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "events[4].property: expected one of contentInset, contentSize, frame, contentOffset, isPagingEnabled, isScrollEnabled, bounces, decelerationRate, zoomScale, minimumZoomScale, maximumZoomScale, bouncesZoom, safeAreaInsets, contentInsetAdjustmentBehavior, zoomView.frame, screen.orientation, got \"contentInsets\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 0, \"call\": \"scrollToTop\"},{\"t\": 1, \"call\": \"set\", \"property\": \"contentInsets\", \"value\": {\"top\": 60}}]}"
        ),
        Example(
            "events[0].gesture: expected one of drag, fling, tap, path, pinch, got \"swipe\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"swipe\"}]}"
        ),
    ]

    /// Whole lines of the docs (`scrollsim: error: …` and `scrollsim: warning: …`).
    static let fullLines: [Example] = [
        Example(
            "scrollsim: error: trace.json: events[12].t: expected a time ≥ 1.25 (the previous event's t), got 1.2",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 1.25, \"call\": \"scrollToTop\"}, {\"t\": 1.2, \"call\": \"scrollToTop\"}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[3]: unknown key \"fingr\" (did you mean finger?)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}, {\"t\": 0.1, \"phase\": \"moved\", \"x\": 10, \"y\": 20}, {\"t\": 0.2, \"phase\": \"moved\", \"x\": 10, \"y\": 21}, {\"t\": 1, \"phase\": \"moved\", \"x\": 10, \"y\": 90, \"fingr\": 1}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[3]: unknown key \"z\" (expected finger, phase, t, x, y)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}, {\"t\": 0.1, \"phase\": \"moved\", \"x\": 10, \"y\": 20}, {\"t\": 0.2, \"phase\": \"moved\", \"x\": 10, \"y\": 21}, {\"t\": 1, \"phase\": \"moved\", \"x\": 10, \"y\": 90, \"z\": 1}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollView: unknown key \"contentsize\" (did you mean contentSize?)",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentsize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[5].phase: finger 0 is not down (expected \"began\" before \"moved\")",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 1, \"phase\": \"moved\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollView.decelerationRate: expected a number greater than 0 and less than 1, got 1.5",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"decelerationRate\": 1.5}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollsim: unsupported format version 2 (this build reads 1)",
            "{\"scrollsim\": 2, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollView.zoomScale: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3, \"zoomScale\": 0}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollView.minimumZoomScale: expected at most maximumZoomScale (3), got 4",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 4, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: scrollView.maximumZoomScale: expected at least minimumZoomScale (1, the default), got 0.5",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"maximumZoomScale\": 0.5}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[0].distance: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"gesture\": \"pinch\", \"center\": {\"x\": 100, \"y\": 200}, \"scale\": 2, \"duration\": 0.3, \"distance\": 0}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[0].fingers: expected two different fingers, got finger 1 twice",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"gesture\": \"pinch\", \"center\": {\"x\": 100, \"y\": 200}, \"scale\": 2, \"duration\": 0.3, \"fingers\": [1, 1]}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[0].finger: a pinch names its two fingers in \"fingers\", not \"finger\"",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"gesture\": \"pinch\", \"center\": {\"x\": 100, \"y\": 200}, \"scale\": 2, \"duration\": 0.3, \"finger\": 1}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[2].rect.width: expected a number from 0.001 to 10000000, got 0",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 1, \"call\": \"zoomTo\", \"rect\": {\"x\": 0, \"y\": 0, \"width\": 0, \"height\": 100}, \"animated\": false}]}"
        ),
        Example(
            "scrollsim: error: trace.json: events[1]: finger 1 is still pinching until 0.3 s (events[0]), but events[1] touches it at 0.1 s",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}}, \"minimumZoomScale\": 1, \"maximumZoomScale\": 3}, \"events\": [{\"t\": 0, \"gesture\": \"pinch\", \"center\": {\"x\": 100, \"y\": 200}, \"scale\": 2, \"duration\": 0.3}, {\"t\": 0.1, \"phase\": \"began\", \"finger\": 1, \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "scrollsim: warning: trace.json: events[5]: finger 0 moved 1500 s after its previous sample (events[4]); are the times in milliseconds?",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"phase\": \"moved\", \"x\": 10, \"y\": 20}, {\"t\": 1500, \"phase\": \"moved\", \"x\": 10, \"y\": 30}]}"
        ),
        Example(
            "scrollsim: warning: trace.json: events[0]: the drag gesture lasts 300 s; are the times in milliseconds?",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"gesture\": \"drag\", \"from\": {\"x\": 200, \"y\": 600}, \"by\": {\"x\": 0, \"y\": -100}, \"duration\": 300}]}"
        ),
        Example(
            "scrollsim: error: trace.json: 14:7: expected ',' or '}' after an object member, found '\"'",
            "{\n \"scrollsim\": 1,\n \"scrollView\": {\n  \"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852},\n  \"contentSize\": {\"width\": 393, \"height\": 2000}\n },\n \"events\": [\n  {\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10},\n  {\"t\": 0.1, \"phase\": \"moved\", \"x\": 10, \"y\": 20},\n  {\"t\": 0.2, \"phase\": \"moved\", \"x\": 10, \"y\": 30},\n  {\"t\": 0.3, \"phase\": \"moved\", \"x\": 10, \"y\": 40},\n  {\"t\": 0.4, \"phase\": \"moved\", \"x\": 10, \"y\": 50},\n  {\"t\": 0.5, \"phase\": \"moved\",\n\"x\":1 \"y\": 60}\n ]\n}\n"
        ),
    ]

    /// Messages quoted inline in the docs' prose: part of what the tool prints.
    static let fragments: [Example] = [
        Example(
            "scrollsim: error: trace.json: events[12].t: expected a time ≥ 1.25 (the previous event's t), got 1.2",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 0, \"call\": \"scrollToTop\"}, {\"t\": 1.25, \"call\": \"scrollToTop\"}, {\"t\": 1.2, \"call\": \"scrollToTop\"}]}"
        ),
        Example(
            "expected a time ≥ 1.50 (the previous event's t), got 2e-1",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 1.50, \"call\": \"scrollToTop\"}, {\"t\": 2e-1, \"call\": \"scrollToTop\"}]}"
        ),
        Example(
            "1:1: expected a value, found U+0000",
            "\0"),
        Example(
            "recorded.frames[12].t: expected a time ≥ 0.2 (the previous frame's t), got 0.1",
            "{\"scrollsim\": 1, \"recorded\": {\"frames\": [{\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0.2, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}, {\"t\": 0.1, \"offset\": {\"x\": 0, \"y\": 0}, \"contentSize\": {\"width\": 393, \"height\": 2000}, \"zoomScale\": 1}]}, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        ),
        Example(
            "events[3].finger: expected an integer from 0 to 20, got 2.1E+1",
            "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, \"contentSize\": {\"width\": 393, \"height\": 2000}}, \"events\": [{\"t\": 0, \"phase\": \"began\", \"x\": 10, \"y\": 10}, {\"t\": 0.1, \"phase\": \"moved\", \"x\": 10, \"y\": 20}, {\"t\": 0.2, \"phase\": \"moved\", \"x\": 10, \"y\": 21}, {\"t\": 1, \"phase\": \"moved\", \"x\": 10, \"y\": 90, \"finger\": 2.1E+1}]}"
        ),
    ]
}
