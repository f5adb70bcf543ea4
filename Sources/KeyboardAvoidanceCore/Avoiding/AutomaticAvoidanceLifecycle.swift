import Foundation

/// The life of an app-wide avoidance in one window: which field is edited there, which component
/// keeps it above the keyboard, and when a component is made, kept, turned off or given back. The
/// UIKit layer's `AutomaticKeyboardAvoidance` reports ``Event``s and does the ``Action``s returned,
/// in order (one component is turned off before the next is made and reads the app's insets).
///
/// Editing is measured at once and again on the next turn (a text view's show can come first). A
/// new component replaces the old, which returns to rest in the keyboard's animation and is given
/// back when the keyboard has hidden, unless a show overtook the hide. A window adopts a first
/// responder it was not told of only while key, in the foreground and not overtaken by another
/// window's editing: with two scenes side by side both windows are key.
package struct AutomaticAvoidanceLifecycle: Sendable, Equatable {
    /// A view, as the UIKit layer names it: `ObjectIdentifier(view)`.
    package typealias ID = ObjectIdentifier
    /// A component on a view, as an ``AvoidanceChoice`` names it.
    package enum Component: Sendable, Hashable {
        /// A scroll view UIKit insets for the keyboard: only reveal the field in it.
        case revealOnly(scrollView: ID)
        /// Inset a scroll view and reveal the field in it.
        case scroll(scrollView: ID)
        /// Move a view up just enough.
        case shift(view: ID)

        /// The view the component works on.
        package var view: ID {
            switch self {
            case .revealOnly(let view), .scroll(let view), .shift(let view): view
            }
        }

        /// The component a choice names, its index read in `views` (the ancestry's views' ids);
        /// `nil` for a field left alone or an index out of `views`.
        package init?(_ choice: AvoidanceChoice, views: [ID]) {
            switch choice {
            case .leave: return nil
            case .revealOnly(let index):
                guard views.indices.contains(index) else { return nil }
                self = .revealOnly(scrollView: views[index])
            case .scroll(let index):
                guard views.indices.contains(index) else { return nil }
                self = .scroll(scrollView: views[index])
            case .shift(let index):
                guard views.indices.contains(index) else { return nil }
                self = .shift(view: views[index])
            }
        }
    }

    /// What the layer measures of its window when a keyboard notification comes.
    package struct WindowReading: Sendable, Equatable {
        /// The window's layout against the notification's screen; `nil` when it has no screen, and
        /// then the notification changes nothing.
        package var layout: AvoidanceLayout?
        /// `UIWindow.isKeyWindow`: whether the window is its scene's key window (iOS 15 SDK and
        /// later).
        package var isKeyWindow: Bool
        /// Its scene's activation state; `nil` for a window in no scene (a test without a host
        /// app).
        package var scene: SceneActivationState?

        package init(layout: AvoidanceLayout?, isKeyWindow: Bool, scene: SceneActivationState?) {
            self.layout = layout
            self.isKeyWindow = isKeyWindow
            self.scene = scene
        }
    }

    /// What the layer observes and measures.
    package enum Event: Sendable, Equatable {
        /// The layer started observing its window: a field already edited there posts no
        /// notification.
        case started(window: WindowReading)
        /// A text field or text view in this window began editing (or was found being edited).
        case editingBegan(field: ID)
        /// A text field or text view ended editing, in this window or another.
        case editingEnded(field: ID)
        /// A field outside this window began editing: in another window (`isInAWindow`) it takes
        /// the keyboard there; in none, it changes nothing.
        case editingBeganElsewhere(field: ID, isInAWindow: Bool)
        /// The ancestry of `field` as measured, with its views' ids (`views[i]` is
        /// `ancestry.views[i]`'s).
        case measured(field: ID, ancestry: FieldAncestry, views: [ID])
        /// A keyboard notification about the window's screen, as the engine read it, with the
        /// window.
        case keyboard(KeyboardEvent, window: WindowReading)
        /// A component's view left the window.
        case viewLeftWindow(ID)
        /// The app turned the avoidance on or off.
        case enabledChanged(Bool)
        /// The app changed whether floating keyboards are avoided.
        case floatingKeyboardChanged(FloatingKeyboardPolicy)
        /// The object goes away: everything is given back.
        case invalidated
    }

    /// What the layer does, in order.
    package enum Action: Sendable, Equatable {
        /// Measure the field being edited now.
        case measureNow
        /// Measure the field being edited on the main queue's next turn (once, however many ask).
        case measureNextTurn
        /// Make the component; with `handingOverKeyboard`, hand it the keyboard's last
        /// notification.
        case start(Component, handingOverKeyboard: Bool)
        /// Turn on again a component turned off in this keyboard session.
        case resume(Component)
        /// Turn the component off: its views go back to rest in the keyboard's animation; keep it.
        case retire(Component)
        /// Give the component back (invalidate it) and forget it.
        case release(Component)
        /// Put the field navigator and tap to dismiss (as the options ask) on this screen.
        case attachHelpers(screen: ID)
        /// Take the screen's helpers away.
        case detachHelpers
        /// Record the bottom content inset of each scroll view above the field that began editing
        /// with no keyboard up: the app's, against which UIKit's own keyboard inset is measured
        /// after a show.
        case recordAppInsets
        /// Drop the insets recorded: the keyboard has hidden.
        case forgetAppInsets
        /// Keep the notification just handled: its animation is handed to a component made late.
        case keepKeyboardNotice
        /// Drop the notification kept: the keyboard went down.
        case forgetKeyboardNotice
        /// Look for the first responder in the window; if there is one, it began editing.
        case adoptFirstResponder
    }

    /// The field being edited in this window, if any.
    package private(set) var field: ID?
    /// The screen the helpers are on.
    package private(set) var screen: ID?
    /// The component keeping the field above the keyboard.
    package private(set) var active: Component?
    /// Components turned off in this keyboard session, kept until the keyboard hides.
    package private(set) var retired: [Component] = []
    /// Whether a keyboard is up, as the last notification left it.
    package private(set) var keyboardIsUp = false
    /// Whether a hide began (`keyboardHiding`) and its `didHide` has not come yet.
    private var hideBegan = false
    /// Whether the app wants the keyboard avoided.
    package private(set) var isEnabled: Bool
    /// Whether the components made avoid a floating keyboard: how a floating hide is read.
    package private(set) var floatingKeyboard: FloatingKeyboardPolicy
    /// The field of another window that began editing after this window's last one, while edited:
    /// the keyboard is that window's.
    package private(set) var keyboardTakenBy: ID?
    /// Whether the layer keeps a keyboard notification to hand a component made late.
    package private(set) var keepsKeyboardNotice = false
    /// Whether the layer keeps scroll views' insets recorded before a show.
    package private(set) var hasAppInsets = false
    /// The last choice measured for the field being edited.
    package private(set) var choice: AvoidanceChoice?
    /// Whether the object went away.
    package private(set) var isInvalidated = false

    package init(isEnabled: Bool = true, floatingKeyboard: FloatingKeyboardPolicy = .ignore) {
        self.isEnabled = isEnabled
        self.floatingKeyboard = floatingKeyboard
    }

    /// Takes one event and returns what to do, in order.
    package mutating func handle(_ event: Event) -> [Action] {
        guard !isInvalidated else { return [] }
        switch event {
        case .started(let window):
            return adoptsFirstResponder(in: window) ? [.adoptFirstResponder] : []
        case .editingBegan(let newField):
            field = newField
            choice = nil
            keyboardTakenBy = nil
            guard !keyboardIsUp else { return [.measureNow, .measureNextTurn] }
            hasAppInsets = true
            return [.recordAppInsets, .measureNow, .measureNextTurn]
        case .editingEnded(let ended):
            if field == ended { field = nil }
            if keyboardTakenBy == ended { keyboardTakenBy = nil }
            return []
        case .editingBeganElsewhere(let other, let isInAWindow):
            guard isInAWindow else { return [] }
            field = nil
            choice = nil
            keyboardTakenBy = other
            return retireActive() + moveHelpers(to: nil)
        case .measured(let measuredField, let ancestry, let views):
            guard measuredField == field, ancestry.views.count == views.count else { return [] }
            let newChoice = AvoidanceChoice(for: ancestry)
            choice = newChoice
            let newScreen =
                Self.keepsHelpers(newChoice, ancestry) ? ancestry.screen.map { views[$0] } : nil
            let wanted = isEnabled ? Component(newChoice, views: views) : nil
            return moveHelpers(to: newScreen) + activate(wanted)
        case .keyboard(let keyboard, let window):
            return keyboardChanged(keyboard, window: window)
        case .viewLeftWindow(let view):
            var actions: [Action] = []
            if let active, active.view == view {
                self.active = nil
                actions.append(.release(active))
            }
            for component in retired where component.view == view {
                actions.append(.release(component))
            }
            retired.removeAll { $0.view == view }
            if screen == view { actions += moveHelpers(to: nil) }
            return actions
        case .enabledChanged(let enabled):
            guard enabled != isEnabled else { return [] }
            isEnabled = enabled
            if !enabled { return retireActive() }
            return field == nil ? [] : [.measureNow]
        case .floatingKeyboardChanged(let policy):
            floatingKeyboard = policy
            return []
        case .invalidated:
            let actions = releaseAll() + moveHelpers(to: nil)
            field = nil
            choice = nil
            isInvalidated = true
            return actions
        }
    }

    /// Whether editing the field measured as `ancestry` would keep the screen's helpers where they
    /// are: its choice keeps them (``AvoidanceChoice/keepsHelpers``), it is not SwiftUI's and it is
    /// on the helpers' screen. The navigator moves only through such fields.
    package func keepsHelpers(for ancestry: FieldAncestry, views: [ID]) -> Bool {
        guard let screen, !isInvalidated, ancestry.views.count == views.count,
            Self.keepsHelpers(AvoidanceChoice(for: ancestry), ancestry),
            let index = ancestry.screen
        else { return false }
        return views[index] == screen
    }

    /// Whether a field whose choice is `choice` keeps the helpers: it does, and it is not
    /// SwiftUI's.
    private static func keepsHelpers(_ choice: AvoidanceChoice, _ ancestry: FieldAncestry) -> Bool {
        choice.keepsHelpers && !ancestry.isInSwiftUI
    }

    /// Whether a keyboard up now may be for the window's first responder that no notification
    /// named: no field here is edited, the window is key, its scene in the foreground, and no other
    /// window's field took the keyboard since (``keyboardTakenBy``).
    package func adoptsFirstResponder(in window: WindowReading) -> Bool {
        field == nil && keyboardTakenBy == nil && window.isKeyWindow
            && (window.scene?.isInForeground ?? true)
    }

    /// A keyboard notification: a hide, a hide without its name (moved off the window), or a
    /// keyboard left up.
    private mutating func keyboardChanged(_ keyboard: KeyboardEvent, window: WindowReading)
        -> [Action]
    {
        guard !keyboard.isIgnored else { return [] }
        // A floating hide where floating keyboards are avoided is an undocking: the keyboard stays
        // up.
        let frame = window.layout.flatMap {
            keyboard.resultingFrame(floating: floatingKeyboard, screen: $0.screen)
        }
        switch keyboard.name {
        case .willHide where frame == nil:
            return hiding()
        case .didHide where frame == nil:
            return hid()
        case .willShow, .didShow, .willChangeFrame, .didChangeFrame, .willHide, .didHide:
            guard let layout = window.layout else { return [] }
            let coverage = layout.coverage(ofKeyboard: frame, floating: .avoid)
            // Moved off the screen: a hide without its name (a drag away).
            guard coverage.state != .hidden else { return hiding() }
            keyboardIsUp = true
            var actions: [Action] = []
            if !keyboard.name.isDid {
                keepsKeyboardNotice = true
                actions.append(.keepKeyboardNotice)
            }
            if field != nil { actions.append(.measureNextTurn) }
            // After the show is taken: a component made for the adopted field is handed it.
            if adoptsFirstResponder(in: window) { actions.append(.adoptFirstResponder) }
            return actions
        }
    }

    /// The keyboard starts hiding: the components follow it back to rest by themselves.
    private mutating func hiding() -> [Action] {
        keyboardIsUp = false
        hideBegan = true
        return forgetKeyboardNotice()
    }

    /// The keyboard has hidden (`didHide`): everything is given back, unless a show came after
    /// the hide began.
    private mutating func hid() -> [Action] {
        defer { hideBegan = false }
        // The hide was overtaken by a show: the component made for it stays.
        if keyboardIsUp, hideBegan { return [] }
        keyboardIsUp = false
        var actions = releaseAll()
        if field == nil { actions += moveHelpers(to: nil) }
        return actions + forgetKeyboardNotice() + forgetAppInsets()
    }

    private mutating func forgetKeyboardNotice() -> [Action] {
        guard keepsKeyboardNotice else { return [] }
        keepsKeyboardNotice = false
        return [.forgetKeyboardNotice]
    }

    private mutating func forgetAppInsets() -> [Action] {
        guard hasAppInsets else { return [] }
        hasAppInsets = false
        return [.forgetAppInsets]
    }

    /// Makes `wanted` the active component: the current one turned off first.
    private mutating func activate(_ wanted: Component?) -> [Action] {
        guard wanted != active else { return [] }
        var actions = retireActive()
        guard let wanted else { return actions }
        if let index = retired.firstIndex(of: wanted) {
            retired.remove(at: index)
            actions.append(.resume(wanted))
        } else {
            actions.append(.start(wanted, handingOverKeyboard: keyboardIsUp))
        }
        active = wanted
        return actions
    }

    /// Turns the active component off, kept until the keyboard hides; given back at once while
    /// no keyboard is up (it is at rest).
    private mutating func retireActive() -> [Action] {
        guard let current = active else { return [] }
        active = nil
        guard keyboardIsUp else { return [.release(current)] }
        retired.append(current)
        return [.retire(current)]
    }

    private mutating func releaseAll() -> [Action] {
        let all = (active.map { [$0] } ?? []) + retired
        active = nil
        retired = []
        return all.map { .release($0) }
    }

    private mutating func moveHelpers(to newScreen: ID?) -> [Action] {
        guard newScreen != screen else { return [] }
        var actions: [Action] = []
        if screen != nil { actions.append(.detachHelpers) }
        if let newScreen { actions.append(.attachHelpers(screen: newScreen)) }
        screen = newScreen
        return actions
    }
}

#if KEYBOARD_AVOIDANCE_INVARIANTS
    extension AutomaticAvoidanceLifecycle {
        /// What must hold after every event; an empty list when it does.
        package func checkInvariants() -> [String] {
            var violations: [String] = []
            if let active, retired.contains(active) { violations.append("active is also retired") }
            if Set(retired).count != retired.count {
                violations.append("a component retired twice")
            }
            if !isEnabled, active != nil { violations.append("a component active while disabled") }
            if isInvalidated, active != nil || !retired.isEmpty || screen != nil || field != nil {
                violations.append("something kept after the invalidation")
            }
            if keepsKeyboardNotice, !keyboardIsUp {
                violations.append("a keyboard notice kept with no keyboard up")
            }
            if field != nil, keyboardTakenBy != nil {
                violations.append("a field edited here while another window has the keyboard")
            }
            return violations
        }
    }
#endif
