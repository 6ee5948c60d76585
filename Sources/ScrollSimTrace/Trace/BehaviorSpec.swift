/// The `behavior` object of a trace's `scrollView`: which built-in behaviour drives the scroll
/// view's delegate, with its parameters (decoded by `Trace.decodeBehavior`, documented in
/// `traces/README.md`).
public enum BehaviorSpec: Equatable, Sendable {
    /// Seed 000's sticky snap point (`"type": "snapDrag"`).
    case snapDrag(SnapDragBehavior.Configuration)
    /// Seed 003's cell-width paging (`"type": "cellPaging"`).
    case cellPaging(CellPagingBehavior.Configuration)
    /// The naive paging snippet seed 003 copied (`"type": "naivePaging"`).
    case naivePaging(NaivePagingBehavior.Configuration)

    /// The accepted `"type"` values, in the order error messages list them.
    public static let typeNames = ["snapDrag", "cellPaging", "naivePaging"]

    /// A new behaviour (a fresh delegate with its initial state). The caller must keep it alive.
    public func makeBehavior() -> ScrollBehavior {
        switch self {
        case .snapDrag(let configuration): return SnapDragBehavior(configuration)
        case .cellPaging(let configuration): return CellPagingBehavior(configuration)
        case .naivePaging(let configuration): return NaivePagingBehavior(configuration)
        }
    }
}
