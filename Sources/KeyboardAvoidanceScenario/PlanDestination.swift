/// Which sink holds the plan when the streaming planner returns.
public enum PlanDestination: Sendable, Hashable {
    /// The speculative sink: the header came before the events, so the plan was made while the
    /// document was checked.
    case speculative
    /// The final sink: the plan was made in a second pass, after the whole document was checked.
    case final
}
