import Foundation

/// The time, peak memory and page size of `scrollsim view` on a long trace, and how long the page takes to open.
///
/// `scrollsim view` on a long trace (the replay benchmark's 200 000-event drag session), run as a child process: its
/// wall-clock time and peak memory, the page's size, and, when a headless `chromium` is on `PATH`, how long the page
/// takes to open: the time from navigation start to the end of its script (which decodes every line and draws the first
/// frame; the page records it as `data-ready-ms` on its body), and the wall-clock time of `chromium --headless
/// --dump-dom` on the page beside the same on an empty page (the browser's own start-up). Targets: under 2 MB and under
/// 1 s to open. Then the memory bound: the peak of one `scrollsim view` of a drag session ten times as long (1 000 000
/// events by default), target under 40 MB (the page is built in constant memory, so the peak must not grow with the
/// trace). Prints numbers; asserts nothing.
///
/// Usage: `scrollsim-bench view [--events N] [--runs N] [--bound-events N]`.
enum ViewBenchmark {
    static func run(arguments: [String]) {
        let (events, runs) = BenchmarkArguments.eventsAndRuns(arguments, events: 200_000, runs: 3)
        guard let binary = ChildProcess.scrollsimBinary(for: "view") else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-view-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = BenchmarkTraces.drags(events: events)
        let trace = folder + "/drag.json", page = folder + "/drag.html", empty = folder + "/empty.html"
        guard FileManager.default.createFile(atPath: trace, contents: Data(text.utf8)),
            FileManager.default.createFile(atPath: empty, contents: Data("<!DOCTYPE html><p>empty</p>".utf8))
        else {
            print("view benchmark: cannot write into \(folder)")
            return
        }
        var writes: [Double] = []
        var peak = 0
        for _ in 0..<runs {
            guard let child = ChildProcess.run(binary, ["view", trace, "-o", page]), child.status == 0 else {
                print("view benchmark: scrollsim view \(trace) failed")
                return
            }
            writes.append(child.seconds)
            peak = max(peak, child.peakKilobytes)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
        let format = ReplayBenchmark.format
        print(Machine.description())
        print("view benchmark: \(BenchmarkTraces.eventCount(text)) touch events, \(runs) runs, median (min–max)")
        print(
            "  scrollsim view     \(Spread(writes).text(3, " s")), peak RSS \(format(Double(peak) / 1024, 1)) MB")
        print("  page size          \(format(Double(size) / 1024, 1)) KB (target < 2 MB)")
        Self.printBound(binary, arguments: arguments, folder: folder)
        guard let browser = Self.browser() else {
            print("  open time          not measured: no chromium on PATH")
            return
        }
        var ready: [Double] = [], opened: [Double] = [], blank: [Double] = []
        for _ in 0..<runs {
            let start = Date()
            guard let dom = Self.dumpDOM(browser, page, profile: folder) else { break }
            opened.append(Date().timeIntervalSince(start))
            if let milliseconds = Self.readyMilliseconds(dom) { ready.append(milliseconds / 1000) }
            let blankStart = Date()
            _ = Self.dumpDOM(browser, empty, profile: folder)
            blank.append(Date().timeIntervalSince(blankStart))
        }
        if ready.isEmpty {
            print("  open time          not measured: the page did not report data-ready-ms")
            return
        }
        print("  open (page script) \(Spread(ready).text(3, " s")) (target < 1 s: navigation start to first frame)")
        print("  chromium --dump-dom \(Spread(opened).text(3, " s")) (an empty page: \(Spread(blank).text(3, " s")))")
    }

    /// The most peak resident memory `scrollsim view` may use on the long session (MB).
    static let boundMegabytes = 40.0

    /// Prints the peak of one `scrollsim view` of a drag session of `--bound-events` events beside its target.
    ///
    /// The default is 1 000 000 events.
    static func printBound(_ binary: String, arguments: [String], folder: String) {
        var events = 1_000_000
        if let index = arguments.firstIndex(of: "--bound-events"), index + 1 < arguments.count {
            events = Int(arguments[index + 1]) ?? events
        }
        let trace = folder + "/long.json", page = folder + "/long.html"
        guard FileManager.default.createFile(atPath: trace, contents: Data(BenchmarkTraces.drags(events: events).utf8))
        else {
            print("view benchmark: cannot write into \(folder)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: trace) }
        guard let child = ChildProcess.run(binary, ["view", trace, "-o", page]) else {
            print("view benchmark: scrollsim view \(trace) failed")
            return
        }
        let peak = Double(child.peakKilobytes) / 1024
        let verdict = peak < boundMegabytes ? "ok" : "OVER"
        print(
            "  \(BenchmarkTraces.dragEventCount(events)) events: peak RSS \(ReplayBenchmark.format(peak, 1)) MB "
                + "(target < \(ReplayBenchmark.format(boundMegabytes, 0)) MB: \(verdict)), "
                + "\(ReplayBenchmark.format(child.seconds, 2)) s")
    }

    /// The first of `chromium`, `chromium-browser` on `PATH`.
    static func browser() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// The serialized DOM of `page` after it loaded, or nil when the browser failed.
    static func dumpDOM(_ browser: String, _ page: String, profile: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)/browser-profile",
            "--dump-dom", "file://\(page)",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// `data-ready-ms="N"` of the page's body.
    static func readyMilliseconds(_ dom: String) -> Double? {
        guard let start = dom.range(of: "data-ready-ms=\"") else { return nil }
        return Double(dom[start.upperBound...].prefix { $0 != "\"" })
    }
}
