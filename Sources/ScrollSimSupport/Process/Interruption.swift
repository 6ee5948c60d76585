// The one flag a SIGINT or SIGTERM handler sets, read by long work between steps.

/// Set (to 1) by the command-line tool's SIGINT and SIGTERM handlers.
///
/// Set (to 1) by the command-line tool's SIGINT and SIGTERM handlers; read between shrink
/// candidates and explore runs and while a condition command runs (``ChildCommand``), which then
/// kills the command's process group. A `sig_atomic_t`, the one type a handler may write.
package enum Interruption {
    /// Nonzero once an interrupt or termination was asked for.
    nonisolated(unsafe) package static var requested: sig_atomic_t = 0

    /// Which signal set ``requested`` (0 when none), for the exit status (128 + it).
    nonisolated(unsafe) package static var signalNumber: sig_atomic_t = 0

    /// Sets ``requested`` on SIGINT and SIGTERM until ``restore()``.
    ///
    /// Unblocks both: a parent may start the tool with them blocked.
    package static func install() {
        requested = 0
        signalNumber = 0
        for number in [SIGINT, SIGTERM] {
            signal(number) { received in
                Interruption.signalNumber = received
                Interruption.requested = 1
            }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// The default actions again.
    package static func restore() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

/// Seconds on the monotonic clock, for time limits (never the wall clock, which may jump; never
/// in any output).
package enum MonotonicClock {
    /// Seconds since an arbitrary fixed point.
    package static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
