// Quoting paths for the copy-paste commands the report suggests.

/// Quoting for paths shown inside copy-paste shell commands.
enum ShellQuote {
    /// `path` as is when it is made of safe characters, else in single quotes.
    static func quote(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "/._-+:@,".unicodeScalars.contains(scalar))
        }
        if safe && !path.isEmpty { return path }
        return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
