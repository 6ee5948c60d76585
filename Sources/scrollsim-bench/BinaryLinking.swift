import Foundation
@_spi(ScrollSimInternal) import ScrollSimSupport

/// How a Linux `scrollsim` binary was linked, read from its ELF headers: what a start-up or replay count depends on.
///
/// The three builds differ by the work the dynamic loader does before `main` (measured on Swift 6.3.1 for Linux,
/// `scrollsim --version` under callgrind): the Swift runtime as shared libraries, about 5.4 M instructions; the Swift
/// runtime linked in (`--static-swift-stdlib`), about 2.6 M, mostly relocating the C++ runtime it still loads; and a
/// fully static executable (`-Xswiftc -static-executable`, the README's install line), about 0.14 M, as no loader runs.
enum BinaryLinking: Equatable {
    /// The Swift runtime is loaded from shared libraries (a plain `swift build -c release`).
    case sharedSwiftRuntime
    /// The Swift runtime is linked in; the C and C++ libraries are still loaded (`--static-swift-stdlib`).
    case staticSwiftRuntime
    /// Everything is linked in and no dynamic loader runs (`-Xswiftc -static-executable`).
    case fullyStatic

    /// The README's install line on Linux, which builds the shipped binary the targets are set on.
    static let shippedBuild = "swift build -c release -Xswiftc -static-executable"

    /// How the executable at `path` links, or nil when it is not a 64-bit little-endian ELF file (macOS's Mach-O).
    ///
    /// Fully static when no program header names an interpreter (`PT_INTERP`); otherwise the Swift runtime is shared
    /// when the file names `libswiftCore.so` (a library its dynamic section needs). O(file size).
    static func of(_ path: String) -> BinaryLinking? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard let interpreter = hasInterpreter(bytes) else { return nil }
        if !interpreter { return .fullyStatic }
        return contains(bytes, Array("libswiftCore.so".utf8)) ? .sharedSwiftRuntime : .staticSwiftRuntime
    }

    /// What the benchmarks print about the binary.
    var description: String {
        switch self {
        case .sharedSwiftRuntime: "Swift runtime linked dynamically"
        case .staticSwiftRuntime: "Swift runtime linked in (--static-swift-stdlib), C and C++ libraries loaded"
        case .fullyStatic: "fully static (-static-executable)"
        }
    }

    /// Whether an ELF64 little-endian image has a `PT_INTERP` program header; nil when `bytes` is not one.
    ///
    /// The header fields per the System V ABI: `e_phoff` at 0x20 (8 bytes), `e_phentsize` at 0x36 and `e_phnum` at
    /// 0x38 (2 bytes each); a program header's `p_type` is its first 4 bytes, 3 for `PT_INTERP`.
    static func hasInterpreter(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return nil }
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value = 0
            for index in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + index]) }
            return value
        }
        guard let table = integer(at: 0x20, size: 8), let entrySize = integer(at: 0x36, size: 2),
            let entries = integer(at: 0x38, size: 2), entrySize >= 4
        else { return nil }
        for entry in 0..<entries {
            guard let type = integer(at: table + entry * entrySize, size: 4) else { return nil }
            if type == 3 { return true }
        }
        return false
    }

    /// Whether `needle` occurs in `bytes` (each place its first byte matches compared by `ByteComparison`).
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { bytes in
            needle.withUnsafeBytes { needle in
                (0...(bytes.count - needle.count)).contains { index in
                    bytes[index] == first && ByteComparison.holds(bytes, needle, at: index)
                }
            }
        }
    }
}
