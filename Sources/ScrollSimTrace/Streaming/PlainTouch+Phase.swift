import ScrollSimKit

// Reading a plain touch's `phase` string in place.
extension PlainTouch {
    /// The phase named by the string at `position`, moving past it; nil for anything else.
    ///
    /// When the bytes ran out first, `position` is at the end of `bytes`.
    @inline(__always)
    static func readPhase(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> TouchPhase? {
        guard let base = bytes.baseAddress, bytes.count - position >= 17, bytes[position] == UInt8(ascii: "\"")
        else { return readPhaseNearTheEnd(bytes, &position) }
        // Every phase name with its closing quote fits in 16 bytes: two word comparisons each.
        let raw = UnsafeRawPointer(base + position + 1)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        for name in PhaseName.all where first & name.firstMask == name.first && second & name.secondMask == name.second
        {
            position += 1 + name.length
            return name.phase
        }
        return nil
    }

    /// ``readPhase(_:_:)`` when fewer than 17 bytes are left, byte by byte.
    static func readPhaseNearTheEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int)
        -> TouchPhase?
    {
        guard position < bytes.count else { return nil }
        guard bytes[position] == UInt8(ascii: "\"") else { return nil }
        var index = position + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            // Letters only: anything else (an escape, a control character) is not a phase name.
            guard (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26, index - position <= 16 else { return nil }
            index += 1
        }
        guard index < bytes.count else {
            position = bytes.count
            return nil
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<index]), as: UTF8.self)
        guard let phase = TouchPhase(rawValue: name) else { return nil }
        position = index + 1
        return phase
    }
}

/// A phase's name in a trace with the closing quote, as two little-endian words and their byte masks.
///
/// A phase's name in a trace (its raw value) with the closing quote, as two little-endian words (the first byte lowest;
/// at most 16 bytes) and the masks of their bytes that belong to it.
struct PhaseName {
    /// The phase named.
    var phase: TouchPhase
    /// Bytes 0–7 and 8–15 of the name with its quote (zero past its end).
    var first: UInt64 = 0, second: UInt64 = 0
    /// `0xFF` in the bytes of `first` and `second` that hold the name or its quote.
    var firstMask: UInt64 = 0, secondMask: UInt64 = 0
    /// The name's length with the quote.
    var length: Int

    /// Packs the name of `phase`.
    init(_ phase: TouchPhase) {
        self.phase = phase
        let bytes = Array(phase.rawValue.utf8) + [UInt8(ascii: "\"")]
        precondition(bytes.count <= 16, "a phase name fits in two words")
        length = bytes.count
        for (offset, byte) in bytes.enumerated() {
            let shift = UInt64(8 * (offset % 8))
            if offset < 8 {
                first |= UInt64(byte) << shift
                firstMask |= 0xFF << shift
            } else {
                second |= UInt64(byte) << shift
                secondMask |= 0xFF << shift
            }
        }
    }

    /// Every phase.
    static let all = TouchPhase.allCases.map(PhaseName.init)
}
