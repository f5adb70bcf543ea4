import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension RandomScenario {
    /// The generator of a scenario's list: a stream of its own, drawn from the seed, so that the
    /// main stream draws what it drew before lists — a scenario without a list is the one the seed
    /// gave before, and a list's scenario has the same events, the list's among them.
    static func listStream(seed: UInt64) -> SplitMix64 {
        SplitMix64(seed: seed ^ 0x4C49_5354_5F32_3929)
    }

    /// A chat's list for a `scroll` scenario, from the list stream, and its events among the
    /// blocks' (spec v2.2 §5, "Lists"; docs/scenario-project-fields.md): a header `list` — inverted
    /// or not, an extra inset, a covered extra inset, an accessory docked or riding, out of its
    /// window or absent, an indicator inset, UIKit's own keyboard inset, the options — then
    /// snapshots that change it as a chat does: the composer grows and shrinks a line, the typing
    /// indicator comes and goes, the accessory moves, editing begins, messages arrive and go, the
    /// user scrolls away from the newest end and back to it (within the 8 pt or just outside).
    ///
    /// Half the lists are a chat's whose composer is outside the list: no target in its content.
    /// The list usually starts at its newest end. The events are played through a session as they
    /// are made, so that a scroll back to the newest end goes where the newest end is then (by
    /// ``ListModel``'s formula).
    static func withList(
        _ scenario: inout Scenario, blocks: [[ScenarioEvent]], using random: inout SplitMix64
    ) -> [ScenarioEvent] {
        scenario.list = randomHeaderList(scenario: scenario, using: &random)
        var blocks = blocks
        if Bool.random(using: &random) {
            scenario.target = nil
            blocks = blocks.map { $0.map(withoutTarget) }
        }
        var model = ListModel(header: scenario)
        if Int.random(in: 0..<4, using: &random) != 0,
            let avoider = scenario.makeSession().avoider
        {
            let newest = model.geometry(of: avoider).newestEnd
            let delta = [0, 0, 0, -5, 3, -8.5][Int.random(in: 0..<6, using: &random)]
            scenario.scroll.contentOffset.y = newest + (model.isInverted ? -delta : delta)
        }
        var session = scenario.makeSession()
        var events: [ScenarioEvent] = []
        func play(_ event: ScenarioEvent) {
            let before = session
            _ = session.step(index: events.count, event: event)
            model.take(event, before: before, after: session)
            events.append(event)
        }
        for block in blocks {
            let insertion =
                Int.random(in: 0..<3, using: &random) != 0
                ? Int.random(in: 0...block.count, using: &random) : nil
            let count = Int.random(in: 1...3, using: &random)
            for (index, event) in block.enumerated() {
                if index == insertion {
                    for _ in 0..<count {
                        play(randomListEvent(session: session, model: model, using: &random))
                    }
                }
                play(event)
            }
            if insertion == block.count {
                for _ in 0..<count {
                    play(randomListEvent(session: session, model: model, using: &random))
                }
            }
        }
        return events
    }

    /// The event without its target: a chat whose composer is outside the list.
    static func withoutTarget(_ event: ScenarioEvent) -> ScenarioEvent {
        switch event {
        case .retarget: return .retarget(nil)
        case .measure(var snapshot):
            snapshot.target = nil
            return .measure(snapshot)
        default: return event
        }
    }

    /// A header's list, each field given or left out at random.
    static func randomHeaderList(scenario: Scenario, using random: inout SplitMix64)
        -> ListChange
    {
        func some<T>(_ values: [T?]) -> T? {
            values[Int.random(in: 0..<values.count, using: &random)]
        }
        var list = ListChange()
        list.isInverted = some([nil, false, true, true, nil, false])
        list.extraInset = some([nil, 0, 44, 50, 56.5, 90])
        list.coveredExtraInset = some([nil, 0, 8, 12])
        list.accessory =
            Int.random(in: 0..<2, using: &random) == 0
            ? nil : randomAccessory(window: scenario.layout.window.size, using: &random)
        list.indicatorInset = some([nil, 0, 10])
        list.systemInsetsKeyboard = some([nil, false, false, true])
        list.sticksToNewestEnd = some([nil, true, true, false])
        list.scrolledAway = some([
            nil, .keepsOffset, .keepsDistanceFromNewestEnd, .keepsDistanceFromNewestEnd,
        ])
        list.scrollsToNewestEndOnEditing = some([nil, false, true])
        return list
    }

    /// An input accessory view: docked at the window's bottom (a composer of one or two lines),
    /// riding the keyboard above it, out of its window, or absent.
    static func randomAccessory(window: CGSize, using random: inout SplitMix64)
        -> ListChange.Accessory
    {
        let height = [44, 84, 120][Int.random(in: 0..<3, using: &random)] as CGFloat
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2:
            // Docked: its bottom at the window's bottom, or within 1 pt, or below it.
            let below = [0, 0, 0.5, -0.5, 20][Int.random(in: 0..<5, using: &random)] as CGFloat
            return .frame(
                CGRect(x: 0, y: window.height - height + below, width: window.width, height: height)
            )
        case 3:
            return .frame(
                CGRect(
                    x: 0, y: max(0, window.height - height - 300), width: window.width,
                    height: height))
        case 4: return .outOfWindow
        default: return .absent
        }
    }

    /// One event of a chat's list, from the state the session and the model are in.
    static func randomListEvent(
        session: AvoidanceSession, model: ListModel, using random: inout SplitMix64
    ) -> ScenarioEvent {
        func pick<T>(_ values: [T]) -> T {
            values[Int.random(in: 0..<values.count, using: &random)]
        }
        func change(_ list: ListChange) -> ScenarioEvent {
            var snapshot = ContainerSnapshot()
            snapshot.list = list
            return .measure(snapshot)
        }
        guard let avoider = session.avoider else { return change(ListChange(extraInset: 50)) }
        let geometry = model.geometry(of: avoider)
        let content = avoider.scroll.contentSize
        // Towards the newest end: up for a list, down for an inverted one.
        let towardsNewest: CGFloat = model.isInverted ? -1 : 1
        switch Int.random(in: 0..<17, using: &random) {
        case 0, 1:  // the composer grows a line
            let grown = model.extraInset + 20
            return change(ListChange(extraInset: grown > 200 ? 50 : grown))
        case 2:  // it shrinks a line
            return change(ListChange(extraInset: max(0, model.extraInset - 20)))
        case 3:  // the typing indicator comes or goes
            let shown = model.extraInset >= 30 && Bool.random(using: &random)
            var list = ListChange(extraInset: model.extraInset + (shown ? -30 : 30))
            if Bool.random(using: &random) { list.coveredExtraInset = pick([0, 8, 12]) }
            return change(list)
        case 4:
            return change(ListChange(coveredExtraInset: pick([0, 8, 12])))
        case 5:
            return change(
                ListChange(
                    accessory: randomAccessory(window: avoider.layout.window.size, using: &random)))
        case 6:  // editing begins in the composer, which may grow as it takes the focus
            var snapshot = ContainerSnapshot()
            snapshot.editingBegan = true
            if Bool.random(using: &random) {
                snapshot.list = ListChange(extraInset: model.extraInset + 20)
            }
            return .measure(snapshot)
        case 7, 8, 9:  // a message arrives, or a reply streams in a line more
            var snapshot = ContainerSnapshot()
            snapshot.layout.contentSize = CGSize(
                width: content.width, height: content.height + pick([20, 40, 88, 300]))
            if Int.random(in: 0..<4, using: &random) == 0 {
                // The typing indicator goes as the message comes.
                snapshot.list = ListChange(extraInset: max(0, model.extraInset - 30))
            }
            return .measure(snapshot)
        case 10:  // a message goes
            var snapshot = ContainerSnapshot()
            snapshot.layout.contentSize = CGSize(
                width: content.width, height: max(0, content.height - pick([40, 200])))
            return .measure(snapshot)
        case 11:  // the user scrolls away from the newest end
            let away = CGFloat.random(in: 40...600, using: &random).rounded()
            return .scrolled(CGPoint(x: 0, y: geometry.newestEnd - towardsNewest * away))
        case 12, 13:  // back to it: at it, within 8 pt, past it, or just short of the 8 pt
            let delta = pick([0, 0, -3, -7.5, 4, 25, -8.5, -30]) as CGFloat
            let y = geometry.newestEnd + towardsNewest * delta
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .scrolled(CGPoint(x: 0, y: y))
            case 1: return .measure(ContainerSnapshot(contentOffset: CGPoint(x: 0, y: y)))
            default:
                // The finger still on it, or its deceleration.
                return .measure(
                    ContainerSnapshot(contentOffset: CGPoint(x: 0, y: y), isTracking: true))
            }
        case 14:
            return change(ListChange(indicatorInset: pick([0, 10, 34])))
        case 15:  // the composer grows while the user scrolls: hands off
            var snapshot = ContainerSnapshot(
                contentOffset: CGPoint(
                    x: 0,
                    y: (avoider.applied.contentOffset?.y ?? 0)
                        + CGFloat.random(in: -30...30, using: &random).rounded()),
                isTracking: true)
            snapshot.list = ListChange(extraInset: model.extraInset + 20)
            return .measure(snapshot)
        default:  // rarely, an option changes
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return change(ListChange(sticksToNewestEnd: !model.sticksToNewestEnd))
            case 1:
                return change(
                    ListChange(
                        scrolledAway: model.keepsDistanceFromNewestEnd
                            ? .keepsOffset : .keepsDistanceFromNewestEnd))
            default:
                return change(
                    ListChange(scrollsToNewestEndOnEditing: !model.scrollsToNewestEndOnEditing))
            }
        }
    }

}
