// Users of the model also need the physics types it exposes (rates, curves, units).
@_exported import ScrollPhysics
