import ScrollSimJSON
import ScrollSimTrace

/// Reads a real-UIKit recording file, the format of the recordings the openuikit project published.
///
/// The recordings are github Vercantez/openuikit, `golden/scroll_traces/`, on the trace clock of the converted trace:
/// `{"name", "source", "willEndDragging": {"t", "velocity", "target"}, "delegate": [{"t", "event",
/// "detail"}], "samples": [[t, x, y], …], "finalOffset": {"x", "y"}}`.
///
/// Every display frame appears twice in `samples`: the display link's stale value and, about
/// 0.1 ms later, the fresh value `scrollViewDidScroll` saw. Of two samples closer than
/// ``freshSampleWindow`` the later one is kept (the stale one is the previous frame's value).
package enum UIKitRecording {
    /// Two samples closer than this (s) are one frame's stale and fresh values.
    ///
    /// The pairs in the published recordings lie 0.06–0.44 ms apart, two display frames 16.7 ms, two touch-driven
    /// frames 8 ms (measurement of the three published recordings).
    package static let freshSampleWindow = 0.0012

    /// The session the recording `bytes` describes; errors name the key path (`samples[3][1]`).
    package static func session(_ bytes: [UInt8]) throws(CompareError) -> RecordedSession {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw .recordingSyntax(error.description) }
        do {
            return try ObjectReader.read(root) { (reader) throws(TraceDecodingError) in
                reader.allow("name", "source")
                var release = try reader.object("willEndDragging")
                release.allow("t")
                let velocity = try point(release.object("velocity"))
                let target = try point(release.object("target"))
                try release.finish()
                let delegate = try reader.array("delegate")
                var calls: [RecordedSession.Call] = []
                for element in delegate {
                    var call = try element.object()
                    call.allow("detail")
                    let time = try call.number("t")
                    let name = try call.string("event")
                    try call.finish()
                    if let previous = calls.last, time < previous.time {
                        throw element.error("expected calls in time order, got t \(time) after \(previous.time)")
                    }
                    let isRelease = name == "willEndDragging" && !calls.contains { $0.name == name }
                    calls.append(
                        RecordedSession.Call(
                            time: time, name: name, velocity: isRelease ? velocity : nil,
                            target: isRelease ? target : nil))
                }
                let frames = try samples(reader.required("samples"))
                let rest = try point(reader.object("finalOffset"))
                return RecordedSession(frames: frames, calls: calls, restOffset: rest)
            }
        } catch {
            throw .recording(error)
        }
    }

    /// The fresh value of each frame, in time order.
    static func samples(_ list: ValueReader) throws(TraceDecodingError) -> [RecordedSession.Frame] {
        var frames: [RecordedSession.Frame] = []
        for element in try list.array() {
            let values = try element.array()
            guard values.count == 3 else {
                throw element.error("expected [t, offsetX, offsetY], got \(values.count) numbers")
            }
            let time = try values[0].number()
            let frame = RecordedSession.Frame(
                time: time, offset: Point(x: try values[1].number(), y: try values[2].number()))
            if let last = frames.last {
                guard time >= last.time else {
                    throw values[0].error("expected a time ≥ \(last.time) (the previous sample's t), got \(time)")
                }
                if time - last.time < freshSampleWindow {
                    frames[frames.count - 1] = frame
                    continue
                }
            }
            frames.append(frame)
        }
        guard !frames.isEmpty else { throw list.error("expected at least one sample") }
        return frames
    }

    static func point(_ reader: ObjectReader) throws(TraceDecodingError) -> Point {
        var reader = reader
        let point = Point(x: try reader.number("x"), y: try reader.number("y"))
        try reader.finish()
        return point
    }
}
