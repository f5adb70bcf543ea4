/// What a component hands its ``AvoidanceSession``: the same events an avoider takes, one type.
@available(*, deprecated, renamed: "AvoiderEvent")
public typealias SessionInput = AvoiderEvent
