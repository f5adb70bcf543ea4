#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// Keeps a riding inset's scroll view at its newest end (spec §5, "Lists", stick). iOS 18:
    /// `defaultScrollAnchor(.bottomLeading, for: .sizeChanges)`; iOS 15–17 (where
    /// `defaultScrollAnchor(.bottom)` would also bottom-align a short chat): the `UIScrollView`
    /// behind it, moved by `ListState.offset(following:at:to:)`.
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

        /// The content grew or shrank: moved now, in whatever animation changed it.
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

        /// Measures the list before SwiftUI applies the change; moves it on the next turn.
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
