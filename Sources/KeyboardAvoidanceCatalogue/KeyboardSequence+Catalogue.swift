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
    /// The keyboard shows, from below the screen to ``KeyboardScenario/keyboardFrame``:
    /// `WillChangeFrame`, `WillShow`, `DidChangeFrame`, `DidShow` when docked, only the two frame
    /// changes otherwise. Duration 0.25 s, curve 7.
    ///
    /// - Parameters:
    ///   - scenario: The device, orientation, keyboard and presentation.
    ///   - quickTypeBar: `false` for a keyboard without its QuickType bar (a password field):
    ///     ``keyboardFrameWithoutQuickTypeBar(_:)``.
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

    /// ``show(_:quickTypeBar:)`` of the scenario made of these.
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

    /// The keyboard hides, from ``KeyboardScenario/keyboardFrame`` to below the screen, with the
    /// notifications of ``show(_:quickTypeBar:)`` (`WillHide`, `DidHide` when docked).
    public static func hide(_ scenario: KeyboardScenario) -> KeyboardSequence {
        KeyboardSequence(
            name: "hide: \(scenario.name)",
            steps: changes(
                from: scenario.keyboardFrame, to: scenario.offScreenKeyboardFrame,
                announced: scenario.keyboard.isDocked ? .willHide : nil, duration: 0.25),
            scenario: scenario, source: scenario.source)
    }

    /// The QuickType bar appears: the keyboard grows by
    /// ``KeyboardScenario/Device/quickTypeBarHeight(_:)`` to ``KeyboardScenario/keyboardFrame``
    /// in place, with a show's notifications and duration 0 (iphone-predictive-bar-duration-0).
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

    /// The keyboard's frame without its QuickType bar (a password field's), before
    /// ``quickTypeBarAppearing(_:)``.
    public static func keyboardFrameWithoutQuickTypeBar(_ scenario: KeyboardScenario) -> CGRect {
        let frame = scenario.keyboardFrame
        let bar = scenario.device.quickTypeBarHeight(scenario.orientation)
        return CGRect(
            x: frame.minX, y: frame.minY + bar, width: frame.width, height: frame.height - bar)
    }

    /// An iPad's docked keyboard undocks, splits or floats into the scenario's: a hide's
    /// notifications with the new frame (ipad-undock-sends-willhide). Empty for a docked scenario.
    public static func undocking(_ scenario: KeyboardScenario) -> KeyboardSequence {
        dockChange(
            scenario, undocks: true,
            source:
                "; WillHide on undocking: openradar 18010127 (github.com/lionheart/openradar-mirror/issues/12171)"
        )
    }

    /// An iPad's undocked, split or floating keyboard docks again: a show's notifications back to
    /// the docked frame. Empty for a docked scenario.
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

    /// A finger drags the keyboard down (`keyboardDismissMode` interactive), then lets go (spec
    /// §6.2): drag samples an eighth of its height apart, to five eighths for a dismissal or three
    /// for a snap-back (illustrative), then a hide or a show back. Empty unless docked.
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

    /// The frame changes, with the announced `Will…` and its `Did…` if any.
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
