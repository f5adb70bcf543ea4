import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The project's fields beside spec v2.2 (docs/scenario-project-fields.md): a list's parts and
/// options, the views revealed with the target, a keyboard layout guide's reading and the
/// `safeArea` strategy's scroll view. Every number follows §7's rules: finite, within the
/// coordinate limit, and the ones that must not be negative refused with the field named.
extension FieldReader {
    /// `"list": {...}` (the header's, or a snapshot's change), or `nil` when absent.
    mutating func optionalList(_ key: String) throws(ScenarioError) -> ListChange? {
        guard let value = value(key) else { return nil }
        return try Self.listChange(value, path: fieldPath(key))
    }

    /// A list's fields; each omitted one is unchanged (in the header: the default).
    static func listChange(_ value: JSONValue, path: String) throws(ScenarioError) -> ListChange {
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

    /// `"reveal": [rect, ...]`, or `nil` when absent.
    mutating func optionalRects(_ key: String) throws(ScenarioError) -> [CGRect]? {
        guard let value = value(key) else { return nil }
        let path = fieldPath(key)
        guard case .array(let elements) = value else {
            throw ScenarioError(
                field: path, message: "expected an array of rects, got \(value.typeDescription)")
        }
        var rects: [CGRect] = []
        rects.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            rects.append(try Self.rect(element, path: "\(path)[\(index)]"))
        }
        return rects
    }

    /// `"keyboardGuide"`: the frame of the keyboard the guide showed, in screen coordinates, read
    /// as a `UIKeyboardDidChangeFrameNotification` with duration 0; `null`: the guide rests.
    static func keyboardGuide(_ value: JSONValue, path: String) throws(ScenarioError)
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
    static func guideEvent(_ frame: CGRect) -> KeyboardEvent {
        KeyboardEvent(
            name: .didChangeFrame, endFrame: frame,
            animation: KeyboardAnimation(duration: 0, curve: .keyboard))
    }

    /// `"revealScroll": {...}`: `frame`, `contentHeight` (≥ 0) and `offsetY` are required;
    /// `adjustedTop` and `ownBottom` are 0, `adjustsForSafeArea` true and `tracking` false when
    /// omitted.
    static func revealScroll(_ value: JSONValue, path: String) throws(ScenarioError)
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
}
