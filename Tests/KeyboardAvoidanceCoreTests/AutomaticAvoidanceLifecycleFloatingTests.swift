import Foundation
import KeyboardAvoidanceCore
import Testing

/// The app-wide avoidance's `floatingKeyboard` (issue 30): the lifecycle reads a hide as the
/// components it makes read it (`KeyboardEvent.resultingFrame(floating:screen:)`). Ancestries and
/// the window as in ``AutomaticAvoidanceLifecycleTests``.
@Suite("The app-wide avoidance's life: a floating keyboard avoided or not")
struct AutomaticAvoidanceLifecycleFloatingTests {
    typealias Base = AutomaticAvoidanceLifecycleTests
    typealias Lifecycle = Base.Lifecycle

    /// An iPad-like floating keyboard on the iPhone's screen, in screen coordinates.
    static let floating = CGRect(x: 35, y: 300, width: 320, height: 250)

    /// A hide whose end frame is `frame`: iOS's `WillHide` and `DidHide` as a docked keyboard
    /// undocks or splits carry the new, floating frame.
    static func hide(_ name: KeyboardEvent.Name, to frame: CGRect) -> Lifecycle.Event {
        .keyboard(KeyboardEvent(name: name, endFrame: frame), window: Base.window)
    }

    /// A login screen edited with the docked keyboard up.
    static func editing(_ lifecycle: inout Lifecycle) {
        Base.take(
            [.editingBegan(field: "name"), Base.login("name"), Base.keyboard(.willShow)],
            into: &lifecycle)
    }

    @Test("by default a floating keyboard is ignored: an undocking's hide gives everything back")
    func ignoredByDefault() {
        var lifecycle = Lifecycle()
        #expect(lifecycle.floatingKeyboard == .ignore)
        Self.editing(&lifecycle)
        #expect(
            Base.take([Self.hide(.willHide, to: Self.floating)], into: &lifecycle)
                == [.forgetKeyboardNotice])
        #expect(!lifecycle.keyboardIsUp)
        #expect(
            Base.take([Self.hide(.didHide, to: Self.floating)], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetAppInsets])
    }

    @Test(
        "avoided: an undocking's WillHide and DidHide leave the keyboard up and give nothing back")
    func avoidedUndocking() {
        var lifecycle = Lifecycle(floatingKeyboard: .avoid)
        Self.editing(&lifecycle)
        // The WillHide carries the animation a component made late moves in: kept.
        #expect(
            Base.take([Self.hide(.willHide, to: Self.floating)], into: &lifecycle)
                == [.keepKeyboardNotice, .measureNextTurn])
        #expect(lifecycle.keyboardIsUp)
        #expect(
            Base.take([Self.hide(.didHide, to: Self.floating)], into: &lifecycle)
                == [.measureNextTurn])
        #expect(lifecycle.active == .shift(view: "login"))
        // The floating keyboard dismissed with a real hide: given back as always.
        #expect(Base.take([Base.hiding], into: &lifecycle) == [.forgetKeyboardNotice])
        #expect(
            Base.take([Base.hid], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetAppInsets])
    }

    @Test(
        "avoided: a hide whose end frame is docked (an input accessory) or below the screen is a hide"
    )
    func avoidedRealHides() {
        let accessory = CGRect(x: 0, y: 800, width: 390, height: 44)
        for frame in [accessory, Base.offScreen] {
            var lifecycle = Lifecycle(floatingKeyboard: .avoid)
            Self.editing(&lifecycle)
            #expect(
                Base.take([Self.hide(.willHide, to: frame)], into: &lifecycle)
                    == [.forgetKeyboardNotice])
            #expect(!lifecycle.keyboardIsUp)
        }
        // Another app's keyboard going down is a hide all the same (spec §2).
        var lifecycle = Lifecycle(floatingKeyboard: .avoid)
        Self.editing(&lifecycle)
        let otherApp = Lifecycle.Event.keyboard(
            KeyboardEvent(name: .willHide, endFrame: Self.floating, isLocal: false),
            window: Base.window)
        #expect(Base.take([otherApp], into: &lifecycle) == [.forgetKeyboardNotice])
    }

    @Test("a window with no screen to measure against reads every hide as a hide")
    func unmeasuredWindowHides() {
        var lifecycle = Lifecycle(floatingKeyboard: .avoid)
        Self.editing(&lifecycle)
        let unmeasured = Lifecycle.WindowReading(
            layout: nil, isKeyWindow: true, scene: .foregroundActive)
        let hide = Lifecycle.Event.keyboard(
            KeyboardEvent(name: .willHide, endFrame: Self.floating), window: unmeasured)
        #expect(Base.take([hide], into: &lifecycle) == [.forgetKeyboardNotice])
    }

    @Test("the setting changed: kept for the next hide, nothing done")
    func settingChanged() {
        var lifecycle = Lifecycle()
        Self.editing(&lifecycle)
        #expect(lifecycle.handle(.floatingKeyboardChanged(.avoid)) == [])
        #expect(lifecycle.floatingKeyboard == .avoid)
        #expect(
            Base.take([Self.hide(.willHide, to: Self.floating)], into: &lifecycle)
                == [.keepKeyboardNotice, .measureNextTurn])
        #expect(lifecycle.handle(.floatingKeyboardChanged(.ignore)) == [])
        #expect(
            Base.take([Self.hide(.didHide, to: Self.floating)], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetKeyboardNotice, .forgetAppInsets])
    }
}
