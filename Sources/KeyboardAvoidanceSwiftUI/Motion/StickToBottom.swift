#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Keeps the scroll view a `keyboardRidingInset(spacing:floatingKeyboard:sticksToBottom:bar:)`
    /// wraps at its newest end, as `ScrollViewKeyboardAvoidance`'s `sticksToBottom` does (spec
    /// v2.2 §5, "Lists", stick): when the keyboard or the bar moves, the list's height changes or
    /// a message arrives, a list that showed its bottom still shows it; one the user scrolled up
    /// keeps its offset on iOS 15 to 17, and is kept as SwiftUI's anchor keeps it on iOS 18 and
    /// later. A short chat is laid out from the top on every iOS version (SwiftUI's default
    /// alignment).
    ///
    /// On iOS 18 and later SwiftUI follows itself: `defaultScrollAnchor(.bottomLeading, for:
    /// .sizeChanges)`, which keeps the bottom through size changes without aligning a short chat
    /// to it. On iOS 15 to 17 — where `defaultScrollAnchor(.bottom)` would also align a short chat
    /// to the bottom (iOS 17), or does not exist — the `UIScrollView` behind the SwiftUI one is
    /// moved by the core's rule (`ListState.offset(following:at:to:)`): measured before a change of
    /// the keyboard's or the bar's inset and moved after it, in the keyboard's animation; a change
    /// of its content (a message) moved in the layout pass that made it.
    struct StickToBottomModifier: ViewModifier {
        let isOn: Bool
        /// What the list is inset by besides the safe area: the keyboard's part and the bar's.
        let keyboardInset: CGFloat
        let barHeight: CGFloat
        let animation: KeyboardAnimation
        @StateObject private var stick = BottomStick()

        func body(content: Content) -> some View {
            if #available(iOS 18, *) {
                // Leading, not `.bottom`'s centre: the anchor reaches nested scroll views through
                // the environment, and a horizontal carousel in a message would stay centred.
                content.defaultScrollAnchor(isOn ? .bottomLeading : nil, for: .sizeChanges)
            } else {
                content
                    .background(Probe { [stick] probe in stick.attach(probe, isOn: isOn) })
                    .onChange(of: keyboardInset) { _ in follow() }
                    .onChange(of: barHeight) { _ in follow() }
            }
        }

        private func follow() {
            guard isOn else { return }
            stick.follow(animation)
        }
    }

    /// The `UIScrollView` behind a SwiftUI scroll view, kept at its newest end (iOS 15 to 17).
    @MainActor
    final class BottomStick: ObservableObject {
        private weak var probe: ProbeView?
        private weak var scrollView: UIScrollView?
        private var isOn = false
        /// The content size, followed while the list sticks: a message that arrives.
        private var contentObservation: NSKeyValueObservation?
        /// The core's rule: a list that sticks to its newest end.
        private static let list: ListState = {
            var list = ListState()
            list.sticksToNewestEnd = true
            return list
        }()

        /// Called on every SwiftUI update with the probe and whether the list sticks.
        func attach(_ probe: ProbeView, isOn: Bool) {
            if probe !== self.probe {
                self.probe = probe
                scrollView = nil
                // Made without a window: the scroll view is looked for as the probe enters one
                // and is laid out too, not only at SwiftUI's next update.
                probe.onWindowChange = { [weak self] in self?.upkeep() }
                probe.onLayout = { [weak self] in self?.upkeep() }
            }
            self.isOn = isOn
            upkeep()
        }

        /// Finds the scroll view, or follows or stops following its content, as the core says.
        private func upkeep() {
            let upkeep = StickToBottomUpkeep(
                isOn: isOn, scrollViewIsInWindow: scrollView?.window != nil,
                isObserving: contentObservation != nil)
            switch upkeep {
            case .none: break
            case .stopObserving: stopObserving()
            case .findScrollView: findScrollView()
            case .observe: scrollView.map(observe)
            }
        }

        private func findScrollView() {
            guard let probe, let found = HostedScrollSurface.scrollView(behind: probe) else {
                return
            }
            scrollView = found
            observe(found)
        }

        private func observe(_ scrollView: UIScrollView) {
            stopObserving()
            // UIScrollView's contentSize setter posts KVO (Foundation's automatic notification
            // for a setter); UIKit documents no KVO for it: a device check covers it.
            contentObservation = scrollView.observe(\.contentSize, options: [.old, .new]) {
                [weak self] _, change in
                guard let old = change.oldValue, let new = change.newValue,
                    old.height != new.height
                else { return }
                MainActorHop.run { self?.contentChanged(from: old) }
            }
        }

        private func stopObserving() {
            contentObservation?.invalidate()
            contentObservation = nil
        }

        /// The content grew or shrank: measured with the content as it was, moved now, in
        /// whatever animation changed it.
        private func contentChanged(from old: CGSize) {
            guard isOn, let scrollView, !scrollView.gesture.userScrolls else { return }
            var before = scrollView.listViewport()
            before.contentHeight = old.height
            let y = scrollView.contentOffset.y
            guard
                let target = Self.list.offset(
                    following: before, at: y, to: scrollView.listViewport()),
                abs(target - y) > AvoidancePlan.tolerance
            else { return }
            scrollView.contentOffset.y = target
        }

        /// Measures the list now, before SwiftUI applies the change, and moves it to its new
        /// newest end on the next turn, once applied, when it showed it.
        func follow(_ animation: KeyboardAnimation) {
            upkeep()
            // A finger on the list has its offset (every frame of an interactive dismissal comes
            // here): nothing to measure or schedule.
            guard let scrollView, !scrollView.gesture.userScrolls else { return }
            let before = scrollView.listViewport()
            let y = scrollView.contentOffset.y
            DispatchQueue.main.async { [weak scrollView] in
                guard let scrollView, !scrollView.gesture.userScrolls,
                    let target = Self.list.offset(
                        following: before, at: y, to: scrollView.listViewport())
                else { return }
                UIView.animateAlongKeyboard(animation) { scrollView.contentOffset.y = target }
            }
        }
    }
#endif
