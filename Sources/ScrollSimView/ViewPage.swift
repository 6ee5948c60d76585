// `scrollsim view`: one self-contained HTML file that replays a trace's log.
import ScrollSimKit
import ScrollSimLog
@_spi(ScrollSimInternal) import ScrollSimSupport

/// The HTML replay page of a text log (`scrollsim view`, and `check --artifacts` for each failing trace).
///
/// Every view of the scene drawn as its frame over its moving content, the visible rect moving over each scroll view's
/// content, the fingers as dots with trails, each view's offset, flags, phase, velocity and zoom, a timeline with phase
/// bands and callback ticks, a scrubber, play/pause (real time and slowed), frame stepping with ←/→, the callback list
/// synced to the time and clickable, and with a golden its positions as a dashed ghost and the first difference marked.
/// `#t=1.25` in the URL opens it at that time.
///
/// The page is one file with no network access (no external script, style or font) and is
/// byte-identical for the same input: its data are the log's event lines as compact exact
/// columns (`ViewColumns`), read from the same text the log writer prints, and its script draws
/// everything when it loads. Each view's state at the shown time is in the page as the attributes
/// of one element per view: `data-view`, `data-t`, `data-offset-x`, `data-offset-y`, `data-flags`,
/// and `data-phase`, `data-velocity-x`, `data-velocity-y` (pt/s), `data-zoom`,
/// set synchronously while the page loads, so `chromium --headless --dump-dom FILE#t=1.25` reads
/// them back.
package enum ViewPage {
    /// The page of `log`, with the touch samples `fingers` and an optional `golden` as the ghost, as one text.
    ///
    /// The page of `log` (its header and lines, read with `ViewLogReader`; a replay's log with one line per `didScroll`
    /// call), with `fingers` (touch samples in log time, window points, in time order) and, when given, `golden` (a
    /// text log, in either `didScroll` mode) as the ghost, as one text.
    package static func html(
        log: ViewLogReader, golden: [UInt8]? = nil, fingers: [TouchSample], title: String? = nil
    ) -> String {
        let collected = ViewFingerSamples()
        for sample in fingers { collected.add(sample) }
        let page = PageWriter()
        // Without a spool nothing can fail.
        try? write(log: log, golden: golden.map { ViewLogReader($0) }, fingers: collected, title: title, to: page)
        return page.text
    }

    /// Writes the page of `log`, with `fingers` and an optional `golden` ghost, to `page` a column at a time.
    ///
    /// Writes the page of `log`, with the touch samples `fingers` and, when given, `golden`'s lines as the ghost, to
    /// `page`, a column at a time: the columns spilled to `spool` (the one the readers and samples used, if any) are
    /// read back one chunk at a time, so memory stays constant whatever the log's length. Fails only when the spool's
    /// scratch file did (the page is then incomplete). O(lines + samples).
    package static func write(
        log: ViewLogReader, golden goldenLog: ViewLogReader?, fingers: ViewFingerSamples, spool: ColumnSpool? = nil,
        title: String? = nil, to page: PageWriter
    ) throws(ColumnSpool.Failure) {
        let name = title ?? log.name ?? "scrollsim"
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(XMLText.escaped(name, attribute: false)) · scrollsim view</title>\n"
        out += "<style>\n\(style)</style>\n</head>\n<body>\n"
        out += "<header><h1>\(XMLText.escaped(name, attribute: false))</h1>\n"
        out += "<button id=\"play\">play</button> <select id=\"speed\" title=\"speed\">"
        out += "<option value=\"1\">1×</option><option value=\"0.25\">0.25×</option>"
        out += "<option value=\"0.1\">0.1×</option></select>\n"
        out += "<button id=\"prev\" title=\"previous line (←)\">◀</button>"
        out += "<button id=\"next\" title=\"next line (→)\">▶</button>\n"
        out +=
            "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"1\" step=\"1\" value=\"0\"> <span id=\"time\"></span>\n"
        out += "</header>\n<p id=\"difference\"></p>\n"
        out += "<main><svg id=\"scene\" xmlns=\"http://www.w3.org/2000/svg\"></svg><div id=\"maps\"></div></main>\n"
        out += "<section id=\"states\"></section>\n"
        out += "<div id=\"legend\"></div>\n"
        out += "<section id=\"timeline\"><div id=\"cursor\"></div></section>\n"
        out += "<section id=\"callbacks\"></section>\n"
        page.write(out + "<script id=\"data\" type=\"application/json\">")
        let end = max(log.restTime, goldenLog?.restTime ?? 0)
        page.write("{\"title\":\(ViewJSON.string(name)),\"end\":\(ViewColumns.units(end, scale: 10_000))")
        page.write(",\"scene\":\(log.sceneJSON),\"log\":")
        log.columns.write(to: page)
        let phases = PhaseSet.named.map { "[\(ViewJSON.string($0.name)),\($0.phase.rawValue)]" }
        page.write(",\"phases\":[" + phases.joined(separator: ",") + "]")
        if let goldenLog {
            page.write(",\"golden\":{\"log\":")
            goldenLog.columns.write(to: page)
            page.write("}")
        }
        page.write(",\"fingers\":")
        ViewFingers(fingers, spool: spool).write(to: page)
        page.write("}</script>\n")
        page.write("<script>\n\(decodingScript)\n\(drawingScript)\n\(controlsScript)\n</script>\n")
        page.write("</body>\n</html>\n")
        page.flush()
        if let failure = spool?.failure { throw failure }
    }

    /// The page's style sheet (system fonts only).
    static let style = """
        body { font: 13px system-ui, sans-serif; margin: 0 12px 24px; color: #222; }
        header { position: sticky; top: 0; background: #fff; padding: 8px 0; display: flex; gap: 8px; align-items: center; }
        h1 { font-size: 16px; margin: 0 12px 0 0; }
        #scrub { flex: 1; }
        #time { font-family: ui-monospace, monospace; min-width: 7em; }
        #difference { color: #d62828; cursor: pointer; margin: 4px 0; }
        main { display: flex; gap: 16px; align-items: flex-start; }
        #scene { width: 360px; max-height: 70vh; border: 1px solid #ccc; background: #fafafa; }
        #maps { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; } figure svg { width: 140px; height: 60vh; border: 1px solid #ddd; }
        figcaption { font-size: 11px; max-width: 140px; }
        .state { font-family: ui-monospace, monospace; white-space: pre; margin: 2px 0; }
        #timeline { position: relative; margin: 8px 0; } canvas { display: block; width: 100%; border-bottom: 1px solid #ddd; }
        #cursor { position: absolute; top: 0; bottom: 0; width: 2px; background: #222; pointer-events: none; }
        #callbacks { font-family: ui-monospace, monospace; white-space: pre; max-height: 40vh; overflow: auto; }
        #legend span { padding: 0 4px; font-size: 11px; }
        .row { cursor: pointer; padding: 1px 4px; } .row:hover { background: #eef; } .now { background: #ffe8a3; }

        """
}
