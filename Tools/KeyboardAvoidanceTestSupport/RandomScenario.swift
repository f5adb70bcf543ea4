import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random scenarios for stress and property tests: realistic iOS notification orders, then
/// shuffled, dropped and repeated, with retargets, layout changes, scrolls, snapshots and
/// releases mixed in, and garbage that iOS also sends (zero frames, missing keys, other apps'
/// keyboards).
///
/// The same seed gives the same scenario, so a failure can be replayed and saved as a fixture.
package enum RandomScenario {
    /// Makes a scenario for a strategy from a seed. It always ends with a
    /// `UIKeyboardWillHideNotification`, after which nothing may remain applied; a release on the
    /// way leaves the rest state applied from then on.
    ///
    /// Half the `scroll` scenarios are a chat's list (spec v2.2 §5, "Lists"), drawn from a stream
    /// of their own (``withList(_:blocks:using:)``): the other scenarios, and the blocks of events
    /// a list's has among its own, are the ones the seed gave before lists.
    ///
    /// - Parameters:
    ///   - seed: The seed; the same seed gives the same scenario.
    ///   - strategy: The strategy to plan with.
    ///   - blocks: How many groups of events (a show, a hide, a retarget…) to generate.
    ///   - lists: Whether a `scroll` scenario may be a list's; `false` gives every seed the
    ///     scenario it gave before lists.
    package static func make(
        seed: UInt64, strategy: AvoidanceStrategy, blocks: Int = 8, lists: Bool = true
    ) -> Scenario {
        var random = SplitMix64(seed: seed)
        var scenario = randomGeometry(strategy: strategy, using: &random)
        var made: [[ScenarioEvent]] = []
        for _ in 0..<max(0, blocks) {
            var block = randomBlock(scenario: scenario, using: &random)
            perturb(&block, using: &random)
            made.append(block)
        }
        var events = made.flatMap { $0 }
        var stream = listStream(seed: seed)
        if lists, strategy == .scroll, Bool.random(using: &stream) {
            events = withList(&scenario, blocks: made, using: &stream)
        }
        events.append(
            .notification(
                .willHide, userInfo: userInfo(end: nil, duration: 0.25, curve: 7, isLocal: true)))
        scenario.events = events
        return scenario
    }

    /// A device, window, container, safe area, target and scroll view, at random.
    static func randomGeometry(strategy: AvoidanceStrategy, using random: inout SplitMix64)
        -> Scenario
    {
        // The devices written down once, in the core's catalogue, in either orientation.
        let devices = KeyboardScenario.Device.all
        let device = devices[Int.random(in: 0..<devices.count, using: &random)]
        let (size, safeArea) =
            Bool.random(using: &random)
            ? (device.portrait, device.portraitSafeArea)
            : (
                CGSize(width: device.portrait.height, height: device.portrait.width),
                device.landscapeSafeArea
            )
        let screen = CGRect(origin: .zero, size: size)
        // Slide Over, Split View or a Stage Manager window; a form sheet or a child view.
        let window =
            Bool.random(using: &random)
            ? randomRect(in: size, minimum: 300, using: &random) : screen
        let container =
            Int.random(in: 0..<4, using: &random) == 0
            ? randomRect(in: window.size, minimum: 100, using: &random)
            : CGRect(origin: .zero, size: window.size)
        let scroll = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(
                width: container.width,
                height: CGFloat.random(in: 0...3000, using: &random).rounded()),
            contentOffset: CGPoint(
                x: 0, y: CGFloat.random(in: -50...500, using: &random).rounded()),
            contentInset: Insets(
                top: CGFloat.random(in: -10...60, using: &random).rounded(),
                bottom: CGFloat.random(in: -10...60, using: &random).rounded()),
            adjustsForSafeArea: Int.random(in: 0..<4, using: &random) != 0)
        return Scenario.replacingRefused(
            name: "random", source: nil, notes: nil,
            layout: AvoidanceLayout(
                screen: screen, window: window, container: container, safeArea: safeArea),
            strategy: strategy,
            target: randomTarget(in: container, scroll: scroll, strategy: strategy, using: &random),
            margin: [0, 8, 16, 0.5][Int.random(in: 0..<4, using: &random)],
            floating: Bool.random(using: &random) ? .ignore : .avoid, scroll: scroll, events: []
        ).scenario
    }

    /// A rect with whole-point coordinates inside `bounds` (from the origin), at least `minimum`
    /// points on each side.
    static func randomRect(in bounds: CGSize, minimum: CGFloat, using random: inout SplitMix64)
        -> CGRect
    {
        let width = CGFloat.random(in: min(minimum, bounds.width)...bounds.width, using: &random)
            .rounded()
        let height = CGFloat.random(in: min(minimum, bounds.height)...bounds.height, using: &random)
            .rounded()
        return CGRect(
            x: CGFloat.random(in: 0...max(0, bounds.width - width), using: &random).rounded(),
            y: CGFloat.random(in: 0...max(0, bounds.height - height), using: &random).rounded(),
            width: width, height: height)
    }

    static func randomTarget(
        in container: CGRect, scroll: AvoidanceLayout.ScrollMetrics, strategy: AvoidanceStrategy,
        using random: inout SplitMix64
    ) -> CGRect? {
        if Int.random(in: 0..<6, using: &random) == 0 { return nil }
        let height = CGFloat.random(
            in: 20...(Bool.random(using: &random) ? 60 : 600), using: &random
        ).rounded()
        let maxY =
            strategy == .scroll
            ? max(scroll.contentSize.height, container.height) : container.height
        return CGRect(
            x: 0, y: CGFloat.random(in: -20...maxY, using: &random).rounded(),
            width: container.width, height: height)
    }

    /// A keyboard frame in screen coordinates: docked (sometimes with fractional points, sometimes
    /// only a hardware keyboard's bar on screen), floating, or off screen.
    static func randomFrame(screen: CGRect, using random: inout SplitMix64) -> CGRect {
        let height = [216, 253, 271, 291, 335.5, 313, 398, 55].map { CGFloat($0) }[
            Int.random(in: 0..<8, using: &random)]
        switch Int.random(in: 0..<6, using: &random) {
        case 0:  // floating
            return CGRect(
                x: CGFloat.random(in: 0...max(0, screen.width - 320), using: &random).rounded(),
                y: CGFloat.random(in: 0...max(0, screen.height - 300), using: &random).rounded(),
                width: 320,
                height: 254)
        case 1:  // a hardware keyboard's bar: 55 pt on screen
            return CGRect(x: 0, y: screen.maxY - 55, width: screen.width, height: height)
        case 2:  // off screen, as in a hide's WillChangeFrame
            return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        default:
            let fraction =
                Bool.random(using: &random) ? 0 : CGFloat(Int.random(in: 1...2, using: &random)) / 3
            return CGRect(
                x: 0, y: screen.maxY - height - fraction, width: screen.width,
                height: height + fraction)
        }
    }

    static func randomBlock(scenario: Scenario, using random: inout SplitMix64) -> [ScenarioEvent] {
        let screen = scenario.layout.screen
        let duration = [0.25, 0.25, 0, 0.4, 0.5][Int.random(in: 0..<5, using: &random)]
        let curve = [7, 7, 7, 0, 3, 42, -1][Int.random(in: 0..<7, using: &random)]
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1, 2:  // a show, as iOS posts it
            let info = userInfo(
                end: randomFrame(screen: screen, using: &random), duration: duration, curve: curve,
                isLocal: true)
            return [.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
                .notification($0, userInfo: info)
            }
        case 3, 4:  // a hide
            let info = userInfo(
                end: CGRect(x: 0, y: screen.maxY, width: screen.width, height: 300),
                duration: duration, curve: curve,
                isLocal: true)
            return [.willChangeFrame, .willHide, .didChangeFrame, .didHide].map {
                .notification($0, userInfo: info)
            }
        case 5:  // garbage: a zero frame, no userInfo, another app's keyboard, unreadable values
            let garbage: [String: JSONValue] = [
                KeyboardUserInfoKey.frameEnd.rawValue: [
                    .array([.number(0), .number(0), .number(0), .number(0)]),
                    .string("NSRect: {{0, -64}, {0, 0}}"),
                    .array([.number(1), .number(2)]), .string("garbage"), .null,
                ][Int.random(in: 0..<5, using: &random)],
                KeyboardUserInfoKey.animationDuration.rawValue: [
                    .number(-1), .string("x"), .bool(true), .number(0.25),
                ][
                    Int.random(in: 0..<4, using: &random)],
                KeyboardUserInfoKey.animationCurve.rawValue: [
                    .number(3.5), .string("7"), .null, .number(7),
                ][
                    Int.random(in: 0..<4, using: &random)],
            ]
            let foreign = userInfo(
                end: randomFrame(screen: screen, using: &random), duration: duration, curve: curve,
                isLocal: false)
            let name = KeyboardEvent.Name.allCases[Int.random(in: 0..<6, using: &random)]
            return [
                .notification(name, userInfo: Bool.random(using: &random) ? garbage : foreign),
                .notification(.willShow, userInfo: nil),
            ]
        case 6:  // a retarget
            return [
                .retarget(
                    randomTarget(
                        in: scenario.layout.container, scroll: scenario.scroll,
                        strategy: scenario.strategy, using: &random))
            ]
        case 7:
            // A layout change: rotation, a window moving, the safe area or the content changing.
            var change = AvoidanceLayout.Change()
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let rotated = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
                change = AvoidanceLayout.Change(
                    screen: rotated, window: rotated, container: rotated)
            case 1:
                change.window = scenario.layout.window.offsetBy(
                    dx: 0, dy: CGFloat.random(in: -100...100, using: &random).rounded())
            case 2:
                change.safeArea = Insets(
                    top: 20, bottom: CGFloat.random(in: 0...34, using: &random).rounded())
            default:
                change.contentSize = CGSize(
                    width: scenario.layout.container.width,
                    height: CGFloat.random(in: 0...3000, using: &random).rounded())
            }
            return [.layout(change)]
        case 8:  // the user scrolls
            return [
                .scrolled(
                    CGPoint(x: 0, y: CGFloat.random(in: -100...2000, using: &random).rounded()))
            ]
        case 10:  // a component's snapshot: some of the geometry, the target, the user's scroll
            return [.measure(randomSnapshot(scenario: scenario, using: &random))]
        case 12:  // an interactive drag: samples on the way down, then the outcome's notifications
            return randomDrag(screen: screen, duration: duration, curve: curve, using: &random)
        case 11:  // the component goes away (rarely: everything after it is ignored)
            return Int.random(in: 0..<3, using: &random) == 0
                ? [.release] : [.measure(randomSnapshot(scenario: scenario, using: &random))]
        default:  // the keyboard changes in place (predictive bar, another keyboard)
            let info = userInfo(
                end: randomFrame(screen: screen, using: &random), duration: 0, curve: curve,
                isLocal: true)
            return [
                .notification(.willChangeFrame, userInfo: info),
                .notification(.didChangeFrame, userInfo: info),
            ]
        }
    }

    /// A drag of the keyboard: a show, samples moving down (a garbage one among them at times),
    /// then the hide that dismisses it or the change that snaps it back (spec §6.2).
    static func randomDrag(
        screen: CGRect, duration: Double, curve: Int, using random: inout SplitMix64
    ) -> [ScenarioEvent] {
        let docked = randomFrame(screen: screen, using: &random)
        let shown = userInfo(end: docked, duration: duration, curve: curve, isLocal: true)
        var events: [ScenarioEvent] = [.notification(.willShow, userInfo: shown)]
        let samples = Int.random(in: 1...12, using: &random)
        // At times the first sample is where the keyboard already is: no drag yet.
        if Int.random(in: 0..<4, using: &random) == 0 { events.append(.track(docked)) }
        var offset = CGFloat.random(in: -100...1500, using: &random).rounded()
        for sample in 1...samples {
            let down = CGFloat(sample) * CGFloat.random(in: 4...40, using: &random).rounded()
            events.append(.track(docked.offsetBy(dx: 0, dy: down)))
            switch Int.random(in: 0..<14, using: &random) {
            case 0:
                events.append(
                    .track(
                        [nil, CGRect(x: 0, y: 0, width: 0, height: 0)][
                            Int.random(in: 0..<2, using: &random)]))
            case 1...4:
                // The finger scrolls the content too, past the top at times (a rubber band).
                offset -= CGFloat.random(in: 0...120, using: &random).rounded()
                events.append(.scrolled(CGPoint(x: 0, y: offset)))
            case 5, 6:
                // A snapshot while the finger scrolls: the offset, rows sizing themselves.
                var snapshot = ContainerSnapshot(contentOffset: CGPoint(x: 0, y: offset))
                snapshot.isTracking = Bool.random(using: &random)
                if Bool.random(using: &random) {
                    snapshot.layout.contentSize = CGSize(
                        width: screen.width,
                        height: CGFloat.random(in: 0...3000, using: &random).rounded())
                }
                events.append(.measure(snapshot))
            case 7:
                // A retarget or a rotation during the drag.
                if Bool.random(using: &random) {
                    events.append(.retarget(CGRect(x: 20, y: offset + 300, width: 300, height: 44)))
                } else {
                    let rotated = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
                    events.append(
                        .layout(
                            AvoidanceLayout.Change(
                                screen: rotated, window: rotated, container: rotated)))
                }
            case 8:
                // Another app's keyboard does not end the drag.
                events.append(
                    .notification(
                        .willChangeFrame,
                        userInfo: userInfo(
                            end: docked, duration: duration, curve: curve, isLocal: false)))
            default:
                break
            }
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            // A local notification the engine ignores ends the drag too.
            events.append(
                .notification(
                    .willChangeFrame,
                    userInfo: userInfo(end: nil, duration: duration, curve: curve, isLocal: true)))
        }
        if Bool.random(using: &random) {
            let hidden = userInfo(
                end: CGRect(x: 0, y: screen.maxY, width: screen.width, height: docked.height),
                duration: duration, curve: curve, isLocal: true)
            events += [
                .notification(.willHide, userInfo: hidden),
                .notification(.didHide, userInfo: hidden),
            ]
        } else {
            events += [
                .notification(.willChangeFrame, userInfo: shown),
                .notification(.didChangeFrame, userInfo: shown),
            ]
        }
        return events
    }

    /// A snapshot as a component takes it: each field measured or not, at random — the geometry
    /// rotated or moved, a new target or none, the content resized, the user's scroll.
    static func randomSnapshot(scenario: Scenario, using random: inout SplitMix64)
        -> ContainerSnapshot
    {
        var snapshot = ContainerSnapshot()
        let screen = scenario.layout.screen
        if Int.random(in: 0..<4, using: &random) == 0 {
            let rotated = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
            snapshot.layout.screen = rotated
            snapshot.layout.window = rotated
            snapshot.layout.container = rotated
        }
        if Bool.random(using: &random) {
            // A form sheet rising with the keyboard: the container moves without resizing.
            snapshot.layout.container = scenario.layout.container.offsetBy(
                dx: 0, dy: CGFloat.random(in: -200...0, using: &random).rounded())
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            snapshot.layout.safeArea = Insets(
                top: 20, bottom: CGFloat.random(in: 0...34, using: &random).rounded())
        }
        if Bool.random(using: &random) {
            snapshot.target = .some(
                randomTarget(
                    in: scenario.layout.container, scroll: scenario.scroll,
                    strategy: scenario.strategy, using: &random))
        }
        if Bool.random(using: &random) {
            snapshot.contentOffset = CGPoint(
                x: 0, y: CGFloat.random(in: -100...2000, using: &random).rounded())
        }
        // The user's finger on the scroll view, or its deceleration.
        snapshot.isTracking = Int.random(in: 0..<5, using: &random) == 0
        if Int.random(in: 0..<4, using: &random) == 0 {
            snapshot.layout.contentSize = CGSize(
                width: scenario.layout.container.width,
                height: CGFloat.random(in: 0...3000, using: &random).rounded())
        }
        return snapshot
    }

    /// Shuffles, drops and repeats events of a block, as notifications arrive out of order, go
    /// missing or come twice.
    static func perturb(_ block: inout [ScenarioEvent], using random: inout SplitMix64) {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: block.shuffle(using: &random)
        case 1:
            if !block.isEmpty { block.remove(at: Int.random(in: 0..<block.count, using: &random)) }
        case 2: if let event = block.randomElement(using: &random) { block.append(event) }
        default: break
        }
    }

    static func userInfo(end: CGRect?, duration: Double, curve: Int, isLocal: Bool) -> [String:
        JSONValue]
    {
        var info: [String: JSONValue] = [
            KeyboardUserInfoKey.animationDuration.rawValue: .number(duration),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(Double(curve)),
            KeyboardUserInfoKey.isLocal.rawValue: .bool(isLocal),
        ]
        if let end { info[KeyboardUserInfoKey.frameEnd.rawValue] = JSONValue(rect: end) }
        return info
    }
}
