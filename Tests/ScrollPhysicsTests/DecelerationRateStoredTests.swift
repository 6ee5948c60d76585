import Testing

@testable import ScrollPhysics

/// Tests that a deceleration rate is stored as `.fast` below 0.994 and as `.normal` otherwise, as UIKit's setter does.
///
/// `UIScrollView` keeps one of two deceleration rates: its setter stores `.fast` (0.990) for any rate below 0.994 and
/// `.normal` (0.998) for any other ([UIScrollView26-Decompile] `setDecelerationRate:`; StackOverflow 513396's logs: 0.7
/// reads back 0.990000, 0.995 reads back 0.998000).
struct DecelerationRateStoredTests {
    @Test(arguments: [
        (0.7, 0.99), (0.995, 0.998), (0.5, 0.99), (0.9939, 0.99), (0.994, 0.998), (0.99, 0.99), (0.998, 0.998),
        (0.999, 0.998), (0.0001, 0.99),
    ])
    func aRateIsStoredAsUIKitStoresIt(given: Double, stored: Double) {
        #expect(DecelerationRate(rawValue: given).storedByUIKit.rawValue == stored)
    }

    @Test func theTwoStoredRatesAreTheNamedOnes() {
        #expect(DecelerationRate.fast.storedByUIKit == .fast)
        #expect(DecelerationRate.normal.storedByUIKit == .normal)
    }
}
