import Foundation

/// What the figures were measured on, printed first by every benchmark.
///
/// A ratio or a time means little without the processor, the number of cores and how busy the machine was.
enum Machine {
    /// One line: processor model, online cores, the load averages and the kernel.
    ///
    /// As far as the platform tells them (`/proc/cpuinfo`, `sysconf`, `getloadavg`, `uname`).
    static func description() -> String {
        var model = "unknown processor"
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        var loads = [Double](repeating: 0, count: 3)
        let loadText =
            getloadavg(&loads, 3) == 3 ? loads.map { ReplayBenchmark.format($0, 2) }.joined(separator: " ") : "unknown"
        var names = utsname()
        uname(&names)
        let system = withUnsafeBytes(of: &names.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let release = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "machine: \(model), \(cores) cores, load \(loadText), \(system) \(release)"
    }
}
