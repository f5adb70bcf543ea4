import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// The scenario as JSON in the file format (spec §7). Reading it back gives an equal
    /// scenario.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "screen": JSONValue(rect: layout.screen),
            "window": JSONValue(rect: layout.window),
            "container": JSONValue(rect: layout.container),
            "safeArea": Self.json(layout.safeArea),
            "strategy": .string(strategy.rawValue),
            "target": target.map(JSONValue.init(rect:)) ?? .null,
            "margin": .number(Double(margin)),
            "floating": .string(floating.rawValue),
            "events": .array(events.map(\.json)),
        ]
        if let name { members["name"] = .string(name) }
        if let source { members["source"] = .string(source) }
        if let notes { members["notes"] = .string(notes) }
        if strategy == .scroll || scroll != AvoidanceLayout.ScrollMetrics() {
            members["scroll"] = .object([
                "contentSize": .array([
                    .number(Double(scroll.contentSize.width)),
                    .number(Double(scroll.contentSize.height)),
                ]),
                "contentOffset": Self.json(scroll.contentOffset),
                "contentInset": Self.json(scroll.contentInset),
                "adjustsForSafeArea": .bool(scroll.adjustsForSafeArea),
            ])
        }
        if let list { members["list"] = Self.json(list) }
        if let reveal { members["reveal"] = .array(reveal.map(JSONValue.init(rect:))) }
        if let targetMargin { members["targetMargin"] = .number(Double(targetMargin)) }
        // Written only when off: a header without it is on (docs/scenario-project-fields.md).
        if !isEnabled { members["isEnabled"] = .bool(false) }
        if let inEffect { members["inEffect"] = Self.json(inEffect) }
        return .object(members)
    }

    /// The scenario as a file that ``init(jsonData:)`` reads back: header fields in the spec's
    /// order, one a line, then one event a line (an infinity written as `1e999`).
    public var formattedJSON: String {
        guard case .object(let members) = json else { return json.fileText }
        let order = [
            "name", "source", "notes", "screen", "window", "container", "safeArea", "strategy",
            "target", "margin", "floating", "isEnabled", "scroll", "list", "reveal",
            "targetMargin", "inEffect",
        ]
        var lines: [String] = []
        for key in order {
            guard let value = members[key] else { continue }
            lines.append("  \"\(key)\": \(value.fileText)")
        }
        let eventLines = events.map { "    \($0.json.fileText)" }.joined(separator: ",\n")
        lines.append(events.isEmpty ? "  \"events\": []" : "  \"events\": [\n\(eventLines)\n  ]")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    static func json(_ point: CGPoint) -> JSONValue {
        .array([.number(Double(point.x)), .number(Double(point.y))])
    }

    /// A list's fields as the file format writes them: only the ones given.
    static func json(_ list: ListChange) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if let inverted = list.isInverted { members["inverted"] = .bool(inverted) }
        if let extra = list.extraInset { members["extraInset"] = .number(Double(extra)) }
        if let covered = list.coveredExtraInset {
            members["coveredExtraInset"] = .number(Double(covered))
        }
        switch list.accessory {
        case nil: break
        case .absent?: members["accessory"] = .null
        case .outOfWindow?: members["accessory"] = .string("outOfWindow")
        case .frame(let frame)?: members["accessory"] = JSONValue(rect: frame)
        }
        if let indicator = list.indicatorInset {
            members["indicatorInset"] = .number(Double(indicator))
        }
        if let system = list.systemInsetsKeyboard {
            members["systemInsetsKeyboard"] = .bool(system)
        }
        if let sticks = list.sticksToNewestEnd { members["sticksToNewestEnd"] = .bool(sticks) }
        if let goes = list.scrollsToNewestEndOnEditing {
            members["scrollsToNewestEndOnEditing"] = .bool(goes)
        }
        if let away = list.scrolledAway { members["scrolledAway"] = .string(away.rawValue) }
        return .object(members)
    }

    /// The `safeArea` strategy's scroll view as the file format writes it: every field.
    static func json(_ scroll: RevealScroll) -> JSONValue {
        .object([
            "frame": JSONValue(rect: scroll.frame),
            "contentHeight": .number(Double(scroll.contentHeight)),
            "adjustedTop": .number(Double(scroll.adjustedTop)),
            "ownBottom": .number(Double(scroll.ownBottom)),
            "adjustsForSafeArea": .bool(scroll.adjustsForSafeArea),
            "offsetY": .number(Double(scroll.offsetY)),
            "tracking": .bool(scroll.isTracking),
        ])
    }

    /// The header's `inEffect` as the file format writes it: only what differs from the defaults.
    static func json(_ state: AvoidanceSession.Resumption) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if let frame = state.keyboardFrame { members["keyboardFrame"] = JSONValue(rect: frame) }
        if state.lastKeyboardAnimation != .keyboardDefault {
            members["keyboardAnimation"] = .object([
                "duration": .number(state.lastKeyboardAnimation.duration),
                "curve": .number(Double(state.lastKeyboardAnimation.curve.rawValue)),
            ])
        }
        if let drag = state.drag { members["drag"] = json(drag) }
        if let applied = state.applied { members["applied"] = json(applied) }
        if let scroll = state.revealScroll { members["revealScroll"] = json(scroll) }
        if state.revealsOnNextSnapshot { members["revealsOnNextSnapshot"] = .bool(true) }
        return .object(members)
    }

    /// A drag in progress as the file format writes it, every field.
    static func json(_ drag: KeyboardDrag) -> JSONValue {
        let before = drag.before
        return .object([
            "targetWasVisible": drag.targetWasVisible.map { .bool($0) } ?? .null,
            "overlap": .number(Double(before.overlap)),
            "target": before.target.map(JSONValue.init(rect:)) ?? .null,
            "screen": JSONValue(rect: before.layout.screen),
            "window": JSONValue(rect: before.layout.window),
            "container": JSONValue(rect: before.layout.container),
            "safeArea": json(before.layout.safeArea),
            "scroll": .object([
                "contentSize": .array([
                    .number(Double(before.contentSize.width)),
                    .number(Double(before.contentSize.height)),
                ]),
                "contentInset": json(before.contentInset),
                "adjustsForSafeArea": .bool(before.adjustsForSafeArea),
            ]),
            "margin": .number(Double(before.margin)),
        ])
    }

    /// What the views hold, as a plan line's action names it (spec §8); for `scroll`, the inset
    /// alone (the offset is the header's).
    static func json(_ applied: AvoidancePlan) -> JSONValue {
        switch applied {
        case .shift(let translation): .object(["translationY": .number(Double(translation))])
        case .safeArea(let bottom): .object(["additionalSafeAreaBottom": .number(Double(bottom))])
        case .guide(let height): .object(["guideHeight": .number(Double(height))])
        case .scroll(let inset, _): .object(["contentInsetBottom": .number(Double(inset))])
        }
    }

    static func json(_ insets: Insets) -> JSONValue {
        .object([
            "top": .number(Double(insets.top)), "left": .number(Double(insets.left)),
            "bottom": .number(Double(insets.bottom)), "right": .number(Double(insets.right)),
        ])
    }
}

