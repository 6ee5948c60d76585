import Foundation
import Testing

extension FuzzOracles {
    /// Every command with an output, `IN` standing for the input file that `-o` also names.
    static let aliasingCommands: [[String]] = [
        ["plot", "IN", "-o", "IN"],
        ["check", "IN", "--format", "junit", "-o", "IN"],
        ["replay", "IN", "-o", "IN"],
        ["view", "IN", "-o", "IN"],
        ["expand", "IN", "-o", "IN"],
        ["shrink", "IN", "--while-matches", "didScroll", "-o", "IN"],
        ["explore", "IN", "--runs", "1", "-o", "IN"],
    ]

    /// `command` with `-o` naming its own input `bytes` (written to `in.json`): exit status 2,
    /// one line, and the input unchanged.
    static func aliasingProblems(_ bytes: [UInt8], command: [String]) -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-fuzz-alias-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.json"), errors = folder.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: input.path, contents: Data(bytes)),
            FileManager.default.createFile(atPath: errors.path, contents: nil)
        else { return ["\(command[0]): no scratch file"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRun.binary)
        process.arguments = command.map { $0 == "IN" ? input.path : $0 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errors.path)
        do { try process.run() } catch { return ["\(command[0]): \(error)"] }
        process.waitUntilExit()
        var problems: [String] = []
        let stderr = String(decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self)
        if process.terminationStatus != 2 || stderr.split(separator: "\n").count != 1 {
            problems.append("\(command[0]) -o over its input: exit \(process.terminationStatus), \(stderr.prefix(200))")
        }
        if FileManager.default.contents(atPath: input.path) != Data(bytes) {
            problems.append("\(command[0]) -o over its input: the input changed")
        }
        return problems
    }
}
