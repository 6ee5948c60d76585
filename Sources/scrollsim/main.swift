import Foundation
import ScrollSimTrace

// Minimal replay entry point; the full command surface (help, check, options) is being built.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "replay" else {
    FileHandle.standardError.write(Data("usage: scrollsim replay TRACE [--format text|jsonl]\n".utf8))
    exit(2)
}
let path = arguments[1]
let format: LogFormat = arguments.contains("jsonl") ? .jsonl : .text
let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
guard let data else {
    FileHandle.standardError.write(Data("scrollsim: error: \(path): no such file\n".utf8))
    exit(2)
}
do {
    let log = try Replay.run(trace: [UInt8](data), format: format)
    FileHandle.standardOutput.write(Data(log.utf8))
} catch {
    FileHandle.standardError.write(Data("scrollsim: error: \(path): \(error)\n".utf8))
    exit(2)
}
