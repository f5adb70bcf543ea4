import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A field's flags and its ancestors', and whether it must read as hidden and as enabled.
struct AvailabilityCase: Sendable, CustomTestStringConvertible {
    var name: String
    var availability: FieldAvailability
    var isHidden: Bool
    var isEnabled: Bool

    var testDescription: String { name }
}

@Suite("Field availability")
struct FieldAvailabilityTests {
    static let visible = FieldViewFlags()
    static let hidden = FieldViewFlags(isHidden: true)
    static let transparent = FieldViewFlags(alpha: 0.005)
    static let untouchable = FieldViewFlags(isUserInteractionEnabled: false)

    static let cases: [AvailabilityCase] = [
        AvailabilityCase(
            name: "a visible, enabled field in a visible form",
            availability: FieldAvailability(field: visible, ancestors: [visible, visible]),
            isHidden: false, isEnabled: true),
        AvailabilityCase(
            name: "a hidden field",
            availability: FieldAvailability(field: hidden, ancestors: [visible]),
            isHidden: true, isEnabled: true),
        AvailabilityCase(
            name: "a field inside a hidden stack view row",
            availability: FieldAvailability(field: visible, ancestors: [hidden, visible]),
            isHidden: true, isEnabled: true),
        AvailabilityCase(
            name: "a field whose grandparent is faded out below UIKit's hit-testing alpha",
            availability: FieldAvailability(field: visible, ancestors: [visible, transparent]),
            isHidden: true, isEnabled: true),
        AvailabilityCase(
            name: "a field at the hit-testing alpha itself is visible",
            availability: FieldAvailability(field: FieldViewFlags(alpha: 0.01)),
            isHidden: false, isEnabled: true),
        AvailabilityCase(
            name: "an alpha that is not a number reads as transparent",
            availability: FieldAvailability(field: FieldViewFlags(alpha: .nan)),
            isHidden: true, isEnabled: true),
        AvailabilityCase(
            name: "a field in no window",
            availability: FieldAvailability(field: visible, isInWindow: false),
            isHidden: true, isEnabled: true),
        AvailabilityCase(
            name: "a field that does not accept input (a disabled control, a read-only text view)",
            availability: FieldAvailability(field: visible, acceptsInput: false),
            isHidden: false, isEnabled: false),
        AvailabilityCase(
            name: "a field that does not take touches",
            availability: FieldAvailability(field: untouchable, ancestors: [visible]),
            isHidden: false, isEnabled: false),
        AvailabilityCase(
            name: "a field inside a card whose user interaction is off",
            availability: FieldAvailability(field: visible, ancestors: [untouchable, visible]),
            isHidden: false, isEnabled: false),
        AvailabilityCase(
            name: "a field whose window's user interaction is off, several levels up",
            availability: FieldAvailability(
                field: visible, ancestors: [visible, visible, visible, untouchable]),
            isHidden: false, isEnabled: false),
        AvailabilityCase(
            name: "hidden and untouchable: both",
            availability: FieldAvailability(field: visible, ancestors: [hidden, untouchable]),
            isHidden: true, isEnabled: false),
    ]

    @Test("a field is hidden or disabled by its own flags or any ancestor's", arguments: cases)
    func flags(availabilityCase: AvailabilityCase) {
        #expect(availabilityCase.availability.isHidden == availabilityCase.isHidden)
        #expect(availabilityCase.availability.isEnabled == availabilityCase.isEnabled)
    }

    @Test("the order skips a field inside a view the user cannot touch, as inside a hidden one")
    func orderSkipsUnavailable() {
        let order = FieldOrder([
            Self.field("name", y: 100, ancestors: [Self.visible]),
            Self.field("card", y: 160, ancestors: [Self.untouchable, Self.visible]),
            Self.field("row", y: 220, ancestors: [Self.hidden, Self.visible]),
            Self.field("email", y: 280, ancestors: [Self.visible, Self.visible]),
        ])
        #expect(order.ids == ["name", "email"])
    }

    /// A full-width field at `y`, visible itself, inside views with `ancestors`' flags.
    private static func field(_ id: String, y: CGFloat, ancestors: [FieldViewFlags])
        -> FocusableField<String>
    {
        FocusableField(
            id: id, frame: CGRect(20, y, 350, 44),
            availability: FieldAvailability(field: visible, ancestors: ancestors))
    }
}
