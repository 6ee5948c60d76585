/// How `didScroll` calls are printed in the text log.
public enum DidScrollLogging: String, CaseIterable, Sendable {
    /// One line per call (the default; every golden of the corpus).
    case every
    /// One line per uninterrupted run of one view's calls (see `DidScrollRun`).
    case runs
}
