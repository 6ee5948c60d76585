import Foundation

/// The cost of starting `scrollsim` at all, in instructions.
///
/// The cost of starting `scrollsim` at all: the instructions callgrind counts over `scrollsim --version` (dynamic
/// linking, the runtime's own set-up, the global initializers before `main`, printing one line), which every run of
/// every command pays.
///
/// Measured on the release build beside this benchmark. Built with `--static-swift-stdlib` (the
/// README's install line, on Linux) the Swift runtime is linked in and its libraries' symbols need
/// no lookup at start: 5.37 M instructions dynamic against 2.64 M static, on Swift 6.3.1 for Linux.
enum StartupBenchmark {
    /// The target: at most this many instructions before a run does anything.
    ///
    /// Half the 5.37 M of a release build that links the Swift runtime dynamically.
    static let targetInstructions = 2_700_000

    /// Prints the start-up figure, its target and how the binary links the runtime; returns the exit status.
    ///
    /// Returns 1 when the target is missed on a binary built as the README says, else 0.
    static func run(arguments: [String]) -> Int32 {
        print(Machine.description())
        guard let binary = ChildProcess.scrollsimBinary(for: "start-up") else { return 0 }
        guard Instructions.available(), let count = Instructions.count(binary, ["--version"]) else {
            print("start-up: valgrind not found; install it to count instructions (apt-get install valgrind)")
            return 0
        }
        let dynamic = linksSwiftRuntimeDynamically(binary)
        let linking = dynamic ? "Swift runtime linked dynamically" : "Swift runtime linked in (--static-swift-stdlib)"
        let met = count <= targetInstructions
        print(
            "start-up: \(count) instructions for `scrollsim --version` (\(linking)); target ≤ \(targetInstructions): "
                + (met ? "met" : "NOT met"))
        if dynamic {
            print(
                "  build as the README's Install says to measure the shipped binary: swift build -c release --static-swift-stdlib"
            )
            return 0
        }
        return met ? 0 : 1
    }

    /// Whether the executable at `path` was built without `--static-swift-stdlib`.
    ///
    /// Whether the executable at `path` names the Swift runtime's shared library among the libraries it needs (its
    /// dynamic section's strings), i.e. was built without `--static-swift-stdlib`.
    static func linksSwiftRuntimeDynamically(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let needle = Array("libswiftCore.so".utf8)
        return data.withUnsafeBytes { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == needle[0], needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
