import Foundation
import KeyboardAvoidanceCore
import Testing

/// The app-wide avoidance's life, continued: a hide overtaken by a show, and the screen's helpers
/// — which fields keep them, and screens handled already by their own component. Ancestries as in
/// ``AutomaticAvoidanceLifecycleTests``.
@Suite("The app-wide avoidance's life: overtaken hides and the screen's helpers")
struct AutomaticAvoidanceLifecycleHelpersTests {
    typealias Base = AutomaticAvoidanceLifecycleTests
    typealias Lifecycle = Base.Lifecycle
    typealias View = FieldAncestry.View

    @Test(
        "a hide overtaken by a show: its didHide gives back nothing, and the next hide gives back all"
    )
    func hideOvertakenByShow() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.shown], into: &lifecycle)
        // The keyboard starts down; the user taps Email on a form before it is gone: a show, a
        // new component made with the keyboard up.
        let switched = Base.take(
            [
                .editingEnded(field: "name"), Base.hiding, .editingBegan(field: "email"),
                Base.shown, Base.form("email"),
            ],
            into: &lifecycle)
        #expect(
            switched == [
                .detachHelpers, .attachHelpers(screen: "form"), .retire(.shift(view: "login")),
                .start(.scroll(scrollView: "formScroll"), handingOverKeyboard: true),
            ])
        // The first hide's didHide arrives now: nothing is given back, the keyboard stays up.
        #expect(Base.take([Base.hid], into: &lifecycle) == [])
        #expect(lifecycle.keyboardIsUp)
        #expect(lifecycle.active == .scroll(scrollView: "formScroll"))
        // The next real hide gives back both, the new and the retired one.
        #expect(
            Base.take(
                [.editingEnded(field: "email"), Base.hiding, Base.hid], into: &lifecycle)
                == [
                    .release(.scroll(scrollView: "formScroll")), .release(.shift(view: "login")),
                    .detachHelpers, .forgetAppInsets,
                ])
        #expect(!lifecycle.keyboardIsUp)
    }

    @Test("a second hide begun before the first one's didHide: that didHide gives back all")
    func secondHideBeforeFirstDidHide() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.shown], into: &lifecycle)
        // Down, up again, down again: the keyboard is going down when the first didHide comes.
        #expect(
            Base.take(
                [
                    Base.hiding, Base.shown, .editingEnded(field: "name"), Base.hiding,
                    Base.hid,
                ], into: &lifecycle)
                == [.release(.shift(view: "login")), .detachHelpers, .forgetAppInsets])
        // The second didHide has nothing left to give back.
        #expect(lifecycle.handle(Base.hid) == [])
    }

    @Test("a didHide with no show after its hide gives back everything, as before")
    func hideNotOvertaken() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.shown], into: &lifecycle)
        // Hiding, then a frame change that leaves it down still: no show in between.
        let stillDown = Base.keyboard(.willChangeFrame, to: Base.offScreen)
        #expect(
            Base.take([Base.hiding, stillDown, Base.hid], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetAppInsets])
    }

    @Test(
        "the navigator moves only through fields that keep the helpers: on the screen, not left alone"
    )
    func navigatorAdmission() {
        var lifecycle = Lifecycle()
        let login = FieldAncestry(views: [View(), View(), Base.content, Base.navigation])
        let ids: [Lifecycle.ID] = ["field", "stack", "login", "navigation"]
        // No helpers yet: nothing is admitted.
        #expect(!lifecycle.keepsHelpers(for: login, views: ids))
        Base.take([.editingBegan(field: "name"), Base.login("name")], into: &lifecycle)
        #expect(lifecycle.screen == "login")
        // Another field of the login screen.
        #expect(lifecycle.keepsHelpers(for: login, views: ids))
        // A search bar in the screen's table header, at the top: left alone.
        let searchBar = FieldAncestry(
            views: [View(), View(kind: .bar), Base.content])
        #expect(!lifecycle.keepsHelpers(for: searchBar, views: ["search", "searchBar", "login"]))
        // A SwiftUI field hosted in the screen, leaving the keyboard to UIKit (avoided, with
        // SwiftUI's own toolbar and focus), and an excluded view.
        let child = View(controller: .content(presentation: .none), hosting: .ignoresKeyboard)
        let hosted = FieldAncestry(views: [View(), child, Base.content])
        #expect(AvoidanceChoice(for: hosted) == .shift(view: 2))
        #expect(!lifecycle.keepsHelpers(for: hosted, views: ["f", "hosting", "login"]))
        let excluded = FieldAncestry(views: [View(), View(isExcluded: true), Base.content])
        #expect(!lifecycle.keepsHelpers(for: excluded, views: ["f", "card", "login"]))
        // A field inside a navigation controller embedded in the screen: its screen is another.
        let nested = FieldAncestry(
            views: [View(), Base.content, Base.navigation, View(), Base.content])
        #expect(
            !lifecycle.keepsHelpers(for: nested, views: ["f", "inner", "nav", "wrap", "login"]))
        // Ids that do not match the ancestry.
        #expect(!lifecycle.keepsHelpers(for: login, views: ["field"]))
    }

    @Test("handled already by the screen's own component: no component, but the helpers")
    func handledKeepsHelpers() {
        var lifecycle = Lifecycle()
        let handled = Lifecycle.Event.measured(
            field: "f",
            ancestry: FieldAncestry(views: [View(), View(isAvoidedByComponent: true), Base.content]
            ),
            views: ["f", "card", "screen"])
        #expect(
            Base.take([.editingBegan(field: "f"), handled, Base.shown], into: &lifecycle)
                == [.measureNextTurn])
        #expect(lifecycle.screen == "screen")
        #expect(lifecycle.active == nil)
        #expect(lifecycle.choice == .leave(.handledAlready))
        // Riding a keyboard guide: the same.
        var riding = Lifecycle()
        let composer = Lifecycle.Event.measured(
            field: "f",
            ancestry: FieldAncestry(
                views: [View(), View(isPinnedToKeyboardGuide: true), Base.content]),
            views: ["f", "bar", "chat"])
        #expect(
            Base.take([.editingBegan(field: "f"), composer], into: &riding)
                == [.attachHelpers(screen: "chat")])
        // Another field of the same screen keeps them, for the navigator's order.
        #expect(
            lifecycle.keepsHelpers(
                for: FieldAncestry(views: [View(), View(isAvoidedByComponent: true), Base.content]),
                views: ["g", "card", "screen"]))
    }
}
