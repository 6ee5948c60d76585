import Foundation
import ScrollSimPlot
import ScrollSimSupport
import ScrollSimTestSupport
import ScrollSimTrace
import Testing

/// The plot the README shows is committed; this test fails when it no longer matches what
/// `scrollsim plot` draws, and says how to regenerate it.
struct ReadmePlotTests {
    static let trace = "traces/core/fling-into-bottom-edge.json"
    static let plot = "traces/plots/fling-into-bottom-edge.svg"

    static var root: String {
        PackageRoot.path
    }

    @Test func theCommittedPlotIsCurrent() throws {
        let writer = PlotWriter()
        try Replay.replay(Replay.decode(FileSystem.read(Self.root + "/" + Self.trace)), into: writer)
        let expected = try writer.svg()
        let committed = String(decoding: try FileSystem.read(Self.root + "/" + Self.plot), as: UTF8.self)
        #expect(
            committed == expected,
            "\(Self.plot) is stale; regenerate it with: swift run scrollsim plot \(Self.trace) -o \(Self.plot)")
        let readme = String(decoding: try FileSystem.read(Self.root + "/README.md"), as: UTF8.self)
        #expect(readme.contains("](\(Self.plot))"), "the README shows the plot")
    }
}
