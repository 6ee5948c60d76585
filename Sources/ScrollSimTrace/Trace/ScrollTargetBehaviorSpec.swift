/// A trace's `scrollView.scrollTargetBehavior`: one of SwiftUI's built-in scroll target behaviours
/// on the scroll view (`ScrollTargetRule`), asked through a `ScrollTargetDecider` at each lift and
/// size change and logged as `updateTarget` lines (velocity in points per second).
public enum ScrollTargetBehaviorSpec: Equatable, Sendable {
    /// `.paging`: container-size pages.
    case paging
    /// `.viewAligned(limitBehavior:)`: the leading edges of the `flowLayout`'s items.
    case viewAligned(ScrollTargetLimit)

    /// The names a trace may give, in the order error messages list them.
    static let names = ["paging", "viewAligned"]

    /// Installs the behaviour on `scrollView`; `flowLayout` gives `viewAligned` its items. The
    /// environment is an iPhone in portrait (compact horizontally, regular vertically), as
    /// `ScrollSimSwiftUI`'s default.
    func install(on scrollView: ScrollView, flowLayout: FlowLayoutSnapping?) {
        let decider = ScrollTargetDecider { request in
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
            return ScrollTargetRule.pagedOffset(
                start: request.start[axis], proposed: request.proposed[axis], velocity: request.velocity[axis],
                page: container, contentLength: content)
        case .viewAligned(let limitBehavior):
            guard let flowLayout else { return request.proposed[axis] }
            let frames = flowLayout.layout.itemFrames(
                itemCounts: [flowLayout.itemCount], viewSize: request.containerSize, contentInset: .zero)[0]
            let edges = frames.map { $0.origin[axis] }
            let limit = ScrollTargetRule.limit(
                limitBehavior, compact: axis == .horizontal, edges: edges, container: container)
            return ScrollTargetRule.alignedOffset(
                edges: edges, start: request.start[axis], proposed: request.proposed[axis],
                velocity: request.velocity[axis], container: container, contentLength: content, limit: limit)
        }
    }
}

extension Trace {
    /// A `scrollTargetBehavior`: `"paging"`, `"viewAligned"`, or `{"type": …, "limitBehavior": …}`
    /// (`limitBehavior` only for `viewAligned`, default `automatic`). `viewAligned` needs a
    /// `flowLayout` (its items), and a `flowLayout` that snaps cannot share the lift with it.
    static func decodeScrollTargetBehavior(_ reader: ValueReader, flowLayout: FlowLayoutSnapping?)
        throws(TraceDecodingError) -> ScrollTargetBehaviorSpec
    {
        let spec: ScrollTargetBehaviorSpec
        if case .string = reader.value {
            spec = try reader.oneOf(ScrollTargetBehaviorSpec.names) == "paging" ? .paging : .viewAligned(.automatic)
        } else {
            var object = try reader.object()
            if try object.oneOf(TraceKeys.ScrollTarget.type) == "paging" {
                spec = .paging
            } else {
                spec = .viewAligned(
                    try object.optionalEnumeration(TraceKeys.ScrollTarget.limitBehavior, as: ScrollTargetLimit.self)
                        ?? .automatic)
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
