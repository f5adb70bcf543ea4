import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// A list with a field in its content (a row that edits, a comment box among the messages) and no
/// keyboard up: spec §5 reveals nothing then ("with no keyboard up nothing is revealed"), so a
/// change that could hide the field leaves the list's own rules to move it (spec v2.2 §5,
/// "Lists"). The engine used to drop them for any event that had a target and could hide it — a
/// message that arrived, a list that changed height, editing that began — as if it had revealed
/// the field; `keyboard-avoidance stress` found it once it played lists.
///
/// The ``ChatScreen``: 375 × 812, safe area 44 / 34, 2000 pt of messages; the newest end at rest
/// is 2000 − 812 + 34 = 1222.
@Suite("A list with a field in it and no keyboard: its rules move it, nothing is revealed")
struct ListWithFieldTests {
    /// A field in a row near the newest end, in the list's content.
    static let field = CGRect(0, 1900, 375, 44)

    static func session(at offset: CGFloat, list: ListChange) -> AvoidanceSession {
        var session = ChatScreen.session(offset: offset, list: list)
        // The field is the target from now on; no keyboard: nothing to reveal, nothing set.
        #expect(
            session.take(.measure(ChatScreen.snapshot(offset: offset, target: field))) == nil)
        return session
    }

    @Test("stick: a message arrives at the newest end, the list follows it (2100: 1322)")
    func messageArrives() {
        var session = Self.session(at: 1222, list: ListChange(sticksToNewestEnd: true))
        let arrives = session.take(
            .measure(ChatScreen.snapshot(offset: 1222, contentHeight: 2100, target: Self.field)))
        // Only the content changed: the app's change, in the app's animation.
        #expect(arrives?.list == ListSurface(inset: 0, offset: 1322, joinsCallerAnimation: true))
    }

    @Test("keeping its distance: the list loses 112 pt of height, the offset moves with hi: 712")
    func keepsDistance() {
        var session = Self.session(
            at: 600, list: ListChange(scrolledAway: .keepsDistanceFromNewestEnd))
        // hi 2000 − 812 + 34 = 1222 → 2000 − 700 + 34 = 1334 (the list lost its bottom 112 pt).
        let shorter = session.take(
            .measure(
                ChatScreen.snapshot(
                    offset: 600, container: CGRect(0, 0, 375, 700), target: Self.field)))
        #expect(shorter?.list == ListSurface(inset: 0, offset: 712))
    }

    @Test("editing begins in the field: the list goes to its newest end before the keyboard shows")
    func editingBegins() {
        var session = Self.session(at: 600, list: ListChange(scrollsToNewestEndOnEditing: true))
        var began = ChatScreen.snapshot(offset: 600, target: CGRect(0, 1800, 375, 44))
        began.editingBegan = true
        #expect(session.take(.measure(began))?.list == ListSurface(inset: 0, offset: 1222))
    }

    @Test("with the keyboard up the field is revealed as before: stick does not pull it under")
    func keyboardUpReveals() {
        var session = Self.session(at: 1222, list: ListChange(sticksToNewestEnd: true))
        // Show: max(0, 385 − 34) = 351; the field's bottom at the keyboard's top,
        // 1944 − 812 + 351 + 34 = 1517 (the newest end, 1573, would have it too; the reveal, the
        // least scrolling, is the spec's for a field the keyboard could hide).
        let show = session.take(ChatScreen.notification(.willShow, ChatScreen.keyboard))
        #expect(show?.list == ListSurface(inset: 351, offset: 1517))
    }
}
