import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests `scrollsim view` pages in headless Chromium: each view's drawn offsets match the log at five times.
///
/// `scrollsim view` pages opened in a real headless browser (Debian's `chromium`, which CI installs): the page is
/// loaded at five times through its `#t=` fragment, and each view's `data-offset-x`/`data-offset-y` read back from the
/// serialized DOM must be the offsets the log prints for that view at that time (its last line at or before it), within
/// `tolerance`.
@Suite(.enabled(if: HeadlessBrowser.shouldRun, HeadlessBrowser.skipReason))
struct ViewBrowserTests {
    /// How far a read-back offset may be from the log's (pt).
    ///
    /// The page stores the log's own thousandths, so any difference at all would be a bug; 0.5 pt
    /// is the bound.
    static let tolerance = 0.5

    /// A page and the text log (one line per `didScroll` call) it must agree with.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var trace: String
        /// A golden (the repository path of a log) and an edit of it that makes `check` fail:
        /// the page then comes from `check --artifacts`.
        var failingGolden: (path: String, replace: String, with: String)?
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "fling", trace: "traces/core/fling-normal-rate.json"),
        Case(name: "three views", trace: "traces/scenes/fjf-list-takeover-from-middle.json"),
        Case(
            name: "failing golden in runs mode", trace: "traces/core/fling-normal-rate-runs.json",
            failingGolden: (
                "traces/core/fling-normal-rate-runs.log", "target (0.000, 5673.000)", "target (0.000, 5600.000)"
            )),
    ]

    @Test(arguments: cases)
    func offsetsReadBackFromThePageAreTheLogs(_ testCase: Case) throws {
        let browser = try #require(HeadlessBrowser.path, "chromium is required under CI=true")
        let folder = Scratch()
        let trace = try String(contentsOfFile: PackageRoot.path + "/" + testCase.trace, encoding: .utf8)
        folder.write("traces/case.json", trace)
        let page: String
        if let golden = testCase.failingGolden {
            let text = try String(contentsOfFile: PackageRoot.path + "/" + golden.path, encoding: .utf8)
            #expect(text.contains(golden.replace))
            folder.write("traces/case.log", text.replacingOccurrences(of: golden.replace, with: golden.with))
            let check = try ToolRun(["check", "traces", "--artifacts", "artifacts"], in: folder)
            #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
            page = folder.path + "/artifacts/traces/case.view.html"
        } else {
            let view = try ToolRun(["view", "traces/case.json", "-o", "case.html"], in: folder)
            #expect(view.status == 0, "\(view.stderr)")
            #expect(view.stdout == "case.html\n")
            page = folder.path + "/case.html"
        }
        #expect(FileManager.default.fileExists(atPath: page))
        let replay = try ToolRun(["replay", "traces/case.json", "--didscroll", "every"], in: folder)
        let log = TextLog(Array(replay.stdout.utf8))
        let lines = log.lines
        try #require(lines.count > 8)
        let end = log.finals.map(\.restTime).max() ?? 0
        let middle = lines.count / 2
        let times = [
            0, lines[lines.count / 4].time, (lines[middle].time + lines[middle + 1].time) / 2,
            lines[3 * lines.count / 4].time, end,
        ].map { ($0 * 10_000).rounded() / 10_000 }
        for time in times {
            let states = try HeadlessBrowser.viewStates(browser, page: page, time: time, profile: folder.path)
            #expect(states.map(\.view) == log.views, "at \(time) s")
            for state in states {
                let expected =
                    lines.last { $0.view == state.view && $0.time <= time + 1e-9 }?.offset
                    ?? Self.headerOffset(log, state.view)
                #expect(state.t == time, "\(state.view)")
                #expect(abs(state.x - expected.x) <= Self.tolerance, "\(state.view) x at \(time) s")
                #expect(abs(state.y - expected.y) <= Self.tolerance, "\(state.view) y at \(time) s")
            }
        }
    }

    /// A page's drawing at one time, as the DOM says it after the script ran.
    struct DrawingCase: CustomTestStringConvertible, Sendable {
        var name: String, trace: String, time: Double
        /// Text the serialized DOM contains.
        var expected: [String]
        var testDescription: String { name }
    }

    /// A case that checks the drawn content grid, the velocity during a hold and a zoom bounce's phase.
    ///
    /// The content is a grid (a pattern moved with the offset on both axes and scaled with the zoom), with the header's
    /// items; the velocity is 0 during a hold; a zoom bounce is animating.
    @Test(arguments: [
        DrawingCase(
            name: "horizontal cell pager", trace: "traces/behaviors/cell-paging-flick-hard.json", time: 0.3,
            expected: [
                "<pattern id=\"grid0\"", "fill=\"url(#grid0)\"", "data-grid=\"50\"", "class=\"items\"",
                "patternTransform=\"translate(-", "data-phase=\"decelerating/bouncing\"",
            ]),
        DrawingCase(
            name: "zoom bounce", trace: "traces/zoom/pinch-out-below-minimum-bounces.json", time: 0.6,
            expected: [
                "fill=\"url(#grid0)\"", "scale(0.822)\"", "data-phase=\"animating\"", "data-zoom=\"0.822\"",
            ]),
        DrawingCase(
            name: "held finger", trace: "traces/gestures/drag-hold-no-fling.json", time: 0.3,
            expected: ["data-phase=\"dragging\"", "data-velocity-x=\"0.0\" data-velocity-y=\"0.0\""]),
    ])
    func theGridPhaseAndVelocityDraw(_ drawing: DrawingCase) throws {
        let browser = try #require(HeadlessBrowser.path, "chromium is required under CI=true")
        let folder = Scratch()
        folder.write("case.json", try String(contentsOfFile: PackageRoot.file(drawing.trace), encoding: .utf8))
        let view = try ToolRun(["view", "case.json", "-o", "case.html"], in: folder)
        #expect(view.status == 0, "\(view.stderr)")
        let dom = try HeadlessBrowser.dom(
            browser, page: folder.path + "/case.html", time: drawing.time, profile: folder.path)
        for text in drawing.expected { #expect(dom.contains(text), "\(text)") }
    }

    /// The `contentOffset` a view's header gives (before its first line), zero without one.
    static func headerOffset(_ log: TextLog, _ view: String) -> Point {
        let field = log.viewFields[view]?.first { $0.name == "contentOffset" }?.value ?? ""
        let numbers = field.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
        return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : Point(x: 0, y: 0)
    }
}

