import ScrollSimTrace // public API only: a plug-in written outside the package
import Testing

/// A throwaway behaviour plug-in: at release it rounds the vertical target to a multiple of `step`.
final class RoundTargetBehavior: ScrollBehavior {
    struct Configuration: Equatable, Sendable {
        var step: Double
    }

    let configuration: Configuration

    init(_ configuration: Configuration) { self.configuration = configuration }

    var parameters: [LogField] { [LogField("step", .number(configuration.step, .points))] }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        targetContentOffset.y = (targetContentOffset.y / configuration.step).rounded() * configuration.step
    }
}

extension BehaviorType {
    static let roundTarget = BehaviorType("roundTarget")
}

extension RoundTargetBehavior {
    static let descriptor = BehaviorDescriptor(type: .roundTarget) { reader throws(TraceDecodingError) in
        let step = try reader.optionalNumber("step", .positive) ?? 100
        return BehaviorSpec(type: .roundTarget, configuration: Configuration(step: step)) { RoundTargetBehavior($0) }
    }
}

/// A throwaway coordinator plug-in: one extra pan on its container whose callbacks it logs.
final class PanLogger: SceneCoordinator {
    let container: View
    let pan: PanGestureRecognizer

    static func recognizerNames(containerID: String) -> [String] { ["\(containerID).logger"] }

    init(container: View, simulation: Simulation) {
        self.container = container
        pan = PanGestureRecognizer(name: Self.recognizerNames(containerID: container.id)[0]) {
            [unowned simulation] pan in
            simulation.record(
                .behavior(name: "loggedPan", fields: [LogField("state", .string(pan.state.rawValue))]), for: pan.view!)
        }
        container.addGestureRecognizer(pan)
    }

    var recognizers: [PanGestureRecognizer] { [pan] }
    func headerFields(for view: View) -> [LogField] { [LogField("logs", .string(pan.name))] }
    func finalFields(for view: View) -> [LogField] { [] }
}

extension CoordinatorType {
    static let panLogger = CoordinatorType("panLogger")
}

extension PanLogger {
    static let descriptor = CoordinatorDescriptor(type: .panLogger) { reader, context throws(TraceDecodingError) in
        let container = try context.view(reader.required("container"))
        return SceneSpec.CoordinatorSpec(
            type: .panLogger, container: container, delegatedScrollView: nil,
            recognizerNames: recognizerNames(containerID: container), configuration: container
        ) { container, views, simulation in PanLogger(container: views.view(container), simulation: simulation) }
    }
}

/// Plug-ins registered from outside the package, without touching the decoder.
struct PluginRegistryTests {
    static let plugins = PluginRegistry.builtIn.adding(RoundTargetBehavior.descriptor).adding(PanLogger.descriptor)

    /// A 1 pt/ms upward fling on a 393 × 852 list with `behavior`.
    static func fling(behavior: String) -> [UInt8] {
        Array(
            """
            {"scrollsim": 1, "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
             "contentSize": {"width": 393, "height": 40000}, "contentOffset": {"x": 0, "y": 5000},
             "behavior": \(behavior)},
             "events": [{"t": 0, "phase": "began", "x": 196, "y": 700},
                        {"t": 0.008, "phase": "moved", "x": 196, "y": 692},
                        {"t": 0.016, "phase": "moved", "x": 196, "y": 684},
                        {"t": 0.024, "phase": "moved", "x": 196, "y": 676},
                        {"t": 0.032, "phase": "moved", "x": 196, "y": 668},
                        {"t": 0.040, "phase": "ended", "x": 196, "y": 668}]}
            """.utf8)
    }

    @Test func aRegisteredBehaviourDecodesReplaysAndNamesItselfInTheHeader() throws {
        let trace = try Replay.decode(
            Self.fling(behavior: #"{"type": "roundTarget", "step": 250}"#), plugins: Self.plugins)
        #expect(trace.scrollView.behavior?.type == .roundTarget)
        #expect(trace.scrollView.behavior?.configuration as? RoundTargetBehavior.Configuration == .init(step: 250))
        let writer = TextLogWriter()
        let finals = try Replay.replay(trace, into: writer)
        #expect(writer.output.contains("  behavior roundTarget (step 250)\n"))
        let final = try #require(finals.first).offset.y
        #expect(final != 5000)
        #expect(final.truncatingRemainder(dividingBy: 250) == 0)
    }

    @Test func theBuiltInRegistryDoesNotKnowIt() {
        let error = #expect(throws: ReplayError.self) {
            try Replay.decode(Self.fling(behavior: #"{"type": "roundTarget"}"#))
        }
        #expect(
            error?.description
                == #"scrollView.behavior.type: expected one of snapDrag, cellPaging, naivePaging, snapPoints, got "roundTarget""#
        )
    }

    @Test func aMisspeltTypeListsEveryRegisteredName() {
        let error = #expect(throws: ReplayError.self) {
            try Replay.decode(Self.fling(behavior: #"{"type": "roundTargets"}"#), plugins: Self.plugins)
        }
        #expect(
            error?.description
                == #"scrollView.behavior.type: expected one of snapDrag, cellPaging, naivePaging, snapPoints, roundTarget, "#
                + #"got "roundTargets""#)
    }

    @Test func itsUnknownKeysAreErrors() {
        let error = #expect(throws: ReplayError.self) {
            try Replay.decode(Self.fling(behavior: #"{"type": "roundTarget", "steps": 3}"#), plugins: Self.plugins)
        }
        #expect(error?.description == #"scrollView.behavior: unknown key "steps" (did you mean step?)"#)
    }

    static let scene = """
        {"scrollsim": 1, "scene": {"window": {"width": 393, "height": 852},
          "views": [{"id": "box", "kind": "view", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}},
                    {"id": "list", "kind": "scrollView", "parent": "box",
                     "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                     "contentSize": {"width": 393, "height": 4000}}],
          "coordinator": {"type": "panLogger", "container": "box"},
          "simultaneous": [["list.pan", "box.logger"]]},
         "events": [{"t": 0, "phase": "began", "x": 196, "y": 700}, {"t": 0.1, "phase": "moved", "x": 196, "y": 600},
                    {"t": 0.2, "phase": "ended", "x": 196, "y": 600}]}
        """

    @Test func aRegisteredCoordinatorsRecognizerRunsWithTheListsPan() throws {
        let trace = try Replay.decode(Array(Self.scene.utf8), plugins: Self.plugins)
        #expect(trace.scene?.coordinator?.recognizerNames == ["box.logger"])
        let writer = TextLogWriter()
        _ = try Replay.replay(trace, into: writer)
        #expect(
            writer.output.contains("view box\n  frame (0, 0, 393, 852)\n  coordinator panLogger\n  logs box.logger\n"))
        #expect(writer.output.contains("loggedPan"))
        #expect(writer.output.contains("didScroll"))
    }

    @Test func withoutItTheSceneNamesTheRegisteredCoordinators() {
        let error = #expect(throws: ReplayError.self) { try Replay.decode(Array(Self.scene.utf8)) }
        #expect(
            error?.description
                == #"scene.coordinator.type: expected one of threeStageSheet, projectedSheet, dynamicsScroll, "#
                + #"got "panLogger""#)
    }
}
