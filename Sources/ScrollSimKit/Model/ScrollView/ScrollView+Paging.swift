// `isPagingEnabled`: which page a release settles on, and the settle motion.
//
// Page choice, per axis, from the last raw drag velocity (not the blended release velocity:
// `_prepareToPage…` runs before `_endPanNormal:`) [UIScrollView-Decompile] ~517K, ~625K:
// stride = bounds size; exactly on a boundary → stay; v > 0.3 pt/ms → the next page up
// (`ceil`), or one page past a forward settle already in flight; v < −0.3 → `floor`, likewise
// backwards; otherwise the nearest page (`floor(p + 0.5)`, `ceil` once at the maximum offset).
// The result is clamped to the scrollable range. A delegate's rewritten target is re-snapped to
// the nearest page; a target equal to the current offset settles on the page nearest to it with
// that axis's velocity zeroed. Page origin 0 and no inter-page spacing (UIKit's private
// `_pagingOrigin` / `_interpageSpacing` defaults). The motion is `PagingAxis`.
extension ScrollView {
    func pageTarget(from offset: Point, rawVelocity: Point) -> Point {
        var target = offset
        for axis in Axis.allCases where canDrag(axis) {
            let stride = boundsSize[axis]
            guard stride > 0 else { continue }
            let position = offset[axis]
            let page = position / stride
            let inFlight = storage.pagingFlight.direction[axis]
            var value: Double
            if position.truncatingRemainder(dividingBy: stride) == 0 {
                value = position
            } else if rawVelocity[axis] > ScrollConstants.pagingFlickSpeed {
                value = inFlight > 0 ? storage.pagingFlight.target[axis] + stride : page.rounded(.up) * stride
            } else if rawVelocity[axis] < -ScrollConstants.pagingFlickSpeed {
                value = inFlight < 0 ? storage.pagingFlight.target[axis] - stride : page.rounded(.down) * stride
            } else if position >= maximumContentOffset[axis] {
                value = page.rounded(.up) * stride
            } else {
                value = (page + 0.5).rounded(.down) * stride
            }
            target[axis] = value
        }
        return clampedOffset(target)
    }

    func nearestPage(to offset: Point) -> Point {
        var result = offset
        for axis in Axis.allCases where canDrag(axis) && boundsSize[axis] > 0 {
            result[axis] = (offset[axis] / boundsSize[axis]).rounded(.toNearestOrAwayFromZero) * boundsSize[axis]
        }
        return clampedOffset(result)
    }

    /// The page a paging view settles on when the delegate returned `returned` for the proposed page.
    ///
    /// The proposal when untouched; else the page nearest the rewrite, or nearest the current offset when the rewrite
    /// is the offset itself (what the log prints as `landing`).
    func pageLanding(proposed: Point, returned: Point) -> Point {
        guard returned != proposed else { return proposed }
        return returned == contentOffset ? nearestPage(to: contentOffset) : nearestPage(to: pixelRounded(returned))
    }

    func pagingMotion(proposed: Point, returned: Point, velocity: Point) -> MotionAxes? {
        let target = pageLanding(proposed: proposed, returned: returned)
        let initialVelocity = returned != proposed && returned == contentOffset ? .zero : velocity
        let offset = contentOffset
        storage.pagingFlight = PagingFlight(
            direction: Point(x: (target.x - offset.x).signum, y: (target.y - offset.y).signum), target: target)
        guard target != offset else { return nil }
        let maximumSpeed = ScrollConstants.pagingMaximumSpeed
        let clamped =
            Point(
                x: min(max(initialVelocity.x, -maximumSpeed), maximumSpeed),
                y: min(max(initialVelocity.y, -maximumSpeed), maximumSpeed)) * UIKitUnits.millisecondsPerSecond
        let scale = simulation?.screen.scale ?? 1
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let springScale = options.constants.pagingSpringScale
        func axis(_ axis: Axis) -> PagingAxis? {
            guard target[axis] != offset[axis] || clamped[axis] != 0 else { return nil }
            return PagingAxis(
                position: offset[axis], velocity: clamped[axis], target: target[axis], time: now,
                width: boundsSize.width, scale: scale, lower: minimum[axis], upper: maximum[axis], bounces: bounces,
                springScale: springScale)
        }
        return .paging(PagingMotion(x: axis(.horizontal), y: axis(.vertical)))
    }
}

extension Double {
    fileprivate var signum: Double { self > 0 ? 1 : (self < 0 ? -1 : 0) }
}
