// The one place that names the C library. Swift imports are per file, so each file that calls
// POSIX (`read`, `write`, `open`, `errno`, …) imports ScrollSimSupport, which re-exports the
// platform's C module to it; ScrollSimSupport is never re-exported from a user-facing module, so
// an app that imports ScrollSimKit or ScrollSimUIKit does not get it through scrollsim.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
