// UIKit's additions to `IndexPath` [Apple-IndexPath] (`init(item:section:)`, `item`, `section`,
// `init(row:section:)`, `row`): an index path of two indices, section first. Foundation on Linux
// has no UIKit, so these come from here.
extension IndexPath {
    /// An index path for an item of a collection view section.
    ///
    /// - Parameters:
    ///   - item: The item's index in the section.
    ///   - section: The section's index.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// An index path for a row of a table view section.
    ///
    /// - Parameters:
    ///   - row: The row's index in the section.
    ///   - section: The section's index.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section (the first index).
    ///
    /// Precondition: the path has two indices.
    public var section: Int { self[0] }
    /// The item in the section (the second index).
    ///
    /// Precondition: the path has two indices.
    public var item: Int { self[1] }
    /// The row in the section (the second index), as table views name it.
    public var row: Int { self[1] }
}
