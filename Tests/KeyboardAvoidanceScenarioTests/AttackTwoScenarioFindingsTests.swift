import Foundation
import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceScenario

/// What the second attack on the project's scenario fields found in the file format and the
/// recorder. Each test states what the documentation says should happen; each fails while the
/// finding stands.
@Suite("Attack 2: the project's fields in the file format and the recorder")
struct AttackTwoScenarioFindingsTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let keyboard = CGRect(x: 0, y: 477, width: 375, height: 335)
    static let header =
        #""screen": [0, 0, 375, 812], "safeArea": {"top": 44, "left": 0, "bottom": 34, "right": 0}, "strategy": "scroll", "target": [16, 700, 343, 44], "margin": 8, "scroll": {"contentSize": [375, 2000], "contentOffset": [0, 0]}"#
    static let show =
        #"{"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}"#

    static func read(_ text: String) throws(ScenarioError) -> Scenario {
        try Scenario(jsonData: Array(text.utf8))
    }

    /// The plan's actions, in order, for a session fed `inputs` and for the replay of its
    /// recording.
    static func liveAndReplayed(_ start: AvoidanceSession, _ inputs: [AvoiderEvent]) throws
        -> (live: [AvoidanceAction?], replayed: [AvoidanceAction?], file: String)
    {
        var session = start
        var recording = ScenarioRecording(session: start)
        var live: [AvoidanceAction?] = []
        for input in inputs {
            live.append(session.handle(input))
            recording.record(input)
        }
        let file = try #require(recording.scenario).formattedJSON
        let replayed = try read(file).plan().map(\.action)
        return (live, replayed, file)
    }

    // MARK: The recorder

    /// `ScenarioRecording`: "so that `keyboard-avoidance plan` replays the session's decisions
    /// exactly"; `AvoiderEvent.measuredKeyboard`: "a component made after the keyboard showed is
    /// handed the notification it missed with what it measured". A session that waits for its
    /// first snapshot and gets it with the notification plans the keyboard (shift −275); the
    /// recording has the header and no event: the keyboard is lost, the replay plans nothing.
    /// Through `recordNotification(name:userInfo:measured:)` alike.
    @Test("a first snapshot handed over with its notification is recorded with the notification")
    func firstSnapshotWithNotification() throws {
        let snapshot = ContainerSnapshot(
            screen: Self.screen, window: Self.screen, container: Self.screen,
            safeArea: Insets(top: 44, bottom: 34),
            target: CGRect(x: 16, y: 700, width: 343, height: 44))
        let event = KeyboardEvent(name: .willShow, endFrame: Self.keyboard)
        let start = AvoidanceSession(
            strategy: .shift, configuration: AvoiderConfiguration(margin: 8))

        var session = start
        let live = session.handle(.keyboard(event, measured: snapshot))
        #expect(live?.plan == .shift(translationY: -275))

        var recording = ScenarioRecording(session: start)
        recording.record(.keyboard(event, measured: snapshot))
        let recorded = try #require(recording.scenario)
        #expect(try Self.read(recorded.formattedJSON).plan().compactMap(\.action) == [live])

        var notified = ScenarioRecording(session: start)
        notified.recordNotification(
            name: "UIKeyboardWillShowNotification",
            userInfo: ["UIKeyboardFrameEndUserInfoKey": [0.0, 477, 375, 335]], measured: snapshot)
        let fromNotification = try #require(notified.scenario)
        #expect(try Self.read(fromNotification.formattedJSON).plan().compactMap(\.action) == [live])
    }

    /// The recorder leaves out "a snapshot that changed nothing" by comparing the session before
    /// and after. A snapshot whose offset is past the scroll view's range (not tracking) is
    /// adopted and clamped back: an action (the layer sets the offset back to 1222), and the
    /// session ends as it was. The recording leaves the snapshot out; the replay has no action.
    @Test("a snapshot that produced an action is recorded, even when the session ends as it was")
    func clampedScrollIsRecorded() throws {
        let start = AvoidanceSession(
            avoider: KeyboardAvoider(
                strategy: .scroll,
                layout: AvoidanceLayout(screen: Self.screen, safeArea: Insets(top: 44, bottom: 34)),
                target: CGRect(x: 16, y: 700, width: 343, height: 44),
                configuration: AvoiderConfiguration(margin: 8),
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000))
            ))
        let inputs: [AvoiderEvent] = [
            .measure(ContainerSnapshot(contentOffset: CGPoint(x: 0, y: 1222))),
            .measure(ContainerSnapshot(contentOffset: CGPoint(x: 0, y: 1500))),
        ]
        let (live, replayed, file) = try Self.liveAndReplayed(start, inputs)
        #expect(live.compactMap { $0 }.count == 1)
        #expect(replayed.compactMap { $0 } == live.compactMap { $0 }, "\(file)")
    }

    /// `ScenarioRecording.listedChanges`: "How many changes the notes list; the others are
    /// counted." Every change is kept: each drag sample with a NaN (a broken measurement, 120 a
    /// second) left out of the file adds a sentence of some 350 bytes to the recording for as long
    /// as it records — a million cost 725 MB in a release build — while the notes say 20 of them.
    @Test("a recording keeps what its notes list, and counts the rest")
    func leftOutEventsAreCounted() throws {
        let start = AvoidanceSession(
            avoider: KeyboardAvoider(
                strategy: .scroll, layout: AvoidanceLayout(screen: Self.screen),
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000))
            ))
        var recording = ScenarioRecording(session: start)
        for _ in 0..<10_000 {
            recording.record(.track(CGRect(x: 0, y: CGFloat.nan, width: 375, height: 300)))
        }
        #expect(recording.scenario?.notes?.hasSuffix("and 9980 more") == true)
        let kept = Mirror(reflecting: recording).children.first { $0.label == "changes" }?.value
        let count = try #require(kept as? [String]).count
        #expect(count <= ScenarioRecording.listedChanges + 1, "\(count) sentences kept")
    }

    // MARK: Values a scenario file cannot hold

    /// `Scenario`: "the setters keep the old value on one the reader would refuse. So
    /// `formattedJSON` always reads back as the scenario"; `ScenarioRecording`: "Everything it
    /// writes reads back". A `reveal` of 80,000 rects is kept by the setter, by `init(json:)`, by
    /// `JSONDecoder` and by the recorder, and written as 2.9 MB: the reader refuses it ("reveal: a
    /// value larger than 1048576 bytes").
    @Test("a reveal that a scenario file cannot hold is refused where the reader would refuse it")
    func largeRevealReadsBack() throws {
        let rects = [CGRect](
            repeating: CGRect(x: 0, y: 900, width: 10, height: 10), count: 80_000)
        var scenario = try Scenario(
            validating: AvoidanceLayout(screen: Self.screen), strategy: .scroll,
            target: CGRect(x: 16, y: 700, width: 343, height: 44),
            scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000)))
        scenario.reveal = rects
        var snapshot = ContainerSnapshot()
        snapshot.reveal = rects
        scenario.events = [.measure(snapshot)]
        #expect(throws: Never.self) { try Self.read(scenario.formattedJSON) }

        // Parsed JSON and the bytes that spell it: one answer.
        let fromJSON = Result { try Scenario(json: scenario.json) }
        let fromBytes = Result { try Self.read(scenario.json.jsonText) }
        #expect((try? fromJSON.get()) == (try? fromBytes.get()))

        // The recorder: a snapshot that reveals them, then a recording begun with them.
        var session = AvoidanceSession(
            avoider: KeyboardAvoider(
                strategy: .scroll, layout: AvoidanceLayout(screen: Self.screen),
                target: CGRect(x: 16, y: 700, width: 343, height: 44),
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000))
            ))
        var recording = ScenarioRecording(session: session)
        _ = session.handle(.measure(snapshot))
        recording.record(.measure(snapshot))
        recording.record(.willShow(Self.keyboard))
        #expect(throws: Never.self) { try Self.read(recording.scenario!.formattedJSON) }
        var midSession = ScenarioRecording(session: session)
        midSession.record(.willHide())
        #expect(throws: Never.self) { try Self.read(midSession.scenario!.formattedJSON) }
    }

    /// A file the reader takes, written back by `formattedJSON`, must read back: a header
    /// `reveal` of 74,000 rects written without spaces was 1,035,999 bytes (under the 1 MiB a
    /// header field holds), and `formattedJSON` wrote 1.33 MB, which the reader refused. A target
    /// is revealed with at most `RevealGroup.maximumCompanions` views: the file is refused with
    /// the field named, and the most it takes reads, writes and reads back.
    @Test("a file read and written back reads back")
    func fileWrittenBackReadsBack() throws {
        func file(_ count: Int) -> String {
            let rects = Array(repeating: "[0,900,10,10]", count: count).joined(separator: ",")
            return "{" + Self.header + ", \"reveal\": [" + rects + "], \"events\": [" + Self.show
                + "]}"
        }
        #expect(throws: ScenarioError.self) { try Self.read(file(74_000)) }
        let scenario = try Self.read(file(RevealGroup.maximumCompanions))
        #expect(scenario.reveal?.count == RevealGroup.maximumCompanions)
        #expect(try Self.read(scenario.formattedJSON) == scenario)
    }

    // MARK: A keyboard layout guide's reading

    /// docs/scenario-project-fields.md: a notification's snapshot "is taken in first ..., then
    /// the notification"; a `keyboardGuide` is read "until a keyboard notification comes"; the
    /// session: "An ignored notification tells nothing of a keyboard: the guide is still read".
    /// A reading handed over with another app's notification (ignored) is dropped, while the same
    /// reading in a snapshot of its own one event later is taken.
    @Test("a guide's reading with an ignored notification is read as it is without one")
    func guideReadingWithIgnoredNotification() throws {
        let ignored =
            #"{"name": "UIKeyboardWillChangeFrameNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 477, 375, 335], "UIKeyboardIsLocalUserInfoKey": 0}"#
        let together = try Self.read(
            "{" + Self.header + ", \"events\": [" + ignored
                + #", "measure": {"keyboardGuide": [0, 477, 375, 335]}}]}"#)
        let alone = try Self.read(
            "{" + Self.header
                + #", "events": [{"measure": {"keyboardGuide": [0, 477, 375, 335]}}]}"#)
        #expect(together.plan()[0].keyboard == alone.plan()[0].keyboard)
    }
}
