import ScrollSimJSON
import ScrollSimTrace

extension ComparisonReport {
    /// The exit status of the verdict: 0 within tolerance, 1 beyond it.
    package var exitStatus: Int32 { failures.isEmpty ? 0 : 1 }

    /// The report for people: calls side by side, releases, the rest, per-phase errors and the verdict.
    ///
    /// The calls are shown side by side with the first difference marked, then the releases, the rest, the per-phase
    /// error table and the verdict.
    package var text: String {
        var out = "compare \(name) (\(view)): the replay against the recording\n"
        let source = firstFrameFromRecording ? "the recording's first frame" : "the trace's screen.firstFrame"
        out += "display phase: a refresh at \(number(firstFrame, 4)) s (\(source))\n\n"
        out += "delegate calls (didScroll aside)\n"
        out += sideBySide(
            replayedCalls.map { ($0.time, $0.name) }, recordedCalls.map { ($0.time, $0.name) }, marking: firstDifference
        )
        if let index = firstDifference {
            let a = index < replayedCalls.count ? replayedCalls[index].name : "(none)"
            let b = index < recordedCalls.count ? recordedCalls[index].name : "(none)"
            out += "callbacks: differ at #\(index + 1) (replay \(a), recording \(b))\n"
        } else {
            out += "callbacks: identical\n"
        }
        out += "\n"
        for (index, release) in releases.enumerated() {
            out += "willEndDragging #\(index + 1): velocity \(point(release.replayedVelocity, 4))"
            if let velocity = release.recordedVelocity, let difference = release.velocityDifference {
                out += " vs \(point(velocity, 4)) pt/ms, diff \(number(difference, 4))"
            } else {
                out += " pt/ms (not recorded)"
            }
            out += "; target \(point(release.replayedTarget, 3))"
            if let target = release.recordedTarget, let difference = release.targetDifference {
                out += " vs \(point(target, 3)), diff \(number(difference, 3)) pt\n"
            } else {
                out += " (not recorded)\n"
            }
        }
        out += "rest: offset \(point(replayedRest.offset, 3)) vs \(point(recordedRest.offset, 3)), diff "
        out += number(largestAxis(replayedRest.offset, recordedRest.offset), 3) + " pt; time "
        out += "\(number(replayedRest.time, 4)) vs \(number(recordedRest.time, 4)) s, diff "
        out += number(abs(replayedRest.time - recordedRest.time), 4) + " s\n\n"
        out += captures.text
        out += "offset error (pt) by phase of motion, \(frames.count) recorded frames\n"
        out += table(offsetErrors, decimals: 3)
        if let scaleErrors {
            out += "\nzoom scale error by phase of motion\n" + table(scaleErrors, decimals: 4)
        }
        out += "\n"
        let tolerance = number(self.tolerance, 3)
        if failures.isEmpty {
            out += "verdict: within \(tolerance) pt\n"
        } else {
            out += "verdict: beyond \(tolerance) pt: " + failures.joined(separator: "; ") + "\n"
        }
        return out
    }

    /// The per-phase table: phase, frames, max, p95, median, worst at.
    func table(_ summaries: [ErrorSummary], decimals: Int) -> String {
        var out = pad("phase", 14) + leftPad("frames", 7) + leftPad("max", 9) + leftPad("p95", 9)
        out += leftPad("median", 9) + leftPad("worst at", 10) + "\n"
        for summary in summaries {
            out += pad(summary.phase, 14) + leftPad(String(summary.count), 7)
            out += leftPad(number(summary.maximum, decimals), 9) + leftPad(number(summary.p95, decimals), 9)
            out += leftPad(number(summary.median, decimals), 9) + leftPad(number(summary.worstTime, 4), 10) + "\n"
        }
        return out
    }

    /// The report for machines: one JSON object (numbers with six decimals), one line.
    package var json: String {
        func calls(_ list: [TimedCall]) -> String {
            "["
                + list.map { "{\"t\":\(number($0.time, 6)),\"call\":\(JSONText.quoted($0.name))}" }
                .joined(separator: ",") + "]"
        }
        func summaries(_ list: [ErrorSummary]) -> String {
            "["
                + list.map {
                    "{\"phase\":\(JSONText.quoted($0.phase)),\"frames\":\($0.count),\"max\":\(number($0.maximum, 6)),"
                        + "\"p95\":\(number($0.p95, 6)),\"median\":\(number($0.median, 6)),"
                        + "\"worstAt\":\(number($0.worstTime, 6))}"
                }.joined(separator: ",") + "]"
        }
        func optionalPoint(_ value: Point?) -> String { value.map { jsonPoint($0) } ?? "null" }
        let releases = self.releases.map {
            "{\"replayedVelocity\":\(jsonPoint($0.replayedVelocity)),\"recordedVelocity\":"
                + "\(optionalPoint($0.recordedVelocity)),\"replayedTarget\":\(jsonPoint($0.replayedTarget)),"
                + "\"recordedTarget\":\(optionalPoint($0.recordedTarget))}"
        }
        var out = "{\"name\":\(JSONText.quoted(name)),\"view\":\(JSONText.quoted(view)),"
        out += "\"firstFrame\":\(number(firstFrame, 6)),\"tolerance\":\(number(tolerance, 6)),"
        out += "\"within\":\(failures.isEmpty),\"failures\":[" + failures.map(JSONText.quoted).joined(separator: ",")
        out += "],\"callbacksIdentical\":\(firstDifference == nil),"
        out += "\"firstDifference\":\(firstDifference.map { String($0 + 1) } ?? "null"),"
        out += "\"replayedCalls\":\(calls(replayedCalls)),\"recordedCalls\":\(calls(recordedCalls)),"
        out += "\"releases\":[\(releases.joined(separator: ","))],"
        out += "\"rest\":{\"replayedOffset\":\(jsonPoint(replayedRest.offset)),"
        out += "\"recordedOffset\":\(jsonPoint(recordedRest.offset)),\"replayedTime\":\(number(replayedRest.time, 6)),"
        out += "\"recordedTime\":\(number(recordedRest.time, 6))},"
        out += captures.jsonMembers
        out += "\"offsetError\":\(summaries(offsetErrors)),"
        out += "\"scaleError\":\(scaleErrors.map(summaries) ?? "null")}\n"
        return out
    }
}

/// Two timed sequences side by side under a `replay` and a `recording` heading.
///
/// One numbered row per index, the row `marking` marked `>`: rows as `  0.0167  willBeginDragging`.
func sideBySide(_ replayed: [(Double, String)], _ recorded: [(Double, String)], marking: Int?) -> String {
    func column(_ list: [(Double, String)], _ index: Int) -> String {
        guard index < list.count else { return "" }
        return leftPad(number(list[index].0, 4), 8) + "  " + list[index].1
    }
    var out = "   #  " + pad("replay", 34) + "recording\n"
    for index in 0..<max(replayed.count, recorded.count) {
        out += (index == marking ? ">" : " ") + leftPad(String(index + 1), 3) + "  "
        out += pad(column(replayed, index), 34) + column(recorded, index) + "\n"
    }
    return out
}

/// `(x, y)` with `decimals` fraction digits.
func point(_ value: Point, _ decimals: Int) -> String {
    "(\(number(value.x, decimals)), \(number(value.y, decimals)))"
}

/// `{"x":…,"y":…}` with six fraction digits.
func jsonPoint(_ value: Point) -> String { "{\"x\":\(number(value.x, 6)),\"y\":\(number(value.y, 6))}" }

/// `text` followed by spaces up to `width` characters (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// `text` after spaces up to `width` characters.
func leftPad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
