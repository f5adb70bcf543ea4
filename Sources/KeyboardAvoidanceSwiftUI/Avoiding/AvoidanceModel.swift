#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// One avoiding SwiftUI view's state: the UIKit layer's coordinator over its probes, the plan
    /// as published state, and the keyboard for `@Environment(\.keyboard)`. Changes are published
    /// on the next turn of the main queue (never inside a SwiftUI update), with the keyboard's
    /// animation.
    @MainActor
    final class AvoidanceModel: ObservableObject {
        /// The `shift` plan's translation (≤ 0: up).
        @Published private(set) var translation: CGFloat = 0
        /// Added to the view's bottom safe area: the `safeArea` plan.
        @Published private(set) var bottomInset: CGFloat = 0
        /// The keyboard as it covers the container, whether or not the view avoids it.
        @Published private(set) var keyboard = KeyboardInfo.hidden

        /// What the view asks for: the core's, which says what a change of it needs.
        typealias Settings = HostedAvoidanceSettings

        /// When the session is rebuilt or measured again: the core decides.
        private var upkeep = HostedAvoidanceUpkeep()
        /// The probe behind the whole modified view, at rest: the container.
        private(set) weak var containerProbe: ProbeView?
        /// The probe behind the content, moving with it: where targets are measured.
        private(set) weak var contentProbe: ProbeView?
        /// The probe in the view carrying ``bottomInset``: its height is the inset shown now.
        private weak var insetProbe: ProbeView?

        /// The bottom inset as SwiftUI shows it now (0 before it is laid out).
        var shownBottomInset: CGFloat { insetProbe?.bounds.height ?? 0 }

        /// Called on every SwiftUI update with the probe in the bottom inset's view.
        func attachInset(_ probe: ProbeView) {
            insetProbe = probe
        }
        /// For a view that scrolls: the scroll view the modifier was applied to.
        private weak var scrollView: UIScrollView?
        private var coordinator: AvoidanceCoordinator?
        private var surface: (any AvoidanceSurface)?
        /// Views revealed with the field, in the content probe's coordinates.
        private(set) var revealRects: [CGRect] = []
        private var updateScheduled = false

        /// Called on every SwiftUI update with the container probe and the settings.
        func attachContainer(_ probe: ProbeView, settings: Settings) {
            let isNewProbe = probe !== containerProbe
            if isNewProbe {
                containerProbe = probe
                probe.onWindowChange = { [weak self] in
                    self?.upkeep.containerChangedWindow()
                    self?.scheduleUpdate()
                }
                probe.onLayout = { [weak self] in self?.scheduleUpdate() }
            }
            if upkeep.attachContainer(isNewProbe: isNewProbe, settings: settings) {
                scheduleUpdate()
            }
        }

        /// Called on every SwiftUI update with the content probe.
        func attachContent(_ probe: ProbeView) {
            guard probe !== contentProbe else { return }
            contentProbe = probe
            coordinator?.scheduleMeasure()
        }

        /// The reveal anchors' rects, in the content probe's coordinates; re-measures when moved.
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
            guard let containerProbe else { return }
            // Where SwiftUI makes its scroll view: looked for as the core says.
            if upkeep.searchesForScrollView(
                containerIsInWindow: containerProbe.window != nil,
                scrollViewIsInWindow: scrollView?.window != nil),
                let found = HostedScrollSurface.scrollView(behind: containerProbe)
            {
                scrollView = found
                upkeep.foundScrollView()
            }
            switch upkeep.update(hasScrollView: scrollView != nil) {
            case .nothing:
                break
            case .build(let settings, let onScrollView):
                rebuild(settings, container: containerProbe, onScrollView: onScrollView)
            case .keep(let configuration, let dismissPadding):
                if let configuration { coordinator?.configuration = configuration }
                if let dismissPadding { coordinator?.keyboardDismissPadding = dismissPadding }
                coordinator?.scheduleMeasure()
            }
        }

        /// A new session, the old one released first: on the scroll view, or on the container
        /// while none is found (resized, so the keyboard never covers the field).
        private func rebuild(_ settings: Settings, container: ProbeView, onScrollView: Bool) {
            coordinator?.invalidate()
            coordinator = nil
            surface = nil
            let surface: any AvoidanceSurface
            let containerView: UIView
            if onScrollView, let scrollView {
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
        }

        deinit {
            // The view went away: its coordinator returns the view to rest, stops observing and
            // takes its tracking view out of the container (a scroll view that may outlive it),
            // on the main actor whichever thread released this.
            let coordinator = coordinator
            MainActorHop.run { coordinator?.invalidate() }
        }
    }

    extension HostedAvoidanceSettings {
        /// The core's settings of a mode, case for case.
        init(mode: KeyboardAvoidanceMode, configuration: AvoiderConfiguration) {
            switch mode {
            case .shift: self = .shift(configuration: configuration)
            case .safeArea: self = .safeArea(configuration: configuration)
            case .disabled: self = .disabled(configuration: configuration)
            }
        }
    }

    /// A surface that applies its plans as an ``AvoidanceModel``'s published state.
    @MainActor
    protocol ModelSurface: AvoidanceSurface {
        /// The model whose state the plans become.
        var model: AvoidanceModel? { get }
    }

    extension ModelSurface {
        /// Published on the next turn, with the keyboard's animation.
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

        /// Published on the next turn, without an animation of its own.
        func setInCallerAnimation(_ changes: @escaping () -> Void) {
            animate(.release, changes: changes, completion: { _ in })
        }
    }
#endif
