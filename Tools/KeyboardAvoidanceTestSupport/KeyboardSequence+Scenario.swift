import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioEvent {
    /// A step of a catalogue sequence as a scenario file writes it: a notification with its
    /// userInfo, or a `track` sample.
    package init(_ step: KeyboardSequence.Step) {
        switch step {
        case .notification(let value):
            self = .notification(value.name, userInfo: value.scenarioUserInfo)
        case .dragSample(let frame):
            self = .track(frame)
        }
    }
}

extension KeyboardNotificationValue {
    /// The userInfo as a scenario file writes it: `[x, y, w, h]` frames, numbers, and isLocal as
    /// 1 or 0.
    package var scenarioUserInfo: [String: JSONValue] {
        var userInfo: [String: JSONValue] = [
            KeyboardUserInfoKey.animationDuration.rawValue: .number(duration),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(Double(curve)),
            KeyboardUserInfoKey.isLocal.rawValue: .number(isLocal ? 1 : 0),
        ]
        if let beginFrame {
            userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = JSONValue(rect: beginFrame)
        }
        if let endFrame {
            userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = JSONValue(rect: endFrame)
        }
        return userInfo
    }
}

extension Scenario {
    /// A scenario of the catalogue's geometry with a sequence's events.
    ///
    /// - Parameters:
    ///   - scenario: The device, orientation, keyboard and presentation: the header's geometry.
    ///   - sequence: The events.
    ///   - strategy: The strategy to plan with.
    ///   - target: The rect to keep visible.
    ///   - margin: The margin.
    ///   - scroll: The scroll view, for `scroll`.
    package init(
        _ scenario: KeyboardScenario, sequence: KeyboardSequence, strategy: AvoidanceStrategy,
        target: CGRect?, margin: CGFloat,
        scroll: AvoidanceLayout.ScrollMetrics = AvoidanceLayout.ScrollMetrics()
    ) {
        self =
            Self.replacingRefused(
                name: sequence.name, source: sequence.source, notes: nil, layout: scenario.layout,
                strategy: strategy, target: target, margin: margin, floating: .ignore,
                scroll: scroll,
                events: sequence.steps.map(ScenarioEvent.init)
            ).scenario
    }
}
