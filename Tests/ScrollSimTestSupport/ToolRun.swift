import Foundation
import ScrollSimSupport

/// Runs the built `scrollsim` binary, as a user would, and captures what it prints.
package struct ToolRun {
    /// The exit status.
    package var status: Int32
    /// What the tool printed on standard output.
    package var stdout: String
    /// What the tool printed on standard error.
    package var stderr: String

    /// The directory SwiftPM builds the package's products into (`.build/debug` for `swift test`).
    ///
    /// The directory SwiftPM builds the package's products into (`.build/debug` for `swift test`),
    /// found the way SwiftPM's executable-package test template and swift-argument-parser's
    /// `AssertExecuteCommand` find it: the test bundle's own URL, whose parent is the products
    /// directory when the bundle is an `.xctest` bundle (macOS), and which is that directory
    /// itself where tests run as a plain executable (Linux). `swift test` builds `scrollsim` there.
    package static let productsDirectory: URL = {
        let bundle = Bundle(for: ProductsDirectoryMarker.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }()

    /// The built `scrollsim` executable in the products directory.
    package static let binary = productsDirectory.appendingPathComponent("scrollsim")

    /// The binary the documents' examples run with: `SCROLLSIM_DOCS_BINARY` when set, else ``binary``.
    ///
    /// The binary the documents' examples run with: `SCROLLSIM_DOCS_BINARY` when it is set (`.ci/run` sets it to the
    /// release build, the one the README's Install section builds), else ``binary``.
    package static let docsBinary: URL =
        ProcessInfo.processInfo.environment["SCROLLSIM_DOCS_BINARY"].map { URL(fileURLWithPath: $0) } ?? binary

    /// Runs `scrollsim` with `arguments` in `folder`, with `CI` and `NO_COLOR` removed unless given.
    ///
    /// Runs `scrollsim arguments` (the executable `binary`) in `folder`, with `CI` and `NO_COLOR` removed from the
    /// environment unless given in `environment`, and `stdin` as standard input.
    package init(
        _ arguments: [String], in folder: Scratch? = nil, environment: [String: String] = [:], stdin: String = "",
        binary: URL = ToolRun.binary
    )
        throws
    {
        let scratch = Scratch()
        let outPath = scratch.path + "/stdout", errPath = scratch.path + "/stderr", inPath = scratch.path + "/stdin"
        scratch.write("stdout", "")
        scratch.write("stderr", "")
        scratch.write("stdin", stdin)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder.path) }
        var inherited = ProcessInfo.processInfo.environment
        inherited["CI"] = nil
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        process.standardInput = FileHandle(forReadingAtPath: inPath)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: try FileSystem.read(outPath), as: UTF8.self)
        stderr = String(decoding: try FileSystem.read(errPath), as: UTF8.self)
    }
}

/// A class of the test bundle, so `Bundle(for:)` finds the bundle (Swift Testing has no
/// `XCTestCase` to ask).
private final class ProductsDirectoryMarker {}

/// Traces in format 1, as users write them.
package enum Traces {
    /// A drag of `steps` moves, `distance` points up, then a release.
    package static func drag(steps: Int = 12, distance: Double = 90) -> String {
        var events = ["{\"t\": 0, \"phase\": \"began\", \"x\": 196.5, \"y\": 700}"]
        for step in 1...steps {
            let y = 700 - distance * Double(step) / Double(steps)
            events.append(
                "{\"t\": \(Double(step) * 0.008), \"phase\": \"\(step == steps ? "ended" : "moved")\", \"x\": 196.5, "
                    + "\"y\": \(y)}"
            )
        }
        return "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, "
            + "\"contentSize\": {\"width\": 393, \"height\": 4000}}, \"events\": [" + events.joined(separator: ", ")
            + "]}\n"
    }

    /// Valid JSON with a wrong type in it: an invalid trace.
    package static let wrongType =
        "{\"scrollsim\": 1, \"scrollView\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 393, \"height\": 852}, "
        + "\"contentSize\": {\"width\": 393, \"height\": 4000}}, \"events\": [{\"t\": \"soon\", \"phase\": \"began\", "
        + "\"x\": 1, \"y\": 2}]}\n"
}
