import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The project's fields beside spec v2.2 (docs/scenario-project-fields.md); numbers as spec §7.
extension FieldReader {
    /// `"list": {...}` (the header's, or a snapshot's change), or `nil` when absent.
    package mutating func optionalList(_ key: String) throws(ScenarioError) -> ListChange? {
        guard let value = value(key) else { return nil }
        return try Self.listChange(value, path: fieldPath(key))
    }

    /// A list's fields; each omitted one is unchanged (in the header: the default).
    package static func listChange(_ value: JSONValue, path: String) throws(ScenarioError)
        -> ListChange
    {
        var reader = try FieldReader(value, path: path)
        var change = ListChange()
        if let flag = reader.value("inverted") {
            change.isInverted = try boolean(flag, path: reader.fieldPath("inverted"))
        }
        change.extraInset = try reader.optionalNumber("extraInset", minimum: 0)
        change.coveredExtraInset = try reader.optionalNumber("coveredExtraInset", minimum: 0)
        if let accessory = reader.value("accessory") {
            change.accessory = try Self.accessory(accessory, path: reader.fieldPath("accessory"))
        }
        // The app's own indicator inset may be negative, as its content inset may.
        change.indicatorInset = try reader.optionalNumber("indicatorInset")
        if let flag = reader.value("systemInsetsKeyboard") {
            change.systemInsetsKeyboard = try boolean(
                flag, path: reader.fieldPath("systemInsetsKeyboard"))
        }
        if let flag = reader.value("sticksToNewestEnd") {
            change.sticksToNewestEnd = try boolean(
                flag, path: reader.fieldPath("sticksToNewestEnd"))
        }
        change.scrolledAway = try reader.optionalEnumeration(
            "scrolledAway", ListScrolledAwayBehavior.self)
        if let flag = reader.value("scrollsToNewestEndOnEditing") {
            change.scrollsToNewestEndOnEditing = try boolean(
                flag, path: reader.fieldPath("scrollsToNewestEndOnEditing"))
        }
        try reader.rejectUnknownKeys()
        return change
    }

    /// An input accessory view: its frame, `null` (none) or `"outOfWindow"`.
    private static func accessory(_ value: JSONValue, path: String) throws(ScenarioError)
        -> ListChange.Accessory
    {
        switch value {
        case .null: return .absent
        case .string(let text) where text.utf8.elementsEqual("outOfWindow".utf8):
            return .outOfWindow
        case .array, .string:
            do throws(ScenarioError) {
                return .frame(try rect(value, path: path))
            } catch {
                guard case .string = value else { throw error }
                throw ScenarioError(
                    field: path,
                    message: "expected a rect, null or \"outOfWindow\", got the unreadable "
                        + "string \(value.echo)")
            }
        default:
            throw ScenarioError(
                field: path,
                message: "expected a rect, null or \"outOfWindow\", got \(value.typeDescription)")
        }
    }

    /// `"targetMargin"`: a margin, or `null` for the configuration's; `nil` when absent.
    package mutating func optionalTargetMargin(_ key: String) throws(ScenarioError) -> CGFloat?? {
        guard let value = value(key) else { return nil }
        if value == .null { return .some(nil) }
        return .some(CGFloat(try Self.number(value, path: fieldPath(key), minimum: 0)))
    }

