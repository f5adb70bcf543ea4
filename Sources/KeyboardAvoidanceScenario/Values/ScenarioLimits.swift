/// What a scenario file holds at most, so that the tool reads any file in bounded memory; the
/// reader and ``Scenario``'s setters apply the same bounds.
package enum ScenarioLimits {
    /// Nesting deeper than this (the document's object is the first level) is refused.
    package static let maximumDepth = 128
    /// A string longer than this many bytes as written (between its quotes, escapes counted) is
    /// refused: no field of a scenario needs one.
    package static let maximumStringLength = 1 << 20
    /// An object with more members than this is refused; a userInfo has a handful.
    package static let maximumMembers = 1_000_000
    /// The longest event, or top-level field with its key, in bytes.
    package static let maximumUnitLength = 16 << 20
    /// The largest value of a header field, or of an event that is not a notification, in bytes.
    package static let largestValue = 1 << 20
}
