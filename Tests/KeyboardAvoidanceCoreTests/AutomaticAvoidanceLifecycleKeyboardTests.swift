import Foundation
import KeyboardAvoidanceCore
import Testing

/// The app-wide avoidance's life, continued: what each keyboard notification comes to in a
/// window — a hide, a hide without its name, a keyboard left up with an animation to keep — when
/// the insets recorded before a show are dropped, and when the window's first responder is
/// adopted, two scenes side by side included. Ancestries and the window as in
/// ``AutomaticAvoidanceLifecycleTests``.
@Suite("The app-wide avoidance's life: the keyboard's notifications and the window they are for")
struct AutomaticAvoidanceLifecycleKeyboardTests {
    typealias Base = AutomaticAvoidanceLifecycleTests
    typealias Lifecycle = Base.Lifecycle
    typealias Window = Lifecycle.WindowReading

    @Test("a notification the engine ignores changes nothing: another app's, one with no frame")
    func ignored() {
        var lifecycle = Lifecycle()
        Base.take([.editingBegan(field: "name"), Base.login("name")], into: &lifecycle)
        #expect(lifecycle.handle(Base.keyboard(.willShow, isLocal: false)) == [])
        #expect(lifecycle.handle(Base.keyboard(.willChangeFrame, to: nil)) == [])
        #expect(!lifecycle.keyboardIsUp)
        // Another app's keyboard going down is a hide all the same (spec §2).
        Base.take([Base.keyboard(.willShow)], into: &lifecycle)
        #expect(
            lifecycle.handle(Base.keyboard(.willHide, isLocal: false)) == [.forgetKeyboardNotice])
    }

    @Test("a window with no screen to measure against takes no show")
    func unmeasuredWindow() {
        var lifecycle = Lifecycle()
        Base.take([.editingBegan(field: "name"), Base.login("name")], into: &lifecycle)
        let unmeasured = Window(layout: nil, isKeyWindow: true, scene: .foregroundActive)
        #expect(lifecycle.handle(Base.keyboard(.willShow, window: unmeasured)) == [])
        #expect(!lifecycle.keyboardIsUp)
    }

    @Test(
        "a Will… notification that leaves the keyboard up is kept for a component made late; a Did… one is not"
    )
    func keptNotice() {
        var lifecycle = Lifecycle()
        Base.take([.editingBegan(field: "name"), Base.login("name")], into: &lifecycle)
        for name in [KeyboardEvent.Name.willShow, .willChangeFrame] {
            #expect(
                Base.take([Base.keyboard(name)], into: &lifecycle)
                    == [.keepKeyboardNotice, .measureNextTurn])
        }
        for name in [KeyboardEvent.Name.didShow, .didChangeFrame] {
            #expect(Base.take([Base.keyboard(name)], into: &lifecycle) == [.measureNextTurn])
        }
        #expect(lifecycle.keepsKeyboardNotice)
        // A floating keyboard is up too: the field is measured again, as for a docked one.
        let floating = CGRect(x: 100, y: 300, width: 320, height: 250)
        #expect(
            Base.take([Base.keyboard(.willChangeFrame, to: floating)], into: &lifecycle)
                == [.keepKeyboardNotice, .measureNextTurn])
    }

    @Test(
        "editing that begins with no keyboard up records the app's insets; with one up, it does not"
    )
    func recordsInsets() {
        var lifecycle = Lifecycle()
        #expect(
            lifecycle.handle(.editingBegan(field: "name"))
                == [.recordAppInsets, .measureNow, .measureNextTurn])
        Base.take([Base.login("name"), Base.keyboard(.willShow)], into: &lifecycle)
        #expect(
            Base.take([.editingBegan(field: "email")], into: &lifecycle)
                == [.measureNow, .measureNextTurn])
    }

    @Test(
        "willHide forgets the kept notice; didHide gives back the component and drops the recorded insets"
    )
    func hideForgets() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "email"), Base.form("email"), Base.keyboard(.willShow)],
            into: &lifecycle)
        #expect(
            Base.take([.editingEnded(field: "email"), Base.hiding], into: &lifecycle)
                == [.forgetKeyboardNotice])
        #expect(
            Base.take([Base.hid], into: &lifecycle) == [
                .release(.scroll(scrollView: "formScroll")), .detachHelpers, .forgetAppInsets,
            ])
        #expect(!lifecycle.keepsKeyboardNotice && !lifecycle.hasAppInsets)
        // A second didHide has nothing to give back or drop.
        #expect(lifecycle.handle(Base.hid) == [])
    }

    @Test(
        "a keyboard moved off the screen (the end of a drag away) is a hide without its name")
    func movedOffScreen() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.keyboard(.willShow)],
            into: &lifecycle)
        #expect(
            Base.take([Base.keyboard(.willChangeFrame, to: Base.offScreen)], into: &lifecycle)
                == [.forgetKeyboardNotice])
        #expect(!lifecycle.keyboardIsUp)
        // Its didChangeFrame, and then UIKit's didHide, close it as a named hide would.
        #expect(
            Base.take([Base.keyboard(.didChangeFrame, to: Base.offScreen)], into: &lifecycle)
                == [])
        #expect(
            Base.take([Base.hid], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetAppInsets])
    }

    @Test(
        "a hide overtaken by a show keeps the show's notice and the insets recorded before it"
    )
    func overtakenHideKeeps() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.keyboard(.willShow)],
            into: &lifecycle)
        Base.take(
            [
                .editingEnded(field: "name"), Base.hiding, .editingBegan(field: "email"),
                Base.keyboard(.willShow), Base.form("email"),
            ], into: &lifecycle)
        // The first hide's didHide: nothing given back, nothing forgotten.
        #expect(Base.take([Base.hid], into: &lifecycle) == [])
        #expect(lifecycle.keepsKeyboardNotice && lifecycle.hasAppInsets)
    }

    @Test(
        "a keyboard up with no field known: the key window of a scene in the foreground adopts its first responder"
    )
    func adoptsFirstResponder() {
        var lifecycle = Lifecycle()
        // The window got the keyboard back with its field still first responder.
        #expect(
            Base.take([Base.keyboard(.willShow)], into: &lifecycle)
                == [.keepKeyboardNotice, .adoptFirstResponder])
        // The layer found one: it began editing, with the keyboard up (no insets recorded).
        #expect(
            Base.take([.editingBegan(field: "name")], into: &lifecycle)
                == [.measureNow, .measureNextTurn])
        #expect(
            lifecycle.handle(Base.login("name")) == [
                .attachHelpers(screen: "login"),
                .start(.shift(view: "login"), handingOverKeyboard: true),
            ])
        // With the field known, nothing more is adopted.
        #expect(Base.take([Base.shown], into: &lifecycle) == [.measureNextTurn])
    }

    @Test(
        "only the key window of a scene on screen adopts",
        arguments: [
            (
                Window(
                    layout: Base.window.layout, isKeyWindow: true, scene: .foregroundActive),
                true
            ),
            // Coming back from the background: its keyboard shows before it is active.
            (
                Window(
                    layout: Base.window.layout, isKeyWindow: true, scene: .foregroundInactive),
                true
            ),
            // Another window of the scene (an overlay's): the key one's first responder types.
            (
                Window(
                    layout: Base.window.layout, isKeyWindow: false, scene: .foregroundActive),
                false
            ),
            (Window(layout: Base.window.layout, isKeyWindow: true, scene: .background), false),
            (Window(layout: Base.window.layout, isKeyWindow: true, scene: .unattached), false),
            (
                Window(
                    layout: Base.window.layout, isKeyWindow: true, scene: .other(rawValue: 9)),
                false
            ),
            // A window in no scene (a test without a host app): the app's key window adopts.
            (Window(layout: Base.window.layout, isKeyWindow: true, scene: nil), true),
            (Window(layout: Base.window.layout, isKeyWindow: false, scene: nil), false),
        ] as [(Window, Bool)])
    func adoptionByWindow(window: Window, adopts: Bool) {
        var lifecycle = Lifecycle()
        #expect(lifecycle.adoptsFirstResponder(in: window) == adopts)
        let actions = lifecycle.handle(Base.keyboard(.didShow, window: window))
        #expect(actions.contains(.adoptFirstResponder) == adopts)
        // Made while a field is edited: the same rule.
        var started = Lifecycle()
        #expect(started.handle(.started(window: window)) == (adopts ? [.adoptFirstResponder] : []))
    }

    @Test(
        "two scenes side by side, both key windows of active scenes: only the window whose field began editing last moves"
    )
    func twoScenes() {
        // Each window has its own object and hears every notification: editing anywhere, and
        // every keyboard notification as local.
        var left = Lifecycle()
        var right = Lifecycle()
        func both(left leftEvent: Lifecycle.Event, right rightEvent: Lifecycle.Event)
            -> (left: [Lifecycle.Action], right: [Lifecycle.Action])
        {
            let actions = (left.handle(leftEvent), right.handle(rightEvent))
            #expect(left.checkInvariants() == [] && right.checkInvariants() == [])
            return actions
        }
        func keyboard(_ name: KeyboardEvent.Name) -> (
            left: [Lifecycle.Action], right: [Lifecycle.Action]
        ) {
            both(left: Base.keyboard(name), right: Base.keyboard(name))
        }
        // The user taps Password on the right: it shifts; the left has nothing to do.
        _ = both(
            left: .editingBeganElsewhere(field: "rightPassword", isInAWindow: true),
            right: .editingBegan(field: "rightPassword"))
        _ = right.handle(Base.login("rightPassword"))
        let firstShow = keyboard(.willShow)
        #expect(!firstShow.left.contains(.adoptFirstResponder))
        #expect(right.active == .shift(view: "login"))
        // Then Email on the left. The right's Password stays first responder in its window, and
        // that window stays its scene's key window: the keyboard is the left's all the same.
        let switched = both(
            left: .editingBegan(field: "leftEmail"),
            right: .editingBeganElsewhere(field: "leftEmail", isInAWindow: true))
        #expect(switched.right == [.retire(.shift(view: "login")), .detachHelpers])
        _ = left.handle(Base.login("leftEmail"))
        let secondShow = keyboard(.willChangeFrame)
        #expect(secondShow.left == [.keepKeyboardNotice, .measureNextTurn])
        // Before the fix the right window, key in its scene, adopted its first responder here
        // and shifted too.
        #expect(secondShow.right == [.keepKeyboardNotice])
        #expect(left.active == .shift(view: "login") && right.active == nil)
        // Email ends editing and the keyboard goes down: the right gets it back when it shows
        // again for its Password, still first responder there with no begin-editing notification.
        _ = both(left: .editingEnded(field: "leftEmail"), right: .editingEnded(field: "leftEmail"))
        _ = keyboard(.willHide)
        _ = keyboard(.didHide)
        let back = keyboard(.willShow)
        #expect(back.right == [.keepKeyboardNotice, .adoptFirstResponder])
        // The left adopts too, but its window has no first responder left: the layer finds none.
        #expect(back.left == [.keepKeyboardNotice, .adoptFirstResponder])
    }

    @Test(
        "a field of another window that ends editing gives the keyboard back to no one in particular"
    )
    func takenByEnds() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBeganElsewhere(field: "other", isInAWindow: true)], into: &lifecycle)
        #expect(lifecycle.keyboardTakenBy == "other")
        // Another field's end says nothing of the keyboard.
        Base.take([.editingEnded(field: "third")], into: &lifecycle)
        #expect(lifecycle.keyboardTakenBy == "other")
        Base.take([.editingEnded(field: "other")], into: &lifecycle)
        #expect(lifecycle.keyboardTakenBy == nil)
        // Editing that begins here takes it back as well.
        Base.take(
            [.editingBeganElsewhere(field: "other", isInAWindow: true), .editingBegan(field: "f")],
            into: &lifecycle)
        #expect(lifecycle.keyboardTakenBy == nil)
    }

    @Test("a field in no window that begins editing changes nothing here")
    func fieldInNoWindow() {
        var lifecycle = Lifecycle()
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.keyboard(.willShow)],
            into: &lifecycle)
        #expect(lifecycle.handle(.editingBeganElsewhere(field: "gone", isInAWindow: false)) == [])
        #expect(lifecycle.field == "name" && lifecycle.keyboardTakenBy == nil)
        #expect(lifecycle.active == .shift(view: "login"))
    }

    @Test(
        "a scene's activation state is read from UIKit's raw values, an unknown one kept",
        arguments: [
            (-1, SceneActivationState.unattached), (0, .foregroundActive),
            (1, .foregroundInactive), (2, .background), (7, .other(rawValue: 7)),
        ] as [(Int, SceneActivationState)])
    func activationStates(rawValue: Int, state: SceneActivationState) {
        #expect(SceneActivationState(rawValue: rawValue) == state)
        #expect(state.isInForeground == (rawValue == 0 || rawValue == 1))
    }
}
