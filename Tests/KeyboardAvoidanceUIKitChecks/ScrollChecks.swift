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
            form.keyboardAvoidance.targetDidChange()
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

        /// A controller's ``KeyboardAvoidanceViewController/keyboardAvoidance`` read before its
        /// center is set (as a subclass's initializer or `awakeFromNib()` may): the center set
        /// afterwards is the one observed, and the margin set on the early read holds.
        public static func earlyReadObservesTheCenterSetAfter() throws {
            var early: KeyboardAvoidanceComponent?
            let harness = try CheckHarness<ShortFormViewController> { center in
                let form = ShortFormViewController()
                form.keyboardAvoidance.margin = 20
                early = form.keyboardAvoidance
                form.keyboardNotificationCenter = center
                return form
            }
            defer { harness.close() }
            let form = harness.root
            try expect(form.keyboardAvoidance !== early, "a component on the center set after")
            try expect(form.keyboardAvoidance.margin == 20, "the margin set before, carried over")
            harness.keyboard.beginEditing(form.lowerField)
            try harness.keyboard.post(.show(harness.scenario))
            try harness.keyboard.requireVisible(form.lowerField, margin: 20)
            try expect(form.additionalSafeAreaInsets.bottom > 0, "the bottom safe area grew")
        }

        /// A subclass that reads ``KeyboardAvoidanceViewController/keyboardAvoidance`` in its
        /// `init(nibName:bundle:)`, made with `adjustContentInsetInsteadOfSafeArea`: once its
        /// view loads, the scroll view's content inset grows, not the safe area.
        public static func earlyReadTakesTheStrategyChosenAfter() throws {
            let harness = try CheckHarness { center in
                EarlyReadingFormViewController(
                    adjustContentInsetInsteadOfSafeArea: true, notificationCenter: center)
            }
            defer { harness.close() }
            let form = harness.root
            try expect(
                form.keyboardAvoidance is ScrollViewKeyboardAvoidance,
                "the content-inset strategy chosen after the early read")
            try expect(form.keyboardAvoidance.margin == 20, "the margin set in the initializer")
            harness.keyboard.beginEditing(form.field)
            try harness.keyboard.post(.show(harness.scenario))
            try harness.keyboard.requireVisible(form.field, margin: 20)
            try expect(form.additionalSafeAreaInsets.bottom == 0, "the safe area as it was")
        }
    }

    /// A subclass that sets its component's margin in its initializer, before
    /// `init(adjustContentInsetInsteadOfSafeArea:notificationCenter:)` has chosen the strategy:
    /// one field low in its content.
    @MainActor
    final class EarlyReadingFormViewController: KeyboardAvoidanceViewController {
        let field = UITextField()

        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            keyboardAvoidance.margin = 20
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            keyboardAvoidance.margin = 20
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            alwaysBounceVertical = false
            field.placeholder = "Note"
            field.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                field.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }
#endif
