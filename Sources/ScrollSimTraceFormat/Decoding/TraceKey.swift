/// One member of a trace object as the decoder reads it and `scrollsim schema` describes it.
///
/// Its name, the shape of its value (with the bounds the decoder enforces), whether it is required, and a one-sentence
/// description with its unit.
///
/// The key tables (``TraceKeys`` and each plug-in descriptor's `keys`) are the one place a key's
/// name and bounds are spelt: the decoders read them through the `ObjectReader` overloads that
/// take a `TraceKey`, and ``TraceSchema`` prints them.
public struct TraceKey: Sendable {
    /// The member's name as the trace spells it.
    public let name: String
    /// What its value may be.
    public let value: TraceValueShape
    /// Whether the decoder requires it.
    public let isRequired: Bool
    /// What it means, for the schema's `description` (one sentence, no unit).
    public let summary: String

    /// A key `name` of shape `value`, optional unless `required`, described by `summary`.
    ///
    /// - Parameters:
    ///   - name: The key's name in the trace.
    ///   - value: The shape of the key's value.
    ///   - required: Whether the key must be present (default: false).
    ///   - summary: The key's one-line description, for the schema.
    public init(_ name: String, _ value: TraceValueShape, required: Bool = false, _ summary: String) {
        self.name = name
        self.value = value
        self.isRequired = required
        self.summary = summary
    }

    /// The bounds of a number or integer key.
    ///
    /// Precondition: the key holds a number.
    public var bounds: NumberBounds {
        switch value {
        case .number(let bounds, _), .integer(let bounds): return bounds
        default: preconditionFailure("\(name) is not a number key")
        }
    }

    /// The choices of a choice key.
    ///
    /// Precondition: the key holds a choice.
    public var choices: [String] {
        guard case .choice(let choices) = value else { preconditionFailure("\(name) is not a choice key") }
        return choices
    }
}

/// The shape of a trace value, as far as a JSON Schema can say it.
///
/// Rules across members, such as "`t` never decreases", stay with the decoder and its one-line errors.
public indirect enum TraceValueShape: Sendable {
    /// A finite number within the bounds, in `unit` (`"pt"`, `"s"`, `"pt/s"`; `nil` for none).
    case number(NumberBounds, unit: String?)
    /// An integer within the bounds.
    case integer(NumberBounds)
    /// `true` or `false`.
    case boolean
    /// Any string of at most `maxLength` characters (`nil`: no limit).
    case text(maxLength: Int?)
    /// A view or recognizer name: 1 to 64 characters without white space.
    case name
    /// One of these strings.
    case choice([String])
    /// Exactly this number (the format version).
    case constant(Double)
    /// An object with these keys.
    case object(TraceObjectShape)
    /// An array of at least `minItems` elements of one shape (exactly `minItems` when `exact`).
    case array(TraceValueShape, minItems: Int, exact: Bool = false)
    /// Any one of these shapes.
    case anyOf([TraceValueShape])
    /// A shape shared by several keys, printed once under `$defs` (see ``TraceSchema``).
    case shared(TraceSharedShape)
    /// Whatever an unregistered or key-less plug-in reads (the decoder still checks it).
    case unconstrained
}

/// An object's keys, in the order the schema lists them, and its one-of groups.
///
/// The groups are those of which exactly one key must be given (`contentSize` or `flowLayout`, `to` or `by`).
public struct TraceObjectShape: Sendable {
    /// The keys.
    public let keys: [TraceKey]
    /// Groups of keys of which the object has exactly one.
    public let exactlyOneOf: [[String]]
    /// Whether members not in `keys` pass (only for plug-ins that declare no keys).
    public let isOpen: Bool

    /// An object with `keys`; `exactlyOneOf` lists its either-or groups.
    ///
    /// - Parameters:
    ///   - keys: The object's keys.
    ///   - exactlyOneOf: The groups of keys of which exactly one must be present (default: none).
    ///   - isOpen: Whether keys other than `keys` are allowed (default: false).
    public init(_ keys: [TraceKey], exactlyOneOf: [[String]] = [], isOpen: Bool = false) {
        self.keys = keys
        self.exactlyOneOf = exactlyOneOf
        self.isOpen = isOpen
    }
}

/// A named shape the schema prints once under `$defs` and refers to by `$ref`.
public struct TraceSharedShape: Sendable {
    /// Its name under `$defs`.
    public let name: String
    /// Its description.
    public let summary: String
    /// The shape itself (read lazily, so shapes may refer to each other).
    public let shape: @Sendable () -> TraceValueShape

    /// The shape `name`, described by `summary`.
    ///
    /// - Parameters:
    ///   - name: The shape's name, under which the schema defines it once.
    ///   - summary: The shape's one-line description, for the schema.
    ///   - shape: Makes the shape, when it is first needed (it may refer to itself).
    public init(_ name: String, _ summary: String, _ shape: @escaping @Sendable () -> TraceValueShape) {
        self.name = name
        self.summary = summary
        self.shape = shape
    }
}
