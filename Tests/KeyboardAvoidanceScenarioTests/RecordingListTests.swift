import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// Recording what a component hands its session in one decision (docs/scenario-project-fields.md):
/// a notification with its snapshot, a drag sample with its offset, a list's parts and options,
/// the views revealed with the target, a guide's reading, a `safeArea` scroll view.
@Suite("Recording a list's session as a scenario")
struct RecordingListTests {
    static let screen = CGRect(0, 0, 375, 812)
    static let end = KeyboardUserInfoKey.frameEnd.rawValue

    /// A keyboard notification as UIKit delivers one.
    static func userInfo(_ frame: CGRect) -> [AnyHashable: Any] {
        [
            end: NSValue(
                rect: NSRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            ),
            KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: 0.25),
            KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: 7),
            "UIKeyboardCenterEndUserInfoKey": NSValue(point: NSPoint(x: 187.5, y: 644.5)),
        ]
    }

    /// What a chat screen's component measures every time: everything, the list's parts with it.
    static func snapshot(
        offset: CGFloat, contentHeight: CGFloat = 2000, extra: CGFloat = 50, tracking: Bool = false
    ) -> ContainerSnapshot {
        var snapshot = ContainerSnapshot(
            screen: screen, window: screen, container: screen,
            safeArea: Insets(top: 44, bottom: 34), target: nil,
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 375, height: contentHeight),
                contentOffset: CGPoint(x: 0, y: offset)),
            isTracking: tracking)
        snapshot.list = ListChange(
            isInverted: false, extraInset: extra, coveredExtraInset: 8, accessory: .absent,
            indicatorInset: 0, systemInsetsKeyboard: false, sticksToNewestEnd: true,
            scrolledAway: .keepsOffset)
        snapshot.reveal = []
        return snapshot
    }

    /// A live session and its recording, handed the same inputs; what the live session's `take`
    /// and `handle` decided for each after the first.
    struct Recorded {
        var session = AvoidanceSession(strategy: .scroll)
        var handled = AvoidanceSession(strategy: .scroll)
        var recording: ScenarioRecording
        var actions: [AvoidanceAction?] = []
        var surfaces: [SurfaceAction?] = []
        var handledActions: [AvoidanceAction?] = []

        init() { recording = ScenarioRecording(session: session) }

        mutating func take(_ input: AvoiderEvent, first: Bool = false) {
            recording.record(input)
            keep(input, first: first)
        }

        mutating func notification(
            _ frame: CGRect, name: KeyboardEvent.Name, measured: ContainerSnapshot?
        ) {
            let info = RecordingListTests.userInfo(frame)
            recording.recordNotification(name: name.rawValue, userInfo: info, measured: measured)
            keep(
                .keyboard(KeyboardEvent(name: name, userInfo: info), measured: measured),
                first: false)
        }

        private mutating func keep(_ input: AvoiderEvent, first: Bool) {
            let taken = session.taking(input)
            let action = handled.handle(input)
            guard !first else { return }
            actions.append(taken.decision.action)
            surfaces.append(taken.surface)
            handledActions.append(action)
        }
    }

    @Test(
        "a chat list's session — show with a snapshot, the composer grows, a message arrives, a drag, hide — replays through a file to the same decisions"
    )
    func chatList() throws {
        var recorded = Recorded()
        recorded.take(.measure(Self.snapshot(offset: 1272)), first: true)
        // The user scrolled to the newest end as the keyboard came.
        recorded.notification(
            CGRect(0, 477, 375, 335), name: .willShow, measured: Self.snapshot(offset: 1272))
        recorded.notification(
            CGRect(0, 477, 375, 335), name: .didShow, measured: Self.snapshot(offset: 1581))
        recorded.take(.measure(Self.snapshot(offset: 1581, extra: 90)))  // a line more
        // A message arrives; then a snapshot of what is in effect (at the new newest end).
        recorded.take(.measure(Self.snapshot(offset: 1621, contentHeight: 2100, extra: 90)))
        recorded.take(.measure(Self.snapshot(offset: 1721, contentHeight: 2100, extra: 90)))
        recorded.take(.track(CGRect(0, 577, 375, 335), contentOffset: CGPoint(x: 0, y: 1700)))
        recorded.take(.track(CGRect(0, 677, 375, 335), contentOffset: CGPoint(x: 0, y: 1700.001)))
        recorded.notification(
            CGRect(0, 812, 375, 335), name: .willHide,
            measured: Self.snapshot(offset: 1700, contentHeight: 2100, extra: 90))
        recorded.take(.release)

        let scenario = try #require(recorded.recording.scenario)
        // The header is the first snapshot, with its list.
        #expect(scenario.list?.sticksToNewestEnd == true)
        #expect(scenario.list?.extraInset == 50)
        let file = scenario.formattedJSON
        let replayed = try Scenario(jsonData: Array(file.utf8))
        #expect(replayed == scenario)
        // The snapshot that changed nothing is left out; every other input is one event.
        var actions = recorded.actions
        var surfaces = recorded.surfaces
        var handled = recorded.handledActions
        for index in [4] {
            #expect(actions[index] == nil && surfaces[index] == nil)
            actions.remove(at: index)
            surfaces.remove(at: index)
            handled.remove(at: index)
        }
        let steps = replayed.plan()
        #expect(steps.count == actions.count)
        #expect(steps.map(\.action) == actions)
        #expect(steps.map(\.action) == handled)
        #expect(steps.map(\.surface) == surfaces)
        #expect(steps.allSatisfy { $0.reportsSurface })
        // What the session did: it stuck, grew, followed, kept hands off, stuck again.
        #expect(actions.compactMap { $0 }.count >= 5)
        #expect(file.contains(#""measure":{"list":{"extraInset":90}}"#))
        #expect(file.contains(#""contentOffset":[0,1700]"#))
        #expect(!file.contains("1700.001"))
    }

    @Test(
        "what a header cannot say goes first: a guide's reading of a keyboard up, a notification kept before the first snapshot"
    )
    func firstEvent() throws {
        // A component made while the keyboard is up: its guide shows it.
        var guide = Recorded()
        var first = Self.snapshot(offset: 1272)
        first.keyboardGuide = .keyboard(
            KeyboardEvent(
                name: .didChangeFrame, endFrame: CGRect(0, 477, 375, 335),
                animation: KeyboardAnimation(duration: 0, curve: .keyboard)))
        guide.recording.record(.measure(first))
        let live = guide.session.taking(.measure(first))
        _ = guide.handled.handle(.measure(first))
        guide.take(.measure(Self.snapshot(offset: 1581, extra: 90)))
        let scenario = try #require(guide.recording.scenario)
        #expect(scenario.list == nil)
        guard case .measure(let carried)? = scenario.events.first else {
            Issue.record("no first event: \(scenario.events)")
            return
        }
        #expect(carried.keyboardGuide != nil)
        #expect(carried.list?.extraInset == 50)
        let replayed = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        let steps = replayed.plan()
        #expect(steps.map(\.action) == [live.decision.action] + guide.actions)
        #expect(steps.map(\.surface) == [live.surface] + guide.surfaces)

        // A notification before the view is in a window: it carries the first snapshot's list.
        var pending = Recorded()
        pending.notification(CGRect(0, 477, 375, 335), name: .willShow, measured: nil)
        pending.recording.record(.measure(Self.snapshot(offset: 1272)))
        let planned = pending.session.taking(.measure(Self.snapshot(offset: 1272)))
        _ = pending.handled.handle(.measure(Self.snapshot(offset: 1272)))
        pending.take(.measure(Self.snapshot(offset: 1581, extra: 90)))
        let kept = try #require(pending.recording.scenario)
        guard case .notification(.willShow, _, let measure?)? = kept.events.first else {
            Issue.record("the kept notification has no snapshot: \(kept.events)")
            return
        }
        #expect(measure.list?.sticksToNewestEnd == true)
        let again = try Scenario(jsonData: Array(kept.formattedJSON.utf8)).plan()
        // The first recorded input was the notification, before anything was measured.
        #expect(again.map(\.action) == [planned.decision.action] + pending.actions.dropFirst())
    }

    @Test(
        "a safeArea component's scroll view is written with each snapshot, and replays its offsets")
    func safeAreaScroll() throws {
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        var recording = ScenarioRecording(session: session)
        func scroll(_ y: CGFloat) -> RevealScroll {
            RevealScroll(
                frame: Self.screen, contentHeight: 1500, adjustedTop: 44, ownBottom: 0, offsetY: y)
        }
        var first = ContainerSnapshot(
            screen: Self.screen, window: Self.screen, container: Self.screen,
            safeArea: Insets(top: 44, bottom: 34), target: CGRect(16, 700, 343, 44))
        first.revealScroll = scroll(-44)
        var surfaces: [SurfaceAction?] = []
        recording.record(.measure(first))
        surfaces.append(session.take(.measure(first)))
        let info = Self.userInfo(CGRect(0, 477, 375, 335))
        recording.recordNotification(
            name: "UIKeyboardWillShowNotification", userInfo: info, measured: first)
        surfaces.append(
            session.take(.keyboard(KeyboardEvent(name: .willShow, userInfo: info), measured: first))
        )
        var next = first
        next.target = .some(CGRect(16, 1200, 343, 44))
        next.revealScroll = scroll(275)
        recording.record(.measure(next))
        surfaces.append(session.take(.measure(next)))
        let scenario = try #require(recording.scenario)
        let steps = try Scenario(jsonData: Array(scenario.formattedJSON.utf8)).plan()
        // The first snapshot's scroll view goes first, as a measure of its own.
        #expect(steps.count == 3)
        #expect(steps.map(\.surface) == surfaces)
        #expect(surfaces[1]?.contentOffsetY == 275)
        #expect(surfaces[2]?.contentOffsetY == 775)
    }
}

extension RecordingListTests {
    @Test(
        "recording from a session already under way: the header holds its list, the docked accessory as a frame that covers as much"
    )
    func fromTheMiddle() throws {
        var session = AvoidanceSession(strategy: .scroll)
        var first = Self.snapshot(offset: 1000)
        first.list?.accessory = .frame(CGRect(0, 728, 375, 84))
        _ = session.take(.measure(first))
        let recording = ScenarioRecording(session: session)
        let scenario = try #require(recording.scenario)
        #expect(scenario.list?.accessory == .frame(CGRect(0, 728, 375, 84)))
        let replayed = try Scenario(jsonData: Array(scenario.formattedJSON.utf8))
        #expect(replayed.makeSession().applied == session.applied)
        #expect(replayed.makeSession().avoider?.list == session.avoider?.list)
    }
}
