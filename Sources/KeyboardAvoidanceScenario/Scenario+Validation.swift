import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the reader refuses, asked of values made in code, so the setters take only what reads back.
extension Scenario {
    /// The longest header string as written between its quotes (`ScenarioLimits.largestValue`).
    static let longestHeaderText = ScenarioLimits.largestValue - 2

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
            _ = try FieldReader.insets(
                json(layout.safeArea), path: "safeArea", allowsNegative: false)
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

    /// Why the reader would refuse this margin at `field`, or `nil`.
    static func refusal(ofMargin margin: CGFloat, field: String = "margin") -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try FieldReader.number(.number(Double(margin)), path: field, minimum: 0)
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse these scroll metrics, or `nil`.
    static func refusal(of scroll: AvoidanceLayout.ScrollMetrics) -> ScenarioError? {
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

    /// Why the reader would refuse one of these events (the first) in a scenario of `strategy`,
    /// or `nil`.
    static func refusal(of events: [ScenarioEvent], strategy: AvoidanceStrategy) -> ScenarioError? {
        // Paths are made only for an event that may be refused: most events are plainly fine.
        for (index, event) in events.enumerated()
        where !event.isSurelyReadable || event.snapshot != nil {
            let path = "events[\(index)]"
            if let refusal = event.refusal(at: path) ?? event.refusal(in: strategy, at: path) {
                return refusal
            }
        }
        return nil
    }

    /// Why the reader would refuse a list in a scenario of `strategy`, at `field`, or `nil`: a list
    /// is a `scroll` container's.
    package static func refusal(ofListIn strategy: AvoidanceStrategy, field: String)
        -> ScenarioError?
    {
        guard strategy != .scroll else { return nil }
        return ScenarioError(
            field: field,
            message: "a list is a scroll view's: only a \"scroll\" scenario has one, not a "
                + "\"\(strategy.rawValue)\" one")
    }

    /// Why the reader would refuse a `revealScroll` in a scenario of `strategy`, or `nil`: it is
    /// the `safeArea` strategy's scroll view.
    package static func refusal(ofRevealScrollIn strategy: AvoidanceStrategy, field: String)
        -> ScenarioError?
    {
        guard strategy != .safeArea else { return nil }
        return ScenarioError(
            field: field,
            message: "the scroll view a safe area reveals the target in: only a \"safeArea\" "
                + "scenario has one, not a \"\(strategy.rawValue)\" one")
    }

    /// Why the reader would refuse this header `list` in a scenario of `strategy`, or `nil`.
    static func refusal(ofList list: ListChange?, strategy: AvoidanceStrategy) -> ScenarioError? {
        guard let list else { return nil }
        do throws(ScenarioError) {
            _ = try FieldReader.listChange(json(list), path: "list")
        } catch {
            return error
        }
        return refusal(ofListIn: strategy, field: "list")
    }

    /// Why the reader would refuse this header `inEffect` in a scenario of `strategy` whose scroll
    /// offset is `offset`, or read it back as another, or `nil`.
    static func refusal(
        ofInEffect state: AvoidanceSession.Resumption?, strategy: AvoidanceStrategy,
        offset: CGPoint
    ) -> ScenarioError? {
        guard let state else { return nil }
        do throws(ScenarioError) {
            let read = try FieldReader.inEffect(
                json(state), path: "inEffect", strategy: strategy, offset: offset)
            guard read == state else {
                return ScenarioError(
                    field: "inEffect", message: "reads back from a scenario file as another state")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Why the reader would refuse these rects revealed with the target, at `field`, or `nil`.
    static func refusal(ofReveal reveal: [CGRect]?, field: String) -> ScenarioError? {
        guard let reveal else { return nil }
        guard reveal.count <= RevealGroup.maximumCompanions else {
            return FieldReader.tooManyRevealed(reveal.count, path: field)
        }
        for (index, rect) in reveal.enumerated() {
            do throws(ScenarioError) {
                _ = try FieldReader.rect(JSONValue(rect: rect), path: "\(field)[\(index)]")
            } catch {
                return error
            }
        }
        return nil
    }

    /// A scenario of these values with each refused one replaced by the default (an event left
    /// out), and what was replaced.
    package static func replacingRefused(
        name: String?, source: String?, notes: String?, layout: AvoidanceLayout,
        strategy: AvoidanceStrategy, target: CGRect?, margin: CGFloat,
        floating: FloatingKeyboardPolicy, scroll: AvoidanceLayout.ScrollMetrics,
        list: ListChange? = nil,
        reveal: [CGRect]? = nil, events: [ScenarioEvent]
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
            scroll: kept(scroll, refusal(of: scroll), else: AvoidanceLayout.ScrollMetrics()),
            list: kept(list, refusal(ofList: list, strategy: strategy), else: nil),
            reveal: kept(reveal, refusal(ofReveal: reveal, field: "reveal"), else: nil),
            events: events.enumerated().compactMap { index, event in
                let path = "events[\(index)]"
                return kept(
                    event, event.refusal(at: path) ?? event.refusal(in: strategy, at: path),
                    else: nil)
            })
        return (scenario, replaced)
    }
}

extension ScenarioEvent {
    /// Why the reader would refuse this event, or read it back as another, at `path`; `nil` when
    /// it reads back as it is.
    func refusal(at path: String) -> ScenarioError? {
        if case .notification(let name, let userInfo, let measure?) = self {
            // The snapshot as a `measure` event's, at the same path; then the notification alone.
            if let refusal = ScenarioEvent.measure(measure).refusal(at: path) { return refusal }
            return ScenarioEvent.notification(name, userInfo: userInfo).refusal(at: path)
        }
        switch self {
        case .notification(_, let userInfo?, _):
            let object = JSONValue.object(userInfo.members)
            if let refusal = object.refusal(
                at: path.isEmpty ? "userInfo" : "\(path).userInfo", depth: JSONValue.userInfoDepth)
            {
                return refusal
            }
            // The reader keeps a notification of at most 16 MiB; the margin is the key and name.
            // Measured exactly only when a bound on its length does not settle it.
            let largest = ScenarioLimits.maximumUnitLength - 256
            guard object.writtenLengthBound >= largest else { return nil }
            let length = json.writtenLength
            if length >= largest {
                return ScenarioError(
                    field: path,
                    message: "an event of \(length) bytes as written, more than a scenario file "
                        + "holds (\(largest))")
            }
            return nil
        case .notification(_, nil, _), .release:
            return nil
        case .track(let frame?, _):
            // Read as a keyboard notification's frame: an infinity reads back (as `1e999`), a NaN
            // does not.
            if [frame.minX, frame.minY, frame.width, frame.height].contains(where: \.isNaN) {
                return ScenarioError(
                    field: path.isEmpty ? "track" : "\(path).track",
                    message: "a rect with a NaN, which a scenario file cannot hold")
            }
        default:
            break
        }
        // The usual event, plainly what the reader reads back; else the reader says why not.
        if isPlainlyReadable { return nil }
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

extension ScenarioEvent {
    /// Why the reader would refuse this event in a scenario of `strategy`, at `path`, or `nil`: a
    /// list outside the `scroll` strategy, a `revealScroll` outside `safeArea`.
    func refusal(in strategy: AvoidanceStrategy, at path: String) -> ScenarioError? {
        guard let snapshot else { return nil }
        let measure = path.isEmpty ? "measure" : "\(path).measure"
        if snapshot.list != nil,
            let refusal = Scenario.refusal(ofListIn: strategy, field: "\(measure).list")
        {
            return refusal
        }
        if snapshot.revealScroll != nil {
            return Scenario.refusal(ofRevealScrollIn: strategy, field: "\(measure).revealScroll")
        }
        return nil
    }
}

extension ScenarioEvent {
    /// Whether the reader surely reads the event back as it is, decided without making a path
    /// or the JSON; `false` leaves it to ``refusal(at:)``.
    var isSurelyReadable: Bool {
        if case .notification(_, _, .some) = self { return false }
        guard case .notification(_, let userInfo?, _) = self else { return isPlainlyReadable }
        var length = 2
        for (key, value) in userInfo.members {
            guard JSONValue.writtenLength(of: key) <= ScenarioLimits.maximumStringLength,
                let valueLength = value.surelyReadableLength(depth: JSONValue.userInfoDepth + 1)
            else { return false }
            length += JSONValue.writtenLength(of: key) + 6 + valueLength
        }
        return userInfo.members.count <= ScenarioLimits.maximumMembers
            && length < ScenarioLimits.maximumUnitLength - 256
    }

    /// Whether every number of a geometric event is one the reader takes, checked without JSON.
    var isPlainlyReadable: Bool {
        func number(_ value: CGFloat) -> Bool { CoordinateLimit.contains(Double(value)) }
        func rect(_ rect: CGRect) -> Bool {
            number(rect.origin.x) && number(rect.origin.y) && number(rect.size.width)
                && number(rect.size.height) && rect.size.width >= 0 && rect.size.height >= 0
        }
        func insets(_ insets: Insets, negative: Bool) -> Bool {
            [insets.top, insets.left, insets.bottom, insets.right].allSatisfy {
                number($0) && (negative || $0 >= 0)
            }
        }
        func layout(_ change: AvoidanceLayout.Change) -> Bool {
            [change.screen, change.window, change.container].allSatisfy { $0.map(rect) ?? true }
                && (change.safeArea.map { insets($0, negative: false) } ?? true)
                && (change.contentInset.map { insets($0, negative: true) } ?? true)
                && (change.contentSize.map {
                    number($0.width) && number($0.height) && $0.width >= 0 && $0.height >= 0
                } ?? true)
        }
        switch self {
        case .notification, .release: return true
        case .retarget(let target): return target.map(rect) ?? true
        case .scrolled(let offset): return number(offset.x) && number(offset.y)
        case .layout(let change): return layout(change)
        case .measure(let snapshot):
            // The project's fields are checked by reading them back (``refusal(at:)``).
            guard snapshot.list == nil, snapshot.reveal == nil, snapshot.keyboardGuide == nil,
                snapshot.revealScroll == nil, snapshot.targetMargin == nil
            else { return false }
            return layout(snapshot.layout)
                && (snapshot.contentOffset.map { number($0.x) && number($0.y) } ?? true)
                && (snapshot.target.map { $0.map(rect) ?? true } ?? true)
        case .track(let frame, let offset):
            if let offset, !(number(offset.x) && number(offset.y)) { return false }
            guard let frame else { return true }
            return ![frame.minX, frame.minY, frame.width, frame.height].contains(where: \.isNaN)
        case .reconfigure(let change):
            return change.margin.map { number($0) && $0 >= 0 } ?? true
        }
    }
}

extension JSONValue {
    /// An upper bound on ``jsonText``'s bytes (32 for each non-string scalar; a number takes 24).
    var writtenLengthBound: Int {
        switch self {
        case .null, .bool, .number: 32
        case .string(let text): Self.writtenLength(of: text) + 2
        case .array(let elements): elements.reduce(2) { $0 + $1.writtenLengthBound + 2 }
        case .object(let members):
            members.reduce(2) {
                $0 + Self.writtenLength(of: $1.key) + 6 + $1.value.writtenLengthBound
            }
        }
    }

    /// ``writtenLengthBound`` when the value, `depth` levels deep if it is an array or an
    /// object, surely reads back (``refusal(at:depth:)`` finds nothing); else `nil`.
    func surelyReadableLength(depth: Int) -> Int? {
        switch self {
        case .null, .bool: return 32
        case .number(let value): return value.isNaN ? nil : 32
        case .string(let text):
            let length = Self.writtenLength(of: text)
            return length <= ScenarioLimits.maximumStringLength ? length + 2 : nil
        case .array(let elements):
            guard depth <= ScenarioLimits.maximumDepth else { return nil }
            var length = 2
            for element in elements {
                guard let inner = element.surelyReadableLength(depth: depth + 1) else { return nil }
                length += inner + 2
            }
            return length
        case .object(let members):
            guard depth <= ScenarioLimits.maximumDepth,
                members.count <= ScenarioLimits.maximumMembers
            else { return nil }
            var length = 2
            for (key, value) in members {
                let keyLength = Self.writtenLength(of: key)
                guard keyLength <= ScenarioLimits.maximumStringLength,
                    let inner = value.surelyReadableLength(depth: depth + 1)
                else { return nil }
                length += keyLength + 6 + inner
            }
            return length
        }
    }

    /// A userInfo's depth in a file: inside the document, the events' array and the event.
    static let userInfoDepth = 4

    /// The bytes of a string as written between its quotes, escapes counted, as
    /// ``jsonText`` writes it.
    static func writtenLength(of text: String) -> Int {
        // Byte by byte: every byte of a scalar beyond ASCII is written as it is.
        var length = 0
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C, 0x0A, 0x0D, 0x09: length += 2
            case 0..<0x20: length += 6
            default: length += 1
            }
        }
        return length
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

    /// Why the reader would refuse this value, `depth` levels deep, at `path` (a NaN, or beyond
    /// ``ScenarioLimits``); `nil` when it reads back as it is.
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
            if members.count > ScenarioLimits.maximumMembers {
                return ScenarioError(
                    field: path,
                    message: "an object of \(members.count) members, more than a scenario file "
                        + "holds (\(ScenarioLimits.maximumMembers))")
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
        guard length > ScenarioLimits.maximumStringLength else { return nil }
        return ScenarioError(
            field: path,
            message: "a string of \(length) bytes as written, more than a scenario file holds "
                + "(\(ScenarioLimits.maximumStringLength))")
    }

    private static func refusal(ofDepth depth: Int, at path: String) -> ScenarioError? {
        guard depth > ScenarioLimits.maximumDepth else { return nil }
        return ScenarioError(
            field: path,
            message:
                "nested deeper than a scenario file holds (\(ScenarioLimits.maximumDepth) levels)")
    }
}
