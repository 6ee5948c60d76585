// "Did you mean …?" for a misspelt option, in the one place every subcommand's options are scanned.
import ScrollSimSupport

/// The option a misspelt one most likely meant (`--formt` → `--format`).
enum OptionSuggestion {
    /// The option of `known` nearest `typed` by edit distance, or nil when none is near.
    ///
    /// The option of `known` nearest `typed` by edit distance (``EditDistance``), the dashes left out of both (so
    /// `-format` finds `--format`), or nil when none is near. Near means at most a third of `typed`'s letters edited:
    /// one edit from 3 letters on, two from 6, and nothing for one- or two-letter names, which are too alike to guess.
    /// Ties go to the name first in alphabetical order, so the suggestion is the same on every machine (a choice; the
    /// alternative, the order the help page lists them in, would tie the scanner to the help text). O(known × length²).
    static func suggestion(for typed: String, among known: some Sequence<String>) -> String? {
        let letters = Array(typed.drop { $0 == "-" })
        let limit = letters.count / 3
        guard limit > 0 || !letters.isEmpty else { return nil }
        var best: (distance: Int, name: String)?
        for name in Set(known) where name != typed {
            let distance = EditDistance.between(letters, Array(name.drop { $0 == "-" }))
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, name) { continue }
            best = (distance, name)
        }
        return best?.name
    }

    /// The message for an unknown option.
    ///
    /// `unknown option '--formt'; did you mean '--format'?`, or without the question when nothing is near.
    static func message(for typed: String, among known: some Sequence<String>) -> String {
        let unknown = "unknown option '\(typed)'"
        guard let near = suggestion(for: typed, among: known) else { return unknown }
        return unknown + "; did you mean '\(near)'?"
    }
}
