import ScrollSimKit
import Testing

/// Tests that the common "scrolling has stopped" recipe fires exactly once per gesture, even for a caught fling.
///
/// The widely used "scrolling has stopped" recipe ([SO-993280]) fires exactly once per gesture, including a fling
/// caught by a touch and released ([Repo-FlowkeyUIKit] PR #307's device log: `didEndDragging(willDecelerate: false)`
/// reads `isDecelerating` true, so only the pending `didEndDecelerating` can fire it).
struct ScrollStopRecipeTests {
    typealias Scene = ScrollViewLifecycleTests

    final class Recipe: ScrollViewDelegate {
        var stops = 0

        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
            if !scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating { stops += 1 }
        }

        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            if !decelerate, scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating { stops += 1 }
        }
    }

    enum Gesture: CaseIterable { case fling, slowDrag, caughtFling }

    @Test(arguments: Gesture.allCases)
    func theRecipeFiresOncePerGesture(_ gesture: Gesture) throws {
        let (simulation, view, _) = Scene.scene()
        let recipe = Recipe()
        view.delegate = recipe
        switch gesture {
        case .fling:
            _ = Scene.drag(simulation, from: Point(x: 196, y: 700), step: Point(x: 0, y: -15), count: 10, at: 0)
        case .slowDrag:
            _ = Scene.drag(simulation, from: Point(x: 196, y: 700), step: Point(x: 0, y: -1), count: 30, at: 0)
        case .caughtFling:
            let lift = Scene.drag(simulation, from: Point(x: 196, y: 700), step: Point(x: 0, y: -15), count: 10, at: 0)
            simulation.touchBegan(at: Point(x: 196, y: 400), time: lift + 0.3)
            simulation.touchEnded(at: Point(x: 196, y: 400), time: lift + 0.4)
            #expect(recipe.stops == 1)
        }
        try simulation.runUntilIdle()
        #expect(recipe.stops == 1)
    }
}
