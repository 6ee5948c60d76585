import Foundation
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimUIKit
import Testing
import XCTest

@testable import ScrollSimTesting

/// Tests that `assertGolden` matches the CLI's log and reports failures to Swift Testing and XCTest.
///
/// `assertGolden` end to end: its golden file is the CLI's log of the trace declaring the same scene, and its failures
/// reach Swift Testing (here) and XCTest (`GoldenXCTestCase`).
@MainActor
struct GoldenAssertionTests {
    /// The scene of `traces/gestures/fling-up.json`, built in Swift.
    static func flingUp() throws -> ScrollSimulator {
        let simulator = ScrollSimulator(windowSize: CGSize(width: 393, height: 852), name: "fling-up")
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 20_000)
        list.contentOffset = CGPoint(x: 0, y: 5000)
        simulator.addSubview(list)
        try simulator.perform(.fling(from: CGPoint(x: 196.5, y: 700), velocity: CGPoint(x: 0, y: -1000)))
        return simulator
    }

    /// The folder of the goldens this file's assertions read.
    nonisolated static let goldens = PackageRoot.file("Tests/ScrollSimTestingTests/__Goldens__/GoldenAssertionTests")

    @Test func aFlingMatchesItsGolden() throws {
        assertGolden(of: try Self.flingUp(), named: "fling-up")
    }

    @Test func theGoldenIsWhatTheCLIPrintsForTheSameScene() throws {
        let golden = try String(contentsOfFile: Self.goldens + "/fling-up.log", encoding: .utf8)
        let trace = try FileSystem.read(PackageRoot.traces + "/gestures/fling-up.json")
        #expect(golden == (try Replay.run(trace: trace, format: .text)), "the CLI's log of the same scene")
        #expect(golden == (try String(contentsOfFile: Self.goldens + "/fling-up-xctest.log", encoding: .utf8)))
        let simulator = try Self.flingUp()
        try simulator.runUntilIdle()
        #expect(simulator.log == golden)
    }

    @Test func aDifferentLogIsAnIssue() {
        withKnownIssue("Expected: this test makes assertGolden fail on purpose, to check what it reports") {
            assertGolden("scrollsim log 1\n", named: "fling-up", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("first difference: line 2, golden `trace: fling-up`") }
        }
    }

    @Test func aMissingGoldenInModeNeverIsAnIssue() {
        withKnownIssue("Expected: a missing golden in record mode never must fail the test") {
            assertGolden("scrollsim log 1\n", named: "no-such-golden", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("not written: record mode never") }
        }
        #expect(!FileManager.default.fileExists(atPath: Self.goldens + "/no-such-golden.log"))
    }

    @Test func aSceneThatNeverSettlesIsAnIssue() {
        let simulator = ScrollSimulator()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        list.contentSize = CGSize(width: 393, height: 20_000)
        let restless = Restless()
        list.delegate = restless
        simulator.addSubview(list)
        list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        withKnownIssue("Expected: a scene that never comes to rest must fail the assertion") {
            assertGolden(of: simulator, named: "never-written", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the scene did not come to rest") }
        }
    }

    /// A delegate that starts a new animation whenever one ends, so the view never rests.
    final class Restless: UIScrollViewDelegate {
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            scrollView.setContentOffset(
                CGPoint(x: 0, y: scrollView.contentOffset.y == 300 ? 0 : 300), animated: true)
        }
    }
}

/// Tests that the golden assertion reports its failures through `XCTFail` when run from XCTest.
///
/// The same assertion from XCTest: outside a `@Test`, failures go to `XCTFail`. (XCTest on Linux cannot run
/// `@MainActor` test methods; it runs tests on the main thread, which `MainActor.assumeIsolated` checks.)
final class GoldenXCTestCase: XCTestCase {
    func testAFlingMatchesItsGoldenFromXCTest() throws {
        try MainActor.assumeIsolated {
            assertGolden(of: try GoldenAssertionTests.flingUp(), named: "fling-up-xctest")
        }
    }

    func testFailuresGoToXCTest() {
        XCTAssertEqual(GoldenLocation.framework, .xcTest)
    }
}
