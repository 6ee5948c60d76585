/// The optimal-string-alignment distance between two strings.
///
/// The optimal-string-alignment distance between two strings: the fewest insertions, deletions,
/// substitutions and swaps of neighbours that turn one into the other (each character edited at
/// most once). Behind every "did you mean …?": misspelt trace keys (`KeySuggestion`) and misspelt
/// command-line options (`OptionSuggestion`). Source: Damerau, "A technique for computer detection
/// and correction of spelling errors", CACM 7(3), 1964 (the four kinds of edit).
package enum EditDistance {
    /// The distance between `a` and `b`, compared character by character.
    ///
    /// O(a.count × b.count) time, O(b.count) space.
    package static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
