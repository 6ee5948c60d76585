import Foundation
import ScrollSimTestSupport
import Testing

/// Tests what `import ScrollSimUIKit` gives an app by type-checking snippets with `swiftc` outside the package.
///
/// What `import ScrollSimUIKit` hands an app, checked the way an app sees it: a snippet is type-checked by the
/// toolchain's `swiftc` against the built modules, outside the package (so `package` declarations are hidden, as they
/// are from any dependent).
@Suite struct PublicSurfaceTests {
    /// Types the package's modules share among themselves, and that an app must not see.
    static let internalTypes = [
        "FileSystem", "JSONParser", "JSONValue", "JSONText", "JSONWriter", "UnifiedDiff", "LineDiff", "FixedPoint",
        "JUnitReport", "GoldenCheck", "PlotWriter", "VisibleText",
    ]

    @Test(.enabled(if: Typecheck.compiler != nil, "no swiftc beside the test's toolchain or on PATH"))
    func theUserFacingAPIIsThere() throws {
        let result = try Typecheck.run(
            "import ScrollSimUIKit\n_ = ScrollSimulator.self\n_ = UIScrollView.self\n_ = Replay.self\n"
                + "_ = Trace.self\n_ = TextLog.self\n_ = FinalState.self\n_ = LogFormat.text\n_ = Simulation.self\n")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: Typecheck.compiler != nil, "no swiftc beside the test's toolchain or on PATH"))
    func jsonFileAndDiffTypesAreNotExposed() throws {
        let snippet = "import ScrollSimUIKit\n" + Self.internalTypes.map { "_ = \($0).self\n" }.joined()
        let result = try Typecheck.run(snippet)
        #expect(result.status != 0)
        for name in Self.internalTypes {
            #expect(result.output.contains("cannot find '\(name)' in scope"), "\(name) is visible: \(result.output)")
        }
    }
}

/// Runs `swiftc -typecheck` on a snippet with the built modules on the import path.
enum Typecheck {
    /// The `swiftc` of the toolchain running the tests (`SWIFT_EXEC`, else on `PATH`).
    static let compiler: String? = {
        if let explicit = ProcessInfo.processInfo.environment["SWIFT_EXEC"] { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// The folder of the built `.swiftmodule`s: `Modules/` in the products directory (SwiftPM 6),
    /// else the products directory itself.
    static var modules: String {
        let products = ToolRun.productsDirectory.path
        let folder = products + "/Modules"
        return FileManager.default.fileExists(atPath: folder) ? folder : products
    }

    /// The exit status and the compiler's diagnostics for `source`.
    static func run(_ source: String) throws -> (status: Int32, output: String) {
        let scratch = Scratch()
        scratch.write("snippet.swift", source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler ?? "swiftc")
        process.arguments = ["-typecheck", "-I", modules, scratch.path + "/snippet.swift"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let output = Pipe()
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
