#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Keeps the scroll view a `keyboardRidingInset(spacing:floatingKeyboard:sticksToBottom:bar:)`
    /// wraps at its bottom when the keyboard or the bar moves, as `ScrollViewKeyboardAvoidance`'s
    /// `sticksToBottom` does.
    ///
    /// On iOS 17 and later SwiftUI does it: `defaultScrollAnchor(.bottom)`, which also opens the
    /// scroll view at its bottom and applies to every change of size; what it does with a list the
    /// user scrolled up is SwiftUI's. On
    /// iOS 15 and 16, which have no scroll anchor, the `UIScrollView`
    /// behind the SwiftUI one is measured before the change and scrolled after it, in the
    /// keyboard's animation, by the core's rule (`ListViewport`): at its bottom before, at its
    /// bottom after; scrolled up, left where the user put it. A `ScrollViewReader` could scroll to
    /// an identified row, but could not tell whether the user had scrolled up.
    struct StickToBottomModifier: ViewModifier {
        let isOn: Bool
        /// What the list is inset by besides the safe area: the keyboard's part and the bar's.
        let keyboardInset: CGFloat
        let barHeight: CGFloat
        let animation: KeyboardAnimation
        @StateObject private var stick = BottomStick()

        func body(content: Content) -> some View {
            if #available(iOS 17, *) {
                content.defaultScrollAnchor(isOn ? .bottom : nil)
            } else {
                content
                    .background(Probe { [stick] probe in stick.probe = probe })
                    .onChange(of: keyboardInset) { _ in follow() }
                    .onChange(of: barHeight) { _ in follow() }
            }
        }

        private func follow() {
            guard isOn else { return }
            stick.follow(animation)
        }
    }

    /// The `UIScrollView` behind a SwiftUI scroll view, kept at its bottom (iOS 15 and 16).
    @MainActor
    final class BottomStick: ObservableObject {
        weak var probe: ProbeView? {
            didSet { if probe !== oldValue { scrollView = nil } }
        }
        private weak var scrollView: UIScrollView?

        /// Measures the list now, before SwiftUI applies the change, and moves it to its new
        /// bottom on the next turn, once applied, when it was at its bottom.
        func follow(_ animation: KeyboardAnimation) {
            if scrollView?.window == nil, let probe {
                scrollView = HostedScrollSurface.scrollView(behind: probe)
            }
            // A finger on the list has its offset (every frame of an interactive dismissal comes
            // here): nothing to measure or schedule.
            guard let scrollView, !scrollView.gesture.userScrolls else { return }
            let before = scrollView.listViewport()
            let y = scrollView.contentOffset.y
            DispatchQueue.main.async { [weak scrollView] in
                guard let scrollView,
                    let target = before.stickingOffset(
                        to: scrollView.listViewport(), from: y,
                        userScrolls: scrollView.gesture.userScrolls)
                else { return }
                UIView.animateAlongKeyboard(animation) { scrollView.contentOffset.y = target }
            }
        }
    }
#endif
