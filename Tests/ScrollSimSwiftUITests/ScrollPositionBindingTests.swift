import ScrollSimSwiftUI
import Testing

/// Tests `.scrollPosition(id:anchor:)` from Swift over layout items and over identified views.
///
/// `.scrollPosition(id:anchor:)` from Swift: over layout items by index, and over views given with their own
/// identifiers; `onChange` as the binding's `set`, `wrappedValue` writes scrolling.
struct ScrollPositionBindingTests {
    static func list() -> (Simulation, ScrollSimKit.ScrollView) {
        let simulation = Simulation(windowSize: Size(width: 393, height: 852))
        let view = ScrollSimKit.ScrollView(
            frame: Rect(x: 0, y: 0, width: 393, height: 852), contentSize: Size(width: 393, height: 4390))
        simulation.add(view)
        FlowLayoutSnapping(layout: FlowLayout(itemSize: Size(width: 393, height: 100)), itemCount: 40, snap: .none)
            .install(on: view)
        return (simulation, view)
    }

    @Test func layoutItemsAreIdentifiedByIndex() {
        let (simulation, view) = Self.list()
        let scrolledID = ScrollPositionBinding<Int>()
        var seen: [Int?] = []
        scrolledID.onChange = { seen.append($0) }
        view.scrollPosition(id: scrolledID)
        #expect(scrolledID.wrappedValue == nil)
        simulation.setContentOffset(Point(x: 0, y: 330), animated: false, of: view, at: 0)
        #expect(scrolledID.wrappedValue == 3)
        #expect(seen == [3])
        scrolledID.wrappedValue = 10
        #expect(view.contentOffset == Point(x: 0, y: 1100))
        #expect(scrolledID.wrappedValue == 10)
    }

    @Test func givenItemsKeepTheirIdentifiers() {
        let (_, view) = Self.list()
        let scrolledID = ScrollPositionBinding<String>()
        view.scrollPosition(
            id: scrolledID, anchor: .bottom,
            items: [
                (id: "header", frame: CGRect(x: 0, y: 0, width: 393, height: 400)),
                (id: "footer", frame: CGRect(x: 0, y: 3990, width: 393, height: 400)),
            ])
        scrolledID.write("footer", animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 4390 - 852))
        #expect(scrolledID.wrappedValue == "footer")
        scrolledID.write("missing", animated: false)
        #expect(scrolledID.wrappedValue == "footer")
    }
}
