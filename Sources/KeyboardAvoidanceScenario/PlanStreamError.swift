/// Why the streaming planner stopped.
public enum PlanStreamError: Error, Sendable {
    /// The document is not a valid scenario: the error ``Scenario/init(jsonData:)`` gives.
    case scenario(ScenarioError)
    /// A sink could not take the plan.
    case output(String)
}
