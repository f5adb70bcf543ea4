/// What a scenario file holds at most: the bounds that let `keyboard-avoidance plan` read a file
/// of any length in a few megabytes, which ``Scenario/init(jsonData:)`` applies to what it reads
/// and the initializer and setters of ``Scenario`` to what they take, so that every scenario
/// written reads back in the tool.
package enum ScenarioLimits {
    /// Nesting deeper than this (the document's object is the first level) is refused.
    package static let maximumDepth = 128
    /// A string longer than this many bytes as written (between its quotes, escapes counted) is
    /// refused: no field of a scenario needs one.
    package static let maximumStringLength = 1 << 20
    /// An object with more members than this is refused; a userInfo has a handful.
    package static let maximumMembers = 1_000_000
    /// The longest event, or top-level field with its key: 16 MiB. A recorded notification is a
    /// few hundred bytes; the tool reads a stream in bounded memory because an event is all it
    /// ever holds of it.
    package static let maximumUnitLength = 16 << 20
    /// The largest value of a header field, or of an event that is not a keyboard notification:
    /// 1 MiB. A scenario's values are a few numbers.
    package static let largestValue = 1 << 20
}
