import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Tests that `scrollsim replay` streams its input in constant memory and fails early on bad input.
///
/// `scrollsim replay` streams: constant memory through a pipe (measured on the running process), garbage fails at its
/// first byte, large inputs are refused, and the log never overwrites its trace.
struct StreamingReplayTests {
    /// Flicks of `Traces.drag`'s shape, `gestures` of them, as the text of the events (no brackets).
    static func flickEvents(from first: Int, count: Int) -> String {
        var lines: [String] = []
        for gesture in first..<first + count {
            let start = Double(gesture) * 0.6
            lines.append(#"{"t": \#(start), "phase": "began", "x": 196.5, "y": 700}"#)
            for step in 1...10 {
                lines.append(
                    #"{"t": \#(start + Double(step) * 0.008), "phase": "moved", "x": 196.5, "y": \#(700 - 9 * step)}"#)
            }
            lines.append(#"{"t": \#(start + 0.088), "phase": "ended", "x": 196.5, "y": 610}"#)
        }
        return lines.joined(separator: ",\n")
    }

    static let header = """
        {"scrollsim": 1, "name": "stream", "screen": {"refreshRate": 60},
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                        "contentSize": {"width": 393, "height": 10000000}, "contentOffset": {"x": 0, "y": 0}},
         "events": [

        """

    /// A field of `/proc/PID/status` or `/proc/PID/io`, as a number (kB for memory, bytes for io).
    static func procField(_ pid: Int32, _ file: String, _ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/\(file)", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// The members of `header` but `events`, for a trace that writes them after its events.
    static let trailer = """
        ],
         "scrollsim": 1, "name": "stream", "screen": {"refreshRate": 60},
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                        "contentSize": {"width": 393, "height": 10000000}, "contentOffset": {"x": 0, "y": 0}}}

        """

    /// Tests that replaying a piped trace keeps peak memory flat as the trace grows, whether the header comes first or
    /// last.
    ///
    /// Feeds a growing trace to `scrollsim replay -` through a pipe and reads the process's peak resident memory
    /// (VmHWM) after 200 and after 2 400 gestures (2 400 and 28 800 events): it must not grow with the trace, whether
    /// the header comes first (the events stream) or after the events (they are spooled to a temporary file, not kept
    /// in memory).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")), arguments: [false, true])
    func aPipedTraceReplaysInConstantMemory(eventsFirst: Bool) throws {
        let process = Process()
        process.executableURL = ToolRun.binary
        process.arguments = ["replay", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let pid = process.processIdentifier
        var written = 0
        // A replay that fails early closes the pipe: report that as a failure, not a SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writeEnd = input.fileHandleForWriting.fileDescriptor
        func feed(_ text: String) {
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let count = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if count <= 0 { return }
                bytes = bytes.dropFirst(count)
                written += count
            }
        }
        /// Waits until the process has read everything written, then reads its peak memory.
        func peakAfterReadingAll() -> Int? {
            for _ in 0..<6000 {
                if let read = Self.procField(pid, "io", "rchar"), read >= written { break }
                usleep(10_000)
            }
            usleep(200_000)
            return Self.procField(pid, "status", "VmHWM")
        }
        feed((eventsFirst ? "{\"events\": [\n" : Self.header) + Self.flickEvents(from: 0, count: 200))
        let small = peakAfterReadingAll()
        var gesture = 200
        // Events first: 12 000 gestures (~8 MB of events) that a spool in memory would hold.
        while gesture < (eventsFirst ? 12_000 : 2_400) {
            feed(",\n" + Self.flickEvents(from: gesture, count: 200))
            gesture += 200
        }
        let large = peakAfterReadingAll()
        feed(eventsFirst ? Self.trailer : "\n]}\n")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let smallKB = try #require(small), largeKB = try #require(large)
        // Twelve times the events: a document tree of them took over 20 MB. Allow 3 MB of noise.
        #expect(largeKB - smallKB < 3_072, "peak RSS \(smallKB) kB after 200 gestures, \(largeKB) kB after \(gesture)")
    }

    @Test func devZeroFailsAtItsFirstByte() throws {
        let run = try ToolRun(["replay", "/dev/zero"])
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: /dev/zero: 1:1: expected a value, found U+0000\n")
    }

    /// A sparse file of 4 GiB of zero bytes (no disk used): refused at once, not read.
    @Test func aHugeZeroFileFailsAtItsFirstByte() throws {
        let scratch = Scratch()
        let path = scratch.path + "/zeros.json"
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 4 << 30) == 0)
        close(fd)
        let run = try ToolRun(["replay", "zeros.json"], in: scratch)
        #expect(run.status == 2)
        #expect(run.stderr == "scrollsim: error: zeros.json: 1:1: expected a value, found U+0000\n")
    }

    @Test func anInputOverTheLimitIsRefused() throws {
        let scratch = Scratch()
        scratch.write("t.json", Traces.drag())
        let run = try ToolRun(["replay", "t.json", "--max-input-bytes", "100"], in: scratch)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "scrollsim: error: t.json: input larger than 100 bytes (the input size limit; raise it with "
                + "--max-input-bytes)\n"
        )
        let bad = try ToolRun(["replay", "t.json", "--max-input-bytes", "0"], in: scratch)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("scrollsim: error: the value '0' is invalid for '--max-input-bytes'"))
    }

