// Users of the trace layer drive the model it builds; re-export it so one import suffices.
@_exported import ScrollSimKit
