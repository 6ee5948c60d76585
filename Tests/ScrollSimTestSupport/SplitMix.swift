import ScrollSimExplore

/// A small deterministic random generator for table-driven property tests: the explorer's SplitMix64.
///
/// One implementation of the algorithm serves `explore`, the bench's recorded traces and the tests.
package typealias SplitMix = ExploreRandom
