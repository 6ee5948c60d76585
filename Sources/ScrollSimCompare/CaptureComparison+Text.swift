import ScrollSimJSON
import ScrollSimTrace

extension CaptureComparison {
    /// The report's lines for the captures, each block followed by an empty line.
    ///
    /// Empty when the recording captured none of them (so a report of frames and calls only is unchanged).
    var text: String {
        var out = ""
        if let inset {
            out += "adjusted content inset: worst frame at \(number(inset.time, 4)) s, "
            out += "\(insets(inset.replayed)) vs \(insets(inset.recorded)), diff \(number(inset.difference, 3)) pt\n\n"
        }
        if hasPhases {
            out += "scroll phases\n"
            out += sideBySide(
                replayedPhases.map { ($0.time, $0.change) }, recordedPhases.map { ($0.time, $0.change) },
                marking: firstPhaseDifference)
            out += firstPhaseDifference.map { "phases: differ at #\($0 + 1)\n\n" } ?? "phases: identical\n\n"
        }
        for (index, pair) in targetUpdates.enumerated() {
            out += "updateTarget #\(index + 1): target "
            out += (pair.replayedTarget.map { point($0, 3) } ?? "(none)") + " vs "
            out += pair.recordedTarget.map { point($0, 3) } ?? "(none)"
            if let difference = pair.targetDifference { out += ", diff \(number(difference, 3)) pt" }
            out += "; velocity " + (pair.replayedVelocity.map { point($0, 4) } ?? "(none)") + " vs "
            out += pair.recordedVelocity.map { point($0, 4) } ?? "(none)"
            if let ratio = pair.velocityRatio { out += ", ratio \(number(ratio, 4))" }
            out += "\n"
        }
        if !targetUpdates.isEmpty { out += "\n" }
        if let zoomBounceEnd {
            out += "zoom bounce: ends at " + (zoomBounceEnd.replayed.map { number($0, 4) + " s" } ?? "(none)")
            out += " vs \(number(zoomBounceEnd.recorded, 4)) s"
            if let replayed = zoomBounceEnd.replayed {
                out += ", diff \(number(abs(replayed - zoomBounceEnd.recorded), 4)) s"
            }
            out += "\n\n"
        }
        return out
    }

    /// The JSON report's members for the captures (each followed by a comma), only those captured.
    var jsonMembers: String {
        func optionalPoint(_ value: Point?) -> String { value.map(jsonPoint) ?? "null" }
        var out = ""
        if let inset {
            out += "\"adjustedContentInset\":{\"worstAt\":\(number(inset.time, 6)),"
            out += "\"difference\":\(number(inset.difference, 6)),\"replayed\":\(jsonInsets(inset.replayed)),"
            out += "\"recorded\":\(jsonInsets(inset.recorded))},"
        }
        if hasPhases {
            func steps(_ list: [PhaseStep]) -> String {
                "["
                    + list.map { "{\"t\":\(number($0.time, 6)),\"change\":\(JSONText.quoted($0.change))}" }
                    .joined(separator: ",") + "]"
            }
            out += "\"scrollPhases\":{\"identical\":\(firstPhaseDifference == nil),"
            out += "\"firstDifference\":\(firstPhaseDifference.map { String($0 + 1) } ?? "null"),"
            out += "\"replayed\":\(steps(replayedPhases)),\"recorded\":\(steps(recordedPhases))},"
        }
        if !targetUpdates.isEmpty {
            let pairs = targetUpdates.map {
                "{\"replayedTarget\":\(optionalPoint($0.replayedTarget)),"
                    + "\"recordedTarget\":\(optionalPoint($0.recordedTarget)),"
                    + "\"replayedVelocity\":\(optionalPoint($0.replayedVelocity)),"
                    + "\"recordedVelocity\":\(optionalPoint($0.recordedVelocity)),"
                    + "\"velocityRatio\":\($0.velocityRatio.map { number($0, 6) } ?? "null")}"
            }
            out += "\"targetUpdates\":[\(pairs.joined(separator: ","))],"
        }
        if let zoomBounceEnd {
            out += "\"zoomBounceEnd\":{\"replayed\":\(zoomBounceEnd.replayed.map { number($0, 6) } ?? "null"),"
            out += "\"recorded\":\(number(zoomBounceEnd.recorded, 6))},"
        }
        return out
    }

    /// `(top, left, bottom, right)` with three fraction digits.
    private func insets(_ value: EdgeInsets) -> String {
        "(\(number(value.top, 3)), \(number(value.left, 3)), \(number(value.bottom, 3)), \(number(value.right, 3)))"
    }

    /// `{"top":…,"left":…,"bottom":…,"right":…}` with six fraction digits.
    private func jsonInsets(_ value: EdgeInsets) -> String {
        "{\"top\":\(number(value.top, 6)),\"left\":\(number(value.left, 6)),"
            + "\"bottom\":\(number(value.bottom, 6)),\"right\":\(number(value.right, 6))}"
    }
}
