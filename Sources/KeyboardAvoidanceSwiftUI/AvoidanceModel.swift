#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// What one avoiding SwiftUI view holds: the UIKit layer's coordinator, driving a session of
    /// the core over a surface that measures the view's probes and applies the plan as this
    /// object's published state — a translation for `shift`, a bottom inset for `resize`,
    /// `scroll` and a keyboard-riding bar.
    ///
    /// SwiftUI hands it its settings and probes during view updates; it acts on them on the next
    /// turn of the main queue, so that no state changes inside an update.
    @MainActor
    final class AvoidanceModel: ObservableObject {
        /// The `shift` plan's translation (≤ 0: up).
        @Published private(set) var translation: CGFloat = 0
        /// Added to the view's bottom safe area: the `safeArea` plan, or the library's part of a
        /// `scroll` plan's content inset.
        @Published private(set) var bottomInset: CGFloat = 0

        /// What the view asks for.
        struct Settings: Equatable {
            /// The core strategy; `nil`: no avoidance.
            var strategy: AvoidanceStrategy?
            /// Whether the field being edited is the target.
            var followsFocus: Bool
            var configuration: AvoiderConfiguration
            /// How far above the keyboard an interactive dismissal begins (a riding bar's
            /// height).
            var dismissPadding: CGFloat = 0
        }

        private var settings: Settings?
        private var built: Settings?
        /// The probe behind the whole modified view, at rest: the container.
        private weak var containerProbe: ProbeView?
        /// The probe behind the content, moving with it: the coordinates targets are measured
        /// in.
        private(set) weak var contentProbe: ProbeView?
        /// For `scroll`: the scroll view the modifier was applied to.
        private(set) weak var scrollView: UIScrollView?
        private var coordinator: AvoidanceCoordinator?
        /// Views revealed with the field (their anchors), in the coordinates targets are
        /// measured in.
        private(set) var revealRects: [CGRect] = []
        private var updateScheduled = false

        /// Called on every SwiftUI update with the container probe and the settings.
        func attachContainer(_ probe: ProbeView, settings: Settings) {
            if probe !== containerProbe {
                containerProbe = probe
                probe.onWindowChange = { [weak self] in self?.scheduleUpdate() }
                probe.onLayout = { [weak self] in self?.scheduleUpdate() }
            }
            if settings != self.settings {
                self.settings = settings
                scheduleUpdate()
            }
        }

        /// Called on every SwiftUI update with the content probe.
        func attachContent(_ probe: ProbeView) {
            guard probe !== contentProbe else { return }
            contentProbe = probe
            scheduleUpdate()
        }

        /// The reveal anchors' rects in the content probe's coordinates, as SwiftUI resolved
        /// them; kept in the coordinates targets are measured in (for `scroll`, the scroll
        /// view's content, where scrolling does not move them).
        func setRevealRects(_ rects: [CGRect]) {
            var measured = rects
            if let scrollView, let contentProbe, settings?.strategy == .scroll {
                measured = rects.map { contentProbe.convert($0, to: scrollView) }
            }
            let unchanged =
                measured.count == revealRects.count
                && zip(measured, revealRects).allSatisfy { new, old in
                    abs(new.minY - old.minY) < 0.5 && abs(new.maxY - old.maxY) < 0.5
                        && abs(new.minX - old.minX) < 0.5 && abs(new.maxX - old.maxX) < 0.5
                }
            guard !unchanged else { return }
            revealRects = measured
            coordinator?.scheduleMeasure()
        }

        /// Sets the translation, as a surface applies a `shift` plan.
        func apply(translation: CGFloat) {
            if translation != self.translation { self.translation = translation }
        }

        /// Sets the bottom inset, as a surface applies a plan.
        func apply(bottomInset: CGFloat) {
            if bottomInset != self.bottomInset { self.bottomInset = bottomInset }
        }

        /// Acts on the latest settings and probes once, on the next turn of the main queue.
        private func scheduleUpdate() {
            guard !updateScheduled else { return }
            updateScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.updateScheduled = false
                self?.update()
            }
        }

        private func update() {
            guard let settings, let containerProbe else { return }
            if settings.strategy == .scroll, scrollView?.window == nil,
                let found = HostedScrollSurface.scrollView(behind: containerProbe)
            {
                scrollView = found
                built = nil
            }
            guard let built, built.strategy == settings.strategy,
                built.followsFocus == settings.followsFocus, coordinator != nil
            else {
                rebuild(settings, container: containerProbe)
                return
            }
            if built.configuration != settings.configuration {
                coordinator?.configuration = settings.configuration
            }
            if built.dismissPadding != settings.dismissPadding {
                coordinator?.keyboardDismissPadding = settings.dismissPadding
            }
            self.built = settings
            coordinator?.scheduleMeasure()
        }

        /// A new session for a new strategy or scroll view: the old one returns the view to rest
        /// at once first.
        private func rebuild(_ settings: Settings, container: ProbeView) {
            coordinator?.invalidate()
            coordinator = nil
            built = nil
            guard let strategy = settings.strategy else { return }
            let surface: any AvoidanceSurface
            let containerView: UIView
            if strategy == .scroll {
                guard let scrollView else { return }
                surface = HostedScrollSurface(model: self, scrollView: scrollView)
                containerView = scrollView
            } else {
                surface = OffsetSurface(model: self, container: container)
                containerView = container
            }
            let coordinator = AvoidanceCoordinator(
                container: containerView, strategy: strategy,
                configuration: settings.configuration, notificationCenter: .default,
                followsFocus: settings.followsFocus, surface: surface)
            coordinator.keyboardDismissPadding = settings.dismissPadding
            self.coordinator = coordinator
            built = settings
        }

        deinit {
            // The view went away: its coordinator stops observing and takes its tracking view
            // out of the container (a scroll view that may outlive it). SwiftUI releases its
            // state objects on the main thread; elsewhere the coordinator's own observations end
            // with it.
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { coordinator?.invalidate() }
        }
    }
#endif
