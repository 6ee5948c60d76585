import Foundation
import ScrollSimTrace
import Testing

/// `refreshControl` and `endRefreshing` decoding.
struct RefreshControlDecodingTests {
    static let withControl =
        #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        + #""contentSize": {"width": 393, "height": 4000}, "refreshControl": {"height": 50, "threshold": 120}}"#

    @Test func theControlAndTheCallDecode() throws {
        let call = #"{"t": 1, "call": "endRefreshing"}"#
        let trace = try Replay.decode(SetCallDecodingTests.trace(call, subject: Self.withControl))
        #expect(trace.scrollView.refreshControl == RefreshControl.Configuration(height: 50, threshold: 120))
        #expect(trace.events.last == .call(time: 1, view: nil, .endRefreshing))
    }

    @Test(arguments: [
        (
            #"{"t": 1, "call": "endRefreshing"}"#, SetCallDecodingTests.view,
            #"events[1].call: "endRefreshing" needs a scroll view with a "refreshControl" ("scrollView" has none)"#
        ),
        (
            #"{"t": 1, "call": "scrollToTop"}"#,
            SetCallDecodingTests.view.replacingOccurrences(
                of: "4000}}", with: #"4000}, "refreshControl": {"hight": 1}}"#),
            #"scrollView.refreshControl: unknown key "hight" (did you mean height?)"#
        ),
        (
            #"{"t": 1, "call": "scrollToTop"}"#,
            SetCallDecodingTests.view.replacingOccurrences(
                of: "4000}}", with: #"4000}, "refreshControl": {"height": 0}}"#),
            "scrollView.refreshControl.height: expected a number from 0.001 to 10000000, got 0"
        ),
    ])
    func badInputNamesThePlace(_ call: String, _ subject: String, _ message: String) {
        do {
            _ = try Replay.decode(SetCallDecodingTests.trace(call, subject: subject))
            Issue.record("accepted an invalid trace")
        } catch {
            #expect(error.description == message)
        }
    }
}
