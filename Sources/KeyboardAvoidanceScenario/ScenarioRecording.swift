import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Records what an `AvoidanceSession` took as a scenario file — its first snapshot as the
/// header, then every keyboard notification's userInfo as delivered, every snapshot that changed
/// something and the release — so that `keyboard-avoidance plan` replays the session's decisions
/// exactly, event by event: for a device session, a test fixture or a bug report.
///
/// It keeps a copy of the session and hands it the same inputs, so it knows what the session did
/// with each: a notification kept before the first snapshot comes right after the header, and a
/// snapshot is written with only the fields that changed (one that changed nothing is left out).
///
/// Everything it writes reads back: a value a scenario file cannot hold (a string longer than the
/// reader reads, an array nested too deep, a number that is not finite where the format needs
/// one) is made to fit or left out, and the scenario's ``Scenario/notes`` say what was changed.
/// A notification's userInfo is written as 512 values at most, all its keys together (every real
/// one is written whole), so that recording one costs a few milliseconds at most, whatever it
/// holds; the values past them are left out, and the notes say so.
/// A value under one of the five keys the engine reads that had to be changed is written as what
/// the engine read from it, so that the replay stays exact.
///
/// ```swift
/// var recording = ScenarioRecording(session: session)
/// recording.recordNotification(name: note.name.rawValue, userInfo: note.userInfo)
/// recording.record(.measure(snapshot))
/// if let scenario = recording.scenario {
///     try Data(scenario.formattedJSON.utf8).write(to: url)
/// }
/// ```
public struct ScenarioRecording: Sendable, Hashable {
    /// The scenario so far; `nil` until the session has measured anything.
    public private(set) var scenario: Scenario?
    /// A copy of the recorded session, handed the same inputs.
    private var session: AvoidanceSession
    /// The notification the session keeps before its first snapshot, as recorded.
    private var pending: ScenarioEvent?
    /// What was changed to fit a scenario file, in words: the scenario's notes.
    private var changes: [String] = []
    /// How many changes the notes list; the others are counted.
    static let listedChanges = 20

    /// Starts recording a session from where it is now. A session that is active begins the
    /// scenario with its geometry, target and settings; a keyboard in effect then comes first, as a
    /// `UIKeyboardWillChangeFrameNotification` with the last keyboard animation.
    public init(session: AvoidanceSession) {
        self.session = session
        switch session.phase {
        case .waiting(let event):
            pending = event.map(Self.notification(from:))
        case .active(let avoider):
            scenario = header(of: avoider)
            if let frame = avoider.keyboardFrame {
                scenario?.storedEvents.append(
                    Self.notification(
                        from: KeyboardEvent(
                            name: .willChangeFrame, endFrame: frame,
                            animation: avoider.lastKeyboardAnimation)))
            }
        case .released:
            break
        }
    }

    /// Records a keyboard notification as delivered; anything but the six keyboard notifications
    /// is left out, as are keys that are not strings. A value a scenario file cannot hold is made
    /// to fit (see ``ScenarioRecording``), a key it cannot hold left out; the notes say so.
    public mutating func recordNotification(name: String, userInfo: [AnyHashable: Any]?) {
        guard let notification = KeyboardNotificationName(rawValue: name) else { return }
        var fitted: [ScenarioError] = []
        // One budget for the whole notification, all its keys together (UserInfoBudget).
        var budget = UserInfoBudget()
        let members = userInfo.map { info in
            var members: [String: JSONValue] = [:]
            var changedKeys: [KeyboardUserInfoKey] = []
            // In the order every copy takes them: the engine's keys first, as UserInfoCopy does.
            for (key, value) in UserInfoCopy.entries(of: info) {
                let path = "\(name).userInfo.\(EchoedText(key))"
                if let refusal = JSONValue.refusal(ofKey: key, at: path) {
                    fitted.append(refusal)
                    continue
                }
                var changes: [ScenarioError] = []
                let leftOutBefore = budget.leftOutValues
                members[key] = JSONValue(
                    userInfoValue: value, at: path, depth: JSONValue.userInfoDepth + 1,
                    budget: &budget, changes: &changes)
                let cut = budget.leftOutValues > leftOutBefore
                if !changes.isEmpty || cut, let known = KeyboardUserInfoKey.matching(key) {
                    changedKeys.append(known)
                    // The budget's note, said once for the notification, is kept.
                    fitted += changes.filter { $0.message == JSONValue.leftOutMessage }
                    fitted.append(
                        ScenarioError(
                            field: path,
                            message: "a value a scenario file cannot hold, written as what the "
                                + "engine read from it"))
                } else {
                    fitted += changes
                }
            }
            // A value the engine reads that had to be changed is written as what it read.
            if !changedKeys.isEmpty {
                let read = KeyboardEvent(name: notification, userInfo: info)
                let written = Self.userInfo(of: read)
                for key in changedKeys {
                    members[key.rawValue] = written[key.rawValue] ?? .null
                }
            }
            return members
        }
        var event = ScenarioEvent.notification(notification, userInfo: members)
        if let refusal = event.refusal(at: name) {
            // Too large as a whole: what the engine reads is kept, the rest left out.
            fitted.append(refusal)
            let read = KeyboardEvent(name: notification, userInfo: userInfo)
            event = .notification(notification, userInfo: Self.userInfo(of: read))
        }
        for change in fitted {
            note("\(change.field): \(change.message)")
        }
        take(event.input, as: event)
    }

