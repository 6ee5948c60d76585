import Testing

@testable import ScrollSimSwiftUI

/// Behaviours called directly with the public context initializer SwiftUI lacks.
struct ScrollTargetContextTests {
    static func makeContext(start: CGFloat, velocity: CGFloat, frames: [CGRect] = []) -> ScrollTargetBehaviorContext {
        ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(x: start, y: 0, width: 400, height: 800)),
            velocity: CGVector(dx: velocity, dy: 0), contentSize: CGSize(width: 4000, height: 800),
            containerSize: CGSize(width: 400, height: 800), axes: .horizontal, targetLayoutFrames: frames)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var start: CGFloat
        var proposed: CGFloat
        var velocity: CGFloat
        var expected: CGFloat
        var testDescription: String { name }
    }

    static let pagingCases: [Case] = [
        Case(name: "a fling forward: one page", start: 800, proposed: 2900, velocity: 3000, expected: 1200),
        Case(name: "a fling back: one page", start: 800, proposed: 100, velocity: -3000, expected: 400),
        Case(name: "at rest: the nearest page", start: 800, proposed: 1050, velocity: 0, expected: 1200),
        Case(name: "at rest short of half", start: 800, proposed: 950, velocity: 0, expected: 800),
        Case(name: "the last page", start: 3600, proposed: 3900, velocity: 3000, expected: 3600),
    ]

    @Test(arguments: pagingCases)
    func pagingMovesOnePageOrToTheNearest(_ testCase: Case) {
        var target = ScrollTarget(rect: CGRect(x: testCase.proposed, y: 0, width: 400, height: 800))
        PagingScrollTargetBehavior(pageSize: .container).updateTarget(
            &target, context: Self.makeContext(start: testCase.start, velocity: testCase.velocity))
        #expect(target.rect.origin.x == testCase.expected)
    }

    static let items = (0..<10).map { CGRect(x: 20 + CGFloat($0) * 150, y: 0, width: 140, height: 800) }

    struct LimitCase: CustomTestStringConvertible, Sendable {
        var limit: String
        var behavior: ViewAlignedScrollTargetBehavior
        var expected: CGFloat
        var testDescription: String { limit }
    }

    /// From item 2 (edge 320), projected to 1300 (item 9's edge 1370 is nearest).
    static let limits: [LimitCase] = [
        LimitCase(limit: "never", behavior: .viewAligned(limitBehavior: .never), expected: 1370),
        LimitCase(limit: "alwaysByOne", behavior: .viewAligned(limitBehavior: .alwaysByOne), expected: 470),
        LimitCase(limit: "alwaysByFew (2 fit)", behavior: .viewAligned(limitBehavior: .alwaysByFew), expected: 620),
        LimitCase(limit: "always", behavior: .viewAligned(limitBehavior: .always), expected: 620),
        LimitCase(limit: "automatic, compact", behavior: .viewAligned, expected: 620),
    ]

    @Test(arguments: limits)
    func viewAlignedLimits(_ testCase: LimitCase) {
        var target = ScrollTarget(rect: CGRect(x: 1300, y: 0, width: 400, height: 800))
        testCase.behavior.updateTarget(
            &target, context: Self.makeContext(start: 320, velocity: 2000, frames: Self.items))
        #expect(target.rect.origin.x == testCase.expected)
    }

    @Test func automaticIsUnlimitedInARegularSizeClass() {
        var context = Self.makeContext(start: 320, velocity: 2000, frames: Self.items)
        context.environment.horizontalSizeClass = .regular
        #expect(context.horizontalSizeClass == .regular)
        var target = ScrollTarget(rect: CGRect(x: 1300, y: 0, width: 400, height: 800))
        ViewAlignedScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.origin.x == 1370)
    }

    @Test func theDefaultPropertiesDoNotLimitScrolls() {
        let properties = RoundedToHundredBehavior().properties(context: .init(axes: .horizontal))
        #expect(properties == ScrollTargetBehaviorProperties())
        #expect(!properties.limitsScrolls)
    }

    struct AnchorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var rect: CGRect
        var anchor: UnitPoint?
        var expected: CGFloat
        var testDescription: String { name }
    }

    static let anchorCases: [AnchorCase] = [
        AnchorCase(
            name: "container-sized, no anchor", rect: CGRect(x: 500, y: 0, width: 400, height: 800), expected: 500),
        AnchorCase(
            name: "an item centred", rect: CGRect(x: 500, y: 0, width: 100, height: 800), anchor: .center, expected: 350
        ),
        AnchorCase(
            name: "an item at the trailing edge", rect: CGRect(x: 500, y: 0, width: 100, height: 800),
            anchor: .trailing, expected: 200),
        AnchorCase(
            name: "a small rect already contained", rect: CGRect(x: 1100, y: 0, width: 100, height: 800),
            expected: 1000),
        AnchorCase(
            name: "a small rect ahead", rect: CGRect(x: 1500, y: 0, width: 100, height: 800), expected: 1200),
    ]

    /// How a target rect becomes an offset, with the proposal at 1000 and a 400 pt container.
    @Test(arguments: anchorCases)
    func aTargetRectBecomesAnOffset(_ testCase: AnchorCase) {
        let target = ScrollTarget(rect: testCase.rect, anchor: testCase.anchor)
        let offset = target.contentOffset(
            containerSize: CGSize(width: 400, height: 800), proposed: CGPoint(x: 1000, y: 0))
        #expect(offset.x == testCase.expected)
    }
}
