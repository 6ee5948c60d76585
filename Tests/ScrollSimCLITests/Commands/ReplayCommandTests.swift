import Foundation
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// End-to-end runs of the built `scrollsim` binary.
struct ReplayCommandTests {
    static var binary: URL { ToolRun.binary }

    static var recording: URL {
        URL(fileURLWithPath: PackageRoot.file("traces/recordings/decel_v750.json"))
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test func replayPrintsTheSameLogAsTheLibrary() throws {
        let result = try Self.run(["replay", Self.recording.path])
        #expect(result.status == 0)
        let expected = try Replay.run(trace: [UInt8](Data(contentsOf: Self.recording)), format: .text)
        #expect(result.stdout == expected)
    }

    @Test func aMissingFileIsAnInputError() throws {
        let result = try Self.run(["replay", "/nonexistent/trace.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/trace.json"))
    }
}
