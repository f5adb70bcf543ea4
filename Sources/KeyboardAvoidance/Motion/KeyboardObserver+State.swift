#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardObserver {
        /// What the keyboard does to the observed view after a notification.
        public struct State: Sendable, Hashable {
            /// The notification as the engine read it (frames in screen coordinates).
            public var event: KeyboardEvent
            /// How the keyboard covers the view: its state, its frame in the view's coordinates,
            /// the overlap. `nil` while the view is not in a window, where nothing can be measured.
            public var coverage: KeyboardCoverage?
            /// The view's bottom safe area when the state was measured.
            public var safeAreaBottom: CGFloat = 0
        }
    }

    extension KeyboardObserver.State {
        /// How far a bar resting on the view's safe area rises to ride the keyboard:
        /// `max(overlap, safe area) − safe area`, 0 without a keyboard.
        ///
        /// What ``KeyboardRidingBar`` moves its bar by, and what to move your own view by along
        /// with it (``UIKit/UIView/animateAlongKeyboard(_:changes:completion:)``).
        ///
        /// ```swift
        /// jumpButtonBottom.constant = -(state.liftAboveSafeArea + composer.bounds.height + 8)
        /// ```
        public var liftAboveSafeArea: CGFloat {
            coverage?.lift(aboveSafeAreaBottom: safeAreaBottom) ?? 0
        }
    }
#endif
