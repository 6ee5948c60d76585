// swift-tools-version:6.0
// scrollsim — a headless, deterministic simulator of iOS UIScrollView.
// Toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "scrollsim",
    products: [
        // Drive the model from Swift: physics, geometry, the scroll-view model, behaviours, scenes.
        .library(name: "ScrollSimKit", targets: ["ScrollSimKit"]),
        // Trace format 1 and its replay from Swift, and reading the log (re-exports ScrollSimKit).
        .library(name: "ScrollSimTrace", targets: ["ScrollSimTrace"]),
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
        // `swift package scrollsim check|replay|review …` in a package that depends on this one.
        .plugin(name: "ScrollSimPlugin", targets: ["ScrollSimPlugin"]),
    ],
    targets: [
        // Layer 1: one-dimensional physics (points, seconds, pt/s inside). Knows nothing of views or JSON.
        // `Double.rounded` and `squareRoot` call libm's exact rounding functions on Linux.
        .target(name: "ScrollPhysics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Layers 2–4: geometry, the scroll-view model, behaviours and scenes (re-exports ScrollPhysics).
        .target(name: "ScrollSimKit", dependencies: ["ScrollPhysics"]),
        // Package-internal: the platform's C module (one file), text escaping, fixed-point number
        // formatting and the POSIX file layer with one-line errors and atomic writes.
        .target(name: "ScrollSimSupport", dependencies: ["ScrollPhysics"]),
        // Package-internal: JSON syntax (in memory and streamed), the value tree, framing and writing.
        .target(name: "ScrollSimJSON", dependencies: ["ScrollSimSupport"]),
        // Layer 5a: the log — the writers (text, JSONL, CSV, Chrome trace), the text-log reader, the
        // final state, the format names and the phase classification the Chrome writer and plots share.
        .target(name: "ScrollSimLog", dependencies: ["ScrollSimKit", "ScrollSimJSON", "ScrollSimSupport"]),
        // Layer 5b: trace format 1: its types, key tables, decoding rules, plug-ins and schema (re-exported
        // by ScrollSimTrace, whose product it ships in).
        .target(
            name: "ScrollSimTraceFormat",
            dependencies: ["ScrollSimKit", "ScrollSimLog", "ScrollSimJSON", "ScrollSimSupport"]),
        // Layer 5c: the streaming trace reader, the replay and expansion (re-exports the trace format, the
        // model and the log's user-facing types).
        .target(
            name: "ScrollSimTrace",
            dependencies: ["ScrollSimTraceFormat", "ScrollSimLog", "ScrollSimJSON", "ScrollSimSupport"]),
        // Package-internal: SVG plots drawn from a text log.
        .target(name: "ScrollSimPlot", dependencies: ["ScrollSimLog", "ScrollSimSupport"]),
        // Package-internal: the HTML replay page (`scrollsim view`) drawn from a text log.
        .target(name: "ScrollSimView", dependencies: ["ScrollSimKit", "ScrollSimLog", "ScrollSimSupport"]),
        // Package-internal: the golden check engine given its renderer, line diffs and JUnit reports.
        .target(name: "ScrollSimCheck", dependencies: ["ScrollSimPlot", "ScrollSimLog", "ScrollSimSupport"]),
        // UIKit-named adapters over the model (names and types only, no behaviour) and the simulator.
        .target(name: "ScrollSimUIKit", dependencies: ["ScrollSimTrace", "ScrollSimJSON", "ScrollSimSupport"]),
        // SwiftUI-named scroll target behaviours and their attachment to simulated scroll views.
        .target(name: "ScrollSimSwiftUI", dependencies: ["ScrollSimUIKit"]),
        // The golden assertion for tests; imports Testing and XCTest when the toolchain has them.
        .target(name: "ScrollSimTesting", dependencies: ["ScrollSimUIKit", "ScrollSimCheck", "ScrollSimSupport"]),
        // The on-device recorder: samples and snapshots in, trace format 1 out; `#if canImport(UIKit)` adapter.
        .target(name: "ScrollSimRecorder", dependencies: ["ScrollSimTrace", "ScrollSimKit", "ScrollSimJSON"]),
        // Package-internal: `scrollsim compare` and `scrollsim fit` — a device recording (the trace's
        // `recorded` key or a real-UIKit recording file) against its replay, per phase of motion.
        .target(
            name: "ScrollSimCompare",
            dependencies: ["ScrollSimTrace", "ScrollSimLog", "ScrollSimJSON", "ScrollSimSupport"]),
        // Layer 5d, package-internal (every declaration `package`, no product): shrinking a trace to the
        // smallest one a condition still holds on, the conditions (log regexes, golden differences,
        // commands) and generated runs checked against invariants.
        .target(
            name: "ScrollSimExplore",
            dependencies: ["ScrollSimTrace", "ScrollSimLog", "ScrollSimJSON", "ScrollSimSupport"]),
        // Layer 6: argument parsing, file I/O, exit codes, and the check's default renderer (the replay).
        .executableTarget(
            name: "scrollsim",
            dependencies: [
                "ScrollSimTrace", "ScrollSimCheck", "ScrollSimPlot", "ScrollSimView", "ScrollSimLog",
                "ScrollSimExplore", "ScrollSimCompare", "ScrollSimSupport",
            ]),
        // The command plugin: runs the `scrollsim` tool with the arguments given, in the package's root.
        // `check --update` and `review` write goldens, hence the write permission.
        .plugin(
            name: "ScrollSimPlugin",
            capability: .command(
                intent: .custom(verb: "scrollsim", description: "Replay traces and check or review their golden logs"),
                permissions: [
                    .writeToPackageDirectory(reason: "check --update and review write golden logs beside the traces")
                ]),
            dependencies: ["scrollsim"], path: "Sources/ScrollSimPlugin"),
        // Benchmarks: throughput and peak memory, printed as numbers (never timed tests); not a product.
        .executableTarget(
            name: "scrollsim-bench",
            dependencies: [
                "ScrollSimTrace", "ScrollSimCheck", "ScrollSimPlot", "ScrollSimJSON", "ScrollSimExplore",
                "ScrollSimSupport",
            ]),
        // The benchmark's small intermediate: runs one program and reports its own peak memory.
        .executableTarget(name: "scrollsim-peak"),
        // Shared by the test targets: the package root, scratch folders, trace builders, the check's
        // replay renderer, and running the built `scrollsim` (not a product).
        .target(
            name: "ScrollSimTestSupport",
            dependencies: [
                "ScrollSimTrace", "ScrollSimCheck", "ScrollSimExplore", "ScrollSimJSON", "ScrollSimSupport",
            ],
            path: "Tests/ScrollSimTestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "ScrollSimKitTests", dependencies: ["ScrollSimKit"]),
        .testTarget(name: "ScrollSimSupportTests", dependencies: ["ScrollSimSupport", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimJSONTests", dependencies: ["ScrollSimJSON", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimLogTests", dependencies: ["ScrollSimLog", "ScrollSimTestSupport"]),
        // Fixtures (the UIKit recordings) are read from disk by path, not bundled.
        .testTarget(
            name: "ScrollSimTraceTests",
            dependencies: [
                "ScrollSimTrace", "ScrollSimTraceFormat", "ScrollSimCheck", "ScrollSimJSON", "ScrollSimLog",
                "ScrollSimSupport",
                "ScrollSimTestSupport",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ScrollSimPlotTests", dependencies: ["ScrollSimPlot", "ScrollSimTrace", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimViewTests", dependencies: ["ScrollSimView", "ScrollSimPlot", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimCheckTests", dependencies: ["ScrollSimCheck", "ScrollSimTrace", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimCLITests", dependencies: ["ScrollSimTrace", "ScrollSimJSON", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimExploreTests",
            dependencies: ["ScrollSimExplore", "ScrollSimTrace", "ScrollSimJSON", "ScrollSimTestSupport"]),
        .testTarget(
            name: "ScrollSimCompareTests",
            dependencies: ["ScrollSimCompare", "ScrollSimTrace", "ScrollSimJSON", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimRecorderTests", dependencies: ["ScrollSimRecorder"]),
        // Goldens written by the tests live next to them (`__Goldens__/`), read from disk by path.
        .testTarget(
            name: "ScrollSimUIKitTests", dependencies: ["ScrollSimUIKit", "ScrollSimTesting", "ScrollSimTestSupport"],
            exclude: ["__Goldens__"]),
        // The golden assertion's own tests; their goldens live next to them (`__Goldens__/`).
        .testTarget(
            name: "ScrollSimTestingTests",
            dependencies: ["ScrollSimTesting", "ScrollSimUIKit", "ScrollSimSupport", "ScrollSimTestSupport"],
            exclude: ["__Goldens__"]),
        .testTarget(
            name: "ScrollSimSwiftUITests", dependencies: ["ScrollSimSwiftUI", "ScrollSimKit", "ScrollSimTestSupport"]),
        // UIKit-style code in Swift 5 language mode, as most apps and libraries still build it.
        .testTarget(
            name: "ScrollSimUIKitSwift5Tests", dependencies: ["ScrollSimUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
