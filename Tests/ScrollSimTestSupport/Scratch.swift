import Foundation

/// A fresh temporary folder for one test, removed when the value goes away.
///
/// Writing into it traps on failure: a test that cannot set up its own files cannot say anything
/// about the code.
package final class Scratch {
    /// The folder's absolute path.
    package let path: String

    /// Creates the folder under the system's temporary directory.
    package init() {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-test-\(UUID().uuidString)").path
        Self.setUp { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    }

    /// Runs a set-up step, trapping with the error when it fails: a test that cannot write its own
    /// scratch files cannot say anything about the code.
    private static func setUp(_ step: () throws -> Void) {
        do { try step() } catch { preconditionFailure("cannot set up a scratch folder: \(error)") }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative`, creating folders as needed.
    package func write(_ relative: String, _ text: String) {
        let url = URL(fileURLWithPath: path + "/" + relative)
        Self.setUp {
            let folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The text at `relative`, or nil when there is no such file.
    package func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The inode number of `relative` (to tell a file rewritten in place from one replaced).
    package func inode(_ relative: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path + "/" + relative))?[.systemFileNumber] as? UInt64
    }

    /// Every file below the folder, relative and sorted.
    package func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)!
        return enumerator.compactMap { $0 as? String }.filter { relative in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isFolder)
            return !isFolder.boolValue
        }.sorted()
    }
}
