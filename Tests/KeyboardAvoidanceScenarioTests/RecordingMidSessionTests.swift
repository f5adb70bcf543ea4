import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@testable import KeyboardAvoidanceScenario

/// Issue 27, finding 8: `startRecording()` on a live component opened the file with a synthesized
/// notification, which revealed the field in the replay, and lost the last keyboard animation. A
/// recording now opens with the state in effect (docs/scenario-project-fields.md, `inEffect`).
@Suite("A recording started mid-session")
struct RecordingMidSessionTests {
    static let screen = CGRect(0, 0, 375, 812)
    static let docked = CGRect(0, 477, 375, 335)

    /// An iPhone X scroll form with a margin of 8, its field at 700…744, at the top.
    static func scrollSession() -> AvoidanceSession {
        var session = AvoidanceSession(
            strategy: .scroll, configuration: AvoiderConfiguration(margin: 8))
        _ = session.take(
            .measure(
                ContainerSnapshot(
                    screen: screen, window: screen, container: screen,
                    safeArea: Insets(top: 44, bottom: 34), target: CGRect(16, 700, 343, 44),
                    scroll: AvoidanceLayout.ScrollMetrics(
                        contentSize: CGSize(width: 375, height: 2000),
                        contentOffset: CGPoint(x: 0, y: -44)))))
        return session
    }

    static func keyboard(
        _ name: KeyboardEvent.Name, _ frame: CGRect, _ duration: Double = 0.25,
        curve: Int = 7
    ) -> AvoiderEvent {
        .keyboard(
            KeyboardEvent(
                name: name, endFrame: frame,
                animation: KeyboardAnimation(
                    duration: duration, curve: KeyboardAnimation.Curve(rawValue: curve))
            ))
    }

    static func scroll(_ inset: CGFloat, _ y: CGFloat, _ animation: KeyboardAnimation)
        -> AvoidanceAction
    {
        AvoidanceAction(
            plan: .scroll(contentInsetBottom: inset, contentOffset: CGPoint(x: 0, y: y)),
            animation: animation)
    }

    /// Records `inputs` from where `session` is, handing each to it too: the recording and what
    /// the session did with each.
    static func record(_ inputs: [AvoiderEvent], from session: inout AvoidanceSession)
        -> (ScenarioRecording, [AvoidanceAction?])
    {
        var recording = ScenarioRecording(session: session)
        var live: [AvoidanceAction?] = []
        for input in inputs {
            recording.record(input)
            live.append(session.taking(input).decision.action)
        }
        return (recording, live)
    }

    static func replay(_ recording: ScenarioRecording) throws -> [PlanStep] {
        let file = try #require(recording.scenario).formattedJSON
        return try Scenario(jsonData: Array(file.utf8)).plan()
    }

