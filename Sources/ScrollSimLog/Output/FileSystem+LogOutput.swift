import ScrollSimSupport

// An atomic file takes a log as it is written: the bytes go to its temporary file until it is committed.
//
// The conformance lives here, beside the protocol, so the file layer needs no log.
extension FileSystem.AtomicFile: LogOutput {}
