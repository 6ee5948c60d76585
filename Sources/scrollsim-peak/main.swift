// scrollsim-peak: runs one program and reports its own peak memory, for the benchmark script.
//
// Usage: scrollsim-peak PROGRAM [ARGUMENT ...]. PROGRAM runs with standard input and output on
// /dev/null (standard error inherited); when it ends, one line goes to standard output:
// `status S wall-ns W peak-kb P floor-kb F`.
//
// Why a separate, small process: on Linux a child's `ru_maxrss` (from `wait4`) is not the child's
// own figure. `exec` folds the high-water mark of the memory map it replaces into the process's
// record (kernel `exec_mmap` → `setmax_mm_hiwater_rss`), and a child made by `posix_spawn` (a
// `vfork` sharing the parent's map) or `fork` (a copy of it) replaces its parent's map; so the
// figure is max(child's own peak, parent's peak at the spawn). The benchmark process holds
// Foundation and traces (15–40 MB); this one links only the C library, so the floor it passes on
// is its own few megabytes, which it prints (`floor-kb`, its `VmHWM`) so a reader knows which
// figures are at the floor. Darwin's `ru_maxrss` is in bytes and has no such inheritance.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic nanoseconds.
func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// This process's own peak resident memory (kB) from `/proc/self/status`, or 0 where there is none.
func ownPeakKilobytes() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") {
            return Int(text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first ?? "")
                ?? 0
        }
    }
    return 0
}

/// Prints `message` and a newline on standard error and exits with status 2.
func fail(_ message: String) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    fail("usage: scrollsim-peak PROGRAM [ARGUMENT ...]")
}
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
let argv = arguments.map { strdup($0) } + [nil]
var pid: pid_t = 0
let start = nanoseconds()
guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
    fail("scrollsim-peak: cannot start \(arguments[0])")
}
var status: Int32 = 0
var usage = rusage()
guard wait4(pid, &status, 0, &usage) == pid else {
    fail("scrollsim-peak: wait4 failed")
}
let wall = nanoseconds() - start
#if os(Linux)
    let peak = Int(usage.ru_maxrss)
#else
    let peak = Int(usage.ru_maxrss) / 1024
#endif
let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
// CPU time (user + system) the child used: with the wall time it tells load from work.
let cpu =
    (Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec)) * 1_000_000_000
    + (Int(usage.ru_utime.tv_usec) + Int(usage.ru_stime.tv_usec)) * 1000
print("status \(exitStatus) wall-ns \(wall) peak-kb \(peak) floor-kb \(ownPeakKilobytes()) cpu-ns \(cpu)")
