import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A tap on a return key and what the library must do about it.
struct PressCase: Sendable, CustomTestStringConvertible {
    var name: String
    var press: ReturnKeyPress<String>
    var action: ReturnKeyResponse<String>.Action
    var textFieldShouldReturn: Bool

    var testDescription: String { name }
}

@Suite("Return key response")
struct ReturnKeyResponseTests {
    /// first | last, then email: three fields, a hidden one that the order skips.
    static let order = FieldOrder([
        FocusableField(id: "first", frame: CGRect(20, 100, 170, 44)),
        FocusableField(id: "last", frame: CGRect(200, 100, 170, 44)),
        FocusableField(id: "email", frame: CGRect(20, 160, 350, 44)),
        FocusableField(id: "hidden", frame: CGRect(20, 220, 350, 44), isHidden: true),
    ])

    static let delegate = ReturnKeyHooks(delegateAnswersReturn: true)
    static let appAction = ReturnKeyHooks(hasOtherReturnTargets: true)

    static let cases: [PressCase] = [
        PressCase(
            name: "the library's target, nothing of the app's: moves to the next field",
            press: ReturnKeyPress(
                field: "first", source: .libraryTarget, fieldIsFirstResponder: true),
            action: .focus("last"), textFieldShouldReturn: true),
        PressCase(
            name: "the library's target on the last field: ends editing",
            press: ReturnKeyPress(
                field: "email", source: .libraryTarget, fieldIsFirstResponder: true),
            action: .endEditing, textFieldShouldReturn: true),
        PressCase(
            name: "the library's target after the delegate moved focus itself: nothing",
            press: ReturnKeyPress(
                field: "first", source: .libraryTarget, fieldIsFirstResponder: false),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "the library's target when the delegate answers return: the app's, nothing",
            press: ReturnKeyPress(
                field: "first", source: .libraryTarget, fieldIsFirstResponder: true,
                hooks: delegate),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "the library's target when the app has its own end-on-exit action: nothing",
            press: ReturnKeyPress(
                field: "first", source: .libraryTarget, fieldIsFirstResponder: true,
                hooks: appAction),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "the library's target with the return key turned off: nothing",
            press: ReturnKeyPress(
                field: "first", source: .libraryTarget, fieldIsFirstResponder: true,
                returnKeyAdvances: false),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "the library's target on a field the order skips: nothing",
            press: ReturnKeyPress(
                field: "hidden", source: .libraryTarget, fieldIsFirstResponder: true),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "forwarded by the delegate: moves on and answers false",
            press: ReturnKeyPress(
                field: "last", source: .forwardedByApp, fieldIsFirstResponder: true,
                hooks: delegate),
            action: .focus("email"), textFieldShouldReturn: false),
        PressCase(
            name: "forwarded on the last field: ends editing and answers false",
            press: ReturnKeyPress(
                field: "email", source: .forwardedByApp, fieldIsFirstResponder: true,
                hooks: delegate),
            action: .endEditing, textFieldShouldReturn: false),
        PressCase(
            name: "forwarded with the return key turned off: still moves on, the app asked",
            press: ReturnKeyPress(
                field: "first", source: .forwardedByApp, fieldIsFirstResponder: true,
                hooks: delegate, returnKeyAdvances: false),
            action: .focus("last"), textFieldShouldReturn: false),
        PressCase(
            name: "forwarded after the app moved focus: nothing, and answers false",
            press: ReturnKeyPress(
                field: "first", source: .forwardedByApp, fieldIsFirstResponder: false,
                hooks: delegate),
            action: .nothing, textFieldShouldReturn: false),
        PressCase(
            name: "forwarded for a field not in the order: nothing, UIKit's default true",
            press: ReturnKeyPress(
                field: "hidden", source: .forwardedByApp, fieldIsFirstResponder: true,
                hooks: delegate),
            action: .nothing, textFieldShouldReturn: true),
        PressCase(
            name: "forwarded for a field no one knows: UIKit's default true",
            press: ReturnKeyPress(
                field: "ghost", source: .forwardedByApp, fieldIsFirstResponder: true),
            action: .nothing, textFieldShouldReturn: true),
    ]

