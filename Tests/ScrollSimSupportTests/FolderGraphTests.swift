import Foundation
import ScrollSimTestSupport
import Testing

/// No two folders of a module use each other's types, directly or through others.
///
/// No two folders of a module use each other's types, directly or through others: inside every
/// module of `Sources/`, the graph "a file in folder A names a type declared at the top level of a
/// file in folder B" has no cycle (the folders of a module point one way, as the modules
/// do). Comments are left out; a name counts where it appears as a whole word in code.
struct FolderGraphTests {
    /// Top-level type declarations: `struct`, `class`, `enum`, `protocol`, `actor` and `typealias`
    /// at the start of a line, after attributes and an access level.
    static var declaration: Regex<(Substring, Substring)> {
        #/(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/#
    }

    /// The folders (relative to the module) of each module of `Sources/` with their Swift files.
    static func modules() throws -> [String: [String: [String]]] {
        let sources = PackageRoot.file("Sources")
        var result: [String: [String: [String]]] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources) {
            guard let enumerator = FileManager.default.enumerator(atPath: sources + "/" + module) else { continue }
            var folders: [String: [String]] = [:]
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let folder = (relative as NSString).deletingLastPathComponent
                folders[folder, default: []].append(sources + "/" + module + "/" + relative)
            }
            if folders.count > 1 { result[module] = folders }
        }
        return result
    }

    /// The folder-level edges of one module: folder → the folders whose types it names.
    static func edges(_ folders: [String: [String]]) throws -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        var code: [String: String] = [:]
        for (folder, files) in folders {
            for file in files {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for match in text.matches(of: declaration) {
                    owners[String(match.output.1), default: []].insert(folder)
                }
                let lines = text.split(separator: "\n").filter {
                    !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
                code[folder, default: ""] += lines.map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
            }
        }
        var edges: [String: Set<String>] = [:]
        for (folder, text) in code {
            for match in text.matches(of: #/\b[A-Z]\w*\b/#) {
                for owner in owners[String(match.output)] ?? [] where owner != folder {
                    edges[folder, default: []].insert(owner)
                }
            }
        }
        return edges
    }

    /// A cycle through `start`, as a list of folders, or nil.
    static func cycle(from start: String, _ edges: [String: Set<String>]) -> [String]? {
        var path = [start]
        var visited: Set<String> = []
        func walk(_ folder: String) -> Bool {
            for next in (edges[folder] ?? []).sorted() {
                if next == start { return true }
                if visited.insert(next).inserted {
                    path.append(next)
                    if walk(next) { return true }
                    path.removeLast()
                }
            }
            return false
        }
        return walk(start) ? path : nil
    }

    @Test func noModuleHasFoldersThatUseEachOther() throws {
        let modules = try Self.modules()
        #expect(modules["ScrollSimKit"] != nil, "the model's folders are found")
        for (module, folders) in modules.sorted(by: { $0.key < $1.key }) {
            let edges = try Self.edges(folders)
            for folder in folders.keys.sorted() {
                if let cycle = Self.cycle(from: folder, edges) {
                    Issue.record("\(module): folders in a loop: \(cycle.joined(separator: " → ")) → \(folder)")
                }
            }
        }
    }

    @Test func theCheckFindsALoop() {
        let edges: [String: Set<String>] = ["Model": ["Animation"], "Animation": ["Model"], "Log": []]
        #expect(Self.cycle(from: "Model", edges) == ["Model", "Animation"])
        #expect(Self.cycle(from: "Log", edges) == nil)
    }
}