extension ScenarioEvent {
    /// The event as JSON in the file format.
    package var json: JSONValue {
        switch self {
        case .notification(let name, let userInfo, let measure):
            var members: [String: JSONValue] = ["name": .string(name.rawValue)]
            if let userInfo { members["userInfo"] = .object(userInfo.members) }
            if let measure { members["measure"] = .object(Self.members(of: measure)) }
            return .object(members)
        case .retarget(let rect):
            return .object(["retarget": rect.map(JSONValue.init(rect:)) ?? .null])
        case .scrolled(let offset):
            return .object(["scrolled": Scenario.json(offset)])
        case .layout(let change):
            return .object(["layout": .object(Self.members(of: change, offset: nil))])
        case .measure(let snapshot):
            return .object(["measure": .object(Self.members(of: snapshot))])
        case .release:
            return .object(["release": .bool(true)])
        case .track(let frame, let offset):
            var members = ["track": frame.map(JSONValue.init(rect:)) ?? .null]
            if let offset { members["contentOffset"] = Scenario.json(offset) }
            return .object(members)
        case .reconfigure(let change):
            var members: [String: JSONValue] = [:]
            if let margin = change.margin { members["margin"] = .number(Double(margin)) }
            if let enabled = change.isEnabled { members["isEnabled"] = .bool(enabled) }
            if let floating = change.floatingKeyboard {
                members["floating"] = .string(floating.rawValue)
            }
            return .object(["reconfigure": .object(members)])
        }
    }

