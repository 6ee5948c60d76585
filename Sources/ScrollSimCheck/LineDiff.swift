// Myers' O(ND) difference algorithm over lines, in linear space (the "middle snake"
// divide and conquer of Myers 1986, section 4b), as used by unified diffs of logs.

/// The shortest edit script between two sequences of lines, as per-line change flags.
///
/// `deleted[i]` is true when line `i` of the old text is not part of the longest common
/// subsequence; `inserted[j]` likewise for line `j` of the new text. Lines are compared
/// as whole byte strings, terminator included, so `"a\n"` and a final `"a"` differ.
package struct LineDiff: Sendable {
    /// For each old line: true when the edit script deletes it.
    package private(set) var deleted: [Bool]
    /// For each new line: true when the edit script inserts it.
    package private(set) var inserted: [Bool]

    /// Computes the shortest edit script turning `old` into `new`.
    ///
    /// Lines are interned to integers first; lines that occur on one side only are set
    /// aside before the search (they cannot be in any common subsequence), so even two
    /// entirely different 100 000-line logs are compared in linear time.
    package init<Line: Hashable>(old: [Line], new: [Line]) {
        deleted = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)
        var ids: [Line: Int] = [:]
        ids.reserveCapacity(old.count + new.count)
        func intern(_ line: Line) -> Int {
            if let id = ids[line] { return id }
            let id = ids.count
            ids[line] = id
            return id
        }
        let oldIDs = old.map(intern)
        let newIDs = new.map(intern)
        var inOld = Array(repeating: false, count: ids.count)
        var inNew = Array(repeating: false, count: ids.count)
        for id in oldIDs { inOld[id] = true }
        for id in newIDs { inNew[id] = true }
        // Keep only lines that can match; remember where each kept line came from.
        var keptOld: [Int] = [], keptOldIndex: [Int] = []
        for (index, id) in oldIDs.enumerated() {
            if inNew[id] {
                keptOld.append(id)
                keptOldIndex.append(index)
            } else {
                deleted[index] = true
            }
        }
        var keptNew: [Int] = [], keptNewIndex: [Int] = []
        for (index, id) in newIDs.enumerated() {
            if inOld[id] {
                keptNew.append(id)
                keptNewIndex.append(index)
            } else {
                inserted[index] = true
            }
        }
        var search = MiddleSnakeSearch(a: keptOld, b: keptNew)
        search.compare(aLow: 0, aHigh: keptOld.count, bLow: 0, bHigh: keptNew.count)
        for (kept, flag) in search.deletedA.enumerated() where flag { deleted[keptOldIndex[kept]] = true }
        for (kept, flag) in search.insertedB.enumerated() where flag { inserted[keptNewIndex[kept]] = true }
    }
}

/// The recursive linear-space Myers search over two integer sequences.
private struct MiddleSnakeSearch {
    let a: [Int]
    let b: [Int]
    var deletedA: [Bool]
    var insertedB: [Bool]
    /// Forward and backward furthest-reaching x per diagonal, reused across calls.
    var forward: [Int] = []
    var backward: [Int] = []
    /// Past this many differences in one search, the furthest-reaching forward point is taken as the split.
    ///
    /// This is GNU diff's "too expensive" heuristic: the script stays correct, may be a little longer than the
    /// shortest, and the time stays near O((N+M)·limit).
    static let costLimit = 1024

    init(a: [Int], b: [Int]) {
        self.a = a
        self.b = b
        deletedA = Array(repeating: false, count: a.count)
        insertedB = Array(repeating: false, count: b.count)
    }

