import ScrollSimCheck
import ScrollSimJSON
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// Control characters from traces and file names are shown escaped, never sent to the terminal.
struct VisibleTextTests {
    @Test(arguments: [
        ("plain", "plain"), ("a\nb", #"a\nb"#), ("\u{1B}[31mred", #"\u001B[31mred"#), ("tab\there", #"tab\there"#),
        ("\u{7F}\u{85}é", #"\u007F\u0085é"#),
    ])
    func controlsAreEscaped(text: String, shown: String) {
        #expect(VisibleText.escaped(text) == shown)
    }

    static func trace(name: String, id: String = "scrollView") -> [UInt8] {
        Array(
            (#"{"scrollsim": 1, "name": \#(JSONText.quoted(name)), "scrollView": {"id": \#(JSONText.quoted(id)), "#
                + #""frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
                + #""contentSize": {"width": 393, "height": 4000}}, "#
                + #""events": [{"t": 0, "phase": "began", "x": 1, "y": 1}, "#
                + #"{"t": 0.1, "phase": "ended", "x": 1, "y": 1}]}"#)
                .utf8)
    }

    @Test func aNameCannotForgeAHeaderLineOrSendEscapes() throws {
        let log = try Replay.run(trace: Self.trace(name: "x\nview forged\n\u{1B}[2J"), format: .text)
        #expect(log.contains(#"trace: x\nview forged\n\u001B[2J"# + "\n"))
        #expect(!log.contains("\u{1B}") && !log.contains("\nview forged"))
        // The JSONL log quotes it as JSON.
        let jsonl = try Replay.run(trace: Self.trace(name: "a\u{1B}"), format: .jsonl)
        #expect(jsonl.contains(#""trace":"a\u001b""#) || jsonl.contains(#""trace":"a\u001B""#))
    }

    @Test func namesAreCappedAndIdsHaveNoControls() {
        #expect(throws: Never.self) {
            _ = try Replay.run(trace: Self.trace(name: String(repeating: "n", count: 200)), format: .text)
        }
        do {
            _ = try Replay.run(trace: Self.trace(name: String(repeating: "n", count: 201)), format: .text)
            Issue.record("accepted a 201-character name")
        } catch {
            #expect(error.description == "name: expected a name of at most 200 characters, got 201")
        }
        do {
            _ = try Replay.run(trace: Self.trace(name: "ok", id: "list\u{1B}"), format: .text)
            Issue.record("accepted an id with ESC")
        } catch {
            #expect(
                error.description
                    == #"scrollView.id: expected a non-empty name of at most 64 characters without spaces or control "#
                    + #"characters, got "list\u001b""#)
        }
    }

    @Test func checkShowsFileNamesAndGoldenLinesEscaped() throws {
        let folder = Scratch()
        folder.write("traces/a\u{1B}[31mb.json", Fake.trace(["one"]))
        folder.write("traces/a\u{1B}[31mb.log", "log: \u{1B}[2Jone\n")
        let report = try GoldenCheck.run(
            paths: [folder.path + "/traces"], options: CheckOptions(jobs: 1), renderer: Fake.renderer)
        let text = report.text(color: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains(#"FAIL \#(folder.path)/traces/a\u001B[31mb.json"#))
        #expect(text.contains(#"-log: \u001B[2Jone"#))
    }
}
