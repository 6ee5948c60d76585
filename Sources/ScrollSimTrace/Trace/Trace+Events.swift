/// Validating the `events` array: times never go backwards, every finger's touches run
/// began → moved/stationary… → ended/cancelled, calls name known views.
extension Trace {
    static let maximumFinger = 20

    static func decodeEvents(
        _ readers: [ValueReader], knownViews: [String], plainViews: [String] = [], at arrayReader: ValueReader
    ) throws(TraceDecodingError) -> [TraceEvent] {
        guard !readers.isEmpty else { throw arrayReader.error("expected at least one event") }
        var events: [TraceEvent] = []
        events.reserveCapacity(readers.count)
        var previousTime = -Double.infinity
        var downSince: [Int: Int] = [:] // finger → index of its began
        let knownSet = Set(knownViews)
        for (index, element) in readers.enumerated() {
            var reader = try element.object()
            let timeReader = try reader.required("t")
            let time = try timeReader.number(coordinateBounds)
            if time < previousTime {
                throw timeReader.error(
                    "expected a time ≥ \(compact(previousTime)) (the previous event's t), got \(compact(time))")
            }
            previousTime = time
            let hasPhase = reader.object["phase"] != nil, hasCall = reader.object["call"] != nil
            if hasPhase == hasCall {
                throw element.error(
                    hasPhase
                        ? "an event has either \"phase\" or \"call\", not both"
                        : "expected a \"phase\" (touch) or a \"call\" key")
            }
            if hasPhase {
                let phaseReader = try reader.required("phase")
                let phase = try phaseReader.enumeration(TouchPhase.self)
                let finger = try reader.optionalInteger("finger", .closed(0, Double(maximumFinger))) ?? 0
                let location = try decodeCoordinates(&reader)
                switch phase {
                case .began:
                    if let began = downSince[finger] {
                        throw phaseReader.error("finger \(finger) is already down (it began at events[\(began)])")
                    }
                    downSince[finger] = index
                case .moved, .stationary, .ended, .cancelled:
                    guard downSince[finger] != nil else {
                        throw phaseReader.error(
                            "finger \(finger) is not down (expected \"began\" before \"\(phase.rawValue)\")")
                    }
                    if phase == .ended || phase == .cancelled { downSince[finger] = nil }
                }
                events.append(.touch(time: time, finger: finger, phase: phase, location: location))
            } else {
                events.append(
                    try decodeCall(
                        &reader, time: time, knownViews: knownViews, knownSet: knownSet, plainViews: plainViews))
            }
            try reader.finish()
        }
        return events
    }

    /// A `call` event; `knownSet` holds `knownViews` for constant-time lookups.
    static func decodeCall(
        _ reader: inout ObjectReader, time: Double, knownViews: [String], knownSet: Set<String>, plainViews: [String]
    ) throws(TraceDecodingError) -> TraceEvent {
        let name = try reader.oneOf("call", ["setContentOffset", "scrollToTop", "set"])
        if name == "set" {
            return try decodeSetCall(&reader, time: time, scrollViews: knownViews, plainViews: plainViews)
        }
        var view: String?
        if let viewReader = reader.optional("view") {
            let id = try viewReader.string()
            guard knownSet.contains(id) else {
                throw viewReader.error("unknown view \(JSONText.quoted(id)) (expected \(listed(knownViews)))")
            }
            view = id
        }
        switch name {
        case "setContentOffset":
            let offset = try decodeCoordinates(&reader)
            let animated = try reader.bool("animated")
            return .call(time: time, view: view, .setContentOffset(offset, animated: animated))
        default:
            return .call(time: time, view: view, .scrollToTop)
        }
    }
}
