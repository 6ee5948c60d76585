/// The resistance a scroll view shows while a finger drags it past an edge.
///
/// `f(x, d, c) = x·d·c/(d + c·x)`: slope c at the edge, never more than one viewport `d` of
/// overshoot. Grant Paul's formula [GrantPaul-RubberBand] (iOS 6 and later) with c = 0.55
/// ([UIKitCore-RE] §1, [Repo-OpenUIKit], [Seed-DynamicsScroll]). Before iOS 6 the band was linear;
/// [Seed-DynamicsScroll] shows `0.5·x`, which is offered as `.linear(0.5)` for the custom scroll
/// view of that seed.
public enum RubberBand: Equatable, Sendable {
    /// `x·d·c/(d + c·x)` with coefficient c (UIKit: 0.55).
    case asymptotic(coefficient: Double)
    /// `c·x` ([Seed-DynamicsScroll]'s original formula uses c = 0.5).
    case linear(coefficient: Double)

    /// UIKit's band: asymptotic with c = 0.55.
    public static let uiKit = RubberBand.asymptotic(coefficient: ScrollConstants.rubberBandCoefficient)

    /// The simple linear band [Seed-DynamicsScroll] introduces first, `y = 0.5·x`, before its 0.55 formula.
    public static let seedLinear = RubberBand.linear(coefficient: 0.5)

    /// The displayed overshoot for a raw overshoot `x` ≥ 0 on an axis of size `dimension` (points).
    ///
    /// - Parameters:
    ///   - x: The raw overshoot past the edge, in points (≥ 0).
    ///   - d: The axis's size, in points.
    /// - Returns: The displayed overshoot, in points.
    public func displayed(overshoot x: Double, dimension d: Double) -> Double {
        switch self {
        case .asymptotic(let c):
            guard d > 0 else { return 0 }
            return x * d * c / (d + c * x)
        case .linear(let c):
            return x * c
        }
    }

    /// The raw overshoot that displays as `f` (the inverse of `displayed`).
    ///
    /// Used to re-anchor a drag that grabs a view which is already past its edge, so that grabbing does not jump
    /// (`_adjustStartOffsetForGrabbedBouncingScrollView` [UIScrollView-Decompile] ~683K).
    ///
    /// - Parameters:
    ///   - f: The displayed overshoot past the edge, in points.
    ///   - d: The axis's size, in points.
    /// - Returns: The raw overshoot, in points.
    public func raw(displayedOvershoot f: Double, dimension d: Double) -> Double {
        switch self {
        case .asymptotic(let c):
            guard d > 0, c > 0 else { return 0 }
            let capped = min(f, d * 0.999999)
            return capped * d / (c * (d - capped))
        case .linear(let c):
            return c > 0 ? f / c : 0
        }
    }

    /// Applies the band to a raw (finger-driven) position on an axis whose scrollable range is `lower...upper`.
    ///
    /// Positions inside the range are returned unchanged.
    ///
    /// - Parameters:
    ///   - raw: The finger-driven position, in points.
    ///   - lower: The lower end of the scrollable range, in points.
    ///   - upper: The upper end of the scrollable range, in points.
    ///   - dimension: The axis's size, in points.
    /// - Returns: The displayed position, in points.
    public func apply(to raw: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        if raw < lower { return lower - displayed(overshoot: lower - raw, dimension: dimension) }
        if raw > upper { return upper + displayed(overshoot: raw - upper, dimension: dimension) }
        return raw
    }

    /// The inverse of `apply(to:lower:upper:dimension:)`.
    ///
    /// - Parameters:
    ///   - displayedPosition: The displayed position, in points.
    ///   - lower: The lower end of the scrollable range, in points.
    ///   - upper: The upper end of the scrollable range, in points.
    ///   - dimension: The axis's size, in points.
    /// - Returns: The finger-driven position, in points.
    public func unapply(_ displayedPosition: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        if displayedPosition < lower {
            return lower - raw(displayedOvershoot: lower - displayedPosition, dimension: dimension)
        }
        if displayedPosition > upper {
            return upper + raw(displayedOvershoot: displayedPosition - upper, dimension: dimension)
        }
        return displayedPosition
    }
}
