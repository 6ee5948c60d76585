// Options that take a duration in seconds (`--max-time`, `--condition-timeout`).

extension ArgumentScanner {
    /// The value of `option` as seconds greater than 0 (finite), or nil when it is not given.
    func seconds(_ option: String) throws(UsageError) -> Double? {
        guard let raw = values[option] else { return nil }
        guard let seconds = Double(raw), seconds.isFinite, seconds > 0 else {
            throw UsageError(
                message: "invalid value '\(raw)' for '\(option)': expected seconds greater than 0", command: command)
        }
        return seconds
    }
}
