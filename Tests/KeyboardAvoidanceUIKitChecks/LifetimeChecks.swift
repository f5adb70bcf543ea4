#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceTesting
    import OSLog
    import UIKit

    /// The checks of a component's life: made, kept, released — on the main thread or not — and
    /// two at once.
    @MainActor
    public enum LifetimeChecks {
        /// "Releasing a component": the view returns to rest at once with the keyboard still up,
        /// no hidden view is left in it, and a new watcher moves it by the same amount, not twice
        /// as far.
        public static func releaseReturnsToRest() throws {
            let (harness, moved) = try CheckHarness.signInWithKeyboardUp()
            defer { harness.close() }
            let screen = harness.root
            try expect(!screen.content.hiddenSubviews.isEmpty, "the watcher's hidden view")
            screen.keyboardWatcher = nil
            try expect(screen.content.transform == .identity, "the form at rest at once")
            try expect(screen.content.hiddenSubviews.isEmpty, "no hidden view left in the form")
            screen.keyboardWatcher = screen.makeKeyboardWatcher()
            harness.keyboard.beginEditing(screen.passwordField)
            // Focusing a field again with the keyboard up: iOS posts the keyboard's frame again.
            try harness.keyboard.post(.show(harness.scenario))
            try expectClose(screen.content.transform.ty, moved, "the second watcher's move")
        }

        /// "A second watcher while the first still shifts": the second, made with the keyboard
        /// up, does not move the view again; the first's release leaves the second's shift; the
        /// hide brings the view back exactly; the second's release moves nothing.
        public static func secondWatcherKeepsTheShift() throws {
            let (harness, moved) = try CheckHarness.signInWithKeyboardUp()
            defer { harness.close() }
            let screen = harness.root
            var second: KeepViewAboveKeyboard? = screen.makeKeyboardWatcher()
            second?.targetView = screen.passwordField
            KeyboardPoster.runMainRunLoop(for: 0)
            try expectClose(screen.content.transform.ty, moved, "the view after the second watcher")
            // What the second one's keyboard layout guide would tell on a device: the keyboard up.
            let frame = harness.scenario.keyboardFrame
            harness.keyboard.post(
                KeyboardNotificationValue(
                    name: .didChangeFrame, beginFrame: frame, endFrame: frame, duration: 0))
            KeyboardPoster.runMainRunLoop(for: 0)
            screen.keyboardWatcher = nil
            try expectClose(
                screen.content.transform.ty, moved, "the view after the first watcher's release")
            try harness.keyboard.post(.hide(harness.scenario))
            try expect(screen.content.transform == .identity, "the view at rest after the hide")
            second = nil
            try expect(screen.content.transform == .identity, "nothing moved by the release")
        }

        /// "Releasing components off the main thread": the last reference released by a
        /// background queue, the view returns to rest on the main queue's next turn.
        public static func releaseOffTheMainThreadReturnsToRest() throws {
            let (harness, _) = try CheckHarness.signInWithKeyboardUp()
            defer { harness.close() }
            let screen = harness.root
            let box = LastReference(screen.keyboardWatcher)
            screen.keyboardWatcher = nil
            let released = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                box.release()
                released.signal()
            }
            released.wait()
            KeyboardPoster.runMainRunLoop(for: 0)
            try expect(screen.content.transform == .identity, "the form at rest")
            try expect(screen.content.hiddenSubviews.isEmpty, "no hidden view left in the form")
        }

        /// "A component made and dropped at once": a debug build logs one line through
        /// `os.Logger` for a watcher released right after it was made, and none for one kept.
        public static func componentMadeAndDroppedIsReported() throws {
            #if DEBUG
                let harness = try CheckHarness { LoginViewController(notificationCenter: $0) }
                defer { harness.close() }
                let start = Date()
                _ = KeepViewAboveKeyboard(view: harness.root.content)
                KeyboardPoster.runMainRunLoop(for: 0.1)
                let store = try OSLogStore(scope: .currentProcessIdentifier)
                let lines = try store.getEntries(at: store.position(date: start))
                    .compactMap { $0 as? OSLogEntryLog }
                    .filter { $0.subsystem == "KeyboardAvoidance" && $0.category == "Lifetime" }
                    .map(\.composedMessage)
                try expect(
                    lines.contains {
                        $0.contains("KeepViewAboveKeyboard released right after it was made")
                    }, "the line about the dropped watcher in \(lines)")
                // The screen's own watcher is kept: no line names a kept one.
                try expect(
                    !lines.contains { $0.contains("KeyboardAvoidanceGuide") },
                    "no line about a kept component in \(lines)")
            #endif
        }

        /// "A blurred composer": a watcher and a riding bar on `UIVisualEffectView`s put their
        /// hidden views in the effect views' `contentView`, never beside it.
        public static func visualEffectViewsGetTheirHelpersInTheirContentView() throws {
            let harness = try CheckHarness { ChatViewController(notificationCenter: $0) }
            defer { harness.close() }
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = harness.root.view.bounds
            harness.root.view.addSubview(blur)
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            harness.root.view.addSubview(bar)
            let blurSubviews = blur.subviews
            let barSubviews = bar.subviews
            let watcher = KeepViewAboveKeyboard(view: blur, notificationCenter: harness.center)
            let riding = KeyboardRidingBar(
                bar: bar, in: harness.root.view, notificationCenter: harness.center)
            harness.root.view.layoutIfNeeded()
            try expect(blur.subviews == blurSubviews, "nothing added beside the blur's contentView")
            try expect(!blur.contentView.hiddenSubviews.isEmpty, "the watcher's hidden view inside")
            try expect(bar.subviews == barSubviews, "nothing added beside the bar's contentView")
            try expect(!bar.contentView.hiddenSubviews.isEmpty, "the bar's hidden view inside")
            withExtendedLifetime((watcher, riding)) {}
        }
    }

    /// Holds the last reference to a component, for a queue that is not the main one to release.
    private final class LastReference: @unchecked Sendable {
        // Touched by one queue at a time: set on the main thread, released by the background queue
        // while the main thread waits.
        private var component: AnyObject?

        init(_ component: AnyObject?) {
            self.component = component
        }

        func release() {
            component = nil
        }
    }
#endif
