import Foundation

/// A condition script that holds on its first run and hangs on every later one.
///
/// A `--while-command` / `--until-command` script that holds on its first run and hangs on every
/// later one, for the tests of conditions that never end. It lives in a ``Scratch`` folder as
/// `cond.sh`; the first run leaves `ok`, and each hanging run starts a background `sleep` whose
/// pid it appends to `pids`, so a test can tell whether the tool killed the whole process group.
package enum HangingCondition {
    /// The script's text.
    package static let script = """
        #!/bin/sh
        [ -e ok ] || { touch ok; exit 0; }
        sleep 30 &
        echo $! >> pids
        wait
        """

    /// Writes the script as `cond.sh` in `folder`, executable.
    package static func install(in folder: Scratch) {
        folder.write("cond.sh", script)
        chmod(folder.path + "/cond.sh", 0o755)
    }

    /// Waits until a run of the script hangs, for at most `seconds`; whether it did.
    ///
    /// Waits until a run of the script hangs (a child pid is recorded), for at most `seconds` on
    /// the monotonic clock; whether it did. The limit is generous: under a loaded parallel test run
    /// the tool may take seconds to reach its first hanging condition.
    package static func waitUntilHanging(in folder: Scratch, seconds: Double = 60) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while folder.read("pids") == nil {
            if ProcessInfo.processInfo.systemUptime >= deadline { return false }
            usleep(20_000)
        }
        return true
    }

    /// Whether any pid recorded in `pids` is still a living process after `seconds`.
    ///
    /// A zombie (state `Z` in `/proc/PID/stat`: killed, not yet reaped by its new parent) counts as
    /// dead, so the answer does not depend on how quickly the container's init reaps orphans.
    package static func anyChildAlive(in folder: Scratch, seconds: Double = 10) -> Bool {
        let pids = (folder.read("pids") ?? "").split(separator: "\n").compactMap { pid_t($0) }
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while true {
            if !pids.contains(where: isRunning) { return false }
            if ProcessInfo.processInfo.systemUptime >= deadline { return true }
            usleep(50_000)
        }
    }

    /// Whether `pid` exists and is not a zombie.
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return true }
        // The state follows the command name, which is in parentheses and may contain spaces.
        let text = String(decoding: stat, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return true }
        let state = text[text.index(after: close)...].drop { $0 == " " }.first
        return state != "Z"
    }
}
