// Users of the trace layer drive the model it builds; re-export it so one import suffices.
@_exported import ScrollSimKit
// A replay's result is a log: its format names, its final state and the text-log reader.
@_exported import ScrollSimLog
// The trace format's types (the trace, its events, plug-ins and schema) are the replay's input.
@_exported import ScrollSimTraceFormat
