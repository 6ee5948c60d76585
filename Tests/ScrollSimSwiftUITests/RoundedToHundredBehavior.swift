// A behaviour exactly as written for SwiftUI on iOS 17+, the import aside (`import SwiftUI`).
import ScrollSimSwiftUI

/// Rounds the target's origin to the nearest multiple of 100 points on both axes.
struct RoundedToHundredBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = (target.rect.origin.x / 100).rounded() * 100
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
        }
    }
}
