@_spi(ScrollSimInternal) import ScrollSimJSON
// The events of a trace read by `TraceReader`, one at a time: the plain-touch fast path and the
// general path, the end of the array and what follows it in the root object.
import ScrollSimLog

extension TraceReader {
    func nextEvent() throws(Failure) -> TraceEvent? {
        let index = self.index
        let event: TraceEvent
        if readsPlainTouches, let (touch, timeLiteral) = try plainTouch() {
            do { event = try touch.admit(index: index, state: &decoder, timeLiteral: timeLiteral) } catch {
                throw .decoding(error.error(at: Self.eventsPath.appending(.index(index))))
            }
        } else if readsPlainTouches, let setCall = try plainSetCall(index: index) {
            event = setCall
            plainSetCallCount += 1
        } else if plainGestureKinds != 0, let gesture = try plainGesture(index: index) {
            event = gesture
            plainGestureCount += 1
        } else {
            guard try startOfElement() else { return nil }
            let element = ValueReader(try parseValue(), in: Self.eventsPath, at: .index(index))
            event = try decoding { () throws(TraceDecodingError) in
                try Trace.decodeEvent(element, index: index, state: &decoder)
            }
            generalEventCount += 1
        }
        self.index = index + 1
        return event
    }

    /// The next element of the events array when the fast path reads it, or nil.
    ///
    /// The next element of the events array when the fast path reads it (the common case), with the `,` before it, and
    /// its `t` as written (copied from the window while it holds it); nil, having consumed nothing, when the general
    /// path must read on.
    func plainTouch() throws(Failure) -> (PlainTouch, NumberLiteral)? {
        guard let afterElement = nextElementFollowsAnother else { return nil }
        var timeLiteral = NumberLiteral.none
        let touch = try stream { () throws(JSONStreamError) in
            try reader.readInPlace { bytes, start in
                let read = PlainTouch.scanElement(bytes, from: start, afterElement: afterElement)
                if case .read(let touch, _) = read { timeLiteral = NumberLiteral(bytes, touch.timeRange) }
                return read
            }
        }
        guard let touch else { return nil }
        if !afterElement { state = .afterEvent }
        return (touch, timeLiteral)
    }

    /// The next element of the events array when it is a plain `set` call the rules admit, or nil.
    ///
    /// The next element of the events array when it is a plain `set` call (``PlainSetCall``) that the general decoder's
    /// rules admit, with the `,` before it, decoded and recorded; nil, having consumed nothing and recorded nothing,
    /// when the general path must read it.
    func plainSetCall(index: Int) throws(Failure) -> TraceEvent? {
        guard let afterElement = nextElementFollowsAnother else { return nil }
        var timeLiteral = NumberLiteral.none
        var event: TraceEvent?
        // The views a call may name (not the whole decoding state: a copy of it retains a dozen references).
        let (knownViews, plainViews) = (decoder.knownViews, decoder.plainViews)
        let scanned = try stream { () throws(JSONStreamError) in
            try reader.readInPlace { bytes, start in
                let read = PlainSetCall.scanElement(bytes, from: start, afterElement: afterElement)
                guard case .read(let call, _) = read else { return read }
                // Not admitted as it stands: declined, so the general path reads it again.
                guard let admitted = call.event(knownViews: knownViews, plainViews: plainViews) else {
                    return .declined
                }
                (event, timeLiteral) = (admitted, NumberLiteral(bytes, call.timeRange))
                return read
            }
        }
        guard scanned != nil, let event else { return nil }
        do { try self.decoder.advanceTime(to: event.time, written: timeLiteral) } catch {
            throw .decoding(error.error(at: Self.eventsPath.appending(.index(index))))
        }
        if !afterElement { state = .afterEvent }
        return event
    }

