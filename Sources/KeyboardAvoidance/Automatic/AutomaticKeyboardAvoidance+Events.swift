#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Observing: editing and the keyboard are turned into the lifecycle's events; what the
    /// lifecycle returns is done in `+Components`.
    extension AutomaticKeyboardAvoidance {
        typealias Lifecycle = AutomaticAvoidanceLifecycle

        func startObserving(_ window: UIWindow) {
            editingObserver = EditingObserver(
                notificationCenter: notificationCenter,
                contains: { [weak window] field in window != nil && field.window === window },
                onChange: { [weak self] change in self?.editingChanged(change) })
            let observer = KeyboardObserver(view: window, notificationCenter: notificationCenter)
            keyboardObservation = observer.observeNotifications { [weak self] notice, _ in
                self?.keyboardChanged(notice)
            }
            keyboardObserver = observer
            // Made while a field is already edited: no begin-editing notification will say so.
            perform(lifecycle.handle(.started(window: reading(of: window, layout: nil))))
        }

        private func editingChanged(_ change: EditingObserver.Change) {
            switch change {
            case .began(let field, true):
                began(field)
            case .began(let field, false):
                // Every window hears of every field: the lifecycle knows the keyboard went there.
                perform(
                    lifecycle.handle(
                        .editingBeganElsewhere(
                            field: ObjectIdentifier(field), isInAWindow: field.window != nil)))
            case .ended(let field):
                perform(lifecycle.handle(.editingEnded(field: ObjectIdentifier(field))))
            case .textChanged:
                break
            }
        }

        /// A field began editing: measured at once (a text field's show comes after) and on the
        /// next turn (a text view's came before; a move between fields posts none).
        func began(_ field: UIView) {
            self.field = field
            perform(lifecycle.handle(.editingBegan(field: ObjectIdentifier(field))))
        }

        /// A keyboard notification about the window's screen, handed to the lifecycle.
        private func keyboardChanged(_ notice: KeyboardNotice) {
            guard let window else { return }
            let layout = ViewMeasurement.screen(for: window, announced: notice.screen).flatMap {
                ViewMeasurement.layout(of: window, screen: $0, safeArea: .zero)
            }
            let reading = reading(of: window, layout: layout)
            perform(lifecycle.handle(.keyboard(notice.event, window: reading)), notice: notice)
        }

        /// The window as the lifecycle reads it: layout, whether it is its scene's key window,
        /// and the scene's activation state.
        private func reading(of window: UIWindow, layout: AvoidanceLayout?)
            -> Lifecycle.WindowReading
        {
            let scene = window.windowScene
            return Lifecycle.WindowReading(
                layout: layout, isKeyWindow: window.isKeyWindow,
                scene: scene.map { SceneActivationState(rawValue: $0.activationState.rawValue) })
        }

        /// Takes the window's first responder as having begun editing (`adoptFirstResponder`).
        func adoptFirstResponder() {
            guard let window, let field = ViewMeasurement.textInputBeingEdited(in: window) else {
                return
            }
            began(field)
        }

        /// Measures the field being edited on the main queue's next turn, once.
        func scheduleMeasure() {
            guard !measureScheduled else { return }
            measureScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.measureScheduled = false
                self?.measure()
            }
        }

        /// Measures the edited field's ancestry and hands it to the lifecycle.
        func measure() {
            guard let window, let field, field.window === window,
                lifecycle.field == ObjectIdentifier(field)
            else { return }
            let measurement = measurement(
                of: window, margin: CarriedAvoidance.margin(of: field) ?? margin,
                keyboard: keyboardFrame(in: window),
                insets: { [weak self] scrollView in self?.insets(of: scrollView) })
            let (ancestry, views) = measurement.ancestry(of: field)
            measuredViews = Dictionary(
                views.map { (ObjectIdentifier($0), WeakView($0)) }, uniquingKeysWith: { a, _ in a })
            perform(
                lifecycle.handle(
                    .measured(
                        field: ObjectIdentifier(field), ancestry: ancestry,
                        views: views.map(ObjectIdentifier.init))))
        }

        /// The measurement of a field's ancestry in `window` with the app's settings.
        func measurement(
            of window: UIWindow, margin: CGFloat, keyboard: (frame: CGRect, screen: UIScreen)?,
            insets: @escaping (UIScrollView) -> (app: CGFloat, own: CGFloat)?
        ) -> AncestryMeasurement {
            AncestryMeasurement(
                window: window, excludedClasses: excludedViewControllerClasses,
                includedClasses: includedViewControllerClasses,
                excludedViews: excluded.compactMap(\.view), margin: margin,
                floating: floatingKeyboard, keyboard: keyboard, insets: insets)
        }

        /// The keyboard's frame in screen coordinates and its screen, as the last show left it
        /// (the lifecycle drops its notice as the keyboard goes down).
        private func keyboardFrame(in window: UIWindow) -> (frame: CGRect, screen: UIScreen)? {
            guard let notice = lastShowNotice, let frame = notice.event.resultingFrame,
                let screen = ViewMeasurement.screen(for: window, announced: notice.screen)
            else { return nil }
            return (frame, screen)
        }

        /// Records each scroll view's bottom inset above a field while no keyboard is up, to tell
        /// UIKit's own keyboard inset after a show.
        func recordAppInsets(above field: UIView) {
            appInsets = appInsets.filter { $0.value.view.view != nil }
            for case let scrollView as UIScrollView in sequence(first: field, next: \.superview) {
                appInsets[ObjectIdentifier(scrollView)] = (
                    WeakView(scrollView), scrollView.contentInset.bottom
                )
            }
        }

        /// A scroll view's bottom inset before the keyboard (the app's) and the library's own
        /// part of it now; `nil` when it was not recorded before a show.
        private func insets(of scrollView: UIScrollView) -> (app: CGFloat, own: CGFloat)? {
            guard let recorded = appInsets[ObjectIdentifier(scrollView)],
                recorded.view.view === scrollView
            else { return nil }
            let id = ObjectIdentifier(scrollView)
            let own = [Lifecycle.Component.scroll(scrollView: id), .revealOnly(scrollView: id)]
                .compactMap { components[$0] as? ScrollViewKeyboardAvoidance }
                .reduce(0) { $0 + $1.ownContentInsetBottom }
            return (recorded.bottom, own)
        }
    }
#endif
