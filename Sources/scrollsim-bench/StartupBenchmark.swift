import Foundation

/// The cost of starting `scrollsim` at all, in instructions.
///
/// The cost of starting `scrollsim` at all: the instructions callgrind counts over `scrollsim --version` (dynamic
/// linking, the runtime's own set-up, the global initializers before `main`, printing one line), which every run of
/// every command pays.
///
/// Measured on the release build beside this benchmark, whose linking (``BinaryLinking``) decides most of it: on Swift
/// 6.3.1 for Linux, 5.37 M instructions with the Swift runtime as shared libraries, 2.64 M with it linked in
/// (`--static-swift-stdlib`) and 0.14 M fully static (`-Xswiftc -static-executable`, the README's install line), where
/// no dynamic loader runs.
enum StartupBenchmark {
    /// The target: at most this many instructions before a run does anything.
    ///
    /// Half the 5.37 M of a release build that links the Swift runtime dynamically.
    static let targetInstructions = 2_700_000

    /// Prints the start-up figure, its target and how the binary is linked; returns the exit status.
    ///
    /// Returns 1 when the target is missed on a binary that links the Swift runtime in (as the README's install line
    /// does, and `--static-swift-stdlib`), else 0.
    static func run(arguments: [String]) -> Int32 {
        print(Machine.description())
        guard let binary = ChildProcess.scrollsimBinary(for: "start-up") else { return 0 }
        guard Instructions.available(), let count = Instructions.count(binary, ["--version"]) else {
            print("start-up: valgrind not found; install it to count instructions (apt-get install valgrind)")
            return 0
        }
        let linking = BinaryLinking.of(binary)
        let met = count <= targetInstructions
        print(
            "start-up: \(count) instructions for `scrollsim --version` (\(linking?.description ?? "not an ELF file")); "
                + "target ≤ \(targetInstructions): " + (met ? "met" : "NOT met"))
        if linking != .fullyStatic {
            print("  the shipped binary, as the README's Install builds it on Linux: \(BinaryLinking.shippedBuild)")
        }
        if linking == .sharedSwiftRuntime { return 0 }
        return met ? 0 : 1
    }
}
