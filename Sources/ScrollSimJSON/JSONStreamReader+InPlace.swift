// Reading straight from the window, for readers of one common shape of value that need no `JSONValue`.
//
// Used for the plain touch events of a trace: one access to the window, no copy.
extension JSONStreamReader {
    /// What a reader passed to ``readInPlace(_:)`` made of the window's bytes.
    public enum InPlaceRead<Result> {
        /// `result`, read from the bytes before index `end`.
        case read(Result, end: Int)
        /// The bytes ran out inside an object or array that is not closed yet.
        ///
        /// This happened before any byte at which ``JSONFramer`` would stop: ``parseValue()`` would read on here too.
        case cut
        /// Not for this reader: ``parseValue()`` reads the value instead.
        case declined
    }

    /// Runs `read` over the window's bytes from `position` and moves past what it read.
    ///
    /// Runs `read` over the window's bytes from `position` (`read(bytes, position)`): moves past
    /// what it read and returns its result, or returns nil having consumed nothing when it
    /// declines. When the window cuts the value, reads on (as ``parseValue()`` would, with the same
    /// errors) and runs `read` again; nil at the end of the input. Call only between values, like
    /// ``compact()``, which it does first. `read` must be a function of the bytes it is given and
    /// must not reach this reader (see ``window``). O(what `read` reads).
    @inlinable @inline(__always)
    public func readInPlace<Result>(_ read: (UnsafeBufferPointer<UInt8>, Int) -> InPlaceRead<Result>)
        throws(JSONStreamError) -> Result?
    {
        compact()
        while true {
            let start = storage.position
            switch storage.window.withUnsafeBufferPointer({ read($0, start) }) {
            case .read(let result, let end):
                storage.position = end
                return result
            case .declined:
                return nil
            case .cut:
                if try !fill() { return nil }
            }
        }
    }
}
