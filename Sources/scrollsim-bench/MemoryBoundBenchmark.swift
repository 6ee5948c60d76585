import Foundation
import ScrollSimTrace

/// The memory bound of issue 20, asserted: `scrollsim replay` of generated traces holding one long
/// drag of 10⁴, 10⁶ and 10⁷ touch samples (a 297-byte trace each: the samples come from the gesture,
/// at 480 Hz) must peak at most 50 MB of resident memory. Prints each figure; returns 1 when one
/// exceeds the bound (or a replay fails), so the benchmark exits non-zero.
///
/// **How the child's peak is measured.** `wait4` returns the child's `ru_maxrss`. On Linux that
/// figure is not the child's alone: `exec` records the high-water mark of the memory map it replaces
/// (`exec_mmap` → `setmax_mm_hiwater_rss` into the process's `signal->maxrss`), and a child made by
/// `posix_spawn` (a `vfork`) or `fork` replaces its parent's map (or a copy of it); so the figure is
/// max(child's own peak, parent's peak at the spawn). Reading `VmHWM` from `/proc/PID/status` gives
/// the child's own map only, but only while it runs: at exit its map is gone before `wait4` returns,
/// and catching the last moment needs `ptrace`, which Swift cannot call (a variadic C function). A
/// small intermediate that spawns and waits would still pass on its own peak. Choice: `wait4` from a
/// parent kept small (this process writes the traces itself, a few hundred bytes each, and holds
/// nothing else), and its own peak (`VmHWM` of `/proc/self/status`) printed as the floor: a figure
/// at that floor means "at most this much". The assertion is therefore conservative: it can fail
/// for a child that fits, never pass one that does not. Darwin's `ru_maxrss` is in bytes, and has
/// no such inheritance.
///
/// Usage: `scrollsim-bench memory [--samples 10000,1000000,10000000] [--bound-mb 50]`.
enum MemoryBoundBenchmark {
    /// The bound the README states: 50 MB of peak resident memory, whatever the input.
    static let defaultBoundMegabytes = 50

    /// Runs the assertion; returns the exit status (0: every replay within the bound).
    static func run(arguments: [String]) -> Int32 {
        var sampleCounts = [10_000, 1_000_000, 10_000_000]
        var boundMegabytes = defaultBoundMegabytes
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--samples": sampleCounts = value.split(separator: ",").compactMap { Int($0) }.filter { $0 > 1 }
            case "--bound-mb": boundMegabytes = max(1, Int(value) ?? boundMegabytes)
            default: break
            }
            index += 2
        }
        guard let binary = ChildProcess.scrollsimBinary(for: "memory") else { return 1 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-memory-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let floor = Self.ownPeakKilobytes().map { Self.megabytes($0) + " MB" } ?? "unknown"
        print(
            "memory bound: scrollsim replay of one drag gesture, peak RSS of the child (wait4) ≤ \(boundMegabytes) MB; "
                + "figures at or below this process's own peak (\(floor)) mean at most that")
        print("  touch samples   trace bytes   replay      peak RSS   verdict")
        var status: Int32 = 0
        for samples in sampleCounts {
            let path = folder + "/drag-\(samples).json"
            let trace = Self.drag(samples: samples)
            do { try FileSystem.writeAtomically(Array(trace.utf8), to: path) } catch {
                print("memory bound: cannot write \(path): \(error)")
                return 1
            }
            guard let child = ChildProcess.run(binary, ["replay", path]) else {
                print("memory bound: scrollsim replay \(path) failed (or was killed)")
                status = 1
                continue
            }
            let within = child.peakKilobytes <= boundMegabytes * 1024
            if !within { status = 1 }
            print(
                "  " + ReplayBenchmark.pad(String(samples), 13, right: true)
                    + ReplayBenchmark.pad(String(trace.utf8.count), 14, right: true)
                    + ReplayBenchmark.pad(ReplayBenchmark.format(child.seconds, 2) + " s", 10, right: true)
                    + ReplayBenchmark.pad(Self.megabytes(child.peakKilobytes) + " MB", 13, right: true)
                    + "   " + (within ? "ok" : "OVER \(boundMegabytes) MB"))
        }
        return status
    }

    /// A trace of one drag of `samples` touch samples at 480 Hz (the format's highest touch rate),
    /// 700 pt up over `samples / 480` s, so the content moves the whole time.
    static func drag(samples: Int) -> String {
        let duration = FixedPoint.shortest(Double(samples - 1) / 480)
        return #"{"scrollsim": 1, "screen": {"touchRate": 480}, "scrollView": {"frame": {"x": 0, "y": 0, "#
            + #""width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}}, "events": ["#
            + #"{"t": 0, "gesture": "drag", "from": {"x": 200, "y": 800}, "by": {"x": 0, "y": -700}, "#
            + #""duration": \#(duration)}]}"# + "\n"
    }

    /// This process's own peak resident memory (kB), from `/proc/self/status`; nil elsewhere.
    static func ownPeakKilobytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    static func megabytes(_ kilobytes: Int) -> String { ReplayBenchmark.format(Double(kilobytes) / 1024, 1) }
}
