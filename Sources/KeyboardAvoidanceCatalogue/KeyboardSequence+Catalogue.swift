import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// What iOS posts, by the spec and the fixtures that log it:
// - a show or a change of a docked keyboard: `WillChangeFrame`, `WillShow`, `DidChangeFrame`,
//   `DidShow`, each with the same begin and end frames (spec §6; iphone-curve-7-show-hide.json);
// - a hide: `WillChangeFrame`, `WillHide`, `DidChangeFrame`, `DidHide` (the same fixture);
// - a floating, split or undocked keyboard posts no show or hide, only `WillChangeFrame` and
//   `DidChangeFrame` (themainthread.com/blog/2012/05/the-ipad-split-keyboard-and-missing-notifications.html);
// - undocking, splitting or floating a docked keyboard posts `WillHide` (openradar 18010127,
//   ipad-undock-sends-willhide.json);
// - the QuickType bar appearing changes the frame with duration 0
//   (iphone-predictive-bar-duration-0.json).
extension KeyboardSequence {
    /// The keyboard shows over the scenario's app, from below the screen to
    /// ``KeyboardScenario/keyboardFrame``: `WillChangeFrame`, `WillShow`, `DidChangeFrame`,
    /// `DidShow` for a docked keyboard or a shortcut bar; `WillChangeFrame`, `DidChangeFrame` for
    /// a floating, split or undocked one. Duration 0.25 s, curve 7.
    ///
    /// - Parameters:
    ///   - scenario: The device, orientation, keyboard and presentation.
    ///   - quickTypeBar: `false` for a keyboard without its QuickType bar, as for a password
    ///     field: ``keyboardFrameWithoutQuickTypeBar(_:)``, which
    ///     ``quickTypeBarAppearing(_:)`` then grows.
    public static func show(_ scenario: KeyboardScenario, quickTypeBar: Bool = true)
        -> KeyboardSequence
    {
        let frame =
            quickTypeBar ? scenario.keyboardFrame : keyboardFrameWithoutQuickTypeBar(scenario)
        return KeyboardSequence(
            name: "show\(quickTypeBar ? "" : " without the QuickType bar"): \(scenario.name)",
            steps: changes(
                from: CGRect(
                    x: frame.minX, y: scenario.screen.maxY, width: frame.width,
                    height: frame.height),
                to: frame, announced: scenario.keyboard.isDocked ? .willShow : nil,
                duration: 0.25),
            scenario: scenario, source: scenario.source)
    }

    /// The keyboard shows: ``show(_:quickTypeBar:)`` of the scenario of a device, a keyboard mode, an
    /// orientation and a presentation.
    public static func show(
        on device: KeyboardScenario.Device, mode: KeyboardScenario.KeyboardMode = .docked,
        orientation: KeyboardScenario.Orientation = .portrait,
        presentation: KeyboardScenario.Presentation = .fullScreen
    ) -> KeyboardSequence {
        show(
            KeyboardScenario(
                device: device, orientation: orientation, keyboard: mode,
                presentation: presentation))
    }

    /// The keyboard hides, from ``KeyboardScenario/keyboardFrame`` to below the screen:
    /// `WillChangeFrame`, `WillHide`, `DidChangeFrame`, `DidHide` for a docked keyboard or a
    /// shortcut bar; `WillChangeFrame`, `DidChangeFrame` for a floating, split or undocked one
    /// (its end frame below the screen is illustrative). Duration 0.25 s, curve 7.
    public static func hide(_ scenario: KeyboardScenario) -> KeyboardSequence {
        KeyboardSequence(
            name: "hide: \(scenario.name)",
            steps: changes(
                from: scenario.keyboardFrame, to: scenario.offScreenKeyboardFrame,
                announced: scenario.keyboard.isDocked ? .willHide : nil, duration: 0.25),
            scenario: scenario, source: scenario.source)
    }

    /// The QuickType bar appears over a keyboard that is up: the keyboard grows by the device's
    /// bar in the scenario's orientation (``KeyboardScenario/Device/quickTypeBarHeight(_:)``) to
    /// ``KeyboardScenario/keyboardFrame``, with `WillChangeFrame`, `WillShow`, `DidChangeFrame`,
    /// `DidShow` and duration 0 — the change happens in place, not animated
    /// (iphone-predictive-bar-duration-0.json). For a keyboard that is not docked,
    /// `WillChangeFrame` and `DidChangeFrame`.
    public static func quickTypeBarAppearing(_ scenario: KeyboardScenario) -> KeyboardSequence {
        let grown = scenario.keyboardFrame
        let bar = scenario.device.quickTypeBarHeight(scenario.orientation)
        let before = CGRect(
            x: grown.minX, y: grown.minY + bar, width: grown.width, height: grown.height - bar)
        return KeyboardSequence(
            name: "QuickType bar appearing: \(scenario.name)",
            steps: changes(
                from: before, to: grown, announced: scenario.keyboard.isDocked ? .willShow : nil,
                duration: 0),
            scenario: scenario,
            source: scenario.source
                + "; the order and duration 0 logged in stackoverflow.com/questions/25946121")
    }

