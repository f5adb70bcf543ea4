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
        /// the composer's background under it is hidden and faded with it, goes when the
        /// composer leaves its superview and comes back with it.
        public static func backdropFollowsTheComposer() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let chat = harness.root
            let ridingBar = try unwrap(chat.ridingBar, "the riding bar")
            ridingBar.extendsBackgroundIntoSafeArea = true
            chat.view.layoutIfNeeded()
            // The backdrop is the view right under the composer (the messages are under it).
            func backdrop() -> UIView? {
                guard let index = chat.view.subviews.firstIndex(of: chat.composer), index > 0
                else { return nil }
                let below = chat.view.subviews[index - 1]
                return below === chat.messages ? nil : below
            }
            let strip = try unwrap(backdrop(), "the backdrop under the composer")
            try expect(!strip.isHidden, "the backdrop shows with the composer")
            chat.composer.isHidden = true
            try expect(strip.isHidden, "the backdrop hidden with the composer")
            chat.composer.isHidden = false
            try expect(!strip.isHidden, "the backdrop shown again with the composer")
            chat.composer.alpha = 0
            try expectClose(strip.alpha, 0, "the backdrop faded out with the composer")
            chat.composer.alpha = 1
            try expectClose(strip.alpha, 1, "the backdrop faded in with the composer")
            chat.composer.removeFromSuperview()
            try expect(strip.superview == nil, "the backdrop gone with the composer")
            chat.view.addSubview(chat.composer)
            try expect(backdrop() != nil, "a backdrop back under the composer")
        }
    }
#endif
