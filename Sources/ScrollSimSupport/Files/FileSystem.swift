// The few file-system operations the check engine and the CLI need, with one-line
// errors ("traces/x.json: No such file or directory") and atomic writes.

/// File reading, atomic writing and folder listing with short, path-naming errors.
package enum FileSystem {
    /// A failed file operation: the path and the system's reason, as one line.
    package struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        /// The path the operation was about.
        package var path: String
        /// The reason, for example `No such file or directory`.
        package var reason: String
        /// True when the path does not exist.
        package var isNotFound: Bool

        /// `path: reason`, the path escaped to one line (``VisibleText/escaped(_:)``).
        package var description: String { "\(VisibleText.escaped(path)): \(reason)" }

        /// Creates a failure.
        package init(path: String, reason: String, isNotFound: Bool = false) {
            self.path = path
            self.reason = reason
            self.isNotFound = isNotFound
        }

        static func errno(_ path: String, _ code: Int32 = systemErrno()) -> Failure {
            Failure(path: path, reason: String(cString: strerror(code)), isNotFound: code == ENOENT || code == ENOTDIR)
        }
    }

    /// What a path names.
    package enum Kind: Sendable, Equatable {
        /// A regular file (or a symbolic link to one).
        case file
        /// A directory that is not a symbolic link.
        case directory
        /// A symbolic link to a directory (not followed when searching, to avoid cycles).
        case linkedDirectory
        /// Anything else: a device, a socket, a dangling link.
        case other
    }

    /// What `path` names, or nil when nothing is there.
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        if isLink && stat(path, &info) != 0 { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return isLink ? .linkedDirectory : .directory
        default: return .other
        }
    }

    /// Opens `path` for reading (the caller closes the descriptor).
    ///
    /// A directory is refused with `Is a directory`, as `read(2)` would.
    package static func openForReading(_ path: String) throws(Failure) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(path) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .errno(path, EISDIR)
        }
        return fd
    }

    /// Whether the file open at `fileDescriptor` is the file at `path` (same device and inode).
    ///
    /// False when `path` does not exist.
    package static func isSameFile(_ fileDescriptor: Int32, as path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fileDescriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The device and inode of what `path` names (links followed), or nil when nothing is there.
    ///
    /// Equal identities are the same folder, however reached.
    package static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The size in bytes of the file at `path` (links followed), or nil when nothing is there.
    package static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The whole content of the file at `path`.
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .errno(path) }
        defer { close(fd) }
        return try readAll(from: fd, name: path)
    }

    /// Removes the file at `path` if it can; true when it did.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

    /// Everything left to read from `fileDescriptor` (a file, a pipe, standard input; not closed here); errors name it
    /// `name`.
    ///
    /// Read straight into the array's storage, never zero-filled: sized from a regular file's length (+1 for the read
    /// that finds the end), else 64 KiB, doubling.
    package static func readAll(from fileDescriptor: Int32, name: String) throws(Failure) -> [UInt8] {
        var info = stat()
        let isFile = fstat(fileDescriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        var capacity = max(isFile ? Int(info.st_size) + 1 : 0, 1 << 16)
        var bytes: [UInt8] = []
        while true {
            var failed = false
            var ended = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { storage, count in
                let base = storage.baseAddress!
                previous.withUnsafeBufferPointer { old in
                    if let source = old.baseAddress { base.initialize(from: source, count: old.count) }
                }
                count = previous.count
                while count < capacity {
                    let read = systemRead(fileDescriptor, base + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if read == 0 {
                        ended = true
                        return
                    }
                    count += read
                }
            }
            if failed { throw .errno(name) }
            if ended { return bytes }
            capacity *= 2
        }
    }

    /// Writes `bytes` to `path` atomically: into a temporary file in the same folder, which is then renamed over
    /// `path`.
    ///
    /// Readers see the old content or the new, never a part; on failure `path` is untouched and the temporary file
    /// removed. What is not a regular file is written in place or refused, never replaced (see `OutputTarget`).
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let file = try AtomicFile(path: path)
        bytes.withUnsafeBytes { file.write($0) }
        try file.commit()
    }

    /// A file written piece by piece and published atomically.
    ///
    /// A file written piece by piece and published atomically: bytes go to a hidden temporary
    /// file beside `path` (`.NAME.tmp-PID-RANDOM`), which ``commit()`` renames over `path`.
    /// Until then `path` is untouched; ``abort()`` (or a failed commit) removes the temporary file.
    /// A symbolic link to a regular file has its target replaced; a named pipe, a device or our
    /// own standard output is written in place; anything else is refused (see `OutputTarget`).
    package final class AtomicFile {
        /// The file to publish, as given.
        package let path: String
        /// The temporary file and the file it replaces, or nil when writing in place.
        private let replacement: (temporary: String, target: String)?
        /// Whether `fileDescriptor` is ours to close (not standard output or error).
        private let ownsDescriptor: Bool
        private var fileDescriptor: Int32
        private var failure: Int32?

        /// Creates the temporary file beside `path` (or beside the file its link names), or opens what is written in
        /// place.
        ///
        /// Refuses a directory, socket, block device or dangling link.
        package init(path: String) throws(Failure) {
            self.path = path
            switch try FileSystem.outputTarget(for: path) {
            case .replace(let target):
                let slash = target.lastIndex(of: "/")
                let folder = slash.map { String(target[...$0]) } ?? ""
                let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
                let temporary = "\(folder).\(name).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
                replacement = (temporary, target)
                ownsDescriptor = true
                fileDescriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard fileDescriptor >= 0 else { throw .errno(path) }
            case .inPlace:
                replacement = nil
                ownsDescriptor = true
                fileDescriptor = try FileSystem.openInPlace(path)
            case .descriptor(let descriptor):
                replacement = nil
                ownsDescriptor = false
                fileDescriptor = descriptor
            }
        }

        /// Appends `bytes`; the first failure is kept and reported by ``commit()``.
        package func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil, fileDescriptor >= 0, var next = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let count = systemWrite(fileDescriptor, next, remaining)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    failure = errno
                    return
                }
                next += count
                remaining -= count
            }
        }

        /// Flushes the file to disk and renames it over `path`; on failure removes it.
        ///
        /// Written in place: reports the first failed write.
        package func commit() throws(Failure) {
            guard fileDescriptor >= 0 else { return }
            let descriptor = fileDescriptor
            fileDescriptor = -1
            guard let replacement else {
                let closed = ownsDescriptor ? close(descriptor) : 0
                if let failure { throw .errno(path, failure) }
                if closed != 0 { throw .errno(path) }
                return
            }
            if let failure {
                close(descriptor)
                unlink(replacement.temporary)
                throw .errno(path, failure)
            }
            if fsync(descriptor) != 0 || close(descriptor) != 0
                || rename(replacement.temporary, replacement.target) != 0
            {
                let code = errno
                unlink(replacement.temporary)
                throw .errno(path, code)
            }
        }

        /// Removes the temporary file, leaving `path` as it was (what was written in place stays).
        package func abort() {
            guard fileDescriptor >= 0 else { return }
            if ownsDescriptor { close(fileDescriptor) }
            fileDescriptor = -1
            if let replacement { unlink(replacement.temporary) }
        }

        deinit { abort() }
    }

    /// Creates the folder at `path` and its missing parents (`mkdir -p`); an existing folder is fine.
    package static func createFolders(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw .errno(prefix) }
            prefix += "/"
        }
        guard kind(of: path) == .directory || kind(of: path) == .linkedDirectory else {
            throw Failure(path: path, reason: "Not a directory")
        }
    }

    /// The names in the folder at `path`, sorted by their UTF-8 bytes.
    package static func list(_ path: String) throws(Failure) -> [String] {
        guard let folder = opendir(path) else { throw .errno(path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted(by: PathOrder.precedes)
    }
}

/// The one order paths are reported in: by UTF-8 bytes, independent of locale.
package enum PathOrder {
    /// True when `a` sorts before `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        // As memory (`memcmp` orders unsigned bytes, as the UTF-8 view does): much faster.
        var a = a, b = b
        return a.withUTF8 { first in
            b.withUTF8 { second in
                let common = min(first.count, second.count)
                if common > 0 {
                    let order = memcmp(first.baseAddress!, second.baseAddress!, common)
                    if order != 0 { return order < 0 }
                }
                return first.count < second.count
            }
        }
    }
}

// The C library's `read`, `write` and `errno` under names that the `FileSystem` members of the same
// names do not hide.
package func systemRead(_ fileDescriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fileDescriptor, buffer, count)
}

package func systemWrite(_ fileDescriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, buffer, count)
}

package func systemErrno() -> Int32 { errno }
