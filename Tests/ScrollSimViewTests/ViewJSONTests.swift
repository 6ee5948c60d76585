import Testing

@testable import ScrollSimView

/// The page's embedded data: strings that cannot end the `<script>` element, numbers without
/// locale, exponent or negative zero.
struct ViewJSONTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("</script><b>", "\"\\u003c/script\\u003e\\u003cb\\u003e\""),
        ("quote \" back \\ line\n", "\"quote \\\" back \\\\ line\\n\""),
        ("tab\t", "\"tab\\u0009\""),
    ])
    func strings(text: String, expected: String) {
        #expect(ViewJSON.string(text) == expected)
    }

    @Test(arguments: [
        (393.0, "393"), (0.5, "0.5"), (-12.3333, "-12.333"), (-0.0001, "0"), (1e20, "100000000000000000000"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(ViewJSON.number(value) == expected)
    }
}
