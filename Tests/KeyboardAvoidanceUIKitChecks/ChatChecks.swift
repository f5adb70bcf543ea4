#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import UIKit

    /// The checks of ``KeyboardRidingBar`` and its ``KeyboardAvoidanceGuide``.
    @MainActor
    public enum ChatChecks {
        /// The composer's bottom, and the keyboard's top (or the safe area's bottom), in the
        /// chat's view.
        private static func composerBottom(_ chat: ChatViewController) -> CGFloat {
            chat.view.layoutIfNeeded()
            return chat.composer.frame(in: chat.view).maxY
        }

        /// "The guide on rotation and first appearance" (its first appearance): the composer sits
        /// on the safe area from the first layout; with the keyboard up, on the keyboard.
        public static func composerRidesTheKeyboard() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let restingLine = chat.view.safeAreaLayoutGuide.layoutFrame.maxY
            try expectClose(composerBottom(chat), restingLine, "the composer before any keyboard")
            try harness.keyboard.post(.show(harness.scenario))
            let keyboardTop = try unwrap(
                try harness.keyboard.keyboardFrame(in: chat.view), "a keyboard"
            ).minY
            try expectClose(composerBottom(chat), keyboardTop, "the composer on the keyboard")
            try harness.keyboard.post(.hide(harness.scenario))
            try expectClose(composerBottom(chat), restingLine, "the composer after the hide")
        }

        /// "Dragging the keyboard away": the composer follows each frame of the drag at once, then
        /// snaps back with the keyboard; dragged past the middle, it comes down with it.
        public static func composerFollowsADrag() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let scenario = harness.scenario
            try harness.keyboard.post(.show(scenario))
            for ending in [KeyboardSequence.DragEnding.snapBack, .dismissal] {
                let drag = KeyboardSequence.drag(scenario, ending: ending)
                for sample in drag.dragSamples {
                    try harness.keyboard.post(
                        KeyboardSequence(name: "a frame of the drag", steps: [.dragSample(sample)]))
                    let top = try unwrap(
                        try harness.keyboard.keyboardFrame(in: chat.view), "a keyboard")
                    try expectClose(
                        composerBottom(chat), top.minY, "the composer at the drag's frame \(sample)"
                    )
                }
                try harness.keyboard.post(KeyboardSequence(drag.notifications, name: "the outcome"))
                let expected =
                    ending == .snapBack
                    ? try unwrap(try harness.keyboard.keyboardFrame(in: chat.view), "a keyboard")
                        .minY
                    : chat.view.safeAreaLayoutGuide.layoutFrame.maxY
                try expectClose(composerBottom(chat), expected, "the composer after the \(ending)")
            }
        }

        /// "A flick straight off-screen": a drag whose frame leaves the screen at once takes the
        /// composer back to the safe area before any notification.
        public static func flickOffScreenBringsTheComposerDown() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let scenario = harness.scenario
            try harness.keyboard.post(.show(scenario))
            try harness.keyboard.post(
                KeyboardSequence(
                    name: "a flick", steps: [.dragSample(scenario.offScreenKeyboardFrame)]))
            try expectClose(
                composerBottom(chat), chat.view.safeAreaLayoutGuide.layoutFrame.maxY,
                "the composer after the keyboard left the screen")
        }

        /// "The dismissal starts at the composer's top" and "The dismiss padding goes back with
        /// the screen" (iOS 17): the chat's keyboard layout guide has the composer's height as its
        /// dismiss padding while the chat is in a window, and none once it leaves.
        public static func dismissPaddingIsTheComposersWhileOnScreen() throws {
            guard #available(iOS 17.0, *) else { return }
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            chat.view.layoutIfNeeded()
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(
                chat.view.keyboardLayoutGuide.keyboardDismissPadding, chat.composer.bounds.height,
                "the dismiss padding while the chat shows")
            harness.window.rootViewController = UIViewController()
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(
                chat.view.keyboardLayoutGuide.keyboardDismissPadding, 0,
                "the dismiss padding once the chat left the window")
        }

        /// "Chat, riding bar: the strip under a hidden, faded or removed composer": the copy of
        /// the composer's background is a subview of the composer reaching below it — hidden and
        /// faded with it by UIKit, gone and back with it — and held to the view's bottom again,
        /// the composer pinned to its guide again, once it is back.
        public static func backdropFollowsTheComposer() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let ridingBar = try unwrap(chat.ridingBar, "the riding bar")
            ridingBar.extendsBackgroundIntoSafeArea = true
            chat.view.layoutIfNeeded()
            // The backdrop is the composer's first subview, below its bounds.
            let strip = try unwrap(chat.composer.subviews.first, "the backdrop in the composer")
            try expect(!strip.isHidden, "the backdrop shows with the composer")
            try expectClose(
                strip.frame(in: chat.view).minY, chat.composer.frame(in: chat.view).maxY,
                "the backdrop from the composer's bottom")
            try expectClose(
                strip.frame(in: chat.view).maxY, chat.view.bounds.maxY,
                "the backdrop to the view's bottom")
            try expect(
                !chat.view.subviews.contains {
                    $0 is UIVisualEffectView
                        || !$0.isHidden && $0 !== chat.messages && $0 !== chat.composer
                },
                "nothing shown beside the composer")
            let restingLine = chat.view.safeAreaLayoutGuide.layoutFrame.maxY
            chat.composer.removeFromSuperview()
            chat.view.addSubview(chat.composer)
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(composerBottom(chat), restingLine, "the composer pinned again")
            try expect(chat.composer.subviews.first === strip, "the same backdrop, still inside")
            try expectClose(
                strip.frame(in: chat.view).maxY, chat.view.bounds.maxY,
                "the backdrop held to the view's bottom again")
        }

        /// "Chat, riding bar: the guide's margin and switch with the keyboard up": a list under
        /// the composer follows the guide's margin and `isEnabled` as they change, without a
        /// layout pass of its own.
        public static func listFollowsTheGuidesMarginAndSwitch() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let ridingBar = try unwrap(chat.ridingBar, "the riding bar")
            let list = UIScrollView(frame: chat.view.bounds)
            list.contentInsetAdjustmentBehavior = .never
            chat.view.insertSubview(list, at: 0)
            let avoidance = ScrollViewKeyboardAvoidance(
                scrollView: list, notificationCenter: harness.center)
            avoidance.ridingBar = ridingBar
            try harness.keyboard.post(.show(harness.scenario))
            KeyboardPoster.runMainRunLoop(for: 0)
            let before = list.contentInset.bottom
            // The bar's guide keeps 12 pt above the keyboard: the list 12 pt more.
            ridingBar.guide.margin = 12
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(list.contentInset.bottom, before + 12, "the list with the margin")
            // Off, the guide's margin counts for nothing.
            ridingBar.isEnabled = false
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(list.contentInset.bottom, before, "the list with the guide off")
            withExtendedLifetime(avoidance) {}
        }

        /// "Chat, riding bar: a list's component stopped": `invalidate()` takes its hidden view
        /// out of the composer at once.
        public static func invalidatedListLeavesNothingInTheComposer() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let before = chat.composer.hiddenSubviews.count
            let avoidance = ScrollViewKeyboardAvoidance(
                scrollView: chat.messages, notificationCenter: harness.center)
            avoidance.ridingBar = chat.ridingBar
            try expect(
                chat.composer.hiddenSubviews.count == before + 1, "the list's hidden view")
            avoidance.invalidate()
            try expect(
                chat.composer.hiddenSubviews.count == before, "no hidden view left by the list")
            avoidance.ridingBar = chat.ridingBar
            try expect(
                chat.composer.hiddenSubviews.count == before, "none added once it stopped")
            withExtendedLifetime(avoidance) {}
        }
    }
#endif
