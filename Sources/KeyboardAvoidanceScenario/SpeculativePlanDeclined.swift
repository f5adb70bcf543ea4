/// What a speculative sink throws to take no more of the plan while the document is checked:
/// the streaming planner then stops planning, goes on checking, and plans the events again into
/// the final sink once the document is known to be valid.
///
/// A sink that holds the plan in bounded memory throws it when the plan outgrows that memory
/// and there is nowhere else to keep it: a second pass over the document costs time, not space.
public struct SpeculativePlanDeclined: Error, Sendable, Hashable {
    /// The refusal.
    public init() {}
}
