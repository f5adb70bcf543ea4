#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import UIKit

    /// The checks of ``ScrollViewKeyboardAvoidance`` and ``KeyboardAvoidanceViewController``.
    @MainActor
    public enum ScrollChecks {
        /// The scrolling form: the low field is revealed 8 pt above the keyboard, the content
        /// inset grows, and it goes back when the keyboard hides.
        public static func scrollingFormRevealsTheField() throws {
            let harness = try CheckHarness { ScrollingFormViewController(notificationCenter: $0) }
            defer { harness.close() }
            let form = harness.root
            let field = try unwrap(form.lowestVisibleField(), "a field that shows whole")
            let inset = form.scrollView.contentInset.bottom
            harness.keyboard.beginEditing(field)
            try harness.keyboard.post(.show(harness.scenario))
            try harness.keyboard.requireVisible(field, margin: 8)
            try expect(form.scrollView.contentInset.bottom > inset, "the content inset grew")
            try harness.keyboard.post(.hide(harness.scenario))
            try expect(form.scrollView.contentInset.bottom == inset, "the app's inset back")
        }

        /// "The user's scroll wins" and "The user scrolls, then taps another field": after the
        /// user scrolls the field under the keyboard, a repeated notification and a measurement
        /// move nothing; the QuickType bar growing the keyboard reveals the field again; a tap on
        /// a field that shows moves nothing.
        public static func userScrollWins() throws {
            let harness = try CheckHarness { ScrollingFormViewController(notificationCenter: $0) }
            defer { harness.close() }
            let form = harness.root
            let scenario = harness.scenario
            let field = try unwrap(form.lowestVisibleField(), "a field that shows whole")
            harness.keyboard.beginEditing(field)
            // A keyboard without its QuickType bar first, so that the bar can grow it later.
            try harness.keyboard.post(.show(scenario, quickTypeBar: false))
            try harness.keyboard.requireVisible(field, margin: 8)

            // The user scrolls up to read the rows above: the field goes under the keyboard.
            let userOffset = max(
                -form.scrollView.adjustedContentInset.top, form.scrollView.contentOffset.y - 160)
            form.scrollView.contentOffset.y = userOffset
            let frame = KeyboardSequence.keyboardFrameWithoutQuickTypeBar(scenario)
            harness.keyboard.post(
                KeyboardNotificationValue(
                    name: .didShow, beginFrame: frame, endFrame: frame, duration: 0))
            form.keyboardAvoidance?.targetDidChange()
            KeyboardPoster.runMainRunLoop(for: 0.1)
            try expectClose(form.scrollView.contentOffset.y, userOffset, "the user's offset kept")

            // The keyboard grows: the field is revealed again.
            try harness.keyboard.post(.quickTypeBarAppearing(scenario))
            try harness.keyboard.requireVisible(field, margin: 8)

            // A tap on a field in the middle, which shows — below the safe area's top and above
            // the keyboard, by the margin: nothing moves.
            let offset = form.scrollView.contentOffset.y
            let safeTop = form.view.safeAreaLayoutGuide.layoutFrame.minY
            let showing = form.fields.filter { field in
                field.frame(in: form.view).minY >= safeTop + 8
                    && (try? harness.keyboard.isVisible(field, margin: 8)) == true
            }
            let middle = try unwrap(
                showing.isEmpty ? nil : showing[showing.count / 2],
                "a field that shows above the keyboard")
            harness.keyboard.endEditing(field)
            harness.keyboard.beginEditing(middle)
            try expectClose(form.scrollView.contentOffset.y, offset, "the offset after the tap")
        }

        /// "A short form in the view controller": two fields low in a view controller whose
        /// content is shorter than the screen; the lower one is revealed above the keyboard by the
        /// bottom safe area and the scroll.
        public static func shortFormRevealsTheLowerField() throws {
            let harness = try CheckHarness.shortFormWithKeyboardUp()
            defer { harness.close() }
            let form = harness.root
            try harness.keyboard.requireVisible(form.lowerField, margin: 8)
            try expect(form.additionalSafeAreaInsets.bottom > 0, "the bottom safe area grew")
        }

        /// "An app that sets its own insets while the keyboard is up": the app's 50 pt of
        /// `additionalSafeAreaInsets.bottom`, set with the keyboard up, is kept whole once it
        /// hides; meanwhile the field stays clear of the keyboard.
        public static func appInsetKeptWhenTheKeyboardHides() throws {
            let harness = try CheckHarness.shortFormWithKeyboardUp()
            defer { harness.close() }
            let form = harness.root
            form.additionalSafeAreaInsets.bottom = 50
            form.keyboardAvoidance.targetDidChange()
            KeyboardPoster.runMainRunLoop(for: 0.6)
            try harness.keyboard.requireVisible(form.lowerField, margin: 8)
            try harness.keyboard.post(.hide(harness.scenario))
            try expectClose(
                form.additionalSafeAreaInsets.bottom, 50, "the app's bottom inset after the hide")
        }
    }
#endif
