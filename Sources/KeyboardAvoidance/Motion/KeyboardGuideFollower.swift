#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import QuartzCore
    import UIKit

    /// Follows the keyboard frame by frame with public API: a hidden view pinned to a keyboard
    /// layout guide, a display link only while needed, and the core's `KeyboardPhaseMachine`.
    /// It sets none of the guide's settings, as UIKit shares them across the window
    /// (the article "Following the keyboard frame by frame").
    @MainActor
    final class KeyboardGuideFollower {
        /// Called with each change's phases, in order, and their source (`.event` or `.frame`).
        var onPhases: (([KeyboardPhase], KeyboardPhaseDelivery.Source) -> Void)?
        /// Whether `.move` phases are wanted (the link then runs for whole moves, not only drags).
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

        /// The host's guide as it shows now: the presentation layer while UIKit animates the
        /// marker (the model already holds the end), else the model.
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

        /// The guide moved in a layout pass (how a drag is first noticed): sampled on the next
        /// turn, so a drag-ending notification in the same turn goes first.
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

    /// A hidden view filling a window, with a marker from its keyboard layout guide's top to its
    /// bottom, whose layout pass reports a drag.
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