/// Runs `chromium --headless --dump-dom` and reads the page's per-view state elements back.
enum HeadlessBrowser {
    /// The browser's path: the first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Under CI (`CI=true`) the test always runs, and fails when there is no browser.
    static let shouldRun = path != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    static let skipReason: Comment =
        "no chromium on PATH (CI installs Debian's chromium; locally: apt-get install chromium)"

    /// One element's state: `data-view`, `data-t`, `data-offset-x`, `data-offset-y`.
    struct ViewState {
        var view: String, t: Double, x: Double, y: Double
    }

    /// The states in the DOM of `page` opened at `#t=time`.
    static func viewStates(_ browser: String, page: String, time: Double, profile: String) throws -> [ViewState] {
        states(in: try dom(browser, page: page, time: time, profile: profile))
    }

    /// The serialized DOM of `page` opened at `#t=time`.
    static func dom(_ browser: String, page: String, time: Double, profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let fragment = String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), time)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)/browser-profile",
            "--dump-dom", "file://\(page)#t=\(fragment)",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The `<div class="state" data-view=…>` elements of a serialized DOM, in document order.
    static func states(in dom: String) -> [ViewState] {
        var states: [ViewState] = []
        var rest = dom[...]
        while let start = rest.range(of: "data-view=\"") {
            let tag = rest[start.lowerBound...].prefix { $0 != ">" }
            func attribute(_ name: String) -> String? {
                guard let open = tag.range(of: "\(name)=\"") else { return nil }
                return String(tag[open.upperBound...].prefix { $0 != "\"" })
            }
            if let view = attribute("data-view"), let t = attribute("data-t").flatMap(Double.init),
                let x = attribute("data-offset-x").flatMap(Double.init),
                let y = attribute("data-offset-y").flatMap(Double.init)
            {
                states.append(ViewState(view: view, t: t, x: x, y: y))
            }
            rest = rest[start.upperBound...]
        }
        return states
    }
}

/// `scrollsim view`'s command line, without a browser.
struct ViewCommandTests {
    let folder = Scratch()

    @Test func writesThePageBesideTheTraceAndPrintsItsPath() throws {
        folder.write("traces/drag.json", Traces.drag())
        let run = try ToolRun(["view", "traces/drag.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "traces/drag.html\n" && run.stderr.isEmpty)
        let page = try #require(folder.read("traces/drag.html"))
        let again = try ToolRun(["view", "-"], in: folder, stdin: Traces.drag())
        #expect(again.stdout == page, "- reads standard input and prints the page")
    }

    @Test func badInputIsOneLineAndExitStatusTwo() throws {
        folder.write("bad.json", Traces.wrongType)
        folder.write("drag.json", Traces.drag())
        let cases: [([String], String)] = [
            (["view", "bad.json"], "scrollsim: error: bad.json: "),
            (["view", "missing.json"], "scrollsim: error: missing.json: "),
            (["view", "drag.json", "--golden", "missing.log"], "scrollsim: error: missing.log: "),
            (["view", "drag.json", "-o", "drag.json"], "scrollsim: error: drag.json: refusing to write over"),
            (["view", "drag.json", "-o", "no/such/folder/x.html"], "scrollsim: error: no/such/folder/x.html: "),
        ]
        for (arguments, prefix) in cases {
            let run = try ToolRun(arguments, in: folder)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix(prefix) && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
        #expect(folder.read("drag.json") == Traces.drag(), "the trace is untouched")
        let usage = try ToolRun(["view"], in: folder)
        #expect(usage.status == 2 && usage.stderr.contains("missing expected argument '<trace>'"))
    }
}
