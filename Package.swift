// swift-tools-version:6.0
// scrollsim — a headless, deterministic simulator of iOS UIScrollView.
// Toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "scrollsim",
    products: [
        // The library users depend on to drive the model from Swift.
        .library(name: "ScrollSimKit", targets: ["ScrollPhysics", "ScrollSimKit", "ScrollSimTrace"]),
        // The thin command-line tool.
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        // Benchmarks: throughput and peak memory, printed as numbers (never timed tests).
        .executable(name: "scrollsim-bench", targets: ["scrollsim-bench"]),
    ],
    targets: [
        // Layer 1: one-dimensional physics (points, seconds, pt/s inside). Knows nothing of views or JSON.
        // `Double.rounded` and `squareRoot` call libm's exact rounding functions on Linux.
        .target(name: "ScrollPhysics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Layers 2–4: geometry, the scroll-view model, behaviours and scenes.
        .target(name: "ScrollSimKit", dependencies: ["ScrollPhysics"]),
        // Layer 5: trace format 1 (JSON in), logs (text and JSONL out), the golden check engine.
        .target(name: "ScrollSimTrace", dependencies: ["ScrollSimKit"]),
        // Layer 6: argument parsing, file I/O, exit codes. No logic.
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSimTrace"]),
        .executableTarget(name: "scrollsim-bench", dependencies: ["ScrollSimTrace"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollSimKitTests", dependencies: ["ScrollSimKit"]),
        // Fixtures (the UIKit recordings) are read from disk by path, not bundled.
        .testTarget(name: "ScrollSimTraceTests", dependencies: ["ScrollSimTrace"], exclude: ["Fixtures"]),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimTrace"]),
    ],
    swiftLanguageModes: [.v6]
)
