import ScrollSimJSON

/// The place of a value inside a JSON document, for error messages.
///
/// Built from ``root`` by appending keys and indices; printed like `events[12].t`,
/// `scrollView.frame.width` or `screen`. The empty path prints as `(root)`. Keys that are not
/// plain identifiers print as quoted subscripts: `labels["a b"]`.
public struct JSONPath: CustomStringConvertible, Equatable, Hashable, Sendable {
    /// One step into a container.
    public enum Component: Equatable, Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element (0-based).
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public let components: [Component]

    /// Creates a path from its steps.
    ///
    /// - Parameter components: The steps from the document's root, outermost first (default: none, the root).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The whole document.
    public static let root = JSONPath()

    /// This path followed by one more step.
    ///
    /// O(depth).
    ///
    /// - Parameter component: The step to append.
    /// - Returns: The longer path.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// This path followed by the object member `key`.
    ///
    /// O(depth).
    ///
    /// - Parameter key: The object member's name.
    /// - Returns: The longer path.
    public func appending(_ key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path followed by the array element `index`.
    ///
    /// O(depth).
    ///
    /// - Parameter index: The array element's index, from 0.
    /// - Returns: The longer path.
    public func appending(_ index: Int) -> JSONPath {
        appending(.index(index))
    }

    /// `events[12].t`; `(root)` for the empty path.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where JSONPath.isIdentifier(key):
                if !text.isEmpty { text.append(".") }
                text.append(key)
            case .key(let key):
                text.append("[\(JSONText.quoted(key))]")
            case .index(let index):
                text.append("[\(index)]")
            }
        }
        return text
    }

    /// Whether `key` can print bare: an ASCII letter or `_`, then letters, digits or `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                return true
            default: return false
            }
        }
    }
}
