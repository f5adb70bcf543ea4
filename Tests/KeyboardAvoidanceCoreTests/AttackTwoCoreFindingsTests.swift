import Foundation
import KeyboardAvoidanceCore
import Testing

/// What the second attack on the one-pass API found in the core (hostile snapshots, the project's
/// fields). Each test states what the specification or the documentation says should happen; each
/// fails while the finding stands.
@Suite("Attack 2: the core's one-pass entries under hostile snapshots")
struct AttackTwoCoreFindingsTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let keyboard = CGRect(x: 0, y: 477, width: 375, height: 335)

    /// A session that took the header of an iPhone X screen: a field near the bottom, a scroll view
    /// 2,000 pt tall.
    static func session(_ strategy: AvoidanceStrategy) -> AvoidanceSession {
        AvoidanceSession(
            avoider: KeyboardAvoider(
                strategy: strategy,
                layout: AvoidanceLayout(screen: screen, safeArea: Insets(top: 44, bottom: 34)),
                target: CGRect(x: 16, y: 700, width: 343, height: 44),
                configuration: AvoiderConfiguration(margin: 8),
                scroll: AvoidanceLayout.ScrollMetrics(contentSize: CGSize(width: 375, height: 2000))
            ))
    }

    /// The reading of a keyboard layout guide that shows the keyboard, as the layer makes it.
    static let guideShowsKeyboard = KeyboardGuideReading.keyboard(
        KeyboardEvent(
            name: .didChangeFrame, endFrame: keyboard,
            animation: KeyboardAnimation(duration: 0, curve: .keyboard)))

    /// `ContainerSnapshot.isValid`: "A snapshot that is not is ignored as a whole." A snapshot with
    /// a NaN offset (or a negative content size) and a keyboard layout guide's reading is not
    /// ignored: the guide's keyboard is planned (an action), the session stops reading guides and
    /// keeps the keyboard for the layer (`takeKeyboardFromGuide`). Half of it is taken.
    @Test(
        "a snapshot the engine does not take is ignored whole, its keyboard guide's reading too",
        arguments: AvoidanceStrategy.allCases)
    func invalidSnapshotWithGuideReading(strategy: AvoidanceStrategy) {
        for broken in [
            ContainerSnapshot(contentOffset: CGPoint(x: 0, y: CGFloat.nan)),
            ContainerSnapshot(contentOffset: CGPoint(x: 0, y: 1e308)),
            ContainerSnapshot(
                layout: AvoidanceLayout.Change(contentSize: CGSize(width: 375, height: -1))),
        ] {
            var snapshot = broken
            snapshot.keyboardGuide = Self.guideShowsKeyboard
            #expect(!snapshot.isValid)
            var session = Self.session(strategy)
            let before = session
            let action = session.take(.measure(snapshot))
            #expect(action == nil, "\(strategy): an ignored snapshot sets nothing")
            #expect(session.coverage.state == .hidden, "\(strategy): the guide's keyboard taken")
            #expect(session.readsKeyboardGuide, "\(strategy): the guide is read no more")
            #expect(session == before, "\(strategy): the session changed")

            // `.noKeyboard` in a snapshot that is ignored: the next valid reading is ignored too.
            var resting = broken
            resting.keyboardGuide = .noKeyboard
            var other = Self.session(strategy)
            _ = other.take(.measure(resting))
            var valid = ContainerSnapshot()
            valid.keyboardGuide = Self.guideShowsKeyboard
            _ = other.take(.measure(valid))
            #expect(
                other.coverage.state == .docked,
                "\(strategy): a valid reading after an ignored snapshot's was dropped")
        }
    }

    /// docs/scenario-project-fields.md: "A `release` returns the scroll view to the app's own
    /// inset: the extras and the accessory's part go with the component"; spec §6.1: "No action
    /// when what is applied already equals that." An extra inset under 0.01 pt is within the
    /// tolerance of the release plan: no action, and the scroll view keeps the component's inset
    /// (the session's own invariant, "released with the inset 0.005, not 0.0", is broken).
    @Test("a release takes a list's extra inset away, however small")
    func releaseLeavesTinyExtraInset() {
        for extra: CGFloat in [0.005, 1e-300, .leastNonzeroMagnitude] {
            var session = Self.session(.scroll)
            var snapshot = ContainerSnapshot()
            snapshot.list = ListChange(extraInset: extra, indicatorInset: 0)
            // What the scroll view holds: the app's own 0, then whatever the layer is told.
            var held: CGFloat = 0
            for action in [session.take(.measure(snapshot)), session.take(.release)] {
                if case .scroll(let insets)? = action?.settings { held = insets.content }
            }
            #expect(session.invariantViolations.isEmpty, "extra \(extra)")
            #expect(session.applied?.contentOffset != nil)
            if case .scroll(let inset, _)? = session.applied {
                #expect(inset == 0, "extra \(extra): released with the inset \(inset)")
            }
            #expect(held == 0, "extra \(extra): the scroll view is left with \(held)")
        }
    }

    /// A list is a `scroll` container's (the reader refuses one elsewhere, the recorder leaves it
    /// out: "no other strategy's plan reads it"). A `shift` session handed a snapshot with a list
    /// change plans the same translation, but at once and joining the caller's animation, rather
    /// than in the keyboard's animation: what no scenario file can replay.
    @Test(
        "a list in a session of another strategy changes nothing of its actions",
        arguments: [AvoidanceStrategy.shift, .safeArea, .guide])
    func listInOtherStrategy(strategy: AvoidanceStrategy) {
        func surface(list: ListChange?) -> SurfaceAction? {
            var session = Self.session(strategy)
            _ = session.take(.willShow(Self.keyboard))
            var snapshot = ContainerSnapshot(
                target: .some(CGRect(x: 16, y: 600, width: 343, height: 120)))
            snapshot.layout.container = CGRect(x: 0, y: 0, width: 375, height: 700)
            snapshot.list = list
            return session.take(.measure(snapshot))
        }
        let plain = surface(list: nil)
        let withList = surface(list: ListChange(extraInset: 50, coveredExtraInset: 8))
        #expect(plain != nil)
        #expect(withList == plain, "\(strategy): \(String(describing: withList))")
    }
}