    /// `"reveal": [rect, ...]`, or `nil` when absent.
    package mutating func optionalRects(_ key: String) throws(ScenarioError) -> [CGRect]? {
        guard let value = value(key) else { return nil }
        let path = fieldPath(key)
        guard case .array(let elements) = value else {
            throw ScenarioError(
                field: path, message: "expected an array of rects, got \(value.typeDescription)")
        }
        guard elements.count <= RevealGroup.maximumCompanions else {
            throw Self.tooManyRevealed(elements.count, path: path)
        }
        var rects: [CGRect] = []
        rects.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            rects.append(try Self.rect(element, path: "\(path)[\(index)]"))
        }
        return rects
    }

    /// The error of a list of views revealed with the target longer than the engine takes.
    package static func tooManyRevealed(_ count: Int, path: String) -> ScenarioError {
        ScenarioError(
            field: path,
            message: "at most \(RevealGroup.maximumCompanions) views are revealed with a target, "
                + "not \(count)")
    }

    /// `"keyboardGuide"`: a guide's keyboard frame, read as a `DidChangeFrame` of duration 0;
    /// `null`: the guide rests.
    package static func keyboardGuide(_ value: JSONValue, path: String) throws(ScenarioError)
        -> KeyboardGuideReading
    {
        guard value != .null else { return .noKeyboard }
        let frame = try rect(value, path: path)
        guard frame.width > 0, frame.height > 0 else {
            throw ScenarioError(
                field: path,
                message: "a guide that shows a keyboard shows one of width and height greater "
                    + "than 0 (null: no keyboard)")
        }
        return .keyboard(guideEvent(frame))
    }

    /// The notification a guide's reading of a keyboard with this frame stands for.
    package static func guideEvent(_ frame: CGRect) -> KeyboardEvent {
        KeyboardEvent(
            name: .didChangeFrame, endFrame: frame,
            animation: KeyboardAnimation(duration: 0, curve: .keyboard))
    }

    /// `"revealScroll": {...}`: the `safeArea` strategy's scroll view.
    package static func revealScroll(_ value: JSONValue, path: String) throws(ScenarioError)
        -> RevealScroll
    {
        var reader = try FieldReader(value, path: path)
        let frame = try reader.rect("frame")
        guard let contentHeight = try reader.optionalNumber("contentHeight", minimum: 0) else {
            throw ScenarioError(
                field: reader.fieldPath("contentHeight"), message: "missing (it is required)")
        }
        let adjustedTop = try reader.optionalNumber("adjustedTop") ?? 0
        let ownBottom = try reader.optionalNumber("ownBottom") ?? 0
        var adjusts = true
        if let flag = reader.value("adjustsForSafeArea") {
            adjusts = try boolean(flag, path: reader.fieldPath("adjustsForSafeArea"))
        }
        guard let offsetY = try reader.optionalNumber("offsetY") else {
            throw ScenarioError(
                field: reader.fieldPath("offsetY"), message: "missing (it is required)")
        }
        var tracking = false
        if let flag = reader.value("tracking") {
            tracking = try boolean(flag, path: reader.fieldPath("tracking"))
        }
        try reader.rejectUnknownKeys()
        return RevealScroll(
            frame: frame, contentHeight: contentHeight, adjustedTop: adjustedTop,
            ownBottom: ownBottom, adjustsForSafeArea: adjusts, offsetY: offsetY,
            isTracking: tracking)
    }

    /// `"inEffect": {...}` (the header's: what is in effect when the scenario starts), or `nil`
    /// when absent. `offset`: the header's scroll offset, the one in effect.
    package mutating func optionalInEffect(
        _ key: String, strategy: AvoidanceStrategy, offset: CGPoint
    ) throws(ScenarioError) -> AvoidanceSession.Resumption? {
        guard let value = value(key) else { return nil }
        return try Self.inEffect(value, path: fieldPath(key), strategy: strategy, offset: offset)
    }

    /// What is in effect: `keyboardFrame`, `keyboardAnimation`, `drag`, `applied`, `revealScroll`.
    package static func inEffect(
        _ value: JSONValue, path: String, strategy: AvoidanceStrategy, offset: CGPoint
    ) throws(ScenarioError) -> AvoidanceSession.Resumption {
        var reader = try FieldReader(value, path: path)
        var state = AvoidanceSession.Resumption()
        if let frame = reader.value("keyboardFrame"), frame != .null {
            let path = reader.fieldPath("keyboardFrame")
            let rect = try rect(frame, path: path)
            guard rect.width > 0, rect.height > 0 else {
                throw ScenarioError(
                    field: path,
                    message: "a keyboard in effect has a width and a height greater than 0 "
                        + "(omitted or null: no keyboard)")
            }
            state.keyboardFrame = rect
        }
        if let animation = reader.value("keyboardAnimation") {
            state.lastKeyboardAnimation = try keyboardAnimation(
                animation, path: reader.fieldPath("keyboardAnimation"))
        }
        if let drag = reader.value("drag") {
            state.drag = try keyboardDrag(drag, path: reader.fieldPath("drag"))
        }
        if let applied = reader.value("applied") {
            state.applied = try appliedPlan(
                applied, path: reader.fieldPath("applied"), strategy: strategy, offset: offset)
        }
        if let scroll = reader.value("revealScroll") {
            let path = reader.fieldPath("revealScroll")
            let read = try revealScroll(scroll, path: path)
            if let refusal = Scenario.refusal(ofRevealScrollIn: strategy, field: path) {
                throw refusal
            }
            state.revealScroll = read
        }
        if let reveals = reader.value("revealsOnNextSnapshot") {
            state.revealsOnNextSnapshot = try boolean(
                reveals, path: reader.fieldPath("revealsOnNextSnapshot"))
        }
        try reader.rejectUnknownKeys()
        return state
    }

    /// `{"duration": d, "curve": c}`: a finite duration ≥ 0, a whole-number curve.
    private static func keyboardAnimation(_ value: JSONValue, path: String) throws(ScenarioError)
        -> KeyboardAnimation
    {
        var reader = try FieldReader(value, path: path)
        let duration = try finiteNumber(
            try reader.required("duration"), path: reader.fieldPath("duration"), minimum: 0)
        let curvePath = reader.fieldPath("curve")
        let curve = try finiteNumber(try reader.required("curve"), path: curvePath)
        // A whole number that is an `Int`, as the engine takes a notification's curve.
        guard let wholeCurve = Int(exactly: curve) else {
            throw ScenarioError(
                field: curvePath,
                message: "expected a whole number, got \(JSONNumber.format(curve))")
        }
        try reader.rejectUnknownKeys()
        return KeyboardAnimation(
            duration: duration, curve: KeyboardAnimation.Curve(rawValue: wholeCurve))
    }

    /// A finite number, at least `minimum`, for what the engine works out (no coordinate limit).
    private static func finiteNumber(_ value: JSONValue, path: String, minimum: Double? = nil)
        throws(ScenarioError) -> Double
    {
        guard case .number(let number) = value else {
            throw ScenarioError(
                field: path, message: "expected a number, got \(value.typeDescription)")
        }
        guard number.isFinite else {
            throw ScenarioError(field: path, message: "the number must be finite")
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

    /// A drag in progress: `overlap`, `targetWasVisible` and the geometry it started from.
    private static func keyboardDrag(_ value: JSONValue, path: String) throws(ScenarioError)
        -> KeyboardDrag
    {
        var reader = try FieldReader(value, path: path)
        var visible: Bool?
        if let flag = reader.value("targetWasVisible"), flag != .null {
            visible = try boolean(flag, path: reader.fieldPath("targetWasVisible"))
        }
        let overlap = try finiteNumber(
            try reader.required("overlap"), path: reader.fieldPath("overlap"), minimum: 0)
        let target = try reader.optionalRect("target", allowsNull: true)
        let screen = try reader.rect("screen")
        let window = try reader.optionalRect("window") ?? screen
        let container =
            try reader.optionalRect("container") ?? CGRect(origin: .zero, size: window.size)
        let safeArea = try reader.optionalInsets("safeArea") ?? .zero
        var scroll = AvoidanceLayout.Change()
        if let fields = reader.value("scroll") {
            (scroll, _, _) = try scrollFields(
                fields, path: reader.fieldPath("scroll"), allowsOffset: false)
        }
        let margin = try reader.optionalNumber("margin", minimum: 0) ?? 0
        try reader.rejectUnknownKeys()
        let metrics = AvoidanceLayout.ScrollMetrics().applying(scroll)
        return KeyboardDrag(
            before: RevealConditions(
                overlap: overlap, target: target,
                layout: AvoidanceLayout(
                    screen: screen, window: window, container: container, safeArea: safeArea),
                contentSize: metrics.contentSize, contentInset: metrics.contentInset,
                adjustsForSafeArea: metrics.adjustsForSafeArea, margin: margin),
            targetWasVisible: visible)
    }

    /// What the views hold: the strategy's field of a plan line's action (spec §8).
    private static func appliedPlan(
        _ value: JSONValue, path: String, strategy: AvoidanceStrategy, offset: CGPoint
    ) throws(ScenarioError) -> AvoidancePlan {
        var reader = try FieldReader(value, path: path)
        let key =
            switch strategy {
            case .shift: "translationY"
            case .safeArea: "additionalSafeAreaBottom"
            case .guide: "guideHeight"
            case .scroll: "contentInsetBottom"
            }
        let number = CGFloat(
            try finiteNumber(try reader.required(key), path: reader.fieldPath(key)))
        try reader.rejectUnknownKeys()
        return switch strategy {
        case .shift: .shift(translationY: number)
        case .safeArea: .safeArea(additionalBottom: number)
        case .guide: .guide(height: number)
        case .scroll: .scroll(contentInsetBottom: number, contentOffset: offset)
        }
    }
}
