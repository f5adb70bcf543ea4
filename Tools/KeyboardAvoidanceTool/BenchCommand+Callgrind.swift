import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport

#if canImport(UIKit)
    import UIKit
#endif

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `keyboard-avoidance bench --callgrind-loop N`: one measured loop and nothing else, for an
/// instruction counter (Scripts/callgrind runs it under valgrind at two N; the difference divided
/// by the difference in events is the cost of one event, start-up cancelled).
extension BenchCommand {
    /// What a callgrind loop repeats.
    enum CallgrindLoop: String, CaseIterable {
        /// The whole path: a show, a change, a Did… and a hide as UIKit delivers them (`NSValue`
        /// frames, `NSNumber` values), read with `KeyboardEvent(name:userInfo:)` and handed to an
        /// avoider.
        case whole
        /// The same, frames as `CGRect` (as Swift code that builds a userInfo passes them).
        case wholeCGRect = "whole-cgrect"
        /// The decision alone: the same four events, read once beforehand.
        case decision
        /// A drag: a track sample handed to a session, a display frame of a finger's drag.
        case drag
        /// What a component hands over for a notification: the same four events, read, each with
        /// the snapshot measured with it, taken by a session that returns every number the layer
        /// sets (`take`).
        case component
        /// What a component hands over for a frame of a finger's drag: the sample with the
        /// scroll offset, taken by a session (`take`).
        case componentDrag = "component-drag"
    }

    /// Runs `passes` passes of `loop` and writes how many events it handled, and the allocations
    /// the loop made when Scripts/bench's allocation counter is preloaded.
    static func runCallgrindLoop(
        _ loop: CallgrindLoop, passes: Int, strategy: AvoidanceStrategy, io: ToolIO
    ) throws(ToolError) {
        let figures: LoopFigures
        switch loop {
        case .whole, .wholeCGRect:
            let notifications = iPhoneNotifications(rectsAsNSValue: loop == .whole)
            var avoider = iPhoneAvoider(strategy: strategy)
            figures = repeated(notifications, passes: passes) { notification in
                let event = KeyboardEvent(name: notification.name, userInfo: notification.userInfo)
                return event.flatMap { avoider.handle(.keyboard($0)) }
            }
        case .decision:
            let read = iPhoneNotifications(rectsAsNSValue: true).compactMap {
                KeyboardEvent(name: $0.name, userInfo: $0.userInfo)
            }
            var avoider = iPhoneAvoider(strategy: strategy)
            figures = repeated(read, passes: passes) { avoider.handle(.keyboard($0)) }
        case .drag:
            var session = dragSession(strategy: strategy)
            figures = repeated(dragSamples, passes: passes) { session.handle(.track($0)) }
        case .component:
            let avoider = iPhoneAvoider(strategy: strategy)
            let snapshot = ContainerSnapshot(
                screen: avoider.layout.screen, window: avoider.layout.window,
                container: avoider.layout.container, safeArea: avoider.layout.safeArea,
                target: avoider.target,
                scroll: strategy == .scroll ? avoider.scroll : nil)
            // Made once, as a layer makes each: the loop measures the session's work.
            let inputs = iPhoneNotifications(rectsAsNSValue: true).compactMap {
                KeyboardEvent(name: $0.name, userInfo: $0.userInfo).map {
                    AvoiderEvent.keyboard($0, measured: snapshot)
                }
            }
            var session = AvoidanceSession(avoider: avoider)
            figures = repeatedSurface(inputs, passes: passes) { session.take($0) }
        case .componentDrag:
            var session = dragSession(strategy: strategy)
            let offset = CGPoint(x: 0, y: 0)
            let inputs = dragSamples.map { AvoiderEvent.track($0, contentOffset: offset) }
            figures = repeatedSurface(inputs, passes: passes) { session.take($0) }
        }
        try io.output.write(
            "\(loop.rawValue) (\(strategy.rawValue)): \(figures.events) events, "
                + (figures.allocations.map { "\($0) allocations" } ?? "allocations not measured")
                + "\n")
    }

