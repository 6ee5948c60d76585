// The shared state of `GoldenCheck.parallelMap`: a work counter and one result slot per item.
import Dispatch

/// A lock-guarded work queue of indices `0..<count` with one result slot per index.
///
/// Soundness of `@unchecked Sendable`: the only stored mutable state (`next`, `slots`) is
/// `private` and every method reads or writes it only inside `queue.sync` (a serial Dispatch
/// queue, itself `Sendable`), so no two threads ever access it at the same time and each access
/// sees the writes of the previous one. `Result` is `Sendable`, so results may move between threads.
final class ParallelSlots<Result: Sendable>: @unchecked Sendable {
    private let queue = DispatchQueue(label: "scrollsim.parallel-slots")
    private var next = 0
    private var slots: [Result?]

    /// `count` empty slots; the first `claim()` returns 0.
    init(count: Int) {
        slots = [Result?](repeating: nil, count: count)
    }

    /// The next unclaimed index, or nil when every index has been handed out.
    ///
    /// O(1).
    func claim() -> Int? {
        queue.sync {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Stores the result of the item at `index` (claimed earlier by this caller).
    ///
    /// O(1).
    func store(_ result: Result, at index: Int) {
        queue.sync { slots[index] = result }
    }

    /// Every result, in index order.
    ///
    /// Call once every claimed index has been stored.
    func results() -> [Result] {
        queue.sync {
            slots.map { slot in
                guard let slot else { preconditionFailure("parallelMap: a claimed index was never stored") }
                return slot
            }
        }
    }
}
