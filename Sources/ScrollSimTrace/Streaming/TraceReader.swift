@_spi(ScrollSimInternal) import ScrollSimJSON
import ScrollSimLog

/// Reads a trace as a stream: the header first, then one event at a time, in constant memory.
///
/// ``header`` is the trace without its events; ``next()`` decodes the events in file order with
/// the same decoders as ``Trace/decode(_:plugins:)``, so a valid trace reads the same either way and every
/// error names the same place. Errors come in reading order: an event's problem is reported when
/// that event is reached, before anything later in the file is read.
///
/// Object members are unordered (RFC 8259), so the header keys may follow `events`. When `events`
/// starts before `scrollsim`, `name`, `screen`, `log` and `scrollView`/`scene` have all been read, the
/// array is skipped (and, from a pipe, its raw bytes are spooled to an unlinked temporary file, see
/// `JSONSpool`) until the rest of the root object is read, and then read again: every order is
/// correct and reads in bounded memory; header first, the events stream at once.
package final class TraceReader: TraceEventSource {
    /// The trace without its events.
    package private(set) var header: Trace
    let reader: JSONStreamReader
    /// The root members read so far, but `events`.
    var members: [(key: String, value: JSONValue)] = []
    /// How the number members among `members` were written (see ``JSONObject/literal(of:)``).
    var literals: [(key: String, literal: NumberLiteral)] = []
    var sawEvents = false
    /// The verdict on the `recorded` frames, checked as they were read (see ``RecordedMemberReader``).
    var recordedFrames: RecordedFramesCheck?
    /// True once the root's closing brace and the end of the input were read.
    var rootComplete = false
    /// The root's reader after the last header decoding, with the number of members it saw.
    ///
    /// When no member follows the events, the end of the root checks its unknown keys with it instead of decoding the
    /// same header again.
    var headerReader: (reader: ObjectReader, memberCount: Int)?
    /// The event rules' state.
    ///
    /// `@exclusivity(unchecked)`: its runtime check (`swift_beginAccess`) cost a tenth of decoding a plain touch event.
    /// Sound: it is private, reached only by this reader's own methods, which never re-enter the reader while an access
    /// is open (what they call, `EventDecodingState`, `Trace.decodeEvent` and the gesture plug-ins, cannot reach it),
    /// and the reader is not `Sendable`, so no other thread can; no two accesses can overlap, which is all the check
    /// detects.
    @exclusivity(unchecked) var decoder: EventDecodingState
    /// The behaviour and coordinator types the trace may name.
    let plugins: PluginRegistry
    var index = 0
    var state = State.finished
    /// Whether plain touch events take the fast path (``PlainTouch``); tests turn it off to compare.
    let readsPlainTouches: Bool
    /// How many events the general path read (the fast path read the others).
    var generalEventCount = 0
    /// How many `set` calls and gesture events the fast paths read (``PlainSetCall``, ``PlainGesture``).
    var plainSetCallCount = 0, plainGestureCount = 0
    /// The built-in gestures the fast path reads, as bits (``PlainGesture/Kind/builtIn(in:)``).
    let plainGestureKinds: UInt8
    /// How many touch events the fast path read (tests check it is not idle).
    var plainTouchCount: Int { index - generalEventCount - plainSetCallCount - plainGestureCount }
    /// Where the skipped `events` array starts, when the header followed it.
    var deferred: (mark: JSONStreamReader.Mark, spool: JSONSpool?)?

    enum State {
        case beforeFirstEvent, afterEvent, finished
    }

    /// The header keys that must be read before the events can stream.
    ///
    /// With `scrollView` or `scene`: all that change the replay or its log.
    static let streamingKeys = ["scrollsim", "name", "screen", "log"]
    /// `events`, the array's path.
    static let eventsPath = JSONPath([.key("events")])

    /// Reads the trace in `bytes` (already in memory); `plugins` are the behaviour and coordinator
    /// types it may name.
    package convenience init(bytes: [UInt8], plugins: PluginRegistry = .builtIn) throws(ReplayError) {
        try self.init(JSONStreamReader(bytes: bytes), plugins: plugins)
    }

    /// Reads the trace from `fileDescriptor`, failing once more than `maxInputBytes` bytes were read.
    ///
    /// Reads the trace from `fileDescriptor` (a file, a pipe, standard input; not closed here), failing with
    /// ``ReplayError/input(_:)`` once more than `maxInputBytes` bytes were read.
    package convenience init(fileDescriptor: Int32, maxInputBytes: Int, plugins: PluginRegistry = .builtIn)
        throws(ReplayError)
    {
        try self.init(JSONStreamReader(fileDescriptor: fileDescriptor, limit: maxInputBytes), plugins: plugins)
    }

    /// As ``init(fileDescriptor:maxInputBytes:)``, reading `chunkSize` bytes at a time.
    ///
    /// Without the fast path for plain touch events when `readsPlainTouches` is false (tests).
    convenience init(fileDescriptor: Int32, maxInputBytes: Int, chunkSize: Int, readsPlainTouches: Bool = true)
        throws(ReplayError)
    {
        try self.init(
            JSONStreamReader(fileDescriptor: fileDescriptor, limit: maxInputBytes, chunkSize: chunkSize),
            plugins: .builtIn, readsPlainTouches: readsPlainTouches)
    }

    /// As ``init(bytes:plugins:)``, without the fast path for plain touch events when
    /// `readsPlainTouches` is false (tests).
    convenience init(bytes: [UInt8], readsPlainTouches: Bool) throws(ReplayError) {
        try self.init(JSONStreamReader(bytes: bytes), plugins: .builtIn, readsPlainTouches: readsPlainTouches)
    }

    private init(_ reader: JSONStreamReader, plugins: PluginRegistry, readsPlainTouches: Bool = true)
        throws(ReplayError)
    {
        self.reader = reader
        self.plugins = plugins
        self.readsPlainTouches = readsPlainTouches
        plainGestureKinds = readsPlainTouches ? PlainGesture.Kind.builtIn(in: plugins) : 0
        header = Trace(
            scrollView: ScrollViewSpec(
                frame: Rect(x: 0, y: 0, width: 0, height: 0), contentSize: Size(width: 0, height: 0)), events: [])
        decoder = EventDecodingState(header: header, plugins: plugins)
        do { try readRoot() } catch { throw Self.replayError(error) }
    }

    /// Warnings about the events read so far that are valid but implausible, in file order.
    ///
    /// Warnings about the events read so far that are valid but implausible (`events[5]: finger 0 moved 2.5 s after its
    /// previous sample …`), in file order. Complete once ``next()`` returned nil.
    package var warnings: [String] { decoder.warnings }

    /// The next event in file order, or nil after the last.
    package func next() throws(ReplayError) -> TraceEvent? {
        do { return try nextEvent() } catch { throw Self.replayError(error) }
    }

    /// Reads the rest of the trace and returns it whole.
    package func readAll() throws(ReplayError) -> Trace {
        var trace = header
        while let event = try next() { trace.events.append(event) }
        return trace
    }

    // MARK: The root object

    /// Either a syntax or a decoding error, in reading order.
    enum Failure: Error {
        case stream(JSONStreamError)
        case decoding(TraceDecodingError)
    }

    static func replayError(_ failure: Failure) -> ReplayError {
        switch failure {
        case .stream(.syntax(let error)): return .syntax(error)
        case .stream(let error): return .input(error)
        case .decoding(let error): return .invalidTrace(error)
        }
    }

    func stream<T>(_ body: () throws(JSONStreamError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw .stream(error) }
    }

    func peek() throws(Failure) -> UInt8? {
        try stream { () throws(JSONStreamError) in try reader.peekAfterWhitespace() }
    }

    func parseValue() throws(Failure) -> JSONValue {
        try stream { () throws(JSONStreamError) in try reader.parseValue() }
    }

    /// After a member of the root: true after a `,`, false after the closing `}`.
    func memberFollows() throws(Failure) -> Bool {
        if try stream({ () throws(JSONStreamError) in try reader.consumeComma(before: UInt8(ascii: "}")) }) {
            return true
        }
        guard try peek() == UInt8(ascii: "}") else {
            throw .stream(reader.expected("expected ',' or '}' after an object member"))
        }
        reader.position += 1
        return false
    }

    func decoding<T>(_ body: () throws(TraceDecodingError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw .decoding(error) }
    }

    /// Reads the root up to the events (or to its end when the header follows them).
    func readRoot() throws(Failure) {
        guard try peek() == UInt8(ascii: "{")
        else {
            // Not an object: parse it whole, and let the decoder say what is wrong.
            let value = try parseValue()
            try expectEndOfInput()
            _ = try decoding { () throws(TraceDecodingError) in try Trace.decode(value, plugins: plugins) }
            preconditionFailure("a trace that is not an object decoded")
        }
        reader.position += 1
        if try peek() == UInt8(ascii: "}") {
            reader.position += 1
            try finishRoot()
            return
        }
        try readMembers(first: true)
    }

    /// Reads root members until `events` streams (returns) or the root ends.
    func readMembers(first: Bool) throws(Failure) {
        var first = first
        while true {
            reader.compact()
            guard try peek() == UInt8(ascii: "\"")
            else {
                throw .stream(
                    reader.expected(first ? "expected a string key or '}'" : "expected a string key after ','"))
            }
            first = false
            let keyStart = reader.position
            guard case .string(let key) = try parseValue() else {
                preconditionFailure("a value starting with a quote is a string")
            }
            if key == "events" ? sawEvents : members.contains(where: { $0.key == key }) {
                throw .stream(reader.error("duplicate key \(JSONText.quoted(key)) in an object", at: keyStart))
            }
            guard try peek() == UInt8(ascii: ":")
            else { throw .stream(reader.expected("expected ':' after an object key")) }
            reader.position += 1
            let next = try peek()
            if key == "events", next == UInt8(ascii: "[") {
                sawEvents = true
                if try startEvents() { return }
            } else if key == Trace.recordedKey, next == UInt8(ascii: "{") {
                let (value, frames) = try stream { () throws(JSONStreamError) in try RecordedMemberReader.read(reader) }
                members.append((key, value))
                recordedFrames = frames
            } else {
                let start = reader.position
                let value = try parseValue()
                members.append((key, value))
                if case .number = value {
                    literals.append((key, NumberLiteral(reader.window, start..<reader.position)))
                }
            }
            if try !memberFollows() {
                try finishRoot()
                return
            }
        }
    }

    /// At the `[` of `events`: streams them (true) when the header is complete, else skips them.
    func startEvents() throws(Failure) -> Bool {
        let keys = members.map(\.key)
        let complete =
            Self.streamingKeys.allSatisfy(keys.contains) && (keys.contains("scrollView") || keys.contains("scene"))
        if complete {
            header = try decodeHeader()
            decoder = EventDecodingState(header: header, plugins: plugins)
            reader.position += 1
            state = .beforeFirstEvent
            return true
        }
        let mark = reader.mark()
        let spool = reader.isSeekable ? nil : try stream { () throws(JSONStreamError) in try JSONSpool() }
        if try !stream({ () throws(JSONStreamError) in try reader.skipValue(spool: spool) }) {
            // The array is broken: read it properly from its start to report its first error.
            try reopenEvents(at: mark, spool: spool)
            state = .beforeFirstEvent
            while true { _ = try nextElement() }
        }
        deferred = (mark, spool)
        return false
    }

    /// After the root's `}`: checks that only whitespace follows, then finishes the header and skipped events.
    ///
    /// Nothing but whitespace may follow; then the header is decoded (if it was not yet) and skipped events are read
    /// again.
    func finishRoot() throws(Failure) {
        try expectEndOfInput()
        rootComplete = true
        guard sawEvents else {
            // No streamable events: the tree decoder reports what is missing or wrong.
            let root = JSONValue.object(JSONObject(members, literals: literals))
            _ = try decoding { () throws(TraceDecodingError) in
                try Trace.decode(root, plugins: plugins, streamedFrames: recordedFrames)
            }
            preconditionFailure("a trace without an events array decoded")
        }
        guard let deferred else { return }
        header = try decodeHeader()
        decoder = EventDecodingState(header: header, plugins: plugins)
        try reopenEvents(at: deferred.mark, spool: deferred.spool)
        self.deferred = nil
        state = .beforeFirstEvent
    }

    /// Goes back to the `[` of a skipped events array and steps over it.
    func reopenEvents(at mark: JSONStreamReader.Mark, spool: JSONSpool?) throws(Failure) {
        try stream { () throws(JSONStreamError) in
            try reader.reset(to: mark, spool: spool)
            _ = try reader.peekAfterWhitespace()
        }
        reader.position += 1
    }

    func expectEndOfInput() throws(Failure) {
        if try peek() != nil {
            throw .stream(reader.expected("expected end of input after the value"))
        }
    }

    /// The header from the members read so far (`events` is allowed, not read).
    func decodeHeader() throws(Failure) -> Trace {
        let root = JSONValue.object(JSONObject(members, literals: literals))
        let (trace, reader) = try decoding { () throws(TraceDecodingError) in
            var reader = try ObjectReader(root, at: .root)
            reader.allow("events")
            return (try Trace.decodeHeader(&reader, plugins: plugins, streamedFrames: recordedFrames), reader)
        }
        headerReader = (reader, members.count)
        return trace
    }
}
