/// One of `count` disjoint parts of a check (`--shard K/N`).
///
/// A large corpus spreads over the jobs of a CI matrix (GitHub Actions `matrix`, Buildkite `parallelism`).
///
/// A trace belongs to the shard its path hashes to: FNV-1a (64-bit) over the path's UTF-8 bytes,
/// modulo `count`. The partition depends only on the paths as built from the PATH arguments (run
/// every shard with the same arguments), never on the machine, the file order or the number of
/// cores; the shards are disjoint and together are the whole check. An unreferenced golden goes
/// with the trace it names, a skipped path with its own path.
package struct CheckShard: Sendable, Equatable, CustomStringConvertible {
    /// The shard, 1-based (`K` of `K/N`).
    package let index: Int
    /// How many shards there are (`N`).
    package let count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (`2/4`); nil when malformed or out of range.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the trace at `path` belongs to this shard.
    ///
    /// O(path length).
    package func contains(_ path: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}