    struct LoopFigures {
        var events: Int
        var allocations: UInt?
    }

    /// Hands each of `inputs` to `handle`, `passes` times over, counting allocations meanwhile.
    @inline(__always)
    private static func repeated<Input>(
        _ inputs: [Input], passes: Int, _ handle: (Input) -> AvoidanceAction?
    ) -> LoopFigures {
        var sink = 0
        let allocationsBefore = AllocationCounter.count
        for _ in 0..<passes {
            for input in inputs {
                if let action = handle(input) { sink &+= action.animation.curve.rawValue }
            }
        }
        let allocations = AllocationCounter.count.map { $0 &- (allocationsBefore ?? 0) }
        blackHole(sink)  // keeps the work observable
        return LoopFigures(events: passes * inputs.count, allocations: allocations)
    }

    /// ``repeated(_:passes:_:)`` for what a session returns a layer.
    @inline(__always)
    private static func repeatedSurface(
        _ inputs: [AvoiderEvent], passes: Int, _ take: (AvoiderEvent) -> SurfaceAction?
    ) -> LoopFigures {
        var sink = 0
        let allocationsBefore = AllocationCounter.count
        for _ in 0..<passes {
            for input in inputs {
                if let action = take(input) { sink &+= action.animation.curve.rawValue }
            }
        }
        let allocations = AllocationCounter.count.map { $0 &- (allocationsBefore ?? 0) }
        blackHole(sink)
        return LoopFigures(events: passes * inputs.count, allocations: allocations)
    }

    /// A show, a change (the predictive bar appears), a Did… and a hide on a 414 × 736 iPhone, as
    /// UIKit delivers them: numbers and booleans as `NSNumber`, frames as `NSValue` or `CGRect`.
    static func iPhoneNotifications(rectsAsNSValue: Bool) -> [(
        name: String, userInfo: [AnyHashable: Any]
    )] {
        func frame(_ y: CGFloat, _ height: CGFloat) -> Any {
            let rect = CGRect(x: 0, y: y, width: 414, height: height)
            return rectsAsNSValue ? nsValue(rect) : rect
        }
        func userInfo(begin: Any, end: Any) -> [AnyHashable: Any] {
            [
                KeyboardUserInfoKey.frameBegin.rawValue: begin,
                KeyboardUserInfoKey.frameEnd.rawValue: end,
                KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: 0.25),
                KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: 7),
                KeyboardUserInfoKey.isLocal.rawValue: NSNumber(value: true),
            ]
        }
        return [
            (
                KeyboardEvent.Name.willShow.rawValue,
                userInfo(begin: frame(736, 271), end: frame(465, 271))
            ),
            (
                KeyboardEvent.Name.willChangeFrame.rawValue,
                userInfo(begin: frame(465, 271), end: frame(429, 307))
            ),
            (
                KeyboardEvent.Name.didShow.rawValue,
                userInfo(begin: frame(465, 271), end: frame(429, 307))
            ),
            (
                KeyboardEvent.Name.willHide.rawValue,
                userInfo(begin: frame(429, 307), end: frame(736, 307))
            ),
        ]
    }

    /// An avoider on the iPhone of ``iPhoneNotifications(rectsAsNSValue:)`` (an iPhone 8 Plus): a
    /// field near the bottom, a margin, and for `scroll` a scroll view with content to scroll.
    static func iPhoneAvoider(strategy: AvoidanceStrategy) -> KeyboardAvoider {
        let device = KeyboardScenario.Device.iPhone8Plus
        return KeyboardAvoider(
            strategy: strategy,
            layout: AvoidanceLayout(
                screen: device.portraitScreen, safeArea: device.portraitSafeArea),
            target: CGRect(x: 20, y: 600, width: 374, height: 44),
            configuration: AvoiderConfiguration(margin: 8),
            scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 414, height: 1200)))
    }
}
