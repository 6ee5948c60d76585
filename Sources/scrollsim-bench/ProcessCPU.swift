import Foundation

/// This process's CPU time so far (user + system, seconds), from `getrusage(RUSAGE_SELF)`.
///
/// With the wall time of in-process work it tells whether the work or the machine's load grew.
enum ProcessCPU {
    /// User plus system seconds used by this process (all its threads).
    static func seconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

/// How much of a parallel run behaves as serial work, from its time with one worker and with `n`.
enum SerialFraction {
    /// The Karp–Flatt metric of the measured speed-up with `workers` workers.
    ///
    /// The Karp–Flatt metric e = (1/S − 1/n) / (1 − 1/n), S = `serial` / `parallel` the measured speed-up (Karp and
    /// Flatt, "Measuring parallel processor performance", CACM 33(5), 1990): 0 when `n` workers run `n` times faster, 1
    /// when they gain nothing. `workers` > 1.
    static func karpFlatt(serial: Double, parallel: Double, workers: Int) -> Double {
        let n = Double(workers), speedUp = serial / max(parallel, 1e-12)
        return (1 / speedUp - 1 / n) / (1 - 1 / n)
    }
}
