import ScrollSimUIKit

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that `simulator`'s text log equals the golden file next to the test.
///
/// The log is byte for byte what `scrollsim replay` prints for the same scene; the assertion works like
/// swift-snapshot-testing's `assertSnapshot`.
///
/// Runs the simulator until idle first. The golden is
/// `<test file's folder>/__Goldens__/<test file name>/<name>.log`, `name` defaulting to the test
/// function's name (give each assertion of one test its own `named:`). On a mismatch the test fails
/// with `scrollsim check`'s summary and unified diff; `record` (or `SCROLLSIM_RECORD`) decides what is
/// written (see `GoldenRecordMode`); under `CI` nothing is. Reports through Swift Testing
/// (`Issue.record`) inside a `@Test`, through XCTest (`XCTFail`) otherwise.
///
/// - Parameters:
///   - simulator: The simulator whose text log is compared; it is run until idle first.
///   - name: The golden's file name without `.log` (default: the test function's name).
///   - record: What to write to the golden (default: `SCROLLSIM_RECORD`, or `missing`).
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, next to which the goldens live.
///   - function: The test function, which names the golden by default.
///   - line: The line of the assertion, for the failure's location.
///   - column: The column of the assertion, for the failure's location.
@MainActor
public func assertGolden(
    of simulator: ScrollSimulator, named name: String? = nil, record: GoldenRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = GoldenLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do { try simulator.runUntilIdle() } catch {
        location.fail("the scene did not come to rest: \(error)")
        return
    }
    assertGolden(
        simulator.log, named: name, record: record, fileID: fileID, filePath: filePath, function: function,
        line: line, column: column)
}

/// Asserts that `log` (any text, usually a scrollsim log) equals the golden file next to the test.
///
/// See `assertGolden(of:named:record:)` for the file, the record modes and how failures are reported.
///
/// - Parameters:
///   - log: The text to compare, usually a scrollsim log.
///   - name: The golden's file name without `.log` (default: the test function's name).
///   - record: What to write to the golden (default: `SCROLLSIM_RECORD`, or `missing`).
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, next to which the goldens live.
///   - function: The test function, which names the golden by default.
///   - line: The line of the assertion, for the failure's location.
///   - column: The column of the assertion, for the failure's location.
public func assertGolden(
    _ log: String, named name: String? = nil, record: GoldenRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = GoldenLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = GoldenLocation.goldenPath(testFile: "\(filePath)", name: name ?? "\(function)")
    let verdict = GoldenVerdict.verify(log, goldenAt: path, record: record)
    if let message = verdict.message { location.fail(message) }
}

/// Where an assertion was written, and how its failures reach the running test framework.
struct GoldenLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The test framework a failure is reported to.
    enum Framework: Equatable {
        /// Swift Testing: a `@Test` is running on this task.
        case swiftTesting
        /// XCTest (or nothing known): `XCTFail`.
        case xcTest
    }

    /// Swift Testing when a `@Test` runs on the current task, else XCTest.
    static var framework: Framework {
        #if canImport(Testing)
            if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    /// Reports `message` as a failure at this location.
    func fail(_ message: String) {
        switch Self.framework {
        case .swiftTesting:
            #if canImport(Testing)
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            #endif
        case .xcTest:
            #if canImport(XCTest)
                XCTFail(message, file: filePath, line: line)
            #else
                print("error: \(filePath):\(line): \(message)")
            #endif
        }
    }

    /// The golden file's path: `<folder of testFile>/__Goldens__/<testFile's name without .swift>/<name>.log`.
    ///
    /// `name` loses a trailing argument list (`myTest()` → `myTest`) and every character that is not a letter, a digit,
    /// `.`, `_` or `-` becomes `-`.
    static func goldenPath(testFile: String, name: String) -> String {
        let slash = testFile.lastIndex(of: "/")
        let folder = slash.map { String(testFile[..<$0]) } ?? "."
        var file = slash.map { String(testFile[testFile.index(after: $0)...]) } ?? testFile
        if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
        let base = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        let safe = String(
            base.map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
                    ? character : "-"
            })
        return "\(folder)/__Goldens__/\(file)/\(safe.isEmpty ? "golden" : safe).log"
    }
}