    /// Records what the session took: a snapshot (only its changed fields), a release, a finer
    /// scenario event. A keyboard notification is better recorded with
    /// ``recordNotification(name:userInfo:)``, which keeps its userInfo as delivered. Changes of
    /// configuration are not part of the file format and are not recorded.
    public mutating func record(_ input: AvoiderEvent) {
        switch input {
        case .keyboard(let event): take(input, as: Self.notification(from: event))
        case .measure(let snapshot):
            take(input, as: session.avoider.map { .measure(Self.changes(in: snapshot, from: $0)) })
        case .retarget(let target): take(input, as: .retarget(target))
        case .layout(let change): take(input, as: .layout(change))
        case .scrolled(let offset): take(input, as: .scrolled(offset))
        case .release: take(input, as: .release)
        case .track(let frame): take(input, as: .track(frame))
        case .reconfigure: take(input, as: nil)
        }
    }

    /// Hands the input to the copy of the session and writes `event` where the session took it;
    /// an event the reader would refuse is left out, and the notes say so.
    private mutating func take(_ input: AvoiderEvent, as event: ScenarioEvent?) {
        var event = event
        if let refused = event, let refusal = refused.refusal(at: "") {
            note("left out a \(refused.label) event (\(refusal.description))")
            event = nil
        }
        let before = session
        _ = session.handle(input)
        switch (before.phase, session.phase) {
        case (.waiting, .waiting):
            // The session keeps the last notification it does not ignore: so does the recording.
            if case .keyboard(let keyboard) = input, !keyboard.isIgnored { pending = event }
        case (.waiting, .active(let avoider)):
            // The first snapshot is the header; the notification kept meanwhile comes first.
            scenario = header(of: avoider)
            if let pending { scenario?.storedEvents.append(pending) }
            pending = nil
        case (.active, _):
            guard let event else { return }
            if case .measure = input, session == before { return }
            scenario?.storedEvents.append(event)
        default:
            break
        }
    }

    /// The header of the avoider's geometry and settings; a value the reader would refuse is
    /// replaced by the file's default, and the notes say so.
    private mutating func header(of avoider: KeyboardAvoider) -> Scenario {
        var scroll = avoider.scroll
        if let offset = avoider.applied.contentOffset { scroll.contentOffset = offset }
        var (header, replaced) = Scenario.replacingRefused(
            name: "recorded: \(avoider.strategy.rawValue)", source: "KeyboardAvoidance recorder",
            notes: nil, layout: avoider.layout, strategy: avoider.strategy,
            target: avoider.target, margin: avoider.configuration.margin,
            floating: avoider.configuration.floatingKeyboard, scroll: scroll, events: [])
        for refusal in replaced {
            changes.append("\(refusal.description): replaced by the file's default")
        }
        header.notes = notesText
        return header
    }

    /// Notes a change made to fit a scenario file, in the scenario's notes.
    private mutating func note(_ change: String) {
        changes.append(change)
        let notes = notesText
        scenario?.notes = notes
    }

    /// The notes that list the changes made to fit a scenario file; `nil` when there are none.
    private var notesText: String? {
        guard !changes.isEmpty else { return nil }
        var text = "The recorder changed what a scenario file cannot hold: "
        text += changes.prefix(Self.listedChanges).map { EchoedText($0, limit: 240).description }
            .joined(
                separator: "; ")
        if changes.count > Self.listedChanges {
            text += "; and \(changes.count - Self.listedChanges) more"
        }
        return text
    }

    /// A keyboard event as a notification whose userInfo holds what the engine read from it.
    private static func notification(from event: KeyboardEvent) -> ScenarioEvent {
        .notification(event.name, userInfo: userInfo(of: event))
    }

    /// What the engine read from a notification, as a userInfo that reads back as it.
    private static func userInfo(of event: KeyboardEvent) -> [String: JSONValue] {
        var userInfo: [String: JSONValue] = [
            KeyboardUserInfoKey.animationDuration.rawValue: .number(event.animation.duration),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(
                Double(event.animation.curve.rawValue)),
            KeyboardUserInfoKey.isLocal.rawValue: .bool(event.isLocal),
        ]
        if let frame = event.endFrame {
            userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = JSONValue(rect: frame)
        }
        if let frame = event.beginFrame {
            userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = JSONValue(rect: frame)
        }
        return userInfo
    }

    /// The fields of a snapshot that differ from what the avoider has: what the replay needs.
    private static func changes(in snapshot: ContainerSnapshot, from avoider: KeyboardAvoider)
        -> ContainerSnapshot
    {
        var changes = ContainerSnapshot()
        let layout = snapshot.layout
        if let screen = layout.screen, screen != avoider.layout.screen {
            changes.layout.screen = screen
        }
        if let window = layout.window, window != avoider.layout.window {
            changes.layout.window = window
        }
        if let container = layout.container, container != avoider.layout.container {
            changes.layout.container = container
        }
        if let safeArea = layout.safeArea, safeArea != avoider.layout.safeArea {
            changes.layout.safeArea = safeArea
        }
        if let size = layout.contentSize, size != avoider.scroll.contentSize {
            changes.layout.contentSize = size
        }
        if let inset = layout.contentInset, inset != avoider.scroll.contentInset {
            changes.layout.contentInset = inset
        }
        if let adjusts = layout.adjustsForSafeArea, adjusts != avoider.scroll.adjustsForSafeArea {
            changes.layout.adjustsForSafeArea = adjusts
        }
        if let offset = snapshot.contentOffset, let applied = avoider.applied.contentOffset,
            abs(offset.x - applied.x) > AvoidancePlan.tolerance
                || abs(offset.y - applied.y) > AvoidancePlan.tolerance
        {
            changes.contentOffset = offset
        }
        if let target = snapshot.target, target != avoider.target { changes.target = target }
        changes.isTracking = snapshot.isTracking
        return changes
    }
}
