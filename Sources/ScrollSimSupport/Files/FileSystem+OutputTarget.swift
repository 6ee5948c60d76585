// How an output path is written, decided by what it names (`-o` must never replace
// what is not a regular file).

extension FileSystem {
    /// How ``AtomicFile`` writes an output path, by what the path names. The rules, chosen after
    /// what well-behaved tools do:
    ///
    /// - nothing, or a regular file: a temporary file beside it, renamed over it (atomic; a hard
    ///   link to the old file keeps the old content, as with `git` and `sed -i`);
    /// - a symbolic link to a regular file: the link is resolved and its final target replaced
    ///   atomically, the link kept. This is git's lock-file rule (`lockfile.c`: "if $FILENAME is a
    ///   symlink, then it is resolved, and the file ultimately pointed to is the one that is locked
    ///   and later replaced") and GNU `sed -i --follow-symlinks`; plain `sed -i` and gawk's
    ///   `inplace` replace the link by a file, which the gawk manual calls breaking the link.
    ///   Alternative: writing through the link in place (`cp`, `sort -o`), which is not atomic;
    /// - our own standard output or error (`/dev/stdout`, `/proc/self/fd/2`, whatever the path's
    ///   links lead to the same file): written to that descriptor, as `sort -o /dev/stdout` does,
    ///   so a redirection (`>` or `>>`) is honoured and nothing is renamed over it;
    /// - a named pipe or a character device (`/dev/null`, a terminal), directly or through links:
    ///   opened and written in place, never created or truncated, as a shell redirection does. A
    ///   named pipe without a reader is refused (opening it would wait for one forever);
    /// - a directory, a socket, a block device, a dangling link: refused, nothing written.
    ///
    /// A failure before the end leaves a regular file untouched; what was written in place stays.
    enum OutputTarget: Equatable {
        /// Write a temporary file beside `path` and rename it over `path`.
        case replace(String)
        /// Open the path and write in place.
        case inPlace
        /// Write to this already open descriptor (standard output or error).
        case descriptor(Int32)
    }

    /// How `path` is written; throws the one-line refusal for what must not be written.
    static func outputTarget(for path: String) throws(Failure) -> OutputTarget {
        var named = stat()
        if stat(path, &named) == 0, (named.st_mode & S_IFMT) != S_IFDIR {
            for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
                var open = stat()
                if fstat(descriptor, &open) == 0, open.st_dev == named.st_dev, open.st_ino == named.st_ino {
                    return .descriptor(descriptor)
                }
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return .replace(path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(path)
        case S_IFLNK:
            guard stat(path, &info) == 0 else {
                throw Failure(path: path, reason: "a symbolic link to nothing (refusing to write through it)")
            }
            if (info.st_mode & S_IFMT) == S_IFREG {
                guard let resolved = realpath(path, nil) else { throw .errno(path) }
                defer { free(resolved) }
                return .replace(String(cString: resolved))
            }
            return try inPlaceKind(info.st_mode, path)
        default:
            return try inPlaceKind(info.st_mode, path)
        }
    }

    /// `.inPlace` for a named pipe or character device; the refusal for anything else.
    private static func inPlaceKind(_ mode: mode_t, _ path: String) throws(Failure) -> OutputTarget {
        switch mode & S_IFMT {
        case S_IFIFO, S_IFCHR: return .inPlace
        case S_IFDIR: throw .errno(path, EISDIR)
        case S_IFSOCK: throw Failure(path: path, reason: "a socket, not a file (refusing to write to it)")
        case S_IFBLK: throw Failure(path: path, reason: "a block device, not a file (refusing to write to it)")
        default: throw Failure(path: path, reason: "not a regular file (refusing to write to it)")
        }
    }

    /// Opens a named pipe or device at `path` for writing in place, without waiting for a reader.
    static func openInPlace(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw Failure(path: path, reason: "a named pipe with no reader") }
            throw .errno(path)
        }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        return descriptor
    }
}
