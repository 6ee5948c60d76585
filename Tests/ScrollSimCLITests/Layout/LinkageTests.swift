import Foundation
import ScrollSimTestSupport
import Testing

/// The command-line tool links no Foundation.
///
/// The command-line tool links no Foundation: it starts fast and stays small because it reads,
/// formats and writes with its own code over POSIX. The check reads the binary's list of shared
/// libraries itself (ELF `DT_NEEDED`, Mach-O `LC_LOAD_DYLIB`), so it needs no external tool; the
/// test bundle, which does link Foundation, is the control that shows the check can fail.
@Suite struct LinkageTests {
    @Test func theToolLinksNoFoundation() throws {
        let libraries = try LinkedLibraries.of(ToolRun.binary.path)
        #expect(libraries.contains { $0.contains("swiftCore") }, "the reader found no Swift runtime: \(libraries)")
        #expect(!libraries.contains { $0.contains("Foundation") }, "scrollsim links \(libraries)")
    }

    @Test func theCheckSeesFoundationWhereItIsLinked() throws {
        let testBundle = try #require(Bundle.main.executablePath)
        let libraries = try LinkedLibraries.of(testBundle)
        #expect(libraries.contains { $0.contains("Foundation") }, "the test bundle links \(libraries)")
    }
}

/// The shared libraries an executable names for the dynamic loader, read from its headers.
enum LinkedLibraries {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// The library names of the ELF or (thin, 64-bit) Mach-O file at `path`.
    static func of(_ path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Unreadable(description: "\(path): cannot read")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) { return try elf(bytes, path) }
        if bytes.starts(with: [0xCF, 0xFA, 0xED, 0xFE]) { return try machO(bytes, path) }
        throw Unreadable(description: "\(path): neither ELF nor 64-bit Mach-O")
    }

    /// Returns the `DT_NEEDED` library names of a little-endian ELF64 file.
    ///
    /// ELF64, little-endian (System V gABI, "Sections" and "Dynamic Section"): the `DT_NEEDED` entries of the
    /// `SHT_DYNAMIC` section, as strings of the section its `sh_link` names.
    static func elf(_ bytes: [UInt8], _ path: String) throws -> [String] {
        guard bytes.count > 64, bytes[4] == 2, bytes[5] == 1 else {
            throw Unreadable(description: "\(path): not a 64-bit little-endian ELF file")
        }
        let sectionTable = integer(bytes, 0x28, 8), entrySize = integer(bytes, 0x3A, 2), count = integer(bytes, 0x3C, 2)
        var names: [String] = []
        for index in 0..<count {
            let header = sectionTable + index * entrySize
            guard header + 64 <= bytes.count, integer(bytes, header + 4, 4) == 6 else { continue } // SHT_DYNAMIC
            let offset = integer(bytes, header + 0x18, 8), size = integer(bytes, header + 0x20, 8)
            let stringsHeader = sectionTable + integer(bytes, header + 0x28, 4) * entrySize
            let strings = integer(bytes, stringsHeader + 0x18, 8)
            var entry = offset
            while entry + 16 <= min(offset + size, bytes.count) {
                let tag = integer(bytes, entry, 8)
                if tag == 0 { break } // DT_NULL
                if tag == 1 { names.append(string(bytes, strings + integer(bytes, entry + 8, 8))) } // DT_NEEDED
                entry += 16
            }
        }
        return names
    }

    /// Mach-O 64 (`mach-o/loader.h`): the install names of `LC_LOAD_DYLIB`, `LC_LOAD_WEAK_DYLIB`
    /// and `LC_REEXPORT_DYLIB` commands.
    static func machO(_ bytes: [UInt8], _ path: String) throws -> [String] {
        let commands = integer(bytes, 16, 4)
        var names: [String] = []
        var command = 32
        for _ in 0..<commands {
            guard command + 12 <= bytes.count else { throw Unreadable(description: "\(path): truncated load commands") }
            let kind = integer(bytes, command, 4), size = integer(bytes, command + 4, 4)
            if kind == 0xC || kind == 0x8000_0018 || kind == 0x8000_001F {
                names.append(string(bytes, command + integer(bytes, command + 8, 4)))
            }
            command += max(size, 8)
        }
        return names
    }

    /// The little-endian unsigned integer of `width` bytes at `offset` (0 past the end).
    static func integer(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int {
        guard offset >= 0, offset + width <= bytes.count else { return 0 }
        var value = 0
        for index in (0..<width).reversed() { value = value << 8 | Int(bytes[offset + index]) }
        return value
    }

    /// The NUL-terminated string at `offset`.
    static func string(_ bytes: [UInt8], _ offset: Int) -> String {
        guard offset >= 0, offset < bytes.count else { return "" }
        let end = bytes[offset...].firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}
