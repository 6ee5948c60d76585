// swift-tools-version:6.0
// scrollsim — a headless, deterministic simulator of iOS UIScrollView.
// Toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "scrollsim",
    products: [
        // The library users depend on to drive the model from Swift.
        .library(name: "ScrollSimKit", targets: ["ScrollPhysics", "ScrollSimKit", "ScrollSimTrace"]),
        // UIKit's names and signatures over the model, and a simulator driven from Swift.
        .library(name: "ScrollSimUIKit", targets: ["ScrollSimUIKit"]),
        // SwiftUI's scroll-target names and signatures over the simulator (`ScrollTargetBehavior`, `.paging`, …).
        .library(name: "ScrollSimSwiftUI", targets: ["ScrollSimSwiftUI"]),
        // Golden-log assertions for Swift Testing and XCTest (imports both; add it to test targets).
        .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
        // Records a gesture on a device into a trace: a tested core, and a UIKit adapter (Apple platforms only).
        .library(name: "ScrollSimRecorder", targets: ["ScrollSimRecorder"]),
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
        // UIKit-named adapters over the model (names and types only, no behaviour) and the simulator.
        .target(name: "ScrollSimUIKit", dependencies: ["ScrollSimTrace"]),
        // SwiftUI-named scroll target behaviours and their attachment to simulated scroll views.
        .target(name: "ScrollSimSwiftUI", dependencies: ["ScrollSimUIKit"]),
        // The golden assertion for tests; imports Testing and XCTest when the toolchain has them.
        .target(name: "ScrollSimTesting", dependencies: ["ScrollSimUIKit"]),
        // The on-device recorder: samples and snapshots in, trace format 1 out; `#if canImport(UIKit)` adapter.
        .target(name: "ScrollSimRecorder", dependencies: ["ScrollSimTrace"]),
        // Layer 6: argument parsing, file I/O, exit codes. No logic.
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSimTrace"]),
        .executableTarget(name: "scrollsim-bench", dependencies: ["ScrollSimTrace"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollSimKitTests", dependencies: ["ScrollSimKit"]),
        // Fixtures (the UIKit recordings) are read from disk by path, not bundled.
        .testTarget(name: "ScrollSimTraceTests", dependencies: ["ScrollSimTrace"], exclude: ["Fixtures"]),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimTrace"]),
        .testTarget(name: "ScrollSimRecorderTests", dependencies: ["ScrollSimRecorder"]),
        // Goldens written by the tests live next to them (`__Goldens__/`), read from disk by path.
        .testTarget(
            name: "ScrollSimUIKitTests", dependencies: ["ScrollSimUIKit", "ScrollSimTesting"],
            exclude: ["__Goldens__"]),
        .testTarget(name: "ScrollSimSwiftUITests", dependencies: ["ScrollSimSwiftUI"]),
        // UIKit-style code in Swift 5 language mode, as most apps and libraries still build it.
        .testTarget(
            name: "ScrollSimUIKitSwift5Tests", dependencies: ["ScrollSimUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
