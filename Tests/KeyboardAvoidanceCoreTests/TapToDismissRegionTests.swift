import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A point, and whether a tap there may end editing.
struct TapRegionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var point: CGPoint
    var endsEditing: Bool

    var testDescription: String { name }
}

@Suite("Tap-to-dismiss region")
struct TapToDismissRegionTests {
    /// A form 390 × 600 with a show-password button (320, 200, 44, 44) that keeps the keyboard.
    static let form = TapToDismissRegion(
        bounds: CGRect(0, 0, 390, 600), excluded: [CGRect(320, 200, 44, 44)])

    static let cases: [TapRegionCase] = [
        TapRegionCase(
            name: "the form's background", point: CGPoint(x: 100, y: 400), endsEditing: true),
        TapRegionCase(name: "the top-left corner", point: CGPoint(x: 0, y: 0), endsEditing: true),
        TapRegionCase(
            name: "the bottom edge belongs to the view below", point: CGPoint(x: 100, y: 600),
            endsEditing: false),
        TapRegionCase(
            name: "the right edge belongs to the view beside", point: CGPoint(x: 390, y: 10),
            endsEditing: false),
        TapRegionCase(
            name: "above the form (a navigation bar)", point: CGPoint(x: 100, y: -20),
            endsEditing: false),
        TapRegionCase(
            name: "the show-password button keeps the keyboard", point: CGPoint(x: 340, y: 220),
            endsEditing: false),
        TapRegionCase(
            name: "just below the button", point: CGPoint(x: 340, y: 244), endsEditing: true),
        TapRegionCase(
            name: "a point that is not a number", point: CGPoint(x: CGFloat.nan, y: 10),
            endsEditing: false),
        TapRegionCase(
            name: "a point beyond the coordinate limit",
            point: CGPoint(x: 10, y: CGFloat(CoordinateLimit.magnitude) * 2), endsEditing: false),
    ]

    @Test(
        "a tap ends editing inside the form and outside the views that keep the keyboard",
        arguments: cases)
    func taps(_ tap: TapRegionCase) {
        #expect(Self.form.contains(tap.point) == tap.endsEditing)
    }

    @Test(
        "an unusable region contains nothing",
        arguments: [
            ("not laid out yet", CGRect.zero),
            ("no height", CGRect(0, 0, 390, 0)),
            ("a width that is not a number", CGRect(0, 0, CGFloat.nan, 600)),
            ("an infinite rect", CGRect.infinite),
            ("the null rect", CGRect.null),
            ("beyond the coordinate limit", CGRect(0, 0, 390, 2e7)),
        ] as [(String, CGRect)])
    func unusableBounds(_ name: String, bounds: CGRect) {
        #expect(!TapToDismissRegion(bounds: bounds).contains(CGPoint(x: 1, y: 1)))
    }

    @Test("an unusable excluded rect excludes nothing")
    func unusableExcluded() {
        let region = TapToDismissRegion(
            bounds: CGRect(0, 0, 390, 600),
            excluded: [CGRect(0, 0, CGFloat.nan, 600), .infinite, .zero])
        #expect(region.contains(CGPoint(x: 100, y: 100)))
        #expect(region.contains(CGPoint(x: 0, y: 0)))
    }

    @Test("a rect with a negative size spans the same points as its standard form")
    func negativeSize() {
        let region = TapToDismissRegion(
            bounds: CGRect(390, 600, -390, -600), excluded: [CGRect(364, 244, -44, -44)])
        #expect(region.contains(CGPoint(x: 100, y: 400)))
        #expect(!region.contains(CGPoint(x: 340, y: 220)))
        #expect(!region.contains(CGPoint(x: 390, y: 10)))
    }

    @Test("bounds that do not start at zero: a scrolled view's own coordinates")
    func offsetBounds() {
        let region = TapToDismissRegion(bounds: CGRect(0, 300, 390, 600))
        #expect(!region.contains(CGPoint(x: 100, y: 100)))
        #expect(region.contains(CGPoint(x: 100, y: 850)))
    }
}

@Suite("Tap-to-dismiss touched views")
struct TapToDismissTouchedViewTests {
    typealias Touched = TapToDismissRegion.TouchedView

    @Test(
        "a tap ends editing only outside text inputs and the views the app keeps",
        arguments: [
            ("the container's background: no view between", [], true),
            ("a label in a table cell", [.other, .other, .other], true),
            ("a text field", [.textInput, .other], false),
            ("a text field's clear button", [.other, .textInput, .other], false),
            ("a kept formatting bar", [.keepsKeyboard, .other], false),
            ("an image inside a kept bar", [.other, .other, .keepsKeyboard, .other], false),
            ("a text view inside a kept view", [.textInput, .keepsKeyboard], false),
        ] as [(String, [Touched], Bool)])
    func touchedViews(_ name: String, views: [Touched], endsEditing: Bool) {
        #expect(TapToDismissRegion.mayEndEditing(touching: views) == endsEditing)
    }
}
