// `swift package scrollsim <subcommand> …` in a package that depends on scrollsim: runs the
// `scrollsim` tool, built from source by SwiftPM, with the arguments as given, in the root of the
// package the command runs in. Nothing to install.
import Foundation
import PackagePlugin

/// The command plugin behind the `scrollsim` verb: a thin pass-through to the tool.
///
/// `check` (with `--update`) and `review` write goldens into the package, so the plugin asks for
/// `.writeToPackageDirectory`; pass `--allow-writing-to-package-directory` to `swift package`
/// (or answer its prompt). The tool's standard output and error are the plugin's, and its exit
/// status becomes the plugin's: a failing `check` fails `swift package`.
@main
struct ScrollSimCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scrollsim")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Relative paths (`traces`, the default of `check`) are the package's.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("scrollsim was terminated by signal \(process.terminationStatus)")
            exit(128 + process.terminationStatus)
        }
        // The tool has printed its own one-line error or summary; only its status is left to pass on.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
