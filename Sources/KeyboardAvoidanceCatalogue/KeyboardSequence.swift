import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What iOS posts for one change of the keyboard, in order: its notifications with their userInfo,
/// and, for a finger's drag, the keyboard's frame at each display frame.
///
/// Made for a ``KeyboardScenario`` by ``show(_:quickTypeBar:)``, ``hide(_:)``,
/// ``quickTypeBarAppearing(_:)``, ``undocking(_:)``, ``docking(_:)`` and ``drag(_:ending:)``;
/// ``fromAnotherApp()`` makes it another app's. Sequences add up with `+`.
///
/// ```swift
/// let show = KeyboardSequence.show(on: .iPhone15, mode: .docked, orientation: .portrait)
/// show.notifications.map(\.name)
/// // [.willChangeFrame, .willShow, .didChangeFrame, .didShow], each with the end frame
/// // (0, 516, 393, 336), duration 0.25 and curve 7
/// ```
///
/// `KeyboardAvoidanceTesting` posts a sequence to a `NotificationCenter` as UIKit does;
/// ``avoiderEvents`` replays it through the core's `AvoidanceSession` or `KeyboardAvoider`.
public struct KeyboardSequence: Sendable, Hashable {
    /// One thing iOS does during a sequence.
    public enum Step: Sendable, Hashable {
        /// A notification is posted.
        case notification(KeyboardNotificationValue)
        /// During a drag, the keyboard's screen frame at one display frame; iOS posts nothing
        /// (spec §6.2).
        case dragSample(CGRect)

        /// The step as a session or an avoider takes it: a keyboard event, or a `track` sample.
        public var avoiderEvent: AvoiderEvent {
            switch self {
            case .notification(let value): .keyboard(value.event)
            case .dragSample(let frame): .track(frame)
            }
        }
    }

    /// What the sequence shows, for a test's output.
    public var name: String
    /// The steps, in order.
    public var steps: [Step]
    /// The scenario it was made for, if any: `nil` for a sequence of recorded notifications.
    public var scenario: KeyboardScenario?
    /// Where its order and values come from.
    public var source: String

    /// Creates a sequence from its steps.
    public init(
        name: String, steps: [Step], scenario: KeyboardScenario? = nil, source: String = ""
    ) {
        self.name = name
        self.steps = steps
        self.scenario = scenario
        self.source = source
    }

    /// A sequence of notifications: a recorded session's, posted again.
    public init(_ notifications: [KeyboardNotificationValue], name: String = "notifications") {
        self.init(name: name, steps: notifications.map(Step.notification))
    }

    /// The notifications, in order, without the drag's samples.
    public var notifications: [KeyboardNotificationValue] {
        steps.compactMap { step in
            if case .notification(let value) = step { return value }
            return nil
        }
    }

    /// The drag's samples, in order.
    public var dragSamples: [CGRect] {
        steps.compactMap { step in
            if case .dragSample(let frame) = step { return frame }
            return nil
        }
    }

    /// The steps as a session or an avoider takes them.
    public var avoiderEvents: [AvoiderEvent] { steps.map(\.avoiderEvent) }

    /// The keyboard's screen frame in effect after the sequence (spec §2): `nil` after a hide,
    /// `before` when every step is ignored.
    ///
    /// - Parameter before: The keyboard frame in effect before the sequence.
    public func keyboardFrame(after before: CGRect?) -> CGRect? {
        var frame = before
        for step in steps {
            switch step {
            case .notification(let value):
                let event = value.event
                if !event.isIgnored { frame = event.resultingFrame }
            case .dragSample(let sample):
                let event = KeyboardEvent(name: .willChangeFrame, endFrame: sample)
                if !event.isIgnored { frame = event.resultingFrame }
            }
        }
        return frame
    }

    /// The sequence as another app's keyboard (`isLocal` false, iPad multitasking); the engine
    /// ignores all but its hides (spec §2).
    public func fromAnotherApp() -> KeyboardSequence {
        var sequence = self
        sequence.name += ", from another app"
        sequence.source +=
            "; isLocal false for every app but the one that showed the keyboard (developer.apple.com/documentation/uikit/uikeyboardislocaluserinfokey)"
        sequence.steps = steps.map { step in
            guard case .notification(var value) = step else { return step }
            value.isLocal = false
            return .notification(value)
        }
        return sequence
    }

    /// One sequence after the other.
    public static func + (first: KeyboardSequence, second: KeyboardSequence) -> KeyboardSequence {
        KeyboardSequence(
            name: "\(first.name), then \(second.name)", steps: first.steps + second.steps,
            scenario: second.scenario ?? first.scenario,
            source: [first.source, second.source].filter { !$0.isEmpty }.joined(separator: "; "))
    }
}
