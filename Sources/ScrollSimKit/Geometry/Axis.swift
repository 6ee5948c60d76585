/// One of the two scroll axes.
public enum Axis: String, CaseIterable, Sendable {
    /// x.
    case horizontal
    /// y.
    case vertical
}
