#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// What one avoiding SwiftUI view holds: the UIKit layer's coordinator, driving a session of
    /// the core over a surface that measures the view's probes and applies the plan as this
    /// object's published state — a translation for `shift`, a bottom inset for the others — and
    /// the keyboard as the session sees it, for `@Environment(\.keyboard)`.
    ///
    /// SwiftUI hands it its settings and probes during view updates, and UIKit may post a
    /// notification during one (a field that becomes first responder because `@FocusState`
    /// changed): nothing is published at once. Changes are published on the next turn of the main
    /// queue, in a transaction with the keyboard's animation.
    @MainActor
    final class AvoidanceModel: ObservableObject {
        /// The `shift` plan's translation (≤ 0: up).
        @Published private(set) var translation: CGFloat = 0
        /// Added to the view's bottom safe area: the `safeArea` plan.
        @Published private(set) var bottomInset: CGFloat = 0
        /// The keyboard as it covers the container, whether or not the view avoids it.
        @Published private(set) var keyboard = KeyboardInfo.hidden

        /// What the view asks for.
        struct Settings: Equatable {
            /// The core strategy.
            var strategy: AvoidanceStrategy
            /// Whether the field being edited is the target.
            var followsFocus: Bool
            /// Whether the view is a scroll view (a `ScrollView`, `List` or `Form`) whose field is
            /// scrolled into view.
            var scrolls: Bool
            var configuration: AvoiderConfiguration
            /// How far above the keyboard an interactive dismissal begins (a riding bar's
            /// height).
            var dismissPadding: CGFloat = 0

            /// The settings of a mode.
            init(mode: KeyboardAvoidanceMode, configuration: AvoiderConfiguration) {
                var configuration = configuration
                switch mode {
                case .shift: (strategy, followsFocus, scrolls) = (.shift, true, false)
                case .safeArea: (strategy, followsFocus, scrolls) = (.safeArea, true, true)
                case .disabled:
                    // A session that plans the rest state whatever the keyboard: the environment
                    // still has the keyboard.
                    (strategy, followsFocus, scrolls) = (.safeArea, false, false)
                    configuration.isEnabled = false
                default:
                    // The deprecated `.resize`, the one case left (naming it would warn): its old
                    // behaviour, the safe area grown with no target and no scroll.
                    (strategy, followsFocus, scrolls) = (.safeArea, false, false)
                }
                self.configuration = configuration
            }

            /// The settings of a bar that rides the keyboard.
            init(ridingBarWith configuration: AvoiderConfiguration, dismissPadding: CGFloat) {
                strategy = .safeArea
                followsFocus = false
                scrolls = false
                self.configuration = configuration
                self.dismissPadding = dismissPadding
            }
        }

        private var settings: Settings?
        private var built: Settings?
        /// The probe behind the whole modified view, at rest: the container.
        private(set) weak var containerProbe: ProbeView?
        /// The probe behind the content, moving with it: the coordinates targets are measured
        /// in.
        private(set) weak var contentProbe: ProbeView?
        /// The probe in the view that carries ``bottomInset`` as SwiftUI lays it out: its height
        /// is the inset SwiftUI shows now, which a scroll view's adjusted inset holds.
        private weak var insetProbe: ProbeView?

        /// The bottom inset as SwiftUI shows it now (0 before it is laid out).
        var shownBottomInset: CGFloat { insetProbe?.bounds.height ?? 0 }

        /// Called on every SwiftUI update with the probe in the bottom inset's view.
        func attachInset(_ probe: ProbeView) {
            insetProbe = probe
        }
        /// For `scroll`: the scroll view the modifier was applied to.
        private weak var scrollView: UIScrollView?
        /// How many times the scroll view was looked for since the view entered its window.
        private var scrollViewSearches = 0
        private var coordinator: AvoidanceCoordinator?
        private var surface: (any AvoidanceSurface)?
        /// Views revealed with the field (their anchors), in the content probe's coordinates as
        /// SwiftUI resolved them; the surface moves them into its own.
        private(set) var revealRects: [CGRect] = []
        private var updateScheduled = false

        /// Called on every SwiftUI update with the container probe and the settings.
        func attachContainer(_ probe: ProbeView, settings: Settings) {
            if probe !== containerProbe {
                containerProbe = probe
                probe.onWindowChange = { [weak self] in
                    self?.scrollViewSearches = 0
                    self?.scheduleUpdate()
                }
                probe.onLayout = { [weak self] in self?.scheduleUpdate() }
                // A new probe is a new container: a new session measures it.
                built = nil
                scheduleUpdate()
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
            coordinator?.scheduleMeasure()
        }

        /// The reveal anchors' rects, in the content probe's coordinates, as SwiftUI resolved
        /// them; measured again when they moved in the surface's coordinates (for `scroll`, the
        /// scroll view's content, where scrolling does not move them).
        func setRevealRects(_ rects: [CGRect]) {
            let before = surface?.revealRects() ?? revealRects
            revealRects = rects
            let after = surface?.revealRects() ?? revealRects
            if TargetGeometry.rects(before, differFrom: after) { coordinator?.scheduleMeasure() }
        }

        /// Sets the translation, as a surface applies a `shift` plan (inside ``publish(_:_:)``).
        func apply(translation: CGFloat) {
            if translation != self.translation { self.translation = translation }
        }

        /// Sets the bottom inset, as a surface applies a plan (inside ``publish(_:_:)``).
        func apply(bottomInset: CGFloat) {
            if bottomInset != self.bottomInset { self.bottomInset = bottomInset }
        }

        /// Publishes `changes` on the next turn of the main queue, animated as the keyboard
        /// moves (or without animation for a change of duration 0).
        func publish(_ animation: KeyboardAnimation, _ changes: @escaping @MainActor () -> Void) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { withKeyboardAnimation(animation, changes) }
            }
        }

        /// Publishes the keyboard as the session sees it after an input.
        func publishKeyboard(
            of session: AvoidanceSession, after input: AvoiderEvent, action: SurfaceAction?
        ) {
            guard let animation = action?.animation ?? session.animation(after: input, action: nil)
            else { return }
            // The keyboard as it covers the view, whether or not the view avoids it.
            let info = KeyboardInfo(coverage: session.coverage, animation: animation)
            publish(animation) { [weak self] in
                guard let self, info != keyboard else { return }
                keyboard = info
            }
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
            if settings.scrolls, scrollView?.window == nil, containerProbe.window != nil,
                scrollViewSearches < 3
            {
                // Looked for when the view enters a window and at its first layout passes, where
                // SwiftUI makes its scroll view; not at every layout pass after that.
                scrollViewSearches += 1
                if let found = HostedScrollSurface.scrollView(behind: containerProbe) {
                    scrollView = found
                    built = nil
                }
            }
            guard let built, built.strategy == settings.strategy,
                built.followsFocus == settings.followsFocus, built.scrolls == settings.scrolls,
                coordinator != nil
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

        /// A new session for new settings, a new probe or a new scroll view: the old one returns
        /// the view to rest at once first. A `scroll` view whose scroll view is not found (yet)
        /// is resized instead, so that the keyboard never covers its field.
        private func rebuild(_ settings: Settings, container: ProbeView) {
            coordinator?.invalidate()
            coordinator = nil
            surface = nil
            built = nil
            let surface: any AvoidanceSurface
            let containerView: UIView
            if settings.scrolls, let scrollView {
                surface = HostedScrollSurface(model: self, scrollView: scrollView)
                containerView = scrollView
            } else {
                surface = OffsetSurface(model: self, container: container)
                containerView = container
            }
            let coordinator = AvoidanceCoordinator(
                container: containerView, strategy: settings.strategy,
                configuration: settings.configuration, notificationCenter: .default,
                followsFocus: settings.followsFocus, surface: surface)
            coordinator.keyboardDismissPadding = settings.dismissPadding
            self.surface = surface
            self.coordinator = coordinator
            built = settings
        }

        deinit {
            // The view went away: its coordinator returns the view to rest, stops observing and
            // takes its tracking view out of the container (a scroll view that may outlive it),
            // on the main actor whichever thread released this.
            let coordinator = coordinator
            MainActorHop.run { coordinator?.invalidate() }
        }
    }

    /// A surface that applies its plans as an ``AvoidanceModel``'s published state.
    @MainActor
    protocol ModelSurface: AvoidanceSurface {
        /// The model whose state the plans become.
        var model: AvoidanceModel? { get }
    }

    extension ModelSurface {
        /// Published on the next turn of the main queue, with the keyboard's animation: never
        /// inside a SwiftUI update.
        func animate(
            _ animation: KeyboardAnimation, changes: @escaping () -> Void,
            completion: @escaping (Bool) -> Void
        ) {
            guard let model else { return completion(false) }
            model.publish(animation) {
                changes()
                completion(true)
            }
        }
    }
#endif