    @Test("the library acts on a return key once, and never after the app", arguments: cases)
    func response(pressCase: PressCase) {
        let response = Self.order.response(to: pressCase.press)
        #expect(response.action == pressCase.action)
        #expect(response.textFieldShouldReturn == pressCase.textFieldShouldReturn)
    }

    @Test(
        "the library takes a return key only where the app does not answer it",
        arguments: [
            ("nothing of the app's", ReturnKeyHooks(), true, ReturnKeyRole.next("last")),
            ("a delegate that answers return", delegate, true, nil),
            ("an end-on-exit action of the app's", appAction, true, nil),
            (
                "both", ReturnKeyHooks(delegateAnswersReturn: true, hasOtherReturnTargets: true),
                true, nil
            ),
            ("the return key turned off", ReturnKeyHooks(), false, nil),
        ] as [(String, ReturnKeyHooks, Bool, ReturnKeyRole<String>?)])
    func claimed(
        reason: String, hooks: ReturnKeyHooks, advances: Bool, expected: ReturnKeyRole<String>?
    ) {
        #expect(
            Self.order.claimedReturnKey(for: "first", advances: advances, hooks: hooks) == expected)
    }

    /// `UIControl.Event`'s raw values, as the shell hands them over.
    static let editingChanged: UInt = 1 << 17
    static let editingDidEndOnExit: UInt = 1 << 19
    static let primaryActionTriggered: UInt = 1 << 13

    @Test(
        "what the app hooked to a text field's events answers the return key",
        arguments: [
            ("no handler", [], false),
            (
                "an end-on-exit target of the app's",
                [.init(controlEvents: editingDidEndOnExit)], true
            ),
            (
                "a UIAction for the primary action (UITextField(frame:primaryAction:))",
                [.init(controlEvents: primaryActionTriggered)], true
            ),
            (
                "a target for the primary action and editing changes",
                [.init(controlEvents: primaryActionTriggered | editingChanged)], true
            ),
            (
                "the library's own end-on-exit target",
                [.init(controlEvents: editingDidEndOnExit, isLibraryTarget: true)], false
            ),
            (
                "an action of the app's for editing changes",
                [.init(controlEvents: editingChanged)], false
            ),
            (
                "the library's target and an app's primary action",
                [
                    .init(controlEvents: editingDidEndOnExit, isLibraryTarget: true),
                    .init(controlEvents: primaryActionTriggered),
                ], true
            ),
        ] as [(String, [ReturnKeyHooks.Handler], Bool)])
    func handlers(reason: String, handlers: [ReturnKeyHooks.Handler], answers: Bool) {
        let hooks = ReturnKeyHooks(delegateAnswersReturn: false, handlers: handlers)
        #expect(hooks.hasOtherReturnTargets == answers)
        #expect(hooks.appHandlesReturn == answers)
        // The library's return key, and its target, only where the app answers nothing.
        #expect(
            (Self.order.claimedReturnKey(for: "first", advances: true, hooks: hooks) == nil)
                == answers)
        #expect(ReturnKeyHooks(delegateAnswersReturn: true, handlers: handlers).appHandlesReturn)
    }

    @Test("a field not in the order has no return key to take")
    func claimedOutsideOrder() {
        #expect(
            Self.order.claimedReturnKey(for: "hidden", advances: true, hooks: ReturnKeyHooks())
                == nil)
        #expect(
            Self.order.claimedReturnKey(for: "email", advances: true, hooks: ReturnKeyHooks())
                == .done)
    }

    @Test("whenever the library would act through its target, it holds that field's return key")
    func targetActsOnlyWhereClaimed() {
        let hooksCases = [ReturnKeyHooks(), Self.delegate, Self.appAction]
        for id in ["first", "last", "email", "hidden"] {
            for hooks in hooksCases {
                for advances in [false, true] {
                    for focused in [false, true] {
                        let press = ReturnKeyPress(
                            field: id, source: .libraryTarget, fieldIsFirstResponder: focused,
                            hooks: hooks, returnKeyAdvances: advances)
                        if Self.order.response(to: press).action != .nothing {
                            #expect(
                                Self.order.claimedReturnKey(
                                    for: id, advances: advances, hooks: hooks) != nil)
                        }
                    }
                }
            }
        }
    }
}
