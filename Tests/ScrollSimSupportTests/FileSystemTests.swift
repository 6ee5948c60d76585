import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import Testing

/// Reading and atomic writing with one-line errors.
struct FileSystemTests {
    let folder = Scratch()

    @Test func atomicWriteReplacesAndLeavesNoTemporaryFile() throws {
        let path = folder.path + "/golden.log"
        try FileSystem.writeAtomically(Array("old\n".utf8), to: path)
        try FileSystem.writeAtomically(Array("new\n".utf8), to: path)
        #expect(try FileSystem.read(path) == Array("new\n".utf8))
        #expect(folder.files() == ["golden.log"])
    }

    @Test func failedWriteNamesThePathAndLeavesNothing() {
        let path = folder.path + "/no/such/folder/golden.log"
        #expect(throws: FileSystem.Failure(path: path, reason: "No such file or directory", isNotFound: true)) {
            try FileSystem.writeAtomically([1, 2, 3], to: path)
        }
        #expect(folder.files() == [])
    }

    @Test func readErrorsAreOneLine() {
        let missing = folder.path + "/missing.json"
        #expect(throws: FileSystem.Failure(path: missing, reason: "No such file or directory", isNotFound: true)) {
            try FileSystem.read(missing)
        }
        #expect(throws: FileSystem.Failure(path: folder.path, reason: "Is a directory")) {
            try FileSystem.read(folder.path)
        }
    }

    @Test func kinds() {
        folder.write("a/b.json", "{}")
        #expect(FileSystem.kind(of: folder.path + "/a") == .directory)
        #expect(FileSystem.kind(of: folder.path + "/a/b.json") == .file)
        #expect(FileSystem.kind(of: folder.path + "/nothing") == nil)
    }

    /// The device `path` is on, or nil when it cannot be read.
    static func device(of path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    /// Whether `/dev/shm` is on a file system other than the scratch folder's, so `rename(2)` fails with `EXDEV`.
    ///
    /// Whether `/dev/shm` is a file system other than the scratch folder's, where `rename(2)` fails with `EXDEV` (true
    /// on Linux, where it is a tmpfs; elsewhere the test does not run).
    static let otherFileSystem: Bool = {
        let temporary = FileManager.default.temporaryDirectory.path // where scratch folders go
        guard let shm = device(of: "/dev/shm"), let scratch = device(of: temporary) else { return false }
        return shm != scratch
    }()

    /// Tests that a file moved across file systems is written atomically and its source removed.
    ///
    /// A file moved across file systems (a downloaded CI artifact on another disk) is written atomically and its source
    /// removed, where `rename(2)` alone fails with `EXDEV`.
    @Test(.enabled(if: otherFileSystem, "/dev/shm is another file system"))
    func replaceMovesAcrossFileSystems() throws {
        let source = "/dev/shm/scrollsim-replace-\(getpid()).log.new"
        try FileSystem.writeAtomically(Array("new\n".utf8), to: source)
        defer { _ = FileSystem.removeFile(source) }
        let destination = folder.path + "/golden.log"
        try FileSystem.writeAtomically(Array("old\n".utf8), to: destination)
        try FileSystem.replace(destination, with: source)
        #expect(try FileSystem.read(destination) == Array("new\n".utf8))
        #expect(FileSystem.kind(of: source) == nil, "the source is gone")
        #expect(folder.files() == ["golden.log"], "no temporary file left")
    }
}
