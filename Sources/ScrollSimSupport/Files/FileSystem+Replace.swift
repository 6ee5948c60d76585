// Moving a finished file over another atomically: how `scrollsim review` accepts a pending golden.

extension FileSystem {
    /// Publishes the regular file `source` as `destination` atomically and removes `source`.
    ///
    /// `destination` absent or a regular file: `rename(2)` of `source` over it, atomic (readers see
    /// the old file or the new, never a part) and all-or-nothing; across file systems, where
    /// `rename` cannot go, an atomic write of its bytes, then `source` removed. A symbolic link to a regular file:
    /// its target is replaced atomically and the link kept (the `OutputTarget` rule), then `source`
    /// removed. Anything else (a directory, a device, a socket, a dangling link) is refused and
    /// both paths are left as they were; so is a `source` that is not a regular file.
    package static func replace(_ destination: String, with source: String) throws(Failure) {
        var info = stat()
        guard lstat(source, &info) == 0 else { throw .errno(source) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(path: source, reason: "not a regular file (refusing to move it)")
        }
        if lstat(destination, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFLNK:
                guard stat(destination, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                    throw Failure(path: destination, reason: "a symbolic link to what is not a regular file")
                }
                try writeAtomically(try read(source), to: destination)
                guard unlink(source) == 0 else { throw .errno(source) }
                return
            default:
                throw Failure(path: destination, reason: "not a regular file (refusing to replace it)")
            }
        }
        guard rename(source, destination) == 0 else {
            // Another file system (a CI artifact downloaded to another disk): copy atomically, then
            // remove the source; the destination is still all-or-nothing.
            guard errno == EXDEV else { throw .errno(destination) }
            try writeAtomically(try read(source), to: destination)
            guard unlink(source) == 0 else { throw .errno(source) }
            return
        }
    }
}

extension FileSystem {
    /// True when `path` itself (not a link's target) is a regular file.
    package static func isRegularFileNotLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
