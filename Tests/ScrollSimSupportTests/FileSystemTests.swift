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
}
