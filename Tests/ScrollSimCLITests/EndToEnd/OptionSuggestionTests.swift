import ScrollSimTestSupport
import Testing

/// Tests that a misspelt option suggests the nearest one for every subcommand and exits 2 with the usage.
///
/// A misspelt option suggests the nearest one, for every subcommand, from the one place options are scanned
/// (`ArgumentScanner`): `unknown option '--formt'; did you mean '--format'?`, exit 2 with the usage, as for any unknown
/// option.
struct OptionSuggestionTests {
    /// One misspelling per subcommand, and the option it should suggest.
    static let cases: [(arguments: [String], suggestion: String)] = [
        (["replay", "t.json", "--formt", "text"], "--format"),
        (["replay", "t.json", "--didscrol", "runs"], "--didscroll"),
        (["expand", "t.json", "--outptu", "x.json"], "--output"),
        (["check", "t.json", "--udpate"], "--update"),
        (["check", "t.json", "--shrad", "1/2"], "--shard"),
        (["plot", "t.json", "--veiw", "list"], "--view"),
        (["view", "t.json", "--goldne", "t.log"], "--golden"),
        (["review", "--accept-al"], "--accept-all"),
        (["shrink", "t.json", "--max-tires", "3"], "--max-tries"),
        (["shrink", "t.json", "--while-matchs", "x"], "--while-matches"),
        (["schema", "-output", "s.json"], "--output"),
        (["explore", "t.json", "--sed", "3"], "--seed"),
        (["explore", "t.json", "--max-tim", "3"], "--max-time"),
        (["compare", "t.json", "--tolerence", "2"], "--tolerance"),
        (["fit", "--lsit"], "--list"),
    ]

    @Test(arguments: cases)
    func aMisspeltOptionSuggestsTheNearest(_ arguments: [String], _ suggestion: String) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 2)
        let typed = arguments.first { $0.hasPrefix("-") }!
        #expect(
            run.stderr.hasPrefix(
                "scrollsim: error: unknown option '\(typed)'; did you mean '\(suggestion)'?\n"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: scrollsim \(arguments[0])"))
    }

    /// Nothing near: the message stays as it was, with no guess.
    @Test(arguments: [["replay", "t.json", "--frobnicate"], ["check", "--frob"], ["replay", "t.json", "-x"]])
    func nothingNearSuggestsNothing(_ arguments: [String]) throws {
        let run = try ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("scrollsim: error: unknown option '\(arguments.last!)'\n"), "\(run.stderr)")
    }
}
