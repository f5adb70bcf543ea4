#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import QuartzCore
    import UIKit

    /// Follows the keyboard frame by frame, with public API only: a hidden view pinned to a
    /// keyboard layout guide, which UIKit moves in the keyboard's own animation and with the finger
    /// that drags it; a display link that runs only during a move or a drag and reads that view's
    /// presentation layer; the core's ``KeyboardPhaseTracker`` for the phases, which predicts
    /// where the keyboard will be at the frame being prepared rather than where it was.
    ///
    /// It is attached to a hidden host view filling its view's window, so that neither the
    /// library's own shift of a container nor another component's guide settings move it; the
    /// host has its own `keyboardLayoutGuide`.
    @MainActor
    final class KeyboardTracker {
        /// Called with the phases of each change, in order.
        var onPhases: (([KeyboardPhase]) -> Void)?
        /// Whether `.move` phases are wanted during an animated change: the display link then
        /// runs for the whole move. Without, it runs only while a finger drags the keyboard.
        var wantsMoves = false {
            didSet { updateDisplayLink() }
        }
        /// Whether an undocked or floating keyboard is followed (`followsUndockedKeyboard`).
        var followsUndockedKeyboard = false {
            didSet { host?.keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard }
        }
        /// How far above the keyboard an interactive dismissal begins (iOS 17 and later): a bar
        /// that rides the keyboard sets its own height, so the drag starts at the bar's top.
        var dismissPadding: CGFloat = 0 {
            didSet { applyDismissPadding() }
        }

        private weak var view: UIView?
        private var host: TrackingHost?
        private var phases = KeyboardPhaseTracker(frame: nil, screen: .zero)
        private var displayLink: CADisplayLink?

        init(view: UIView) {
            self.view = view
            attach()
        }

        /// The view moved to another window, or out of one: the host follows it.
        func attach() {
            guard let window = view?.window else {
                host?.removeFromSuperview()
                host = nil
                stopDisplayLink()
                return
            }
            guard host?.window !== window else { return }
            host?.removeFromSuperview()
            let host = TrackingHost(in: window)
            host.keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard
            host.onLayout = { [weak self] in self?.sampleFromLayout() }
            self.host = host
            applyDismissPadding()
            if let screen = window.windowScene?.screen {
                phases = KeyboardPhaseTracker(
                    frame: currentFrame(presentation: false), screen: screen.bounds)
            }
        }

        /// A keyboard notification the engine did not ignore: the move it announces.
        func transition(_ event: KeyboardEvent, screen: UIScreen) {
            guard
                let transition = KeyboardTransition(
                    event: event, screen: screen.bounds, startTime: CACurrentMediaTime())
            else { return }
            deliver(phases.handle(.transition(transition)))
            updateDisplayLink()
        }

        /// Stops following: the display link and the hidden views go.
        func invalidate() {
            stopDisplayLink()
            host?.removeFromSuperview()
            host = nil
        }

        // MARK: Sampling

        /// The keyboard's frame as the host's guide shows it, in screen coordinates: from the
        /// presentation layer while UIKit animates it, else from the model.
        private func currentFrame(presentation: Bool) -> CGRect? {
            guard let host, let window = host.window, let screen = window.windowScene?.screen
            else { return nil }
            let layer =
                presentation
                ? (host.marker.layer.presentation() ?? host.marker.layer) : host.marker.layer
            let space = screen.coordinateSpace
            let top = host.convert(CGPoint(x: 0, y: layer.frame.minY), to: space).y
            // Before iOS 17 the guide keeps to the safe area when no keyboard covers it.
            var safeAreaBottom: CGFloat?
            if #unavailable(iOS 17.0) {
                safeAreaBottom = host.convert(host.safeAreaLayoutGuide.layoutFrame, to: space).maxY
            }
            return KeyboardGuideSample.frame(
                guideTop: top, safeAreaBottom: safeAreaBottom, screen: screen.bounds)
        }

        /// The guide moved in a layout pass: while no display link runs, this is how a drag is
        /// first noticed.
        private func sampleFromLayout() {
            guard displayLink == nil else { return }
            let now = CACurrentMediaTime()
            // A move the link did not follow (nobody wanted its phases) ends by the clock.
            deliver(phases.handle(.tick(targetTimestamp: now)))
            if let frame = currentFrame(presentation: false) {
                deliver(phases.handle(.sample(frame, at: now)))
            }
            updateDisplayLink()
        }

        fileprivate func tick(_ link: CADisplayLink) {
            // What is on screen now (the presentation layer, a frame late), then the frame being
            // prepared, predicted.
            if let frame = currentFrame(presentation: true) {
                deliver(phases.handle(.sample(frame, at: link.timestamp)))
            }
            deliver(phases.handle(.tick(targetTimestamp: link.targetTimestamp)))
            updateDisplayLink()
        }

        private func deliver(_ delivered: [KeyboardPhase]) {
            guard !delivered.isEmpty else { return }
            onPhases?(delivered)
        }

        // MARK: The display link

        /// Runs the link only while there is something to follow: a drag, or a move whose phases
        /// are wanted.
        private func updateDisplayLink() {
            let dragging: Bool
            if case .dragging = phases.state { dragging = true } else { dragging = false }
            let needed = host != nil && phases.needsFrames && (dragging || wantsMoves)
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

        private func applyDismissPadding() {
            if #available(iOS 17.0, *) {
                host?.keyboardLayoutGuide.keyboardDismissPadding = dismissPadding
            }
        }
    }

    /// The display link's target: it holds the tracker weakly (a display link retains its target).
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        private weak var tracker: KeyboardTracker?

        init(_ tracker: KeyboardTracker) {
            self.tracker = tracker
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let tracker else {
                link.invalidate()
                return
            }
            tracker.tick(link)
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
            if #available(iOS 17.0, *) {
                // The keyboard's top, not the safe area's, when no keyboard is there.
                keyboardLayoutGuide.usesBottomSafeArea = false
            }
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
