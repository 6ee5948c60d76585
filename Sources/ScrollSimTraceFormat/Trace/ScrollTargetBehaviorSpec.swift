import ScrollSimKit

/// A trace's `scrollView.scrollTargetBehavior`: one of SwiftUI's built-in scroll target behaviours on the scroll view.
///
/// `.paging` turns on UIKit's paging (`isPagingEnabled`: bounds-size pages, UIKit's page choice and settle), as on a
/// device, where `.paging` behaves "identical" to `isPagingEnabled`, its landscape misalignment included
/// ([Blog-FatbobmanPaging], FB16486510); `pageSize: "container"` keeps scrollsim's earlier rule, container-size pages
/// through `updateTarget`. `.viewAligned` asks a `ScrollTargetDecider` at each lift and size change, logged as
/// `updateTarget` lines, the velocity in `velocityUnit`.
public enum ScrollTargetBehaviorSpec: Equatable, Sendable {
    /// `.paging`: UIKit's `isPagingEnabled`.
    case paging
    /// `.paging` with container-size pages decided through `updateTarget` (scrollsim's earlier rule).
    ///
    /// The velocity is in the unit given.
    case containerPaging(ScrollTargetVelocityUnit)
    /// `.viewAligned(limitBehavior:)`: the leading edges of the `flowLayout`'s items.
    case viewAligned(ScrollTargetLimit, ScrollTargetVelocityUnit)

    /// The names a trace may give, in the order error messages list them.
    static let names = ["paging", "viewAligned"]
    /// The page sizes `paging` may take.
    static let pageSizes = ["bounds", "container"]

    /// Installs the behaviour on `scrollView`; `flowLayout` gives `viewAligned` its items.
    ///
    /// The environment is an iPhone in portrait (compact horizontally, regular vertically), as `ScrollSimSwiftUI`'s
    /// default.
    func install(on scrollView: ScrollView, flowLayout: FlowLayoutSnapping?) {
        let unit: ScrollTargetVelocityUnit
        switch self {
        case .paging:
            scrollView.isPagingEnabled = true
            return
        case .containerPaging(let given), .viewAligned(_, let given):
            unit = given
        }
        let decider = ScrollTargetDecider(unit: unit, keepsUpdates: false) { request in
            var offset = request.proposed
            for axis in Axis.allCases where axis == .horizontal ? request.horizontal : request.vertical {
                offset[axis] = self.offset(along: axis, request: request, flowLayout: flowLayout)
            }
            return offset
        }
        decider.install(on: scrollView)
    }

    private func offset(along axis: Axis, request: ScrollTargetDecider.Request, flowLayout: FlowLayoutSnapping?)
        -> Double
    {
        let container = request.containerSize[axis], content = request.contentSize[axis]
        switch self {
        case .paging:
            return request.proposed[axis]
        case .containerPaging:
            return ScrollTargetRule.pagedOffset(
                start: request.start[axis], proposed: request.proposed[axis], velocity: request.velocity[axis],
                page: container, contentLength: content)
        case .viewAligned(let limitBehavior, _):
            guard let flowLayout else { return request.proposed[axis] }
            return flowLayout.alignedOffset(
                along: axis, limitBehavior: limitBehavior, start: request.start[axis],
                proposed: request.proposed[axis], velocity: request.velocity[axis],
                containerSize: request.containerSize, contentLength: content)
        }
    }
}

extension Trace {
    /// A `scrollTargetBehavior`: `"paging"`, `"viewAligned"`, or an object with a `type`.
    ///
    /// A `scrollTargetBehavior`: `"paging"`, `"viewAligned"`, or `{"type": …, "limitBehavior": …}` (`limitBehavior`
    /// only for `viewAligned`, default `automatic`). `viewAligned` needs a `flowLayout` (its items), and a `flowLayout`
    /// that snaps cannot share the lift with it.
    static func decodeScrollTargetBehavior(_ reader: ValueReader, flowLayout: FlowLayoutSnapping?)
        throws(TraceDecodingError) -> ScrollTargetBehaviorSpec
    {
        let spec: ScrollTargetBehaviorSpec
        if case .string = reader.value {
            spec =
                try reader.oneOf(ScrollTargetBehaviorSpec.names) == "paging"
                ? .paging : .viewAligned(.automatic, .pointsPerMillisecond)
        } else {
            var object = try reader.object()
            let paging = try object.oneOf(TraceKeys.ScrollTarget.type) == "paging"
            let unit =
                try object.optionalEnumeration(TraceKeys.ScrollTarget.velocityUnit, as: ScrollTargetVelocityUnit.self)
                ?? .pointsPerMillisecond
            if paging {
                let pageSize = try object.optional(TraceKeys.ScrollTarget.pageSize).map {
                    value throws(TraceDecodingError) in try value.oneOf(ScrollTargetBehaviorSpec.pageSizes)
                }
                spec = pageSize == "container" ? .containerPaging(unit) : .paging
            } else {
                spec = .viewAligned(
                    try object.optionalEnumeration(TraceKeys.ScrollTarget.limitBehavior, as: ScrollTargetLimit.self)
                        ?? .automatic, unit)
            }
            try object.finish()
        }
        if case .viewAligned = spec, flowLayout == nil {
            throw reader.error(#""viewAligned" needs a "flowLayout" (its items are the views it aligns to)"#)
        }
        if let flowLayout, flowLayout.snap != .none {
            throw reader.error(#"give either a "flowLayout" that snaps or a "scrollTargetBehavior", not both"#)
        }
        return spec
    }
}