    /// Marks the edits between `a[aLow..<aHigh]` and `b[bLow..<bHigh]`.
    mutating func compare(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
        var aLow = aLow, aHigh = aHigh, bLow = bLow, bHigh = bHigh
        while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
            aLow += 1
            bLow += 1
        }
        while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
        }
        if aLow == aHigh {
            for j in bLow..<bHigh { insertedB[j] = true }
            return
        }
        if bLow == bHigh {
            for i in aLow..<aHigh { deletedA[i] = true }
            return
        }
        let (x, y) = middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
        if (x == aLow && y == bLow) || (x == aHigh && y == bHigh) {
            // Never expected; guards against endless recursion with a correct, longer script.
            for i in aLow..<aHigh { deletedA[i] = true }
            for j in bLow..<bHigh { insertedB[j] = true }
            return
        }
        compare(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y)
        compare(aLow: x, aHigh: aHigh, bLow: y, bHigh: bHigh)
    }

    /// Finds a split point `(x, y)` on an optimal path through the edit graph of the two ranges.
    ///
    /// Both ranges are non-empty with first and last lines differing; the search runs from both ends.
    mutating func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> (Int, Int) {
        let n = aHigh - aLow, m = bHigh - bLow
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        let length = 2 * maxD + 3
        if forward.count < length {
            forward = Array(repeating: -1, count: length)
            backward = Array(repeating: -1, count: length)
        } else {
            for i in 0..<length {
                forward[i] = -1
                backward[i] = -1
            }
        }
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let frontChecks = delta % 2 != 0
        var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0
        for d in 0..<maxD + 1 {
            var k1 = -d + k1Start
            while k1 <= d - k1End {
                let index = offset + k1
                var x1 =
                    (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
                    ? forward[index + 1] : forward[index - 1] + 1
                var y1 = x1 - k1
                while x1 < n && y1 < m && a[aLow + x1] == b[bLow + y1] {
                    x1 += 1
                    y1 += 1
                }
                forward[index] = x1
                if x1 > n {
                    k1End += 2
                } else if y1 > m {
                    k1Start += 2
                } else if frontChecks {
                    let other = offset + delta - k1
                    if other >= 0 && other < length && backward[other] != -1 && x1 >= n - backward[other] {
                        return (aLow + x1, bLow + y1)
                    }
                }
                k1 += 2
            }
            if d >= Self.costLimit {
                return furthestForwardPoint(
                    d: d, kStart: k1Start, kEnd: k1End, offset: offset, n: n, m: m,
                    aLow: aLow, bLow: bLow)
            }
            var k2 = -d + k2Start
            while k2 <= d - k2End {
                let index = offset + k2
                var x2 =
                    (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1]))
                    ? backward[index + 1] : backward[index - 1] + 1
                var y2 = x2 - k2
                while x2 < n && y2 < m && a[aHigh - x2 - 1] == b[bHigh - y2 - 1] {
                    x2 += 1
                    y2 += 1
                }
                backward[index] = x2
                if x2 > n {
                    k2End += 2
                } else if y2 > m {
                    k2Start += 2
                } else if !frontChecks {
                    let other = offset + delta - k2
                    if other >= 0 && other < length && forward[other] != -1 {
                        let x1 = forward[other]
                        let y1 = x1 - (other - offset)
                        if x1 >= n - x2 { return (aLow + x1, bLow + y1) }
                    }
                }
                k2 += 2
            }
        }
        // Unreachable for valid input (an optimal path always exists); split evenly.
        return (aLow + n / 2, bLow + m / 2)
    }

    /// The forward path end furthest from the start after `d` differences.
    ///
    /// A point on a valid (if not always shortest) path, used once the search is too expensive.
    func furthestForwardPoint(
        d: Int, kStart: Int, kEnd: Int, offset: Int, n: Int, m: Int,
        aLow: Int, bLow: Int
    ) -> (Int, Int) {
        var best = (x: 0, y: 0)
        var k = -d + kStart
        while k <= d - kEnd {
            let x = forward[offset + k], y = x - k
            if x >= 0 && x <= n && y >= 0 && y <= m && x + y > best.x + best.y { best = (x, y) }
            k += 2
        }
        return (aLow + best.x, bLow + best.y)
    }
}
