import Foundation
import KeyboardAvoidanceCore
import Testing

/// A field and the navigator's settings, and what the toolbar must show, worked out by hand.
struct ToolbarContentCase: Sendable, CustomTestStringConvertible {
    var name: String
    var settings = KeyboardToolbarContent.Settings()
    var placeholder: String?
    var accessibilityLabel: String?
    var title: String?
    var doneButton = KeyboardToolbarContent.DoneButton.system
    var doneAccessibilityLabel: String?

    var testDescription: String { name }
}

@Suite("Keyboard toolbar content")
struct KeyboardToolbarContentTests {
    static let cases: [ToolbarContentCase] = [
        ToolbarContentCase(
            name: "a text field's placeholder is the title by default",
            placeholder: "Email", title: "Email"),
        ToolbarContentCase(
            name: "the placeholder wins over the accessibility label",
            placeholder: "Email", accessibilityLabel: "Work email", title: "Email"),
        ToolbarContentCase(
            name: "a text view has no placeholder: the app's accessibility label",
            accessibilityLabel: "Notes", title: "Notes"),
        ToolbarContentCase(name: "neither: no title"),
        ToolbarContentCase(
            name: "a blank placeholder is none: the accessibility label",
            placeholder: "  \n ", accessibilityLabel: "Code", title: "Code"),
        ToolbarContentCase(
            name: "runs of spaces and line breaks read as one space",
            placeholder: "  Street,\n  number\tand  flat ", title: "Street, number and flat"),
        ToolbarContentCase(
            name: "titles turned off: none, placeholder or not",
            settings: .init(showsPlaceholder: false), placeholder: "Email",
            accessibilityLabel: "Email"),
        ToolbarContentCase(
            name: "the app's Done title, read by VoiceOver as it is",
            settings: .init(doneTitle: "OK"), doneButton: .title("OK")),
        ToolbarContentCase(
            name: "a blank Done title is none: the system's Done",
            settings: .init(doneTitle: " "), doneButton: .system),
        ToolbarContentCase(
            name: "an image wins over a title, which VoiceOver then reads",
            settings: .init(doneTitle: "Close", hasDoneImage: true), doneButton: .image,
            doneAccessibilityLabel: "Close"),
        ToolbarContentCase(
            name: "an image alone is read as Done",
            settings: .init(hasDoneImage: true), doneButton: .image,
            doneAccessibilityLabel: "Done"),
        ToolbarContentCase(
            name: "the app's label wins for an image",
            settings: .init(doneTitle: "Close", hasDoneImage: true, doneLabel: "Fermer"),
            doneButton: .image, doneAccessibilityLabel: "Fermer"),
        ToolbarContentCase(
            name: "the app's label on the system's item",
            settings: .init(doneLabel: "Terminé"), doneAccessibilityLabel: "Terminé"),
        ToolbarContentCase(
            name: "a blank label is none",
            settings: .init(hasDoneImage: true, doneLabel: "\n"), doneButton: .image,
            doneAccessibilityLabel: "Done"),
    ]

    @Test("the title, the Done button and its VoiceOver label", arguments: cases)
    func content(_ example: ToolbarContentCase) {
        let content = KeyboardToolbarContent(
            settings: example.settings, placeholder: example.placeholder,
            accessibilityLabel: example.accessibilityLabel)
        #expect(content.title == example.title)
        #expect(content.doneButton == example.doneButton)
        #expect(content.doneAccessibilityLabel == example.doneAccessibilityLabel)
    }

    @Test("the field's tint unless the app sets one")
    func tint() {
        let byDefault = KeyboardToolbarContent(
            settings: .init(), placeholder: nil, accessibilityLabel: nil)
        let set = KeyboardToolbarContent(
            settings: .init(hasTint: true), placeholder: nil, accessibilityLabel: nil)
        #expect(byDefault.tint == .field)
        #expect(set.tint == .app)
    }

    @Test("input clicks are on by default, as the system keyboard's, and can be turned off")
    func inputClicks() {
        let byDefault = KeyboardToolbarContent(
            settings: .init(), placeholder: nil, accessibilityLabel: nil)
        let off = KeyboardToolbarContent(
            settings: .init(playsInputClicks: false), placeholder: nil, accessibilityLabel: nil)
        #expect(byDefault.playsInputClicks)
        #expect(!off.playsInputClicks)
    }
}
