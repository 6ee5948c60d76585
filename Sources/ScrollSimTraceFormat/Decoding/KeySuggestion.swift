import ScrollSimSupport

/// "Did you mean …?" for misspelt keys: the one known key close to an unknown one.
enum KeySuggestion {
    /// The only key of `candidates` that `key` is a near miss of, or nil when none or several are.
    ///
    /// A near miss differs only in letter case, or, when both keys have at least four characters, by one edit
    /// (insertion, deletion, substitution or swap of neighbours), two from seven characters on. Shorter keys (`x`, `y`,
    /// `t`) are too alike for edits to mean a typo. O(candidates × key length²); keys are short.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        let close = candidates.filter { isNearMiss(key, $0) }
        if close.count == 1 { return close[0] }
        // Several at the edit distance limit: a case-only difference is the clear favourite.
        let sameLetters = close.filter { $0.lowercased() == key.lowercased() }
        return sameLetters.count == 1 ? sameLetters[0] : nil
    }

    /// Whether `typed` is a near miss of `known` (see ``suggestion(for:among:)``); never for equal keys.
    static func isNearMiss(_ typed: String, _ known: String) -> Bool {
        guard typed != known else { return false }
        let a = Array(typed.lowercased()), b = Array(known.lowercased())
        if a == b { return true }
        let shorter = min(a.count, b.count)
        guard shorter >= 4 else { return false }
        let limit = shorter >= 7 ? 2 : 1
        guard abs(a.count - b.count) <= limit else { return false }
        return distance(a, b) <= limit
    }

    /// The optimal-string-alignment distance between `a` and `b` (``EditDistance``).
    ///
    /// O(a.count × b.count).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        EditDistance.between(a, b)
    }
}
