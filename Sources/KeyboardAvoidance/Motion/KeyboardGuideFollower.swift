#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import QuartzCore
    import UIKit

    /// Follows the keyboard frame by frame, with public API only: a hidden view pinned to a
    /// keyboard layout guide, which UIKit moves in the keyboard's own animation and with the finger
    /// that drags it; a display link that runs only during a drag, or a move whose phases are
    /// wanted; the core's `KeyboardPhaseMachine`, which decides the phases and when the link runs,
    /// and predicts where the keyboard will be at the frame being prepared rather than where it was.
    ///
    /// It is attached to a hidden host view filling its view's window, so that the library's own
    /// shift of a container does not move it. It changes none of the guide's settings: UIKit passes
    /// `keyboardDismissPadding`, `followsUndockedKeyboard` and `usesBottomSafeArea` on from any
    /// guide to the window's, so a setting here would act on the app's own guides. Hence:
    /// - the host's guide rests wherever the app's settings put it — on the safe area or the
    ///   window's bottom — and the core measures that line with every sample;
    /// - it does not follow an undocked or floating keyboard: such a keyboard is known from its
    ///   notifications only (`.start`, `.move`, `.end`), never as `.interactive` frames.
    ///
    /// Cost: one hidden host per follower, and one display link while it runs. A component's
    /// ``KeyboardObserver`` keeps a follower only while a docked keyboard is up (the core's
    /// `KeyboardTrackingDemand`); an observer of the phases keeps one for its lifetime.
    @MainActor
    final class KeyboardGuideFollower {
        /// Called with the phases of each change, in order, and where they came from: `.event`
        /// while UIKit handles a notification or a window change, `.frame` from the display link
        /// or a layout sample taken on a turn of its own.
        var onPhases: (([KeyboardPhase], KeyboardPhaseDelivery.Source) -> Void)?
        /// Whether `.move` phases are wanted during an animated change: the display link then
        /// runs for the whole move. Without, it runs only while a finger drags the keyboard.
        var wantsMoves = false {
            didSet { updateDisplayLink() }
        }

        private weak var view: UIView?
        private var host: TrackingHost?
        private var phases = KeyboardPhaseMachine(screen: .zero)
        private var displayLink: CADisplayLink?
        private var layoutSampleScheduled = false

        init(view: UIView) {
            self.view = view
            attach()
        }

        deinit {
            // The hidden host leaves the window through what this object holds, not `self`. The
            // display link invalidates itself at its next callback: its target holds this weakly.
            let host = host
            MainActorHop.run { host?.removeFromSuperview() }
        }

        /// The view moved to another window, or out of one: the host follows it.
        func attach() {
            guard let window = view?.window, let screen = window.windowScene?.screen else {
                invalidate()
                return
            }
            guard host?.window !== window else { return }
            invalidate()
            let host = TrackingHost(in: window)
            host.onLayout = { [weak self] in self?.scheduleLayoutSample() }
            self.host = host
            // Laid out before anything is read, and without animation (a notification's handler
            // runs inside the keyboard's animation block): a view not laid out has a zero frame,
            // which would read as a keyboard covering the screen. The first sample then tells
            // where the keyboard rests, without a phase.
            phases = KeyboardPhaseMachine(screen: screen.bounds)
            UIView.performWithoutAnimation { host.layoutIfNeeded() }
            sample(at: CACurrentMediaTime(), from: .event)
        }

        /// A keyboard notification the engine did not ignore: the move it announces.
        func transition(_ event: KeyboardEvent, screen: UIScreen) {
            guard
                let transition = KeyboardTransition(
                    event: event, screen: screen.bounds, startTime: CACurrentMediaTime())
            else { return }
            deliver(phases.handle(.transition(transition)), from: .event)
            updateDisplayLink()
        }

        /// Stops following: the display link and the hidden views go.
        func invalidate() {
            stopDisplayLink()
            host?.removeFromSuperview()
            host = nil
        }

        // MARK: Sampling

        /// The host's guide as it shows now, laid out first: from the presentation layer while
        /// UIKit animates the marker (its model already holds where the animation ends — after a
        /// drag, where the keyboard goes when the finger lifts), else from the model, which a
        /// finger's drag sets without animation.
        private func currentSample() -> KeyboardGuideSample? {
            guard let host, let window = host.window, let screen = window.windowScene?.screen
            else { return nil }
            host.layoutIfNeeded()
            let model = host.marker.layer
            let isAnimating = !(model.animationKeys() ?? []).isEmpty
            let layer = isAnimating ? (model.presentation() ?? model) : model
            let space = screen.coordinateSpace
            return KeyboardGuideSample(
                guideTop: host.convert(CGPoint(x: 0, y: layer.frame.minY), to: space).y,
                safeAreaBottom: host.convert(host.safeAreaLayoutGuide.layoutFrame, to: space).maxY,
                windowBottom: host.convert(host.bounds, to: space).maxY,
                screen: screen.bounds)
        }

        private func sample(at time: Double, from source: KeyboardPhaseDelivery.Source) {
            guard let sample = currentSample() else { return }
            deliver(phases.handle(.guide(sample, at: time)), from: source)
        }

        /// The guide moved in a layout pass: while no display link runs, this is how a drag is
        /// first noticed. Sampled on the next turn of the main queue rather than inside the layout
        /// pass: what a sample sets off (a component's `track`) lays views out again, and a
        /// notification posted in the same turn — the end of a drag — goes first, so that the end
        /// UIKit commits before it is never taken for the finger.
        private func scheduleLayoutSample() {
            guard !layoutSampleScheduled else { return }
            layoutSampleScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                layoutSampleScheduled = false
                // While the display link runs, its callbacks sample.
                guard displayLink == nil else { return }
                sample(at: CACurrentMediaTime(), from: .frame)
                updateDisplayLink()
            }
        }

        fileprivate func tick(_ link: CADisplayLink) {
            // What is on screen now, then the frame being prepared, predicted.
            if let sample = currentSample() {
                deliver(phases.handle(.guide(sample, at: link.timestamp)), from: .frame)
            }
            deliver(phases.handle(.tick(targetTimestamp: link.targetTimestamp)), from: .frame)
            updateDisplayLink()
        }

        private func deliver(
            _ delivered: [KeyboardPhase], from source: KeyboardPhaseDelivery.Source
        ) {
            guard !delivered.isEmpty else { return }
            onPhases?(delivered, source)
        }

        // MARK: The display link

        /// Runs the link when the core says frames are needed.
        private func updateDisplayLink() {
            let needed = host != nil && phases.needsFrames(followingMoves: wantsMoves)
            if needed, displayLink == nil {
                let link = CADisplayLink(
                    target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:))
                )
                link.add(to: .main, forMode: .common)
                displayLink = link
            } else if !needed {
                stopDisplayLink()
            }
        }

        private func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    /// The display link's target: it holds the follower weakly (a display link retains its target).
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        private weak var follower: KeyboardGuideFollower?

        init(_ follower: KeyboardGuideFollower) {
            self.follower = follower
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let follower else {
                link.invalidate()
                return
            }
            follower.tick(link)
        }
    }

    /// A hidden, untouchable view filling a window, with a marker that spans from its keyboard
    /// layout guide's top to its bottom: the marker's top is the keyboard's, and its height
    /// changes with every move, so that its layout pass reports a drag.
    @MainActor
    private final class TrackingHost: UIView {
        let marker = LayoutReporter()
        var onLayout: (() -> Void)? {
            get { marker.onLayout }
            set { marker.onLayout = newValue }
        }

        init(in window: UIWindow) {
            super.init(frame: window.bounds)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(self)
            marker.translatesAutoresizingMaskIntoConstraints = false
            addSubview(marker)
            NSLayoutConstraint.activate([
                marker.leadingAnchor.constraint(equalTo: leadingAnchor),
                marker.trailingAnchor.constraint(equalTo: trailingAnchor),
                marker.topAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
                marker.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }
    }

    /// A view that reports its layout passes.
    @MainActor
    private final class LayoutReporter: UIView {
        var onLayout: (() -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }
    }
#endif
