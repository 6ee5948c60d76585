import Foundation
import ScrollSimTrace

/// The instructions of one `viewAligned` decision over a flow layout of equal cards.
///
/// The decision is the trace key `scrollTargetBehavior`'s path, `FlowLayoutSnapping.alignedOffset`, measured with 2,000
/// and 100,000 cards. Target: < 5,000 instructions a release, whatever the cards. Also the general path (every card
/// laid out), for comparison. callgrind's count of `snap-run ITEMS N` minus that of `snap-run ITEMS 0`, over N
/// releases; prints, asserts nothing.
///
/// Usage: `scrollsim-bench snap [--releases N]`.
enum SnapBenchmark {
    /// The target (instructions per release).
    static let target = 5_000

    static func run(arguments: [String]) {
        let releases = arguments.count == 2 && arguments[0] == "--releases" ? max(1, Int(arguments[1]) ?? 1000) : 1000
        print(Machine.description())
        guard Instructions.available() else {
            print("snap: valgrind not found; install it (Debian: apt-get install valgrind) for counts")
            return
        }
        let me = CommandLine.arguments[0]
        print("viewAligned decision (callgrind), instructions a release; target < \(target):")
        for (path, items, runs) in [
            ("even", 2_000, releases), ("even", 100_000, releases), ("general", 2_000, max(1, releases / 20)),
        ] {
            guard let full = Instructions.count(me, ["snap-run", path, "\(items)", "\(runs)"]),
                let empty = Instructions.count(me, ["snap-run", path, "\(items)", "0"])
            else {
                print("  callgrind of snap-run failed")
                return
            }
            let each = (full - empty) / runs
            let verdict = path == "even" ? (each < target ? "  ok" : "  OVER") : "  (every card laid out)"
            print("  \(path) path, \(items) cards: \(each) instructions a release\(verdict)")
        }
        print(
            "  reproduce: valgrind --tool=callgrind --callgrind-out-file=/dev/null "
                + ".build/release/scrollsim-bench snap-run even 100000 \(releases) (minus the same with 0)")
    }

    /// `scrollsim-bench snap-run even|general ITEMS N`: N decisions over ITEMS cards.
    static func runOnce(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let items = Int(arguments[1]), let releases = Int(arguments[2]) else { return 2 }
        let snapping = FlowLayoutSnapping(
            layout: FlowLayout(itemSize: Size(width: 353, height: 50)), itemCount: items, snap: .none)
        let container = Size(width: 393, height: 852)
        let content = snapping.contentSize(viewSize: container, contentInset: .zero).height
        var sum = 0.0
        for release in 0..<releases {
            let start = Double(release * 7919 % max(items, 1)) * 60, velocity = release % 2 == 0 ? 2.5 : -2.5
            let limit: ScrollTargetLimit = release % 3 == 0 ? .never : .automatic
            sum +=
                arguments[0] == "general"
                ? snapping.generalAlignedOffset(
                    along: .vertical, limitBehavior: limit, start: start, proposed: start + velocity * 400,
                    velocity: velocity, containerSize: container, contentLength: content)
                : snapping.alignedOffset(
                    along: .vertical, limitBehavior: limit, start: start, proposed: start + velocity * 400,
                    velocity: velocity, containerSize: container, contentLength: content)
        }
        print("sum \(sum)")
        return 0
    }
}
