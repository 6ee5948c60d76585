import Testing

@testable import ScrollSimJSON
@_spi(ScrollSimInternal) @testable import ScrollSimSupport

struct FixedPointTests {
    @Test(arguments: [
        (0.0, 0, "0"),
        (0, 3, "0.000"),
        (-0.0, 2, "0.00"),
        (786, 3, "786.000"),
        (0.016, 3, "0.016"),
        (-196.5, 1, "-196.5"),
        (-123.456, 2, "-123.46"),
        // Ties go to even after scaling.
        (2.5, 0, "2"),
        (3.5, 0, "4"),
        (-2.5, 0, "-2"),
        (0.125, 2, "0.12"),
        (0.375, 2, "0.38"),
        (1.005, 2, "1.00"), // 1.005 × 100 is 100.49999999999999
        (0.1 + 0.2, 1, "0.3"),
        // Never a negative zero.
        (-0.0004, 3, "0.000"),
        (-0.0005, 3, "0.000"),
        (-0.05, 1, "0.0"),
        (-0.051, 1, "-0.1"),
        (1e-10, 9, "0.000000000"),
        (-1e-9, 9, "-0.000000001"),
        // Thirds of a pixel.
        (5443.333333333333, 3, "5443.333"),
        (5443.333333333333, 9, "5443.333333333"),
        (1814.6666666666667, 2, "1814.67"),
        // Large values, inside and beyond Int64 after scaling.
        (123456789.123, 0, "123456789"),
        (1e18, 0, "1000000000000000000"),
        (1e15 + 0.3, 2, "1000000000000000.32"), // the scaled double is 100000000000000032
        (9.5e18, 0, "9500000000000000000"),
        (1e20, 2, "100000000000000000000.00"),
        (1e29, 3, "99999999999999991433150857216.000"),
        (-0x1p60, 3, "-1152921504606846976.000"),
        (0x1p70, 0, "1180591620717411303424"),
        (0x1p70, 3, "1180591620717411303424.000"),
        (-0x1p70, 1, "-1180591620717411303424.0"),
        // Decimals outside 0…9 are clamped.
        (1.23456789012, 12, "1.234567890"),
        (1.5, -1, "2"),
        // Non-finite values.
        (.nan, 2, "nan"),
        (.infinity, 2, "inf"),
        (-.infinity, 0, "-inf"),
    ])
    func formats(value: Double, decimals: Int, expected: String) {
        #expect(FixedPoint.format(value, decimals: decimals) == expected)
        var bytes: [UInt8] = Array("x=".utf8)
        FixedPoint.append(value, decimals: decimals, to: &bytes)
        #expect(bytes == Array(("x=" + expected).utf8))
        var text = "x="
        FixedPoint.append(value, decimals: decimals, to: &text)
        #expect(text == "x=" + expected)
    }

    @Test func scalingOverflowPrintsExactDigits() {
        let maximum =
            "1797693134862315708145274237317043567980705675258449965989174768031572607800285387605895586327668781"
            + "7154045895351438246423432132688946418276846754670353751698604991057655128207624549009038932894407586"
            + "8508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184"
            + "124858368"
        #expect(FixedPoint.format(.greatestFiniteMagnitude, decimals: 2) == maximum + ".00")
        #expect(FixedPoint.format(-.greatestFiniteMagnitude, decimals: 0) == "-" + maximum)
    }

    @Test func scaledDigitsOfHugeValue() {
        let digits =
            "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864"
            + "0437044438328838781769425232353604305756447921847867069828483872009265758037378302337947880900593689"
            + "5323497079994508111903896764088007465274278014249457925878882005684283811566947219638686545940054016"
            + "0"
        #expect(FixedPoint.format(-1e300, decimals: 1) == "-" + digits + ".0")
    }

    @Test(arguments: [0.5, 1.5, 2.5, -0.5, -1.5, 4503599627370495.5, 0x1p52 + 1, 0.49999999999999994, -0.0])
    func roundsLikeTheStandardLibrary(value: Double) {
        #expect(value.roundedToNearestEven == value.rounded(.toNearestOrEven))
        #expect(value.roundedToNearestEven.sign == value.rounded(.toNearestOrEven).sign)
    }
}

struct JSONTextTests {
    @Test(arguments: [
        ("", #""""#),
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash/", #""back\\slash/""#),
        ("line\nfeed\r\ttab", #""line\nfeed\r\ttab""#),
        ("\u{8}\u{C}", #""\b\f""#),
        ("\u{0}\u{1F}\u{7F}", "\"\\u0000\\u001f\u{7F}\""),
        ("héllo ✓ 😀", "\"héllo ✓ 😀\""),
    ])
    func quotes(text: String, expected: String) throws {
        #expect(JSONText.quoted(text) == expected)
        var bytes: [UInt8] = []
        JSONText.appendQuoted(text, to: &bytes)
        #expect(bytes == Array(expected.utf8))
        // The literal parses back to the original string.
        #expect(try JSONParser.parse(expected) == .string(text))
    }
}
