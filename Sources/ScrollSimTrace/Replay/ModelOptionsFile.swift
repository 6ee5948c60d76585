import ScrollSimJSON
@_spi(ScrollSimInternal) import ScrollSimSupport

extension Trace {
    /// The model options file `bytes`: one JSON object as a trace's `modelOptions`.
    ///
    /// The file of `scrollsim replay --model-options` and `scrollsim fit --apply`.
    ///
    /// Errors name the key.
    ///
    /// - Parameter bytes: The model options file, UTF-8 JSON.
    /// - Returns: The model constants, the defaults overridden by the file's values.
    /// - Throws: `ReplayError` when the file is not one JSON object of known keys and valid values.
    public static func modelConstants(fromOptionsFile bytes: [UInt8]) throws(ReplayError) -> ModelConstants {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        do { return try decodeModelConstants(ObjectReader(root)) } catch { throw .invalidTrace(error) }
    }

    /// `constants` as a model options file, as `scrollsim fit --apply` writes it.
    ///
    /// `constants` as a model options file (one key a line, in `ModelConstants.parameters`' order, only the values that
    /// differ from the defaults), as `scrollsim fit --apply` writes it.
    ///
    /// - Parameter constants: The model constants to write.
    /// - Returns: The file's text, one key a line.
    public static func modelOptionsFile(_ constants: ModelConstants) -> String {
        let defaults = ModelConstants()
        let lines = ModelConstants.parameters.filter { constants[keyPath: $0.keyPath] != defaults[keyPath: $0.keyPath] }
            .map { "  \(JSONText.quoted($0.name)): \(FixedPoint.shortest(constants[keyPath: $0.keyPath]))" }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
