import ScrollSimJSON
import ScrollSimKit

extension Trace {
    /// A `modelOptions` object (a trace's, or a `replay --model-options` file's root).
    ///
    /// Each key a ``ModelConstants`` parameter, its value within the parameter's bounds; unknown keys are errors.
    package static func decodeModelConstants(_ reader: ObjectReader) throws(TraceDecodingError) -> ModelConstants {
        var reader = reader
        var constants = ModelConstants()
        for key in TraceKeys.ModelOptions.all {
            if let value = try reader.optionalNumber(key), let parameter = ModelConstants.parameter(named: key.name) {
                constants[keyPath: parameter.keyPath] = value
            }
        }
        try reader.finish()
        return constants
    }
}
