import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Records what an `AvoidanceSession` took as a scenario that `keyboard-avoidance plan` replays
/// exactly, event by event: the first snapshot as the header, then each notification's userInfo
/// as delivered, each snapshot's changed fields, drag samples, reconfigurations and the release.
///
/// Hand it every input the session takes, in order. Everything it writes reads back: a value a
/// scenario file cannot hold is made to fit or left out, and ``Scenario/notes`` say so
/// (<doc:Scenarios>, "Recordings").
///
/// ```swift
/// var recording = ScenarioRecording(session: session)
/// recording.recordNotification(name: note.name.rawValue, userInfo: note.userInfo)
/// recording.record(.measure(snapshot))
/// if let scenario = recording.scenario {
///     try Data(scenario.formattedJSON.utf8).write(to: url)
/// }
/// ```
public struct ScenarioRecording: Sendable, Equatable {
    /// The scenario so far; `nil` until the session has measured anything.
    public private(set) var scenario: Scenario?
    /// A copy of the recorded session, handed the same inputs.
    private var session: AvoidanceSession
    /// The notification the session keeps before its first snapshot, as recorded.
    private var pending: ScenarioEvent?
    /// What was changed to fit a scenario file: the first ``listedChanges``; the rest are counted
    /// (``unlistedChanges``) so that the notes do not grow without bound.
    private var changes: [String] = []
    /// How many changes were made beyond the ones listed.
    private var unlistedChanges = 0
    /// How many changes the notes list; the others are counted.
    static let listedChanges = 20

    /// Starts recording `session` from where it is now: a session that has measured opens the
    /// scenario with its state in effect (the header and its `inEffect`), so that the replay goes
    /// on as the session did, a drag in progress included.
    public init(session: AvoidanceSession) {
        self.session = session
        switch session.phase {
        case .waiting(let event):
            pending = event.map(Self.notification(from:))
        case .active(let avoider):
            var header = header(of: avoider, offset: avoider.applied.contentOffset)
            header.list = Self.listChange(of: avoider)
            header.reveal = avoider.companions.isEmpty ? nil : Self.readable(avoider.companions)
            header.targetMargin = avoider.targetMargin
            scenario = header
            openWithStateInEffect()
        case .released:
            break
        }
    }

    /// Writes in the header's `inEffect` what the session holds beyond the header's fields.
    private mutating func openWithStateInEffect() {
        guard var header = scenario, var state = session.resumption, let live = session.avoider
        else { return }
        let applied = state.applied
        state.applied = nil
        header.inEffect = nil
        if state == AvoidanceSession.Resumption(), header.makeSession().applied == applied {
            return
        }
        header.inEffect = state
        // What the views hold is written when the plan for the state in effect is not exactly it
        // (within 0.01 pt of it: a change too small to act on).
        if header.makeSession().applied != live.applied { state.applied = applied }
        if let refusal = Scenario.refusal(
            ofInEffect: state, strategy: header.strategy, offset: header.scroll.contentOffset)
        {
            note("left out what was in effect when the recording started (\(refusal.description))")
            return
        }
        scenario?.inEffect = state
    }

    /// Records a keyboard notification as delivered. Other notifications and non-string keys are
    /// left out; a value a file cannot hold is made to fit, and the notes say so.
    public mutating func recordNotification(name: String, userInfo: [AnyHashable: Any]?) {
        recordNotification(name: name, userInfo: userInfo, measured: nil)
    }

