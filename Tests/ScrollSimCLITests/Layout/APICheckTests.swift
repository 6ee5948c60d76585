import Foundation
import ScrollSimTestSupport
import Testing

/// Tests that `.ci/api-check` accepts the allowed public surface and fails on a planted, removed or re-exported symbol.
///
/// `.ci/api-check`, the allow-list of every product's public surface: run on small symbol graphs written here, it
/// accepts the surface its files name and fails on one it does not (a planted public symbol, a removed one, a new
/// re-export), while a change below `public` passes.
struct APICheckTests {
    static let products = [
        "ScrollSimKit", "ScrollSimTrace", "ScrollSimUIKit", "ScrollSimSwiftUI", "ScrollSimTesting", "ScrollSimRecorder",
    ]
    let folder = Scratch()

    /// A symbol graph of `symbols` (name, access level) as the compiler writes one: structs.
    func writeGraph(_ module: String, _ symbols: [(String, String)]) {
        let entries = symbols.map { name, access in
            """
            {"kind": {"identifier": "swift.struct"}, "pathComponents": ["\(name)"], "accessLevel": "\(access)",
             "declarationFragments": [{"kind": "keyword", "spelling": "struct"}, {"kind": "text", "spelling": " "},
             {"kind": "identifier", "spelling": "\(name)"}]}
            """
        }
        folder.write("graphs/\(module).symbols.json", "{\"symbols\": [\(entries.joined(separator: ","))]}")
    }

    func check(update: Bool = false) throws -> ToolRun {
        let script = PackageRoot.file(".ci/api-check")
        let arguments =
            [
                script, "--graphs", folder.path + "/graphs", "--api", folder.path + "/api", "--sources",
                folder.path + "/src",
            ]
            + (update ? ["--update"] : [])
        return try ToolRun(arguments, in: folder, binary: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test func aPlantedPublicSymbolFailsUntilTheListIsUpdated() throws {
        for module in Self.products { writeGraph(module, [("\(module)Thing", "public")]) }
        let written = try check(update: true)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(folder.read("api/ScrollSimKit.txt") == "struct ScrollSimKitThing: struct ScrollSimKitThing\n")
        #expect(try check().status == 0)

        // Below public: not part of the surface.
        writeGraph("ScrollSimKit", [("ScrollSimKitThing", "public"), ("Helper", "internal")])
        #expect(try check().status == 0)

        // A new public symbol: reported with a +, exit 1, the file untouched.
        writeGraph("ScrollSimKit", [("ScrollSimKitThing", "public"), ("Leak", "public")])
        let planted = try check()
        #expect(planted.status == 1)
        #expect(planted.stderr.contains("+ struct Leak: struct Leak"), "\(planted.stderr)")
        #expect(planted.stderr.contains("bash .ci/api-check --update"))
        #expect(folder.read("api/ScrollSimKit.txt") == "struct ScrollSimKitThing: struct ScrollSimKitThing\n")

        // A removed one, and a re-export, likewise.
        writeGraph("ScrollSimKit", [("ScrollSimKitThing", "public")])
        writeGraph("ScrollSimTrace", [])
        folder.write("src/ScrollSimUIKit/Exports.swift", "@_exported import ScrollSimSupport\n")
        let changed = try check()
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("- struct ScrollSimTraceThing"), "\(changed.stderr)")
        #expect(changed.stderr.contains("+ re-exports ScrollSimSupport"), "\(changed.stderr)")
    }

    /// A package module a product re-exports is what users see too: it gets a list of its own.
    @Test func aReexportedPackageModuleIsListed() throws {
        for module in Self.products { writeGraph(module, []) }
        writeGraph("ScrollSimLog", [("TextLog", "public"), ("LogBuffer", "package")])
        folder.write(
            "src/ScrollSimTrace/Exports.swift", "@_exported import ScrollSimLog\n@_exported import Foundation\n")
        folder.write("src/ScrollSimLog/TextLog.swift", "")
        let run = try check(update: true)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.read("api/ScrollSimLog.txt") == "struct TextLog: struct TextLog\n")
        #expect(
            folder.read("api/ScrollSimTrace.txt") == "re-exports Foundation\nre-exports ScrollSimLog\n")
    }

    @Test func aMissingGraphIsBadInput() throws {
        let run = try check()
        #expect(run.status == 2)
        #expect(run.stderr.contains("no symbol graph for ScrollSimKit"), "\(run.stderr)")
    }

    /// The repository's lists name every product.
    @Test func everyProductHasItsList() {
        for module in Self.products {
            #expect(FileManager.default.fileExists(atPath: PackageRoot.file(".ci/api/\(module).txt")), "\(module)")
        }
    }
}
