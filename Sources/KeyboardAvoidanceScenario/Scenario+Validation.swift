import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the reader of a scenario file refuses, asked of values made in code: so that a scenario's
/// initializer and setters take only what ``Scenario/formattedJSON`` can write and the reader
/// reads back as it is.
extension Scenario {
    /// The longest string, as written between its quotes (escapes counted), that a header field
    /// holds: the reader reads a header field's value of at most ``ScenarioReader/largestValue``
    /// bytes, quotes included.
    static let longestHeaderText = ScenarioReader.largestValue - 2

    /// Why the reader would refuse this text as the header field `field`, or `nil`.
    static func refusal(ofText text: String?, field: String) -> ScenarioError? {
        guard let text else { return nil }
        let length = JSONValue.writtenLength(of: text)
        guard length > longestHeaderText else { return nil }
        return ScenarioError(
            field: field,
            message: "a string of \(length) bytes as written, more than a scenario file holds "
                + "(\(longestHeaderText))")
    }

    /// Why the reader would refuse this layout, or `nil`: its fields as the reader checks them.
    static func refusal(of layout: AvoidanceLayout) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try FieldReader.rect(JSONValue(rect: layout.screen), path: "screen")
            _ = try FieldReader.rect(JSONValue(rect: layout.window), path: "window")
            _ = try FieldReader.rect(JSONValue(rect: layout.container), path: "container")
            _ = try FieldReader.insets(json(layout.safeArea), path: "safeArea", allowsNegative: false)
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse this target, or `nil`.
    static func refusal(ofTarget target: CGRect?) -> ScenarioError? {
        guard let target else { return nil }
        do throws(ScenarioError) {
            _ = try FieldReader.rect(JSONValue(rect: target), path: "target")
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse this margin, or `nil`.
    static func refusal(ofMargin margin: CGFloat) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try FieldReader.number(.number(Double(margin)), path: "margin", minimum: 0)
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse these scroll metrics, or `nil`.
    static func refusal(of scroll: ScrollMetrics) -> ScenarioError? {
        let value = JSONValue.object([
            "contentSize": .array([
                .number(Double(scroll.contentSize.width)),
                .number(Double(scroll.contentSize.height)),
            ]),
            "contentOffset": json(scroll.contentOffset),
            "contentInset": json(scroll.contentInset),
        ])
        do throws(ScenarioError) {
            _ = try FieldReader.scrollFields(value, path: "scroll", allowsOffset: true)
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse one of these events (the first), or `nil`.
    static func refusal(of events: [ScenarioEvent]) -> ScenarioError? {
        for (index, event) in events.enumerated() {
            if let refusal = event.refusal(at: "events[\(index)]") { return refusal }
        }
        return nil
    }

    /// A scenario of these values, each the reader would refuse replaced by the file's default
    /// (an event left out), and what was replaced: for the recorder, the deprecated initializer
    /// and the test support's generated scenarios.
    package static func replacingRefused(
        name: String?, source: String?, notes: String?, layout: AvoidanceLayout,
        strategy: AvoidanceStrategy, target: CGRect?, margin: CGFloat,
        floating: FloatingKeyboardPolicy, scroll: ScrollMetrics, events: [ScenarioEvent]
    ) -> (scenario: Scenario, replaced: [ScenarioError]) {
        var replaced: [ScenarioError] = []
        func kept<Value>(_ value: Value, _ refusal: ScenarioError?, else fallback: Value) -> Value {
            guard let refusal else { return value }
            replaced.append(refusal)
            return fallback
        }
        let scenario = Scenario(
            unchecked: kept(name, refusal(ofText: name, field: "name"), else: nil),
            source: kept(source, refusal(ofText: source, field: "source"), else: nil),
            notes: kept(notes, refusal(ofText: notes, field: "notes"), else: nil),
            layout: kept(layout, refusal(of: layout), else: AvoidanceLayout(screen: .zero)),
            strategy: strategy,
            target: kept(target, refusal(ofTarget: target), else: nil),
            margin: kept(margin, refusal(ofMargin: margin), else: 0),
            floating: floating,
            scroll: kept(scroll, refusal(of: scroll), else: ScrollMetrics()),
            events: events.enumerated().compactMap { index, event in
                kept(event, event.refusal(at: "events[\(index)]"), else: nil)
            })
        return (scenario, replaced)
    }
}

extension ScenarioEvent {
    /// Why the reader would refuse this event, or read it back as another, at `path`; `nil` when
    /// it reads back as it is.
    func refusal(at path: String) -> ScenarioError? {
        let json = self.json
        switch self {
        case .notification(_, let userInfo?):
            if let refusal = JSONValue.object(userInfo).refusal(
                at: "\(path).userInfo", depth: JSONValue.userInfoDepth)
            {
                return refusal
            }
            // The reader keeps a notification of at most 16 MiB; the margin is the key and name.
            let length = json.writtenLength
            if length >= JSONParser.maximumUnitLength - 256 {
                return ScenarioError(
                    field: path,
                    message: "an event of \(length) bytes as written, more than a scenario file "
                        + "holds (\(JSONParser.maximumUnitLength - 256))")
            }
        case .track(let frame?):
            // Read as a keyboard notification's frame: an infinity reads back (as `1e999`), a NaN
            // does not.
            if [frame.minX, frame.minY, frame.width, frame.height].contains(where: \.isNaN) {
                return ScenarioError(
                    field: "\(path).track",
                    message: "a rect with a NaN, which a scenario file cannot hold")
            }
        default:
            break
        }
        do throws(ScenarioError) {
            let read = try FieldReader.event(json, path: path)
            guard read == self else {
                return ScenarioError(
                    field: path, message: "reads back from a scenario file as another event")
            }
            return nil
        } catch {
            return error
        }
    }
}

extension JSONValue {
    /// How deep a notification's userInfo object is in a scenario file: inside the document's
    /// object, the events' array and the event's object.
    static let userInfoDepth = 4

    /// The bytes of a string as written between its quotes, escapes counted, as
    /// ``jsonText`` writes it.
    static func writtenLength(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + writtenLength(of: $1) }
    }

    /// The bytes of one scalar of a string as written: an escape, or its UTF-8.
    static func writtenLength(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: 2
        case 0..<0x20: 6
        default: UTF8.width(scalar)
        }
    }

    /// The bytes of the value as ``jsonText`` writes it.
    var writtenLength: Int { jsonText.utf8.count }

    /// Why the reader would refuse this value, `depth` levels deep if it is an array or an
    /// object, at `path`; `nil` when it reads back as it is. A NaN cannot be written (an infinity
    /// is written as `1e999` and reads back); a string, a key, a nesting and an object's members
    /// are bounded as the parser bounds them.
    func refusal(at path: String, depth: Int) -> ScenarioError? {
        switch self {
        case .null, .bool: return nil
        case .number(let value):
            return value.isNaN
                ? ScenarioError(field: path, message: "a NaN, which a scenario file cannot hold")
                : nil
        case .string(let text):
            return Self.refusal(ofString: text, at: path)
        case .array(let elements):
            if let refusal = Self.refusal(ofDepth: depth, at: path) { return refusal }
            for (index, element) in elements.enumerated() {
                if let refusal = element.refusal(at: "\(path)[\(index)]", depth: depth + 1) {
                    return refusal
                }
            }
            return nil
        case .object(let members):
            if let refusal = Self.refusal(ofDepth: depth, at: path) { return refusal }
            if members.count > JSONParser.maximumMembers {
                return ScenarioError(
                    field: path,
                    message: "an object of \(members.count) members, more than a scenario file "
                        + "holds (\(JSONParser.maximumMembers))")
            }
            for key in members.keys.sorted() {
                let memberPath = "\(path).\(EchoedText(key))"
                if let refusal = Self.refusal(ofString: key, at: memberPath) { return refusal }
                if let refusal = members[key, default: .null].refusal(
                    at: memberPath, depth: depth + 1)
                {
                    return refusal
                }
            }
            return nil
        }
    }

    /// Why the reader would refuse this key of an object, or `nil`.
    static func refusal(ofKey key: String, at path: String) -> ScenarioError? {
        refusal(ofString: key, at: path)
    }

    private static func refusal(ofString text: String, at path: String) -> ScenarioError? {
        let length = writtenLength(of: text)
        guard length > JSONParser.maximumStringLength else { return nil }
        return ScenarioError(
            field: path,
            message: "a string of \(length) bytes as written, more than a scenario file holds "
                + "(\(JSONParser.maximumStringLength))")
    }

    private static func refusal(ofDepth depth: Int, at path: String) -> ScenarioError? {
        guard depth > JSONParser.maximumDepth else { return nil }
        return ScenarioError(
            field: path,
            message: "nested deeper than a scenario file holds (\(JSONParser.maximumDepth) levels)")
    }
}
