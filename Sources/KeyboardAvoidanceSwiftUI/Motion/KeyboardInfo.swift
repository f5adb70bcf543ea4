#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// The keyboard as a SwiftUI view sees it: `@Environment(\.keyboard)` inside a view modified
    /// by ``SwiftUICore/View/observesKeyboard(floatingKeyboard:)`` or any of this module's avoidance
    /// modifiers.
    ///
    /// The values are the core's, measured against the modified view: its state, its frame in the
    /// view's coordinates, how much of the view's height it covers from the bottom, and the
    /// animation of its last change. They change inside a transaction with the keyboard's own
    /// animation, so a layout that depends on them moves in step with the keyboard:
    ///
    /// ```swift
    /// struct Composer: View {
    ///     @Environment(\.keyboard) private var keyboard
    ///
    ///     var body: some View {
    ///         HintBar()
    ///             .opacity(keyboard.isVisible ? 0 : 1)
    ///     }
    /// }
    /// ```
    ///
    /// A layout of your own that moves by ``overlap`` must ignore the keyboard's safe-area
    /// region, or SwiftUI moves it too (see
    /// ``SwiftUICore/View/observesKeyboard(floatingKeyboard:)``).
    ///
    /// Outside such a view the value is ``hidden``.
    public struct KeyboardInfo: Sendable, Equatable {
        /// Hidden, docked, or floating (an iPad's floating or undocked keyboard).
        public var state: KeyboardCoverage.State
        /// The keyboard's frame in the modified view's coordinates; `nil` when hidden or when the
        /// view is not in a window.
        public var frame: CGRect?
        /// How much of the modified view's height the keyboard covers, from its bottom; 0 for a
        /// floating keyboard unless the view observes with `floatingKeyboard: .avoid`.
        public var overlap: CGFloat
        /// The animation of the keyboard's last change, as its notification gave it.
        public var keyboardAnimation: KeyboardAnimation

        /// Creates a value — for previews and tests; the modifiers measure the real one.
        public init(
            state: KeyboardCoverage.State = .hidden, frame: CGRect? = nil, overlap: CGFloat = 0,
            keyboardAnimation: KeyboardAnimation = .keyboardDefault
        ) {
            self.state = state
            self.frame = frame
            self.overlap = overlap
            self.keyboardAnimation = keyboardAnimation
        }

        /// No keyboard.
        public static let hidden = KeyboardInfo()

        /// Whether a keyboard shows, docked or floating.
        public var isVisible: Bool { state != .hidden }

        /// The keyboard's last change as a SwiftUI animation (see
        /// ``KeyboardAnimation/swiftUIAnimation``); `nil` for a change
        /// without animation.
        public var animation: Animation? { keyboardAnimation.swiftUIAnimation }
    }

    private struct KeyboardInfoKey: EnvironmentKey {
        static let defaultValue = KeyboardInfo.hidden
    }

    extension EnvironmentValues {
        /// The keyboard as the nearest view modified by
        /// ``SwiftUICore/View/observesKeyboard(floatingKeyboard:)`` (or an avoidance modifier of this
        /// module) sees it.
        public var keyboard: KeyboardInfo {
            get { self[KeyboardInfoKey.self] }
            set { self[KeyboardInfoKey.self] = newValue }
        }
    }

    extension KeyboardInfo {
        /// The value for a coverage the core measured; hidden when nothing could be measured.
        init(coverage: KeyboardCoverage?, animation: KeyboardAnimation) {
            self.init(
                state: coverage?.state ?? .hidden, frame: coverage?.frame,
                overlap: coverage?.overlap ?? 0, keyboardAnimation: animation)
        }
    }
#endif
