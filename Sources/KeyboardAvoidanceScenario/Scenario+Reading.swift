import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// Reads a scenario file's bytes, checking every field (spec §7).
    ///
    /// - Throws: ``ScenarioError`` naming the field; `invalid JSON: …` with no field for bytes
    ///   that are not JSON.
    public init(jsonData: some Collection<UInt8>) throws(ScenarioError) {
        let data = jsonData as? Data ?? Data(jsonData)
        try self.init(json: try JSONValue(readingDocument: data))
    }

    /// Reads a scenario from parsed JSON: the header's fields in the spec's order, the events,
    /// then any unknown field (spec §7).
    package init(json: JSONValue) throws(ScenarioError) {
        var reader = try FieldReader(json, path: "")
        try self.init(header: &reader)
        storedEvents = try reader.events("events", strategy: strategy)
        try reader.rejectUnknownKeys()
        // What a scenario file holds that its reader may still refuse, and what JSON parsed from
        // bytes cannot hold but a value made in code can: a header's text longer than it reads, a
        // NaN, a string or a nesting beyond the reader's limits.
        for (field, text) in [("name", name), ("source", source), ("notes", notes)] {
            if let refusal = Self.refusal(ofText: text, field: field) { throw refusal }
        }
        if let refusal = Self.refusal(of: storedEvents, strategy: strategy) { throw refusal }
    }

    /// The top-level fields other than `events`, as the reader collects them.
    package static let headerFields: Set<String> = [
        "name", "source", "notes", "screen", "window", "container", "safeArea", "strategy",
        "target", "margin", "floating", "isEnabled", "scroll", "list", "reveal",
        "targetMargin", "inEffect",
    ]

    /// Reads the header's fields (everything but the events), in the order their errors are
    /// reported; the events are left empty.
    package init(header reader: inout FieldReader) throws(ScenarioError) {
        name = try reader.optionalString("name")
        source = try reader.optionalString("source")
        notes = try reader.optionalString("notes")
        let screen = try reader.rect("screen")
        let window = try reader.optionalRect("window") ?? screen
        let container =
            try reader.optionalRect("container") ?? CGRect(origin: .zero, size: window.size)
        let safeArea = try reader.optionalInsets("safeArea") ?? .zero
        layout = AvoidanceLayout(
            screen: screen, window: window, container: container, safeArea: safeArea)
        strategy = try reader.enumeration("strategy", AvoidanceStrategy.self)
        target = try reader.optionalRect("target", allowsNull: true)
        margin = try reader.optionalNumber("margin", minimum: 0) ?? 0
        floating =
            try reader.optionalEnumeration("floating", FloatingKeyboardPolicy.self) ?? .ignore
        if let flag = reader.value("isEnabled") {
            isEnabled = try FieldReader.boolean(flag, path: reader.fieldPath("isEnabled"))
        }
        scroll = try reader.optionalScroll("scroll") ?? AvoidanceLayout.ScrollMetrics()
        list = try reader.optionalList("list")
        if list != nil, let refusal = Self.refusal(ofListIn: strategy, field: "list") {
            throw refusal
        }
        reveal = try reader.optionalRects("reveal")
        targetMargin = try reader.optionalTargetMargin("targetMargin") ?? nil
        inEffect = try reader.optionalInEffect(
            "inEffect", strategy: strategy, offset: scroll.contentOffset)
        storedEvents = []
    }
}