    /// The frame of the keyboard before ``quickTypeBarAppearing(_:)``: the keyboard without its
    /// QuickType bar, where a show of a field without suggestions (a password) leaves it.
    public static func keyboardFrameWithoutQuickTypeBar(_ scenario: KeyboardScenario) -> CGRect {
        let frame = scenario.keyboardFrame
        let bar = scenario.device.quickTypeBarHeight(scenario.orientation)
        return CGRect(
            x: frame.minX, y: frame.minY + bar, width: frame.width, height: frame.height - bar)
    }

    /// An iPad's docked keyboard undocks, splits or floats into the scenario's keyboard: iOS
    /// posts `WillChangeFrame`, `WillHide`, `DidChangeFrame`, `DidHide` with the new frame
    /// (openradar 18010127; ipad-undock-sends-willhide.json). For a docked scenario, nothing.
    public static func undocking(_ scenario: KeyboardScenario) -> KeyboardSequence {
        dockChange(
            scenario, undocks: true,
            source:
                "; WillHide on undocking: openradar 18010127 (github.com/lionheart/openradar-mirror/issues/12171)"
        )
    }

    /// An iPad's undocked, split or floating keyboard docks again: `WillChangeFrame`, `WillShow`,
    /// `DidChangeFrame`, `DidShow` back to the docked frame. For a docked scenario, nothing.
    public static func docking(_ scenario: KeyboardScenario) -> KeyboardSequence {
        dockChange(scenario, undocks: false, source: "")
    }

    /// The keyboard leaving the bottom (announced as a hide) or coming back (as a show).
    private static func dockChange(_ scenario: KeyboardScenario, undocks: Bool, source: String)
        -> KeyboardSequence
    {
        let (docked, other) = (scenario.dockedKeyboardFrame, scenario.keyboardFrame)
        return KeyboardSequence(
            name: "\(undocks ? "undocking" : "docking"): \(scenario.name)",
            steps: scenario.keyboard.isDocked
                ? []
                : changes(
                    from: undocks ? docked : other, to: undocks ? other : docked,
                    announced: undocks ? .willHide : .willShow, duration: 0.25),
            scenario: scenario, source: scenario.source + source)
    }

    /// Where a finger's drag of the keyboard ends.
    public enum DragEnding: String, Sendable, Hashable, CaseIterable {
        /// Let go past the middle: the keyboard goes.
        case dismissal
        /// Let go before the middle: the keyboard comes back up.
        case snapBack
    }

    /// A finger drags the keyboard down (a scroll view whose `keyboardDismissMode` is
    /// interactive), then lets go: iOS posts nothing during the drag — the keyboard shows at one
    /// frame per display frame, moved down by an eighth of its height on screen each time, to
    /// five eighths for a dismissal and three eighths for a snap-back (illustrative) — then the
    /// notifications of the outcome from the last frame: a hide, or a show back to the docked
    /// frame (spec §6.2). Only a docked keyboard or a shortcut bar is dragged: for the others, an
    /// empty sequence.
    public static func drag(_ scenario: KeyboardScenario, ending: DragEnding)
        -> KeyboardSequence
    {
        guard scenario.keyboard.isDocked else {
            return KeyboardSequence(
                name: "drag: \(scenario.name)", steps: [], scenario: scenario,
                source: scenario.source)
        }
        let frame = scenario.keyboardFrame
        let onScreen = scenario.screen.maxY - frame.minY
        let eighths = ending == .dismissal ? 5 : 3
        let samples = (1...eighths).map { eighth in
            frame.offsetBy(dx: 0, dy: (onScreen * CGFloat(eighth) / 8).rounded())
        }
        let last = samples[samples.count - 1]
        let outcome =
            ending == .dismissal
            ? changes(
                from: last, to: scenario.offScreenKeyboardFrame, announced: .willHide,
                duration: 0.25)
            : changes(from: last, to: frame, announced: .willShow, duration: 0.25)
        return KeyboardSequence(
            name: "drag (\(ending == .dismissal ? "dismissal" : "snap-back")): \(scenario.name)",
            steps: samples.map(Step.dragSample) + outcome, scenario: scenario,
            source: scenario.source
                + "; samples at eighths of the keyboard illustrative, the outcome's notifications as a show's or a hide's (spec §6.2)"
        )
    }

    /// `WillChangeFrame`, the announced `Will…`, `DidChangeFrame` and the matching `Did…`, each
    /// with the same frames and animation; without an announcement, the two frame changes.
    private static func changes(
        from begin: CGRect, to end: CGRect, announced: KeyboardEvent.Name?,
        duration: Double
    ) -> [Step] {
        let names: [KeyboardEvent.Name]
        switch announced {
        case .willShow?: names = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        case .willHide?: names = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        default: names = [.willChangeFrame, .didChangeFrame]
        }
        return names.map { name in
            .notification(
                KeyboardNotificationValue(
                    name: name, beginFrame: begin, endFrame: end, duration: duration))
        }
    }
}
