import ScrollSimCheck
import ScrollSimTestSupport
import Testing

/// `check --shard K/N`: the shards are disjoint and together are the whole check, for several N.
struct CheckShardTests {
    let folder = Scratch()

    init() {
        for number in 0..<60 {
            let group = "g\(number % 5)"
            folder.write("traces/\(group)/t\(number).json", Fake.trace(["line \(number)"]))
            if number % 7 != 0 { folder.write("traces/\(group)/t\(number).log", Fake.golden(["line \(number)"])) }
        }
        for number in 0..<9 { folder.write("traces/orphans/o\(number).log", "log: gone\n") }
    }

    func check(_ shard: CheckShard?) throws -> CheckReport {
        try GoldenCheck.run(
            paths: [folder.path + "/traces"], options: CheckOptions(jobs: 2, shard: shard), renderer: Fake.renderer)
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func shardsAreDisjointAndCoverTheWholeCheck(count: Int) throws {
        let whole = try check(nil)
        var traces: [String] = []
        var goldens: [String] = []
        for index in 1...count {
            let part = try check(CheckShard(index: index, count: count))
            traces += part.results.map(\.tracePath)
            goldens += part.unreferencedGoldens
        }
        #expect(traces.count == Set(traces).count, "a trace in two shards")
        #expect(Set(traces) == Set(whole.results.map(\.tracePath)))
        #expect(goldens.count == Set(goldens).count)
        #expect(Set(goldens) == Set(whole.unreferencedGoldens))
        #expect(whole.results.count == 60 && whole.unreferencedGoldens.count == 9)
    }

    /// Tests that shards use fixed FNV-1a hashes of the path, so every machine puts a trace in the same shard.
    ///
    /// FNV-1a of the path's bytes: fixed values, so every machine puts a trace in the same shard (`traces/core/t0.json`
    /// hashes to shard 2 of 3 and 1 of 8, as computed independently).
    @Test func thePartitionIsAFunctionOfThePathAlone() throws {
        #expect(try #require(CheckShard(index: 2, count: 3)).contains("traces/core/t0.json"))
        #expect(try #require(CheckShard(index: 1, count: 8)).contains("traces/core/t0.json"))
        #expect(try #require(CheckShard(index: 1, count: 1)).contains("anything"))
        let paths = (0..<300).map { "traces/core/t\($0).json" }
        let counts = (1...3).map { index in paths.filter { CheckShard(index: index, count: 3)!.contains($0) }.count }
        #expect(counts.reduce(0, +) == 300 && counts.allSatisfy { $0 > 60 })
    }

    @Test(arguments: [("2/4", true), ("1/1", true), ("0/3", false), ("4/3", false), ("2", false), ("a/b", false)])
    func parsing(text: String, valid: Bool) {
        #expect((CheckShard(parsing: text) != nil) == valid)
        if valid { #expect(CheckShard(parsing: text)?.description == text) }
    }
}