    @Test func theLogNeverOverwritesItsTrace() throws {
        let scratch = Scratch()
        scratch.write("t.json", Traces.drag())
        for arguments in [["replay", "t.json", "-o", "t.json"], ["replay", "t.json", "-o", "./t.json"]] {
            let run = try ToolRun(arguments, in: scratch)
            #expect(run.status == 2)
            #expect(run.stderr.hasSuffix("t.json, an input of this command\n"))
            #expect(scratch.read("t.json") == Traces.drag())
        }
    }

    /// A failure after part of the log was produced leaves no output file (nor its temporary).
    @Test func aFailedReplayWritesNoFile() throws {
        let scratch = Scratch()
        scratch.write("t.json", FuzzRegressionCLITests.distantEvent)
        let run = try ToolRun(["replay", "t.json", "-o", "t.log"], in: scratch)
        #expect(run.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["t.json"])
    }

    /// Times in milliseconds: the log is written, status 0, and one warning on standard error.
    @Test func implausibleTracesWarnOnStandardError() throws {
        let scratch = Scratch()
        scratch.write(
            "ms.json",
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 4000}}, "events": [{"t": 0, "phase": "began", "x": 1, "#
                + #""y": 700}, {"t": 8, "phase": "moved", "x": 1, "y": 690}, {"t": 16, "phase": "ended", "x": 1, "#
                + #""y": 680}]}"#)
        let run = try ToolRun(["replay", "ms.json"], in: scratch)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nfinal scrollView"))
        #expect(
            run.stderr
                == "scrollsim: warning: ms.json: events[1]: finger 0 moved 8 s after its previous sample (events[0]); "
                + "are the times in milliseconds?\n"
                + "scrollsim: warning: ms.json: events[2]: finger 0 moved 8 s after its previous sample (events[1]); "
                + "are the times in milliseconds?\n")
    }
}

/// Tests that a deceleration rate UIKit would not store replays at the stored rate with one warning.
///
/// A deceleration rate UIKit does not store as given: the replay runs at the stored rate and warns once, naming the key
/// and both values (StackOverflow 513396: 0.7 reads back 0.990000).
struct DecelerationRateWarningTests {
    @Test func aRateBelow0994WarnsOnceAndDeceleratesAsFast() throws {
        let scratch = Scratch()
        let trace = { (rate: String) in
            #"{"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 20000}, "decelerationRate": \#(rate)}, "events": ["#
                + #"{"t": 0, "gesture": "fling", "from": {"x": 196, "y": 700}, "velocity": {"x": 0, "y": -1000}}]}"#
        }
        scratch.write("half.json", trace("0.5"))
        scratch.write("fast.json", trace("\"fast\""))
        let half = try ToolRun(["replay", "half.json"], in: scratch)
        let fast = try ToolRun(["replay", "fast.json"], in: scratch)
        #expect(half.status == 0)
        #expect(
            half.stderr
                == "scrollsim: warning: half.json: scrollView.decelerationRate: 0.5 decelerates as 0.99 (fast): "
                + "UIScrollView stores any rate below 0.994 as fast and any other as normal\n")
        #expect(fast.stderr.isEmpty)
        #expect(half.stdout == fast.stdout)
        #expect(half.stdout.contains("  decelerationRate fast\n"))
    }
}