    /// Records a keyboard notification with the snapshot handed over with it
    /// (`.measuredKeyboard`), written as its `measure`.
    public mutating func recordNotification(
        name: String, userInfo: [AnyHashable: Any]?, measured: ContainerSnapshot?
    ) {
        guard let notification = KeyboardEvent.Name.matching(name) else { return }
        var fitted: [ScenarioError] = []
        // One budget for the whole notification, all its keys together (UserInfoBudget).
        var budget = UserInfoBudget()
        let members = userInfo.map { info in
            var members: [String: JSONValue] = [:]
            var changedKeys: [KeyboardUserInfoKey] = []
            // In the order every copy takes them: the engine's keys first, as UserInfoCopy does.
            for (key, value) in UserInfoBudget.entries(of: info) {
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
        var event = ScenarioEvent.notification(
            notification, userInfo: members.map(ScenarioUserInfo.init(members:)))
        if let refusal = event.refusal(at: name) {
            // Too large as a whole: what the engine reads is kept, the rest left out.
            fitted.append(refusal)
            let read = KeyboardEvent(name: notification, userInfo: userInfo)
            event = .notification(notification, userInfo: Self.userInfo(of: read))
        }
        for change in fitted {
            note("\(change.field): \(change.message)")
        }
        guard let measured else {
            take(event.input, as: event)
            return
        }
        let read = KeyboardEvent(name: notification, userInfo: userInfo)
        let input = AvoiderEvent.keyboard(read, measured: measured)
        if case .notification(let name, let members, _) = event {
            event = .notification(name, userInfo: members, measure: measure(for: measured))
        }
        take(input, as: event)
    }

    /// Records what the session took: a snapshot, a reconfiguration, a release. Record a keyboard
    /// notification with ``recordNotification(name:userInfo:)``, which keeps its userInfo.
    public mutating func record(_ input: AvoiderEvent) {
        switch input {
        case .keyboard(let event):
            take(input, as: Self.notification(from: event))
        case .measuredKeyboard(let event, let measured):
            var recorded = Self.notification(from: event)
            if case .notification(let name, let userInfo, _) = recorded {
                recorded = .notification(name, userInfo: userInfo, measure: measure(for: measured))
            }
            take(input, as: recorded)
        case .measure(let snapshot):
            take(input, as: session.avoider.map { _ in .measure(changes(in: snapshot)) })
        case .retarget(let target): take(input, as: .retarget(target))
        case .layout(let change): take(input, as: .layout(change))
        case .scrolled(let offset): take(input, as: .scrolled(offset))
        case .release: take(input, as: .release)
        case .track(let frame, let offset):
            // The offset only when the session adopts it: one it does not is no part of the
            // decision (and may be one a scenario file cannot hold).
            let adopted = offset.flatMap { session.adoptsScroll(to: $0) ? $0 : nil }
            take(input, as: .track(frame, contentOffset: adopted))
        case .reconfigure(let configuration):
            // Before the first snapshot the header says it: the avoider starts with it.
            let change = ConfigurationChange(from: session.configuration, to: configuration)
            take(input, as: session.avoider.map { _ in .reconfigure(change) })
        }
    }

    /// A notification's snapshot as written: its changed fields, or `nil` (noted) when the engine
    /// would not take it.
    private mutating func measure(for snapshot: ContainerSnapshot) -> ContainerSnapshot? {
        guard session.avoider != nil else {
            // Before the first snapshot the session keeps only the notification.
            return nil
        }
        guard snapshot.isValid else {
            note("left out a notification's snapshot the engine does not take")
            return nil
        }
        return changes(in: snapshot)
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
        // As a component takes it: the copy is then the session itself, the offsets it set too.
        let taken = session.taking(input)
        switch (before.phase, session.phase) {
        case (.waiting, .waiting):
            // The session keeps the last notification it does not ignore: so does the recording.
            if let keyboard = input.keyboardEvent, !keyboard.isIgnored { pending = event }
        case (.waiting, .active(let avoider)):
            // The first snapshot is the header (the geometry before it was planned, the offset
            // it measured); the notification kept meanwhile comes first.
            scenario = header(of: avoider, offset: avoider.scroll.contentOffset)
            let first: ContainerSnapshot
            switch input {
            case .measure(let snapshot):
                first = snapshot
            case .measuredKeyboard(let keyboard, let snapshot):
                // The notification it came with is planned with it, as one kept before it.
                first = snapshot
                if !keyboard.isIgnored { pending = event }
            default:
                pending = nil
                return
            }
            let extras = Self.extras(
                of: first, strategy: avoider.strategy, readsGuide: before.readsKeyboardGuide)
            var untracked = extras
            untracked.isTracking = false
            let hasExtras = untracked != ContainerSnapshot()
            let guideShowed = extras.keyboardGuide != nil && avoider.keyboardFrame != nil
            if pending != nil || guideShowed || first.isTracking || extras.revealScroll != nil {
                // Planned with a keyboard, or more than a header says: the first event carries
                // what the first snapshot added, so that it is planned as it was.
                if case .notification(let name, let userInfo, _)? = pending {
                    scenario?.storedEvents.append(
                        .notification(
                            name, userInfo: userInfo,
                            measure: hasExtras || extras.isTracking ? extras : nil))
                } else if hasExtras {
                    scenario?.storedEvents.append(.measure(extras))
                }
            } else {
                scenario?.list = extras.list
                scenario?.reveal = extras.reveal
                scenario?.targetMargin = extras.targetMargin ?? nil
                if let pending { scenario?.storedEvents.append(pending) }
            }
            pending = nil
        case (.active, _):
            guard let event else { return }
            switch input {
            case .measure, .reconfigure:
                // One that changed nothing and set nothing is left out (a snapshot that adopts the
                // user's scroll and clamps it back to the offset in effect sets it).
                if session == before, taken.decision.action == nil, taken.surface == nil { return }
            default:
                break
            }
            scenario?.storedEvents.append(event)
        default:
            break
        }
    }

    /// The header of the avoider's geometry and settings, with the scroll view at `offset`; a
    /// value the reader would refuse is replaced by the file's default, and the notes say so.
    private mutating func header(of avoider: KeyboardAvoider, offset: CGPoint?) -> Scenario {
        var scroll = avoider.scroll
        if let offset { scroll.contentOffset = offset }
        var (header, replaced) = Scenario.replacingRefused(
            name: "recorded: \(avoider.strategy.rawValue)", source: "KeyboardAvoidance recorder",
            notes: nil, layout: avoider.layout, strategy: avoider.strategy,
            target: avoider.target, margin: avoider.configuration.margin,
            floating: avoider.configuration.floatingKeyboard, scroll: scroll, events: [])
        for refusal in replaced {
            keep("\(refusal.description): replaced by the file's default")
        }
        header.isEnabled = avoider.configuration.isEnabled
        header.notes = notesText
        return header
    }

    /// Notes a change made to fit a scenario file, in the scenario's notes.
    private mutating func note(_ change: String) {
        keep(change)
        let notes = notesText
        scenario?.notes = notes
    }

    /// Keeps a change in words while the notes list it; counts it beyond.
    private mutating func keep(_ change: String) {
        if changes.count < Self.listedChanges {
            changes.append(change)
        } else {
            unlistedChanges += 1
        }
    }

    /// The notes that list the changes made to fit a scenario file; `nil` when there are none.
    private var notesText: String? {
        guard !changes.isEmpty else { return nil }
        var text = "The recorder changed what a scenario file cannot hold: "
        text += changes.map { EchoedText($0, limit: 240).description }.joined(separator: "; ")
        if unlistedChanges > 0 { text += "; and \(unlistedChanges) more" }
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

    /// What a first snapshot adds to the avoider it starts beyond the header's geometry; a list
    /// outside `scroll` and a scroll view outside `safeArea` (no file holds them) are left out.
    private static func extras(
        of snapshot: ContainerSnapshot, strategy: AvoidanceStrategy, readsGuide: Bool
    ) -> ContainerSnapshot {
        var extras = ContainerSnapshot()
        guard snapshot.isValid else { return extras }
        if strategy == .scroll { extras.list = snapshot.list }
        extras.reveal = snapshot.reveal.map(readable)
        // The configuration's margin is what the avoider starts with: only a margin of its own.
        if case .some(.some) = snapshot.targetMargin { extras.targetMargin = snapshot.targetMargin }
        if strategy == .safeArea { extras.revealScroll = snapshot.revealScroll }
        if readsGuide, case .keyboard(let event)? = snapshot.keyboardGuide {
            extras.keyboardGuide = guideReading(event)
        }
        extras.isTracking = snapshot.isTracking
        return extras
    }

    /// A guide's reading as a file holds it (a `DidChangeFrame`, duration 0); `nil` if it can't.
    private static func guideReading(_ event: KeyboardEvent) -> KeyboardGuideReading? {
        guard let frame = event.endFrame else { return nil }
        return .keyboard(FieldReader.guideEvent(frame))
    }

    /// Rects revealed with the target as a file holds them: an invalid one (ignored by the engine)
    /// as a rect of no area.
    private static func readable(_ rects: [CGRect]) -> [CGRect] {
        rects.map { rect in
            let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            let valid =
                numbers.allSatisfy { CoordinateLimit.contains(Double($0)) }
                && rect.size.width >= 0 && rect.size.height >= 0
            return valid ? rect : .zero
        }
    }

    /// The avoider's list as a header holds it (non-default fields only); `nil` for none.
    private static func listChange(of avoider: KeyboardAvoider) -> ListChange? {
        let list = avoider.list
        guard list != .plain else { return nil }
        let plain = ListState.plain
        var change = ListChange()
        if list.isInverted != plain.isInverted { change.isInverted = list.isInverted }
        if list.extraInset != plain.extraInset { change.extraInset = list.extraInset }
        if list.coveredExtraInset != plain.coveredExtraInset {
            change.coveredExtraInset = list.coveredExtraInset
        }
        if list.indicatorInset != plain.indicatorInset {
            change.indicatorInset = list.indicatorInset
        }
        if list.systemInsetsKeyboard != plain.systemInsetsKeyboard {
            change.systemInsetsKeyboard = list.systemInsetsKeyboard
        }
        if list.sticksToNewestEnd != plain.sticksToNewestEnd {
            change.sticksToNewestEnd = list.sticksToNewestEnd
        }
        if list.scrolledAway != plain.scrolledAway { change.scrolledAway = list.scrolledAway }
        if list.scrollsToNewestEndOnEditing != plain.scrollsToNewestEndOnEditing {
            change.scrollsToNewestEndOnEditing = list.scrollsToNewestEndOnEditing
        }
        let cover = list.accessory.cover
        if cover > 0 {
            // Docked: from the covered part of the list to the window's bottom, or of no height
            // below it.
            let container = avoider.layout.container
            let top = container.maxY - cover
            change.accessory = .frame(
                CGRect(
                    x: container.minX, y: top, width: container.width,
                    height: max(0, avoider.layout.window.height - top)))
        }
        return change
    }

    /// The fields of a snapshot that differ from what the session has: what the replay needs.
    private func changes(in snapshot: ContainerSnapshot) -> ContainerSnapshot {
        guard let avoider = session.avoider else { return ContainerSnapshot() }
        var changes = Self.changes(in: snapshot, from: avoider)
        // A list is a `scroll` container's: no other strategy's plan reads it.
        if avoider.strategy == .scroll {
            changes.list = snapshot.list.flatMap {
                Self.listChanges(in: $0, of: snapshot, from: avoider)
            }
        }
        if let reveal = snapshot.reveal.map(Self.readable), reveal != avoider.companions {
            changes.reveal = reveal
        }
        if let margin = snapshot.targetMargin, margin != avoider.targetMargin {
            changes.targetMargin = .some(margin)
        }
        // Read only until a notification or a reading told whether a keyboard is up: after that
        // the session ignores it, and so does the replay without it.
        if session.readsKeyboardGuide, let reading = snapshot.keyboardGuide {
            switch reading {
            case .notLaidOut: break
            case .noKeyboard: changes.keyboardGuide = .noKeyboard
            case .keyboard(let event): changes.keyboardGuide = Self.guideReading(event)
            }
        }
        // Each snapshot says which scroll view the target is revealed in (none when omitted).
        if avoider.strategy == .safeArea { changes.revealScroll = snapshot.revealScroll }
        // Editing that began moves a list that goes to its newest end then.
        if avoider.strategy == .scroll { changes.editingBegan = snapshot.editingBegan }
        return changes
    }

    /// The fields of a list's change that change the avoider's list.
    private static func listChanges(
        in change: ListChange, of snapshot: ContainerSnapshot, from avoider: KeyboardAvoider
    ) -> ListChange? {
        let list = avoider.list
        var changes = ListChange()
        if let value = change.isInverted, value != list.isInverted { changes.isInverted = value }
        if let value = change.extraInset, value != list.extraInset { changes.extraInset = value }
        if let value = change.coveredExtraInset, value != list.coveredExtraInset {
            changes.coveredExtraInset = value
        }
        if let value = change.indicatorInset, value != list.indicatorInset {
            changes.indicatorInset = value
        }
        if let value = change.systemInsetsKeyboard, value != list.systemInsetsKeyboard {
            changes.systemInsetsKeyboard = value
        }
        if let value = change.sticksToNewestEnd, value != list.sticksToNewestEnd {
            changes.sticksToNewestEnd = value
        }
        if let value = change.scrolledAway, value != list.scrolledAway {
            changes.scrolledAway = value
        }
        if let value = change.scrollsToNewestEndOnEditing,
            value != list.scrollsToNewestEndOnEditing
        {
            changes.scrollsToNewestEndOnEditing = value
        }
        switch change.accessory {
        case nil, .outOfWindow?:
            break  // nothing changes: it comes back as it left
        case .absent?:
            if list.accessory.cover != 0 { changes.accessory = .absent }
        case .frame(let frame)?:
            var accessory = list.accessory
            let window = snapshot.layout.window ?? avoider.layout.window
            accessory.measure(
                accessory: frame, list: snapshot.layout.container ?? avoider.layout.container,
                windowBounds: CGRect(origin: .zero, size: window.size))
            if accessory != list.accessory { changes.accessory = .frame(frame) }
        }
        return changes == ListChange() ? nil : changes
    }

    /// The geometry, scroll and target fields of a snapshot that differ from the avoider's.
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
