#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// The keyboard as a SwiftUI view sees it: `@Environment(\.keyboard)` inside
    /// ``SwiftUICore/View/observesKeyboard(floatingKeyboard:)`` or an avoidance modifier,
    /// measured against the modified view. It changes with the keyboard's animation:
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
    /// A layout that moves by ``overlap`` must ignore the keyboard's safe-area region, or SwiftUI
    /// moves it too. Outside such a view the value is ``hidden``.
    public struct KeyboardInfo: Sendable, Equatable {
        /// Hidden, docked, or floating (an iPad's floating or undocked keyboard).
        public var state: KeyboardCoverage.State
        /// The keyboard's frame in the modified view's coordinates; `nil` when hidden or when the
        /// view is not in a window.
        public var frame: CGRect?
        /// How much of the modified view's height the keyboard covers, from its bottom (spec §4).
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

        /// The keyboard's last change as a SwiftUI animation
        /// (``KeyboardAnimation/swiftUIAnimation``).
        public var animation: Animation? { keyboardAnimation.swiftUIAnimation }
    }

    private struct KeyboardInfoKey: EnvironmentKey {
        static let defaultValue = KeyboardInfo.hidden
    }

    extension EnvironmentValues {
        /// The keyboard as the nearest ``SwiftUICore/View/observesKeyboard(floatingKeyboard:)`` or
        /// avoidance modifier sees it.
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
