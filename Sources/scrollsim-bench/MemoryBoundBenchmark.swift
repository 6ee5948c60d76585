import Foundation
@_spi(ScrollSimInternal) import ScrollSimSupport
import ScrollSimTrace

/// The replay's memory bound, asserted: long drags must replay in at most 50 MB of resident memory.
///
/// The replay's memory bound, asserted: `scrollsim replay` of generated traces holding one long drag of 10⁴, 10⁶ and
/// 10⁷ touch samples (a 297-byte trace each: the samples come from the gesture, at 480 Hz) must peak at most 50 MB of
/// resident memory. Prints each figure; returns 1 when one exceeds the bound (or a replay fails), so the benchmark
/// exits non-zero.
///
/// The child's own peak comes from `wait4` in the small `scrollsim-peak` intermediate (see there
/// why on Linux a spawned child's `ru_maxrss` starts from its parent's high-water mark); its floor,
/// the intermediate's own peak, is printed too.
///
/// Usage: `scrollsim-bench memory [--samples 10000,1000000,10000000] [--bound-mb 50]`.
enum MemoryBoundBenchmark {
    /// The bound the docs state (scrollsim.docc/Benchmarks.md): 50 MB of peak resident memory, whatever the input.
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
        print(Machine.description())
        print("memory bound: scrollsim replay of one drag gesture, the child's own peak RSS ≤ \(boundMegabytes) MB")
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
                    + "   " + (within ? "ok" : "OVER \(boundMegabytes) MB")
                    + " (floor \(Self.megabytes(child.floorKilobytes)) MB)")
        }
        return status
    }

    /// A trace of one drag of `samples` touch samples at 480 Hz, 700 pt up over `samples / 480` s.
    ///
    /// A trace of one drag of `samples` touch samples at 480 Hz (the format's highest touch rate), 700 pt up over
    /// `samples / 480` s, so the content moves the whole time.
    static func drag(samples: Int) -> String {
        let duration = FixedPoint.shortest(Double(samples - 1) / 480)
        return #"{"scrollsim": 1, "screen": {"touchRate": 480}, "scrollView": {"frame": {"x": 0, "y": 0, "#
            + #""width": 393, "height": 852}, "contentSize": {"width": 393, "height": 4000}}, "events": ["#
            + #"{"t": 0, "gesture": "drag", "from": {"x": 200, "y": 800}, "by": {"x": 0, "y": -700}, "#
            + #""duration": \#(duration)}]}"# + "\n"
    }

    static func megabytes(_ kilobytes: Int) -> String { ReplayBenchmark.format(Double(kilobytes) / 1024, 1) }
}
