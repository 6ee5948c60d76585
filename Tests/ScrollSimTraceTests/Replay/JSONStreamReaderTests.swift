import Testing

/// Tests that the stream reader drops consumed bytes by chunk and still names the right line and column in errors.
///
/// The stream reader's bookkeeping of the place of its window: consumed bytes are dropped a chunk at a time (possibly
/// in the middle of a character), and errors still name the line and column the whole-document parser names.
struct JSONStreamReaderTests {
    /// Many events over lines of mixed lengths, multi-byte characters before the error on its line
    /// and on earlier lines, and a syntax error after them.
    static let document: [UInt8] = {
        var text = #"{"scrollsim": 1, "name": "héllo ✓ 日本", "log": {}, "screen": {},"# + "\r\n"
        text += #""scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "#
        text += #""contentSize": {"width": 393, "height": 4000}}, "events": ["# + "\n"
        for index in 0..<400 {
            text += #"{"t": \#(index), "phase": "\#(index == 0 ? "began" : "moved")", "x": 1, "y": 2}, "#
            if index % 37 == 0 { text += "\r\n" }
            if index % 101 == 0 { text += "\n\n   " }
        }
        text += #"{"t": 400, "phase": "ö✓日本", "x": 1, "y": 2 ]}"#
        return Array(text.utf8)
    }()

    @Test(arguments: [1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 64, 4096])
    func errorsNameTheLineAndColumnAfterManyDiscards(chunkSize: Int) {
        let expected = Streaming.treeDecode(Self.document)
        #expect(expected == .error("22:1378: expected ',' or '}' after an object member, found ']'"))
        for verdict in Streaming.streamVerdicts(Self.document, chunkSize: chunkSize) { #expect(verdict == expected) }
    }
}
