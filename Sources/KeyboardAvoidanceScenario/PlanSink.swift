import Foundation

/// Where the streaming planner writes: called with the plan's bytes, a few thousand lines at a
/// time, on the planner's formatting queue. A thrown error stops the planner.
public typealias PlanSink = @Sendable (UnsafeRawBufferPointer) throws -> Void
