#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import UIKit

    /// The checks of ``KeepViewAboveKeyboard``, each a plain function that throws a
    /// ``CheckFailure``: the XCTest wrapper calls them on a simulator.
    @MainActor
    public enum ShiftChecks {
        /// The sign-in screen: the password field and the Sign in button end 12 pt above the
        /// keyboard — moved just enough — and the form comes back exactly when it hides.
        public static func shiftMovesLoginFieldAboveKeyboard() throws {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            let screen = harness.root
            harness.keyboard.beginEditing(screen.passwordField)
            try harness.keyboard.post(.show(harness.scenario))
            try harness.keyboard.requireVisible(screen.passwordField, margin: 12)
            try harness.keyboard.requireVisible(screen.signInButton, margin: 12)
            // The button ends the group revealed with the field: just 12 pt above the keyboard.
            try expectClose(
                try harness.keyboard.keyboardGap(below: screen.signInButton), 12,
                "the Sign in button's distance above the keyboard")
            try expect(screen.content.transform.ty < 0, "the form moved up")
            try harness.keyboard.post(.hide(harness.scenario))
            try expect(
                screen.content.transform == .identity,
                "the form back at rest after the hide, not \(screen.content.transform)")
        }

        /// "A field's own margin and the views kept with it": the password field's own margin of
        /// 30 and the Sign in button it names, with none of the component's own: the button
        /// ends 30 pt above the keyboard; the field's margin taken away, the component's 12.
        public static func fieldOwnMarginWinsOverTheComponents() throws {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            let screen = harness.root
            screen.keyboardWatcher?.revealViews = []
            screen.passwordField.keyboardAvoidanceMargin = 30
            screen.passwordField.keyboardAvoidanceRevealViews = [screen.signInButton]
            harness.keyboard.beginEditing(screen.passwordField)
            try harness.keyboard.post(.show(harness.scenario))
            try expectClose(
                try harness.keyboard.keyboardGap(below: screen.signInButton), 30,
                "the Sign in button's distance above the keyboard, with the field's margin")
            screen.passwordField.keyboardAvoidanceMargin = nil
            screen.keyboardWatcher?.targetDidChange()
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(
                try harness.keyboard.keyboardGap(below: screen.signInButton), 12,
                "the Sign in button's distance above the keyboard, with the component's margin")
        }

        /// "Shifting inside a scroll view": a scroll view scrolled down, a field in a row that
        /// shows low: it moves just enough for the field where it shows, not where it lies in the
        /// content.
        public static func shiftInsideAScrollViewMeasuresWhereTheFieldShows() throws {
            var watcher: KeepViewAboveKeyboard?
            let harness = try CheckHarness { (center) -> ScrollingFormViewController in
                let form = ScrollingFormViewController(notificationCenter: center)
                form.loadViewIfNeeded()
                // The form's own avoidance is the scroll strategy: this check shifts instead.
                form.keyboardAvoidance.invalidate()
                watcher = KeepViewAboveKeyboard(view: form.scrollView, notificationCenter: center)
                return form
            }
            defer { harness.close() }
            let form = harness.root
            form.scrollView.contentOffset.y = 300
            form.view.layoutIfNeeded()
            let field = try unwrap(form.lowestVisibleField(), "a field that shows whole")
            harness.keyboard.beginEditing(field)
            try harness.keyboard.post(.show(harness.scenario))
            try expectClose(
                try harness.keyboard.keyboardGap(below: field), watcher?.margin ?? 8,
                "the field's distance above the keyboard")
            try expect(form.scrollView.contentOffset.y == 300, "the scroll offset left alone")
        }

        /// "A keyboard notification that names no screen": the sign-in form moves up for a show
        /// posted with a `nil` object as for one naming its screen, and back down for such a hide;
        /// a `nil`-object show that says `isLocal` false (another app's) moves nothing.
        public static func notificationsNamingNoScreenAreTheViewsScreens() throws {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            let screen = harness.root
            harness.keyboard.beginEditing(screen.passwordField)
            func postNamingNoScreen(_ sequence: KeyboardSequence) {
                for batch in sequence.batches {
                    for case .notification(let value) in batch.steps {
                        let posted = value.notification(screen: harness.keyboard.screen)
                        harness.center.post(
                            Notification(name: posted.name, object: nil, userInfo: posted.userInfo))
                    }
                    KeyboardPoster.runMainRunLoop(for: batch.runTime)
                }
            }
            postNamingNoScreen(KeyboardSequence.show(harness.scenario).fromAnotherApp())
            try expect(
                screen.content.transform == .identity, "no move for another app's keyboard")
            postNamingNoScreen(.show(harness.scenario))
            try expect(screen.content.transform.ty < 0, "the form moved up for the keyboard")
            postNamingNoScreen(.hide(harness.scenario))
            try expect(screen.content.transform == .identity, "the form at rest after the hide")
        }

        /// "Focus that leaves the container": a field outside the moved view begins editing; the
        /// form returns to rest, and moves again for its own field.
        public static func focusLeavingTheContainerReturnsToRest() throws {
            let (harness, moved) = try CheckHarness.signInWithKeyboardUp()
            defer { harness.close() }
            let screen = harness.root
            let search = UITextField()
            screen.view.addSubview(search)
            harness.keyboard.endEditing(screen.passwordField)
            harness.keyboard.beginEditing(search)
            try expect(
                screen.content.transform == .identity,
                "the form at rest while a field outside it is edited")
            harness.keyboard.endEditing(search)
            harness.keyboard.beginEditing(screen.passwordField)
            try expectClose(
                screen.content.transform.ty, moved, "the move for the form's field again")
        }

        /// "A floating keyboard, by its notifications": the floating keyboard moves nothing with
        /// `.ignore`, the library's default (the sign-in screen asks for `.avoid`, set back here);
        /// with `.avoid`, the form moves above it once its frame is announced.
        public static func floatingKeyboardMovesOnlyWhenAvoided() throws {
            var floating = CheckHarness<LoginViewController>.thisSimulator
            floating.keyboard = .floating
            let harness = try CheckHarness(scenario: floating) {
                LoginViewController(notificationCenter: $0)
            }
            defer { harness.close() }
            let screen = harness.root
            screen.keyboardWatcher?.floatingKeyboard = .ignore
            harness.keyboard.beginEditing(screen.passwordField)
            try harness.keyboard.post(.show(floating))
            try expect(
                screen.content.transform == .identity, "the form at rest under a floating keyboard")
            screen.keyboardWatcher?.floatingKeyboard = .avoid
            try harness.keyboard.post(.show(floating))
            try harness.keyboard.requireVisible(screen.passwordField, margin: 12)
            try expect(screen.content.transform.ty < 0, "the form moved above the keyboard")
        }

        /// "Notifications posted off the main thread": the show posted on a background queue moves
        /// the form on the main queue's next turn.
        public static func notificationsFromABackgroundQueueMoveTheView() throws {
            let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
            defer { harness.close() }
            let screen = harness.root
            harness.keyboard.beginEditing(screen.passwordField)
            let notifications = KeyboardSequence.show(harness.scenario).notifications
            let center = harness.center
            let posted = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for notification in notifications {
                    center.post(notification.notification(screen: nil))
                }
                posted.signal()
            }
            posted.wait()
            harness.keyboard.keyboardFrame = harness.scenario.keyboardFrame
            KeyboardPoster.runMainRunLoop(for: 0.6)
            try harness.keyboard.requireVisible(screen.passwordField, margin: 12)
        }
    }

    /// The value, or a ``CheckFailure`` naming what was missing.
    func unwrap<Value>(_ value: Value?, _ what: @autoclosure () -> String) throws -> Value {
        guard let value else { throw CheckFailure(description: "no \(what())") }
        return value
    }
#endif
