#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Doing what the lifecycle returns: the components it names are the ones an app makes
    /// itself, and the screen's helpers are a ``FieldNavigator`` and a ``TapToDismissKeyboard``.
    extension AutomaticKeyboardAvoidance {
        /// Does `actions`, in order; `notice`: the keyboard notification they were returned for.
        func perform(_ actions: [Lifecycle.Action], notice: KeyboardNotice? = nil) {
            for action in actions {
                switch action {
                case .measureNow:
                    measure()
                case .measureNextTurn:
                    scheduleMeasure()
                case .start(let component, let handingOverKeyboard):
                    start(component, handingOverKeyboard: handingOverKeyboard)
                case .resume(let component):
                    components[component]?.isEnabled = true
                case .retire(let component):
                    // Back to rest in the keyboard's last animation; kept until the keyboard hides,
                    // so that its views never jump.
                    components[component]?.isEnabled = false
                case .release(let component):
                    let made = components.removeValue(forKey: component)
                    // Its probe leaves the window as it goes: not a screen leaving.
                    made?.coordinator?.windowDidChange = nil
                    made?.invalidate()
                case .attachHelpers(let screen):
                    helperScreen = measuredViews[screen]?.view
                    updateHelpers()
                case .detachHelpers:
                    helperScreen = nil
                    updateHelpers()
                case .recordAppInsets:
                    if let field { recordAppInsets(above: field) }
                case .forgetAppInsets:
                    appInsets = [:]
                case .keepKeyboardNotice:
                    lastShowNotice = notice
                case .forgetKeyboardNotice:
                    lastShowNotice = nil
                case .adoptFirstResponder:
                    adoptFirstResponder()
                }
            }
        }

        /// Makes the component the lifecycle names, on the view the last measurement found.
        private func start(_ component: Lifecycle.Component, handingOverKeyboard: Bool) {
            guard let view = measuredViews[component.view]?.view else { return }
            let made: KeyboardAvoidanceComponent
            switch component {
            case .shift:
                made = KeepViewAboveKeyboard(view: view, notificationCenter: notificationCenter)
            case .scroll, .revealOnly:
                guard let scrollView = view as? UIScrollView else { return }
                let insets: Bool
                if case .scroll = component { insets = true } else { insets = false }
                made = ScrollViewKeyboardAvoidance(
                    scrollView: scrollView, notificationCenter: notificationCenter,
                    insetsContent: insets)
            }
            made.margin = margin
            made.floatingKeyboard = floatingKeyboard
            // Its hidden probe must not read as "handled already" when this object measures.
            made.coordinator?.marksContainerAsAvoided = false
            made.coordinator?.windowDidChange = { [weak self] in self?.viewsChangedWindow() }
            components[component] = made
            // Made after the keyboard's show (a text view's show comes first; a move to another
            // screen posts none): handed the show it missed, it moves in the keyboard's animation.
            if handingOverKeyboard, let notice = lastShowNotice {
                made.coordinator?.takeMissedKeyboardNotice(notice)
            }
        }

        /// A component's view entered or left a window: one that left (its screen was pushed
        /// away while its field was edited) is given back at once, unseen.
        func viewsChangedWindow() {
            guard let window else { return }
            var left: [ObjectIdentifier] = []
            for (component, made) in components {
                let view = made.coordinator?.containerView
                if view?.window !== window { left.append(component.view) }
            }
            if let screen = helperScreen, screen.window !== window {
                left.append(ObjectIdentifier(screen))
            }
            for view in Set(left) { perform(lifecycle.handle(.viewLeftWindow(view))) }
        }

        /// Whether editing `field` keeps the helpers on their screen (`keepsHelpers(for:views:)`).
        private func keepsHelpers(_ field: UIView) -> Bool {
            guard let window, field.window === window else { return false }
            // The keyboard's frame and the insets only choose between avoiding ways, never
            // whether a field is avoided: not measured here.
            let measurement = measurement(
                of: window, margin: margin, keyboard: nil, insets: { _ in nil })
            let (ancestry, views) = measurement.ancestry(of: field)
            return lifecycle.keepsHelpers(for: ancestry, views: views.map(ObjectIdentifier.init))
        }

        /// Puts the navigator and tap to dismiss on the helpers' screen as the options ask, and
        /// takes away those of another screen or of an option turned off.
        func updateHelpers() {
            let screen = helperScreen
            if let navigator, !showsToolbar || navigator.container !== screen {
                navigator.invalidate()
                self.navigator = nil
            }
            if let tapToDismiss, !dismissesKeyboardOnTapOutside || tapToDismiss.container !== screen
            {
                tapToDismiss.invalidate()
                self.tapToDismiss = nil
            }
            guard let screen else { return }
            if showsToolbar, navigator == nil {
                // Set up before its first update: the first field gets what the setup asks for.
                navigator = FieldNavigator(
                    container: screen, notificationCenter: notificationCenter,
                    admitting: { [weak self] field in self?.keepsHelpers(field) ?? false },
                    setUp: fieldNavigatorSetup)
            }
            if dismissesKeyboardOnTapOutside, tapToDismiss == nil {
                tapToDismiss = TapToDismissKeyboard(container: screen)
            }
        }
    }
#endif
