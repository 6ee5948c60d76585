// Users of the trace layer drive the model it builds; re-export it so one import suffices.
@_exported import ScrollSimKit
// A replay's result is a log: its format names, its final state and the text-log reader.
@_exported import ScrollSimLog