    /// The fields of a snapshot as the file format writes them: the ones given.
    private static func members(of snapshot: ContainerSnapshot) -> [String: JSONValue] {
        var members = Self.members(
            of: snapshot.layout, offset: snapshot.contentOffset, tracking: snapshot.isTracking)
        if let target = snapshot.target {
            members["target"] = target.map(JSONValue.init(rect:)) ?? .null
        }
        if let list = snapshot.list { members["list"] = Scenario.json(list) }
        if let reveal = snapshot.reveal {
            members["reveal"] = .array(reveal.map(JSONValue.init(rect:)))
        }
        if let margin = snapshot.targetMargin {
            members["targetMargin"] = margin.map { .number(Double($0)) } ?? .null
        }
        switch snapshot.keyboardGuide {
        case nil, .notLaidOut?:
            // Not laid out yet: a reading that tells nothing, which the file format does not
            // hold (such a snapshot reads back as another, and is refused).
            break
        case .noKeyboard?: members["keyboardGuide"] = .null
        case .keyboard(let event)?:
            members["keyboardGuide"] = event.endFrame.map(JSONValue.init(rect:)) ?? .null
        }
        if let scroll = snapshot.revealScroll { members["revealScroll"] = Scenario.json(scroll) }
        if snapshot.editingBegan { members["editingBegan"] = .bool(true) }
        return members
    }

    /// The fields of a layout change (and a snapshot's offset) as the file format writes them.
    private static func members(
        of change: AvoidanceLayout.Change, offset: CGPoint?, tracking: Bool = false
    )
        -> [String: JSONValue]
    {
        var members: [String: JSONValue] = [:]
        if let screen = change.screen { members["screen"] = JSONValue(rect: screen) }
        if let window = change.window { members["window"] = JSONValue(rect: window) }
        if let container = change.container { members["container"] = JSONValue(rect: container) }
        if let safeArea = change.safeArea { members["safeArea"] = Scenario.json(safeArea) }
        var scroll: [String: JSONValue] = [:]
        if let size = change.contentSize {
            scroll["contentSize"] = .array([
                .number(Double(size.width)), .number(Double(size.height)),
            ])
        }
        if let offset { scroll["contentOffset"] = Scenario.json(offset) }
        if let inset = change.contentInset { scroll["contentInset"] = Scenario.json(inset) }
        if let adjusts = change.adjustsForSafeArea { scroll["adjustsForSafeArea"] = .bool(adjusts) }
        // Written only when true: an omitted `tracking` is false (spec §6.1).
        if tracking { scroll["tracking"] = .bool(true) }
        if !scroll.isEmpty { members["scroll"] = .object(scroll) }
        return members
    }
}

extension Scenario: Codable {
    /// Decodes a scenario in the file format, validating it as ``init(jsonData:)`` does.
    ///
    /// - Throws: ``ScenarioError`` naming the field; `DecodingError.dataCorrupted` for `1e999`,
    ///   which `JSONDecoder` refuses unless it has a `nonConformingFloatDecodingStrategy` (read
    ///   such a file with ``init(jsonData:)``).
    public init(from decoder: any Decoder) throws {
        try self.init(json: try JSONValue(from: decoder))
    }

    /// Encodes the scenario in the file format.
    ///
    /// - Throws: `EncodingError.invalidValue` for an infinity, unless the encoder has a
    ///   `nonConformingFloatEncodingStrategy`; ``formattedJSON`` writes every scenario.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