    /// The next element of the events array when it is a plain gesture event the rules admit, or nil.
    ///
    /// The next element of the events array when it is a gesture event of a built-in plug-in in its plain form
    /// (``PlainGesture``) that the plug-in's rules admit, with the `,` before it, decoded, checked by the general
    /// decoder's time and finger rules and recorded; nil, having consumed nothing and recorded nothing, when the
    /// general path must read it.
    func plainGesture(index: Int) throws(Failure) -> TraceEvent? {
        guard let afterElement = nextElementFollowsAnother else { return nil }
        var timeLiteral = NumberLiteral.none
        var gesture: Gesture?
        let enabled = plainGestureKinds
        let scanned = try stream { () throws(JSONStreamError) in
            try reader.readInPlace { bytes, start in
                let read = PlainGesture.scanElement(bytes, from: start, afterElement: afterElement)
                guard case .read(let event, _) = read else { return read }
                // Not admitted by the plug-in's rules: declined, so the general path reads it again.
                guard let admitted = event.gesture(enabled: enabled) else { return .declined }
                (gesture, timeLiteral) = (admitted, NumberLiteral(bytes, event.timeRange))
                return read
            }
        }
        guard let scanned, let gesture else { return nil }
        // The event's path is built only for a message (it allocates).
        do { try decoder.advanceTime(to: scanned.time, written: timeLiteral) } catch {
            throw .decoding(error.error(at: Self.eventsPath.appending(.index(index))))
        }
        let event = try decoding { () throws(TraceDecodingError) in
            try Trace.admitGesture(
                gesture, name: scanned.kind.type.rawValue, time: scanned.time, index: index, state: &decoder,
                at: Self.eventsPath.appending(.index(index)))
        }
        if !afterElement { state = .afterEvent }
        return event
    }

    /// Whether the next element of the events array follows another (a `,` comes first); nil
    /// after the array's end.
    var nextElementFollowsAnother: Bool? {
        switch state {
        case .beforeFirstEvent: false
        case .afterEvent: true
        case .finished: nil
        }
    }

    /// The next element of the events array, or nil after its `]` (and the rest of the root).
    func nextElement() throws(Failure) -> JSONValue? {
        guard try startOfElement() else { return nil }
        return try parseValue()
    }

    /// Moves to the start of the next element of the events array (true), or past its `]` and the
    /// rest of the root (false).
    func startOfElement() throws(Failure) -> Bool {
        reader.compact()
        let next = try peek()
        switch state {
        case .finished:
            return false
        case .beforeFirstEvent:
            if next == UInt8(ascii: "]") {
                throw .decoding(
                    TraceDecodingError(path: Self.eventsPath, message: "expected at least one event"))
            }
        case .afterEvent:
            if try stream({ () throws(JSONStreamError) in try reader.consumeComma(before: UInt8(ascii: "]")) }) {
                break
            }
            guard next == UInt8(ascii: "]") else {
                throw .stream(reader.expected("expected ',' or ']' after an array element"))
            }
            reader.position += 1
            state = .finished
            try endOfEvents()
            return false
        }
        state = .afterEvent
        return true
    }

    /// After the events: reads the rest of the root and checks the whole root as the tree decoder does.
    ///
    /// The rest is read when it streamed; the check decodes the header again, then the unknown keys.
    func endOfEvents() throws(Failure) {
        if !rootComplete { try continueRoot() }
        if let (reader, memberCount) = headerReader, memberCount == members.count {
            // The header was decoded from these very members: only the unknown keys are left to check.
            try decoding { () throws(TraceDecodingError) in try reader.finish() }
            return
        }
        let root = JSONValue.object(JSONObject(members, literals: literals))
        try decoding { () throws(TraceDecodingError) in
            var reader = try ObjectReader(root, at: .root)
            _ = try Trace.decodeHeader(&reader, plugins: plugins, streamedFrames: recordedFrames)
            reader.allow("events")
            try reader.finish()
        }
    }

    /// Reads the members after a streamed `events` array up to the end of the input.
    func continueRoot() throws(Failure) {
        if try memberFollows() {
            try readMembers(first: false)
        } else {
            try finishRoot()
        }
    }
}
