#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Observing: editing and the keyboard are turned into the lifecycle's events; what the
    /// lifecycle returns is done in `+Components`.
    extension AutomaticKeyboardAvoidance {
        typealias Lifecycle = AutomaticAvoidanceLifecycle<ObjectIdentifier>

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
            if let field = ViewMeasurement.textInputBeingEdited(in: window) {
                began(field)
            }
        }

        private func editingChanged(_ change: EditingObserver.Change) {
            switch change {
            case .began(let field, true):
                began(field)
            case .began(let field, false):
                // Only the window holding the first responder acts: with several scenes (Stage
                // Manager, an external display) every window hears of a "local" keyboard.
                guard field.window != nil, field.window !== window else { return }
                self.field = nil
                perform(lifecycle.handle(.editingBeganInAnotherWindow))
            case .ended(let field):
                perform(lifecycle.handle(.editingEnded(field: ObjectIdentifier(field))))
                if lifecycle.field == nil { self.field = nil }
            case .textChanged:
                break
            }
        }

        /// A field of this window began editing: measured at once (a text field's keyboard shows
        /// after this, so a component made now hears the show) and on the next turn (a text
        /// view's show came before; a move between fields posts none).
        func began(_ field: UIView) {
            self.field = field
            if !lifecycle.keyboardIsUp { recordAppInsets(above: field) }
            perform(lifecycle.handle(.editingBegan(field: ObjectIdentifier(field))))
        }

        private func keyboardChanged(_ notice: KeyboardNotice) {
            let event = notice.event
            guard !event.isIgnored, let window else { return }
            switch event.name {
            case .willHide:
                lastShowNotice = nil
                perform(lifecycle.handle(.keyboardHiding))
            case .didHide:
                perform(lifecycle.handle(.keyboardHid))
                // A didHide overtaken by a show leaves the keyboard up (the core ignores it): the
                // show's notice and the insets recorded before it stay.
                guard !lifecycle.keyboardIsUp else { return }
                lastShowNotice = nil
                appInsets = [:]
            case .willShow, .didShow, .willChangeFrame, .didChangeFrame:
                guard let screen = ViewMeasurement.screen(for: window, announced: notice.screen),
                    let layout = ViewMeasurement.layout(
                        of: window, screen: screen, safeArea: .zero)
                else { return }
                let coverage = layout.coverage(ofKeyboard: event.resultingFrame, floating: .avoid)
                guard coverage.state != .hidden else {
                    // Moved off the screen: a hide without its name (the end of a drag away).
                    lastShowNotice = nil
                    perform(lifecycle.handle(.keyboardHiding))
                    return
                }
                // A `Will…` notification carries the animation a late component moves in.
                if !event.name.isDid { lastShowNotice = notice }
                perform(lifecycle.handle(.keyboardShown))
                // After the show is taken: a component made for the field now is handed it (one
                // made while the notification is posted would not hear it).
                adoptKeyWindowsField(window)
            }
        }

        /// A keyboard shows while no field is known to be edited here: the window became key
        /// again with its field still first responder (another scene had the keyboard). The key
        /// window holding a first responder is the one the keyboard is for.
        private func adoptKeyWindowsField(_ window: UIWindow) {
            guard lifecycle.field == nil, window.isKeyWindow,
                let field = ViewMeasurement.textInputBeingEdited(in: window)
            else { return }
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

        /// Measures the ancestry of the field being edited and hands it to the lifecycle.
        func measure() {
            guard let window, let field, field.window === window,
                lifecycle.field == ObjectIdentifier(field)
            else { return }
            let measurement = AncestryMeasurement(
                window: window, excludedClasses: excludedViewControllerClasses,
                excludedViews: excluded.compactMap(\.view), margin: margin,
                keyboard: lifecycle.keyboardIsUp ? keyboardFrame(in: window) : nil,
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

        /// The keyboard's frame in screen coordinates and its screen, as the last show left it.
        private func keyboardFrame(in window: UIWindow) -> (frame: CGRect, screen: UIScreen)? {
            guard let notice = lastShowNotice, let frame = notice.event.resultingFrame,
                let screen = ViewMeasurement.screen(for: window, announced: notice.screen)
            else { return nil }
            return (frame, screen)
        }

        /// Records the bottom content inset of each scroll view above a field while no keyboard
        /// is up: the app's, against which UIKit's own keyboard inset is measured after a show.
        private func recordAppInsets(above field: UIView) {
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
