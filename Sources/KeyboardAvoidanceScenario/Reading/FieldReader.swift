import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads the fields of one JSON object, remembering which it read so that a misspelled key is an
/// error rather than a silently missing value.
package struct FieldReader {
    package let members: [String: JSONValue]
    package let path: String
    // A few keys per object: a list is cheaper than hashing them.
    private var known: [String] = []

    package init(_ json: JSONValue, path: String) throws(ScenarioError) {
        guard case .object(let members) = json else {
            throw ScenarioError(
                field: path, message: "expected an object, got \(json.typeDescription)")
        }
        self.members = members
        self.path = path
    }

    package func fieldPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The value for a key, or `nil` when the key is absent (a `null` value is returned as such).
    package mutating func value(_ key: String) -> JSONValue? {
        if !known.contains(key) { known.append(key) }
        return members[key]
    }

    package mutating func required(_ key: String) throws(ScenarioError) -> JSONValue {
        guard let value = value(key) else {
            throw ScenarioError(field: fieldPath(key), message: "missing (it is required)")
        }
        return value
    }

    package func rejectUnknownKeys() throws(ScenarioError) {
        let unknown = members.keys.filter { !known.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let expected = known.sorted().joined(separator: ", ")
        throw ScenarioError(
            field: fieldPath("\(EchoedText(first))"),
            message: "unknown field (expected one of: \(expected))")
    }

    package mutating func optionalString(_ key: String) throws(ScenarioError) -> String? {
        guard let value = value(key), value != .null else { return nil }
        guard case .string(let text) = value else {
            throw ScenarioError(
                field: fieldPath(key), message: "expected a string, got \(value.typeDescription)")
        }
        return text
    }

    package mutating func rect(_ key: String) throws(ScenarioError) -> CGRect {
        try Self.rect(try required(key), path: fieldPath(key))
    }

    package mutating func optionalRect(_ key: String, allowsNull: Bool = false)
        throws(ScenarioError)
        -> CGRect?
    {
        guard let value = value(key), !(allowsNull && value == .null) else { return nil }
        return try Self.rect(value, path: fieldPath(key))
    }

    /// A rect outside userInfo: `[x, y, width, height]` or a logged rect string, four finite
    /// numbers and a size that is not negative. Anything else is an error here (spec §2, §7).
    package static func rect(_ value: JSONValue, path: String) throws(ScenarioError) -> CGRect {
        let expected = "expected a rect [x, y, width, height] or \"{{x, y}, {width, height}}\""
        let components: RectComponents
        switch value {
        case .array(let elements):
            guard elements.count == 4 else {
                throw ScenarioError(
                    field: path, message: "\(expected), got \(elements.count) numbers")
            }
            guard let parsed = value.rectComponents else {
                throw ScenarioError(
                    field: path, message: "\(expected), got an array with a non-number")
            }
            components = parsed
        case .string(let text):
            guard let parsed = RectString.parse(text) else {
                throw ScenarioError(
                    field: path, message: "\(expected), got the unreadable string \(value.echo)")
            }
            components = parsed
        default:
            throw ScenarioError(field: path, message: "\(expected), got \(value.typeDescription)")
        }
        guard
            [components.x, components.y, components.width, components.height].allSatisfy(
                CoordinateLimit.contains)
        else {
            throw ScenarioError(
                field: path, message: "a rect's numbers must be finite and within ±10000000")
        }
        guard components.width >= 0, components.height >= 0 else {
            throw ScenarioError(
                field: path,
                message:
                    "negative size \(JSONNumber.format(components.width)) × \(JSONNumber.format(components.height))"
            )
        }
        return CGRect(
            x: components.x, y: components.y, width: components.width, height: components.height)
    }

    package static func number(_ value: JSONValue, path: String, minimum: Double? = nil)
        throws(ScenarioError) -> Double
    {
        guard case .number(let number) = value else {
            throw ScenarioError(
                field: path, message: "expected a number, got \(value.typeDescription)")
        }
        guard CoordinateLimit.contains(number) else {
            throw ScenarioError(
                field: path, message: "the number must be finite and within ±10000000")
        }
        if let minimum, number < minimum {
            throw ScenarioError(
                field: path,
                message:
                    "must be at least \(JSONNumber.format(minimum)), got \(JSONNumber.format(number))"
            )
        }
        return number
    }

    package mutating func optionalNumber(_ key: String, minimum: Double? = nil)
        throws(ScenarioError)
        -> CGFloat?
    {
        guard let value = value(key) else { return nil }
        return CGFloat(try Self.number(value, path: fieldPath(key), minimum: minimum))
    }

    /// `[a, b]`: a point or a size.
    package static func pair(_ value: JSONValue, path: String, what: String, minimum: Double? = nil)
        throws(ScenarioError) -> (
            Double, Double
        )
    {
        guard case .array(let elements) = value, elements.count == 2 else {
            let got = value.arrayValue.map { "\($0.count) numbers" } ?? value.typeDescription
            throw ScenarioError(field: path, message: "expected \(what), got \(got)")
        }
        return (
            try number(elements[0], path: "\(path)[0]", minimum: minimum),
            try number(elements[1], path: "\(path)[1]", minimum: minimum)
        )
    }

    package static func boolean(_ value: JSONValue, path: String) throws(ScenarioError) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .number(1): return true
        case .number(0): return false
        default:
            throw ScenarioError(
                field: path, message: "expected true, false, 1 or 0, got \(value.echo)")
        }
    }

    package static func insets(_ value: JSONValue, path: String, allowsNegative: Bool)
        throws(ScenarioError)
        -> Insets
    {
        var reader = try FieldReader(value, path: path)
        let minimum: Double? = allowsNegative ? nil : 0
        let insets = Insets(
            top: try reader.optionalNumber("top", minimum: minimum) ?? 0,
            left: try reader.optionalNumber("left", minimum: minimum) ?? 0,
            bottom: try reader.optionalNumber("bottom", minimum: minimum) ?? 0,
            right: try reader.optionalNumber("right", minimum: minimum) ?? 0)
        try reader.rejectUnknownKeys()
        return insets
    }

    /// Safe-area insets: never negative.
    package mutating func optionalInsets(_ key: String) throws(ScenarioError) -> Insets? {
        guard let value = value(key) else { return nil }
        return try Self.insets(value, path: fieldPath(key), allowsNegative: false)
    }

    package mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        try Self.enumeration(try required(key), path: fieldPath(key), type)
    }

    package mutating func optionalEnumeration<Value: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Value.Type
    ) throws(ScenarioError) -> Value? where Value.RawValue == String {
        guard let value = value(key) else { return nil }
        return try Self.enumeration(value, path: fieldPath(key), type)
    }

    package static func enumeration<Value: RawRepresentable & CaseIterable>(
        _ value: JSONValue, path: String, _ type: Value.Type
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        let choices = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let text) = value, let parsed = Value(rawValue: text) else {
            throw ScenarioError(
                field: path, message: "expected one of \(choices), got \(value.echo)")
        }
        return parsed
    }

    package mutating func optionalScroll(_ key: String) throws(ScenarioError) -> AvoidanceLayout
        .ScrollMetrics?
    {
        guard let value = value(key) else { return nil }
        let (change, offset, _) = try Self.scrollFields(
            value, path: fieldPath(key), allowsOffset: true)
        var metrics = AvoidanceLayout.ScrollMetrics().applying(change)
        if let offset { metrics.contentOffset = offset }
        return metrics
    }

    /// The scroll view's fields: at the top level all four, in a snapshot also `tracking`, in a
    /// layout change all but the offset (the user's scrolls are `scrolled` events).
    package static func scrollFields(
        _ value: JSONValue, path: String, allowsOffset: Bool, allowsTracking: Bool = false
    ) throws(ScenarioError) -> (AvoidanceLayout.Change, CGPoint?, tracking: Bool) {
        var reader = try FieldReader(value, path: path)
        var change = AvoidanceLayout.Change()
        var offset: CGPoint?
        var tracking = false
        if allowsTracking, let value = reader.value("tracking") {
            tracking = try boolean(value, path: reader.fieldPath("tracking"))
        }
        if let size = reader.value("contentSize") {
            let (width, height) = try pair(
                size, path: reader.fieldPath("contentSize"), what: "a size [width, height]",
                minimum: 0)
            change.contentSize = CGSize(width: width, height: height)
        }
        if allowsOffset, let point = reader.value("contentOffset") {
            let (x, y) = try pair(
                point, path: reader.fieldPath("contentOffset"), what: "a point [x, y]")
            offset = CGPoint(x: x, y: y)
        }
        if let inset = reader.value("contentInset") {
            // An app may set a negative content inset; only the safe area cannot be negative.
            change.contentInset = try insets(
                inset, path: reader.fieldPath("contentInset"), allowsNegative: true)
        }
        if let adjusts = reader.value("adjustsForSafeArea") {
            change.adjustsForSafeArea = try boolean(
                adjusts, path: reader.fieldPath("adjustsForSafeArea"))
        }
        try reader.rejectUnknownKeys()
        return (change, offset, tracking)
    }

    /// The events; with a `strategy`, each is also refused where it carries what that strategy
    /// cannot.
    package mutating func events(_ key: String, strategy: AvoidanceStrategy? = nil)
        throws(ScenarioError)
        -> [ScenarioEvent]
    {
        let value = try required(key)
        guard case .array(let elements) = value else {
            throw ScenarioError(
                field: fieldPath(key),
                message: "expected an array of events, got \(value.typeDescription)")
        }
        var events: [ScenarioEvent] = []
        events.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = "\(fieldPath(key))[\(index)]"
            let event = try Self.event(element, path: path)
            if let strategy, let refusal = event.refusal(in: strategy, at: path) { throw refusal }
            events.append(event)
        }
        return events
    }

    /// The kinds of event a scenario has (spec §6, §7): a notification has a `name`, the others
    /// one key each.
    package static let eventKinds = ["name"] + EventKind.allCases.map(\.rawValue)

    package static func event(_ value: JSONValue, path: String) throws(ScenarioError)
        -> ScenarioEvent
    {
        var reader = try FieldReader(value, path: path)
        // A notification's `measure` is its snapshot, not an event of its own.
        let isNotification = reader.members["name"] != nil
        let kinds = eventKinds.filter {
            reader.members[$0] != nil && !(isNotification && $0 == EventKind.measure.rawValue)
        }
        guard kinds.count == 1, let kind = kinds.first else {
            throw ScenarioError(
                field: path,
                message: kinds.isEmpty
                    ? "expected a keyboard notification {\"name\": …, \"userInfo\": {…}}, or one of "
                        + "{\"retarget\": …}, {\"layout\": {…}}, {\"scrolled\": [x, y]}, "
                        + "{\"measure\": {…}}, {\"release\": true}, {\"track\": [x, y, w, h]}, "
                        + "{\"reconfigure\": {…}}"
                    : "an event is one of name, retarget, layout, scrolled, measure, release, track "
                        + "or reconfigure, not " + kinds.joined(separator: " and "))
        }
        let event: ScenarioEvent
        switch kind {
        case "name":
            let nameValue = try reader.required("name")
            let names = KeyboardEvent.Name.allCases.map(\.rawValue).joined(separator: ", ")
            // Compared scalar by scalar, as JSON does: a look-alike name (a Kelvin sign for the K)
            // is not a keyboard notification.
            guard case .string(let text) = nameValue,
                let name = KeyboardEvent.Name.allCases.first(where: {
                    $0.rawValue.utf8.elementsEqual(text.utf8)
                })
            else {
                throw ScenarioError(
                    field: reader.fieldPath("name"),
                    message: "unknown event \(nameValue.echo) (expected one of \(names), "
                        + "or a retarget, layout, scrolled, measure, release, track or "
                        + "reconfigure event)")
            }
            var userInfo: [String: JSONValue]?
            if let info = reader.value("userInfo"), info != .null {
                guard case .object(let members) = info else {
                    throw ScenarioError(
                        field: reader.fieldPath("userInfo"),
                        message: "expected an object, got \(info.typeDescription)")
                }
                userInfo = members
            }
            let measure = try reader.value("measure").map { (value) throws(ScenarioError) in
                try snapshot(value, path: reader.fieldPath("measure"))
            }
            event = .notification(
                name, userInfo: userInfo.map(ScenarioUserInfo.init(members:)), measure: measure)
        case "retarget":
            event = .retarget(try reader.optionalRect("retarget", allowsNull: true))
        case "scrolled":
            let (x, y) = try pair(
                try reader.required("scrolled"), path: reader.fieldPath("scrolled"),
                what: "a point [x, y]")
            event = .scrolled(CGPoint(x: x, y: y))
        case "measure":
            event = .measure(
                try snapshot(try reader.required("measure"), path: reader.fieldPath("measure")))
        case "track":
            // Read as a keyboard notification's end frame is: anything else than a rect is an
            // unusable sample, ignored (spec §6.2), not an error.
            let components = try reader.required("track").rectComponents
            // The scroll view's offset at the same display frame: a point, as a snapshot's.
            let offset = try reader.value("contentOffset").map { (value) throws(ScenarioError) in
                let (x, y) = try pair(
                    value, path: reader.fieldPath("contentOffset"), what: "a point [x, y]")
                return CGPoint(x: x, y: y)
            }
            event = .track(
                components.map {
                    CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
                }, contentOffset: offset)
        case "release":
            let flag = try reader.required("release")
            guard flag == .bool(true) || flag == .number(1) else {
                throw ScenarioError(
                    field: reader.fieldPath("release"),
                    message: "expected true (a release cannot be undone), got \(flag.echo)")
            }
            event = .release
        case "reconfigure":
            event = .reconfigure(
                try configurationChange(
                    try reader.required("reconfigure"), path: reader.fieldPath("reconfigure")))
        default:
            event = .layout(
                try layoutChange(try reader.required("layout"), path: reader.fieldPath("layout")))
        }
        try reader.rejectUnknownKeys()
        return event
    }

    /// `{"reconfigure": {...}}` (docs/scenario-project-fields.md): `margin`, `isEnabled` and
    /// `floating`, each read as the header's is; an omitted one is unchanged.
    package static func configurationChange(_ value: JSONValue, path: String) throws(ScenarioError)
        -> ConfigurationChange
    {
        var reader = try FieldReader(value, path: path)
        var change = ConfigurationChange()
        change.margin = try reader.optionalNumber("margin", minimum: 0)
        if let flag = reader.value("isEnabled") {
            change.isEnabled = try boolean(flag, path: reader.fieldPath("isEnabled"))
        }
        change.floatingKeyboard = try reader.optionalEnumeration(
            "floating", FloatingKeyboardPolicy.self)
        try reader.rejectUnknownKeys()
        return change
    }

    /// `{"measure": {...}}` (spec §6.1): the fields of a layout change, a `target` (a rect or
    /// null) and the scroll view's offset among its other fields.
    package static func snapshot(_ value: JSONValue, path: String) throws(ScenarioError)
        -> ContainerSnapshot
    {
        var reader = try FieldReader(value, path: path)
        var snapshot = ContainerSnapshot()
        (snapshot.layout, snapshot.contentOffset, snapshot.isTracking) = try layoutFields(
            &reader, allowsOffset: true)
        if let target = reader.value("target") {
            snapshot.target = .some(
                target == .null ? nil : try rect(target, path: reader.fieldPath("target")))
        }
        snapshot.list = try reader.optionalList("list")
        snapshot.reveal = try reader.optionalRects("reveal")
        snapshot.targetMargin = try reader.optionalTargetMargin("targetMargin")
        if let guide = reader.value("keyboardGuide") {
            snapshot.keyboardGuide = try keyboardGuide(
                guide, path: reader.fieldPath("keyboardGuide"))
        }
        if let scroll = reader.value("revealScroll") {
            snapshot.revealScroll = try revealScroll(
                scroll, path: reader.fieldPath("revealScroll"))
        }
        if let began = reader.value("editingBegan") {
            snapshot.editingBegan = try boolean(began, path: reader.fieldPath("editingBegan"))
        }
        try reader.rejectUnknownKeys()
        return snapshot
    }

    package static func layoutChange(_ value: JSONValue, path: String) throws(ScenarioError)
        -> AvoidanceLayout.Change
    {
        var reader = try FieldReader(value, path: path)
        let (change, _, _) = try layoutFields(&reader, allowsOffset: false)
        try reader.rejectUnknownKeys()
        return change
    }

    /// The geometry and scroll fields a layout change and a snapshot share; a snapshot's scroll
    /// view also has its offset and whether the user is scrolling it.
    package static func layoutFields(_ reader: inout FieldReader, allowsOffset: Bool)
        throws(ScenarioError) -> (AvoidanceLayout.Change, CGPoint?, tracking: Bool)
    {
        var change = AvoidanceLayout.Change()
        change.screen = try reader.optionalRect("screen")
        change.window = try reader.optionalRect("window")
        change.container = try reader.optionalRect("container")
        change.safeArea = try reader.optionalInsets("safeArea")
        var offset: CGPoint?
        var tracking = false
        if let scroll = reader.value("scroll") {
            let (scrollChange, scrollOffset, scrollTracking) = try scrollFields(
                scroll, path: reader.fieldPath("scroll"), allowsOffset: allowsOffset,
                allowsTracking: allowsOffset)
            change.contentSize = scrollChange.contentSize
            change.contentInset = scrollChange.contentInset
            change.adjustsForSafeArea = scrollChange.adjustsForSafeArea
            offset = scrollOffset
            tracking = scrollTracking
        }
        return (change, offset, tracking)
    }
}

/// The kinds of event other than a keyboard notification (spec §6, §7), each a key of its own.
package enum EventKind: String, CaseIterable, Sendable {
    case retarget, layout, scrolled, measure, release, track, reconfigure
}