    @Test(
        "the keyboard up and the field scrolled away: nothing revealed at the start, every later offset as live, the fixture's plan"
    )
    func keyboardUpFieldScrolledAway() throws {
        var session = Self.scrollSession()
        _ = session.take(Self.keyboard(.willShow, Self.docked, 0.5, curve: 3))
        _ = session.take(.scrolled(to: CGPoint(x: 0, y: 1000)))
        let (recording, live) = Self.record(
            [
                .retarget(CGRect(16, 1600, 343, 44)),
                Self.keyboard(.didChangeFrame, Self.docked, 0),
                Self.keyboard(.willHide, CGRect(0, 812, 375, 335)),
            ], from: &session)
        // Worked out by hand (Tests/Fixtures/recording-started-mid-session.json): 1644 + 8 − 477,
        // with the last keyboard animation in effect; then the hide keeps it.
        #expect(
            live == [
                Self.scroll(301, 1175, KeyboardAnimation(duration: 0.5, curve: .linear)), nil,
                Self.scroll(0, 1175, .keyboardDefault),
            ])
        let scenario = try #require(recording.scenario)
        // No event of its own: the header is the state in effect.
        #expect(scenario.events.count == 3)
        #expect(scenario.scroll.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(scenario.inEffect?.keyboardFrame == Self.docked)
        #expect(
            scenario.inEffect?.lastKeyboardAnimation
                == KeyboardAnimation(duration: 0.5, curve: .linear))
        let lines = try Self.replay(recording).map {
            try JSONValue(parsing: Array($0.jsonLine.utf8))
        }
        let expected = try Fixtures.expectedPlan("recording-started-mid-session")
        #expect(lines.count == expected.count)
        for (line, hand) in zip(lines, expected) {
            #expect(line.firstDifference(from: hand) == nil, "\(line.jsonText)")
        }
    }

    @Test("no keyboard in effect: the last keyboard animation is kept, and a clamp replays with it")
    func lastAnimationWithoutKeyboard() throws {
        var session = Self.scrollSession()
        _ = session.take(Self.keyboard(.willShow, Self.docked, 0.5, curve: 3))
        _ = session.take(Self.keyboard(.willHide, CGRect(0, 812, 375, 335), 0.5, curve: 3))
        _ = session.take(.scrolled(to: CGPoint(x: 0, y: 1000)))
        var shorter = ContainerSnapshot()
        shorter.layout.contentSize = CGSize(width: 375, height: 1200)
        let (recording, live) = Self.record([.measure(shorter)], from: &session)
        // 1000 clamped to 1200 + 34 − 812, with the hide's animation, not 0.25 s and curve 7.
        #expect(live == [Self.scroll(0, 422, KeyboardAnimation(duration: 0.5, curve: .linear))])
        let scenario = try #require(recording.scenario)
        #expect(scenario.inEffect?.keyboardFrame == nil)
        #expect(
            scenario.formattedJSON.contains(
                #""inEffect": {"keyboardAnimation":{"curve":3,"duration":0.5}}"#))
        #expect(try Self.replay(recording).map(\.action) == live)
    }

    @Test(
        "a drag in progress goes on in the replay: hands off until the notification that ends it, which compares with the state before the drag"
    )
    func dragInProgress() throws {
        var session = Self.scrollSession()
        _ = session.take(Self.keyboard(.willShow, Self.docked))
        // The finger takes the keyboard down 100 pt: 812 − 577 − 34.
        let first = session.taking(.track(CGRect(0, 577, 375, 335))).decision.action
        #expect(first == Self.scroll(201, 275, .release))
        let (recording, live) = Self.record(
            [
                .retarget(CGRect(16, 1400, 343, 44)), .track(CGRect(0, 677, 375, 335)),
                Self.keyboard(.willChangeFrame, Self.docked),
            ], from: &session)
        // Hands off: the retarget changes no inset and moves nothing; the next sample only the
        // inset; the snap back reveals the new field (the field was visible before the drag):
        // 1444 + 8 − 477.
        #expect(
            live == [
                nil, Self.scroll(101, 275, .release), Self.scroll(301, 975, .keyboardDefault),
            ])
        var scenario = try #require(recording.scenario)
        let drag = try #require(scenario.inEffect?.drag)
        #expect(drag.targetWasVisible == true)
        #expect(drag.before.overlap == 335)
        #expect(drag.before.target == CGRect(16, 700, 343, 44))
        #expect(scenario.inEffect?.keyboardFrame == CGRect(0, 577, 375, 335))
        #expect(try Self.replay(recording).map(\.action) == live)
        // Without it, the replay would reveal the new field at once, the finger on the keyboard.
        scenario.inEffect?.drag = nil
        #expect(scenario.plan().map(\.action) != live)
    }

    @Test("avoidance off when the recording starts: the header says so, and turning it on replays")
    func startedDisabled() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8, isEnabled: false))
        _ = session.take(.measure(ReconfigureEventTests.snapshot))
        _ = session.take(.keyboard(ReconfigureEventTests.show))
        let (recording, live) = Self.record(
            [.reconfigure(AvoiderConfiguration(margin: 8, isEnabled: true))], from: &session)
        #expect(
            live == [AvoidanceAction(plan: .shift(translationY: -187), animation: .keyboardDefault)]
        )
        let scenario = try #require(recording.scenario)
        #expect(!scenario.isEnabled)
        #expect(scenario.events == [.reconfigure(ConfigurationChange(isEnabled: true))])
        #expect(try Self.replay(recording).map(\.action) == live)
    }

    @Test(
        "what the views hold is written when it is not the plan for the state: a change under 0.01 pt left it"
    )
    func appliedWithinTolerance() throws {
        var session = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))
        _ = session.take(.measure(ReconfigureEventTests.snapshot))
        _ = session.take(.keyboard(ReconfigureEventTests.show))
        // The container 0.004 pt lower: a plan of −187.004, too close to act on.
        #expect(
            session.taking(.layout(AvoidanceLayout.Change(container: CGRect(0, 0.004, 414, 736))))
                .decision.action == nil)
        let (recording, live) = Self.record(
            [.layout(AvoidanceLayout.Change(container: CGRect(0, 0.012, 414, 736)))], from: &session
        )
        // From the −187 applied, −187.012 is more than 0.01 pt away: an action.
        let translation = try #require(live.first??.plan)
        guard case .shift(let moved) = translation else {
            Issue.record("not a shift: \(translation)")
            return
        }
        #expect(abs(moved + 187.012) < 1e-9)
        var scenario = try #require(recording.scenario)
        #expect(scenario.inEffect?.applied == .shift(translationY: -187))
        #expect(scenario.formattedJSON.contains(#""applied":{"translationY":-187}"#))
        #expect(try Self.replay(recording).map(\.action) == live)
        // Without it, the replay would start from −187.004 and not act.
        scenario.inEffect?.applied = nil
        #expect(scenario.plan().map(\.action) == [nil])
    }

    @Test("a safeArea component's scroll view in effect: the replay reveals in it as live")
    func revealScrollInEffect() throws {
        var session = AvoidanceSession(
            strategy: .safeArea, configuration: AvoiderConfiguration(margin: 8))
        var first = ContainerSnapshot(
            screen: Self.screen, window: Self.screen, container: Self.screen,
            safeArea: Insets(top: 44, bottom: 34), target: CGRect(16, 700, 343, 44))
        first.revealScroll = RevealScroll(
            frame: Self.screen, contentHeight: 1500, adjustedTop: 44, ownBottom: 0, offsetY: -44)
        _ = session.take(.measure(first))
        let shown = session.take(
            .keyboard(
                KeyboardEvent(name: .willShow, endFrame: Self.docked, animation: .keyboardDefault),
                measured: first))
        // 744 + 8 − (812 − 34 − 301).
        #expect(shown?.contentOffsetY == 275)
        var recording = ScenarioRecording(session: session)
        let taller = Self.keyboard(.willChangeFrame, CGRect(0, 400, 375, 412))
        recording.record(taller)
        let surface = session.take(taller)
        // The safe area grows by 412 − 34: 744 + 8 − (812 − 34 − 378).
        #expect(surface?.contentOffsetY == 352)
        let scenario = try #require(recording.scenario)
        #expect(scenario.inEffect?.revealScroll?.offsetY == 275)
        let steps = try Self.replay(recording)
        #expect(steps.map(\.surface) == [surface])
    }

    /// A header with the state in effect, written by hand.
    static func header(_ inEffect: String, strategy: String = "shift") -> [UInt8] {
        Array(
            """
            {"screen": [0, 0, 414, 736], "safeArea": {"top": 20}, "strategy": "\(strategy)",
             "target": [20, 600, 374, 44], "margin": 8, "inEffect": \(inEffect),
             "events": [
              {"name": "UIKeyboardDidChangeFrameNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 465, 414, 271], "UIKeyboardAnimationDurationUserInfoKey": 0, "UIKeyboardAnimationCurveUserInfoKey": 7}},
              {"retarget": [20, 500, 374, 44]}
             ]}
            """.utf8)
    }

    @Test("the session starts with the header's state in effect, planning nothing for it")
    func sessionStartsWithIt() throws {
        let scenario = try Scenario(
            jsonData: Self.header(
                #"{"keyboardFrame": [0, 465, 414, 271], "keyboardAnimation": {"duration": 0.5, "curve": 3}}"#
            ))
        let session = scenario.makeSession()
        #expect(session.coverage.overlap == 271)
        // 465 − 8 − 644: in effect already, as the views hold it.
        #expect(session.applied == .shift(translationY: -187))
        let steps = scenario.plan()
        // The same frame changes nothing, and nothing is revealed for the keyboard in effect; the
        // retarget, 465 − 8 − 544, animates with the last keyboard animation: the Did…
        // notification's, 0 s and curve 7.
        #expect(steps[0].action == nil)
        #expect(
            steps[1].action
                == AvoidanceAction(
                    plan: .shift(translationY: -87),
                    animation: KeyboardAnimation(duration: 0, curve: .keyboard)))
        let bytes = Array(scenario.formattedJSON.utf8)
        #expect(try ReaderRuns.plannedOutput(bytes) == ReaderRuns.ordinaryOutput(bytes))
    }

    @Test("every field of inEffect is written back and reads as it was")
    func roundTrip() throws {
        let scroll = Array(
            """
            {"screen": [0, 0, 375, 812], "safeArea": {"top": 44, "bottom": 34}, "strategy": "scroll",
             "target": [16, 700, 343, 44], "margin": 8,
             "scroll": {"contentSize": [375, 2000], "contentOffset": [0, 275]},
             "inEffect": {"keyboardFrame": [0, 577, 375, 335], "keyboardAnimation": {"duration": 0.4, "curve": 42},
               "drag": {"targetWasVisible": true, "overlap": 335, "target": [16, 700, 343, 44],
                        "screen": [0, 0, 375, 812], "safeArea": {"top": 44, "bottom": 34},
                        "scroll": {"contentSize": [375, 2000]}, "margin": 8},
               "applied": {"contentInsetBottom": 201.004}},
             "events": []}
            """.utf8)
        let read = try Scenario(jsonData: scroll)
        let state = try #require(read.inEffect)
        #expect(state.keyboardFrame == CGRect(0, 577, 375, 335))
        #expect(
            state.lastKeyboardAnimation
                == KeyboardAnimation(duration: 0.4, curve: .other(rawValue: 42)))
        #expect(state.drag?.targetWasVisible == true)
        #expect(state.drag?.before.layout.container == CGRect(0, 0, 375, 812))
        #expect(
            state.applied
                == .scroll(contentInsetBottom: 201.004, contentOffset: CGPoint(x: 0, y: 275)))
        #expect(try Scenario(jsonData: Array(read.formattedJSON.utf8)) == read)
        #expect(try ReaderRuns.windowedScenario(scroll, pieces: 7) == read)
        let session = read.makeSession()
        #expect(session.avoider?.isFollowingDrag == true)
        // Within 0.01 pt of the plan, 812 − 577 − 34: taken as what the views hold.
        #expect(session.applied == state.applied)
    }

    @Test(
        "a field of inEffect the reader refuses is named",
        arguments: [
            (#"{"keyboardFrame": [0, 465, 414, 0]}"#, "inEffect.keyboardFrame"),
            (#"{"keyboardFrame": [0, 465, 414]}"#, "inEffect.keyboardFrame"),
            (
                #"{"keyboardAnimation": {"duration": -1, "curve": 7}}"#,
                "inEffect.keyboardAnimation.duration"
            ),
            (
                #"{"keyboardAnimation": {"duration": 0.25, "curve": 3.5}}"#,
                "inEffect.keyboardAnimation.curve"
            ),
            (#"{"keyboardAnimation": {"duration": 0.25}}"#, "inEffect.keyboardAnimation.curve"),
            (#"{"applied": {"contentInsetBottom": 3}}"#, "inEffect.applied.translationY"),
            (#"{"applied": {"translationY": 1e999}}"#, "inEffect.applied.translationY"),
            (
                #"{"revealScroll": {"frame": [0, 0, 414, 736], "contentHeight": 9, "offsetY": 0}}"#,
                "inEffect.revealScroll"
            ),
            (#"{"drag": {"screen": [0, 0, 414, 736]}}"#, "inEffect.drag.overlap"),
            (
                #"{"drag": {"overlap": 271, "targetWasVisible": "yes", "screen": [0, 0, 414, 736]}}"#,
                "inEffect.drag.targetWasVisible"
            ),
            (#"{"keyboard": [0, 465, 414, 271]}"#, "inEffect.keyboard"),
            (#"[0, 465, 414, 271]"#, "inEffect"),
        ])
    func refused(inEffect: String, field: String) throws {
        let bytes = Self.header(inEffect)
        for (reader, read) in [
            ("whole", { () throws(ScenarioError) in _ = try Scenario(jsonData: bytes) }),
            ("planner", { () throws(ScenarioError) in _ = try ReaderRuns.plannedOutput(bytes) }),
        ] as [(String, () throws(ScenarioError) -> Void)] {
            do throws(ScenarioError) {
                try read()
                Issue.record("\(reader) accepted \(inEffect)")
            } catch {
                #expect(error.field == field, "\(reader): \(error)")
            }
        }
    }

    @Test("an applied plan the engine would not hold gives way to the plan for the state in effect")
    func appliedNotTaken() throws {
        // 10 pt from the plan's −187.
        let scenario = try Scenario(
            jsonData: Self.header(
                #"{"keyboardFrame": [0, 465, 414, 271], "applied": {"translationY": -177}}"#))
        #expect(scenario.makeSession().applied == .shift(translationY: -187))
        // No keyboard: exactly the rest plan.
        let rest = try Scenario(jsonData: Self.header(#"{"applied": {"translationY": -0.005}}"#))
        #expect(rest.makeSession().applied == .shift(translationY: 0))
    }
}
