import Foundation
import KeyboardAvoidanceCore
import Testing

/// The life of the app-wide avoidance in one window: which component is made, kept, turned off
/// or given back as editing, measurements and the keyboard come and go. Views are named by
/// strings; each ancestry is written field first, up to the window.
@Suite("The app-wide avoidance's life in a window")
struct AutomaticAvoidanceLifecycleTests {
    typealias Lifecycle = AutomaticAvoidanceLifecycle
    typealias View = FieldAncestry.View

    static let content = View(controller: .content(presentation: .none))
    static let navigation = View(controller: .container)
    static let scrollView = View(
        kind: .scrollView(
            .init(
                size: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 1600)
            )
        ))
    static func table(systemInsets: Bool? = nil) -> View {
        View(
            kind: .scrollView(
                .init(
                    size: CGSize(width: 390, height: 844),
                    contentSize: CGSize(width: 390, height: 1600),
                    systemInsetsForKeyboard: systemInsets,
                    isTableViewControllersTable: true)),
            // The table is its controller's view.
            controller: .content(presentation: .none))
    }

    /// A login screen: field, stack, the controller's view, the navigation's, the window.
    static func login(_ field: Lifecycle.ID) -> Lifecycle.Event {
        .measured(
            field: field,
            ancestry: FieldAncestry(views: [View(), View(), content, navigation, View()]),
            views: [field, "stack", "login", "navigation", "window"])
    }

    /// A form: field, the form's scroll view, the controller's view, the navigation's.
    static func form(_ field: Lifecycle.ID) -> Lifecycle.Event {
        .measured(
            field: field,
            ancestry: FieldAncestry(views: [View(), scrollView, content, navigation]),
            views: [field, "formScroll", "form", "navigation"])
    }

    /// A table view controller's table with fields in cells.
    static func table(_ field: Lifecycle.ID, systemInsets: Bool? = nil) -> Lifecycle.Event {
        .measured(
            field: field,
            ancestry: FieldAncestry(
                views: [View(), View(), table(systemInsets: systemInsets), navigation]),
            views: [field, "cell", "table", "navigation"])
    }

    /// An iPhone's window, full screen: the key window of an active scene.
    static let window = Lifecycle.WindowReading(
        layout: AvoidanceLayout(
            screen: CGRect(x: 0, y: 0, width: 390, height: 844),
            window: CGRect(x: 0, y: 0, width: 390, height: 844),
            container: CGRect(x: 0, y: 0, width: 390, height: 844)),
        isKeyWindow: true, scene: .foregroundActive)
    /// The iPhone's docked keyboard, in screen coordinates.
    static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
    /// Below the screen: where a keyboard dragged away ends.
    static let offScreen = CGRect(x: 0, y: 844, width: 390, height: 336)

    /// A keyboard notification about the window, as the engine reads it.
    static func keyboard(
        _ name: KeyboardEvent.Name, to frame: CGRect? = docked,
        window: Lifecycle.WindowReading = window, isLocal: Bool = true
    ) -> Lifecycle.Event {
        .keyboard(
            KeyboardEvent(
                name: name, endFrame: name.isHide ? offScreen : frame, isLocal: isLocal),
            window: window)
    }

    /// A keyboard left up by a notification with no animation to keep (`didShow`).
    static let shown = keyboard(.didShow)
    /// The keyboard starts hiding (`willHide`).
    static let hiding = keyboard(.willHide)
    /// The keyboard has hidden (`didHide`).
    static let hid = keyboard(.didHide)

    /// Takes events in turn, checking the invariants after each, and returns the last actions.
    @discardableResult
    static func take(_ events: [Lifecycle.Event], into lifecycle: inout Lifecycle)
        -> [Lifecycle.Action]
    {
        var actions: [Lifecycle.Action] = []
        for event in events {
            actions = lifecycle.handle(event)
            #expect(lifecycle.checkInvariants() == [], "after \(event)")
        }
        return actions
    }

    @Test("editing that begins is measured at once and on the next turn")
    func measuresAtOnceAndNextTurn() {
        var lifecycle = Lifecycle()
        // With no keyboard up, the insets above the field are the app's: recorded first.
        #expect(
            lifecycle.handle(.editingBegan(field: "name"))
                == [.recordAppInsets, .measureNow, .measureNextTurn])
        #expect(lifecycle.field == "name")
    }

    @Test("a login screen: its controller's view shifts, made before the keyboard shows")
    func loginScreen() {
        var lifecycle = Lifecycle()
        let actions = Self.take(
            [.editingBegan(field: "name"), Self.login("name")], into: &lifecycle)
        #expect(
            actions == [
                .attachHelpers(screen: "login"),
                .start(.shift(view: "login"), handingOverKeyboard: false),
            ])
        #expect(lifecycle.choice == .shift(view: 2))
        // The next-turn measurement finds the same: kept.
        #expect(Self.take([Self.shown, Self.login("name")], into: &lifecycle) == [])
    }

    @Test("moving between fields of one choice keeps the component: it follows focus itself")
    func keepsWithinChoice() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), Self.shown], into: &lifecycle)
        let actions = Self.take(
            [
                .editingEnded(field: "name"), .editingBegan(field: "password"),
                Self.login("password"),
            ],
            into: &lifecycle)
        #expect(actions == [])
        #expect(lifecycle.active == .shift(view: "login"))
    }

    @Test(
        "a text view whose show came first: the component is made late and handed the keyboard's notification"
    )
    func textViewShowFirst() {
        var lifecycle = Lifecycle()
        let actions = Self.take(
            [Self.shown, .editingBegan(field: "notes"), Self.form("notes")], into: &lifecycle)
        #expect(
            actions == [
                .attachHelpers(screen: "form"),
                .start(.scroll(scrollView: "formScroll"), handingOverKeyboard: true),
            ])
    }

    @Test(
        "a choice that changes with the keyboard up: the old component goes back to rest in the keyboard's animation, then the new one"
    )
    func switchesWithKeyboardUp() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "email"), Self.form("email"), Self.shown], into: &lifecycle)
        // The user taps a search bar's field: left alone; the form goes back to rest.
        let searchBar = Lifecycle.Event.measured(
            field: "search",
            ancestry: FieldAncestry(views: [View(), View(kind: .navigationBar), Self.navigation]),
            views: ["search", "searchBar", "navigation"])
        let actions = Self.take(
            [.editingEnded(field: "email"), .editingBegan(field: "search"), searchBar],
            into: &lifecycle)
        #expect(actions == [.detachHelpers, .retire(.scroll(scrollView: "formScroll"))])
        #expect(lifecycle.choice == .leave(.bar))
        #expect(lifecycle.active == nil)
        // Back to the form: the component turned off is turned on again, not made twice.
        let back = Self.take(
            [.editingEnded(field: "search"), .editingBegan(field: "email"), Self.form("email")],
            into: &lifecycle)
        #expect(
            back == [.attachHelpers(screen: "form"), .resume(.scroll(scrollView: "formScroll"))])
        #expect(lifecycle.retired == [])
    }

    @Test("the keyboard hides: every component is given back, at rest after the hide animation")
    func keyboardHides() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "email"), Self.form("email"), Self.shown], into: &lifecycle)
        // Nothing on willHide: the component follows the keyboard back by itself.
        #expect(
            Self.take([.editingEnded(field: "email"), Self.hiding], into: &lifecycle) == [])
        #expect(
            lifecycle.handle(Self.hid)
                == [.release(.scroll(scrollView: "formScroll")), .detachHelpers, .forgetAppInsets])
        #expect(lifecycle.active == nil && lifecycle.screen == nil)
    }

    @Test(
        "a keyboard that hides while the field still edits (a hardware keyboard): made again on the next show"
    )
    func hidesWhileEditing() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), Self.shown], into: &lifecycle)
        // The helpers stay: the field still edits.
        #expect(
            Self.take([Self.hiding, Self.hid], into: &lifecycle)
                == [.release(.shift(view: "login")), .forgetAppInsets])
        #expect(lifecycle.handle(Self.shown) == [.measureNextTurn])
        #expect(
            lifecycle.handle(Self.login("name"))
                == [.start(.shift(view: "login"), handingOverKeyboard: true)])
    }

    @Test("with no keyboard up a replaced component is given back at once: it is at rest")
    func replacedWhileHidden() {
        var lifecycle = Lifecycle()
        Self.take([.editingBegan(field: "name"), Self.login("name")], into: &lifecycle)
        let actions = Self.take(
            [.editingBegan(field: "email"), Self.form("email")], into: &lifecycle)
        #expect(
            actions == [
                .detachHelpers, .attachHelpers(screen: "form"),
                .release(.shift(view: "login")),
                .start(.scroll(scrollView: "formScroll"), handingOverKeyboard: false),
            ])
    }

    @Test(
        "a table view controller's table: revealed in on the hint, switched to scrolling when UIKit is measured not to inset it"
    )
    func tableMeasured() {
        var lifecycle = Lifecycle()
        let first = Self.take([.editingBegan(field: "row3"), Self.table("row3")], into: &lifecycle)
        #expect(
            first.contains(.start(.revealOnly(scrollView: "table"), handingOverKeyboard: false)))
        // After the show, UIKit's inset measured: there, the component is kept.
        #expect(
            Self.take([Self.shown, Self.table("row3", systemInsets: true)], into: &lifecycle)
                == [])
        // A subclass that skipped super.viewWillAppear(_:): nothing from UIKit; the library insets.
        #expect(
            lifecycle.handle(Self.table("row3", systemInsets: false)) == [
                .retire(.revealOnly(scrollView: "table")),
                .start(.scroll(scrollView: "table"), handingOverKeyboard: true),
            ])
    }

    @Test("a measurement of a field no longer edited changes nothing")
    func staleMeasurement() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), .editingBegan(field: "email")],
            into: &lifecycle)
        #expect(lifecycle.handle(Self.login("name")) == [])
        #expect(lifecycle.handle(Self.form("name")) == [])
        // Ids that do not match the ancestry are refused too.
        let mismatched = Lifecycle.Event.measured(
            field: "email", ancestry: FieldAncestry(views: [View(), Self.content]),
            views: ["email"])
        #expect(lifecycle.handle(mismatched) == [])
    }

    @Test("editing that begins in another window: this window's component goes back to rest")
    func anotherWindow() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), Self.shown], into: &lifecycle)
        #expect(
            lifecycle.handle(.editingBeganElsewhere(field: "other", isInAWindow: true))
                == [.retire(.shift(view: "login")), .detachHelpers])
        #expect(lifecycle.field == nil)
        // Its keyboard's notifications measure nothing here.
        #expect(lifecycle.handle(Self.shown) == [])
        #expect(lifecycle.handle(Self.hid) == [.release(.shift(view: "login")), .forgetAppInsets])
    }

    @Test("a screen pushed away while editing: its component is given back at once, unseen")
    func screenLeavesWindow() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), Self.shown], into: &lifecycle)
        #expect(
            lifecycle.handle(.viewLeftWindow("login"))
                == [.release(.shift(view: "login")), .detachHelpers])
        // A retired component whose view leaves goes too.
        Self.take([.editingBegan(field: "email"), Self.form("email")], into: &lifecycle)
        Self.take(
            [.editingBegan(field: "name2"), Self.login("name2")], into: &lifecycle)
        #expect(lifecycle.retired == [.scroll(scrollView: "formScroll")])
        #expect(
            lifecycle.handle(.viewLeftWindow("formScroll"))
                == [.release(.scroll(scrollView: "formScroll"))])
        #expect(lifecycle.retired == [])
    }

    @Test("left alone: alerts, SwiftUI screens and exclusions get no component and no helpers")
    func leftAlone() {
        let swiftUIScreen = View(
            controller: .content(presentation: .none), hosting: .avoidsKeyboard)
        let ancestries = [
            [View(), View(controller: .alert), Self.content],
            [View(), View(), swiftUIScreen, Self.navigation],
            [View(), View(isExcluded: true), Self.content],
        ]
        for views in ancestries {
            var lifecycle = Lifecycle()
            let event = Lifecycle.Event.measured(
                field: "f", ancestry: FieldAncestry(views: views),
                views: ["f", "above", "screen", "navigation"].prefix(views.count).map { $0 })
            #expect(Self.take([.editingBegan(field: "f"), event], into: &lifecycle) == [])
            #expect(lifecycle.choice?.isLeave == true)
        }
    }

    @Test("turned off: the component goes back to rest; turned on: measured again")
    func enabledSwitch() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "name"), Self.login("name"), Self.shown], into: &lifecycle)
        #expect(lifecycle.handle(.enabledChanged(false)) == [.retire(.shift(view: "login"))])
        // Measured while off: no component, the helpers stay.
        #expect(lifecycle.handle(Self.login("name")) == [])
        #expect(lifecycle.handle(.enabledChanged(true)) == [.measureNow])
        #expect(lifecycle.handle(Self.login("name")) == [.resume(.shift(view: "login"))])
    }

    @Test("invalidated: everything given back, nothing taken afterwards")
    func invalidated() {
        var lifecycle = Lifecycle()
        Self.take(
            [.editingBegan(field: "email"), Self.form("email"), Self.shown],
            into: &lifecycle)
        Self.take([.editingBegan(field: "name"), Self.login("name")], into: &lifecycle)
        #expect(
            Self.take([.invalidated], into: &lifecycle) == [
                .release(.shift(view: "login")), .release(.scroll(scrollView: "formScroll")),
                .detachHelpers,
            ])
        #expect(lifecycle.handle(.editingBegan(field: "name")) == [])
    }

    @Test("a choice's index is read in the ancestry's ids; out of range, nothing")
    func componentFromChoice() {
        let ids: [Lifecycle.ID] = ["field", "scroll", "screen"]
        #expect(
            Lifecycle.Component(.scroll(scrollView: 1), views: ids) == .scroll(scrollView: "scroll")
        )
        #expect(
            Lifecycle.Component(.revealOnly(scrollView: 1), views: ids)
                == .revealOnly(scrollView: "scroll"))
        #expect(Lifecycle.Component(.shift(view: 2), views: ids) == .shift(view: "screen"))
        #expect(Lifecycle.Component(.shift(view: 3), views: ids) == nil)
        #expect(Lifecycle.Component(.leave(.alert), views: ids) == nil)
    }

    @Test("random event sequences keep the invariants (seeded)")
    func randomSequences() {
        let events: [Lifecycle.Event] = [
            .editingBegan(field: "name"), .editingBegan(field: "email"),
            .editingEnded(field: "name"), .editingEnded(field: "email"),
            .editingBeganElsewhere(field: "other", isInAWindow: true),
            .editingEnded(field: "other"), Self.keyboard(.willShow), Self.login("name"),
            Self.form("email"),
            Self.form("name"), Self.shown, Self.hiding, Self.hid,
            Self.keyboard(.willChangeFrame, to: Self.offScreen), .started(window: Self.window),
            .viewLeftWindow("login"), .viewLeftWindow("formScroll"), .enabledChanged(false),
            .enabledChanged(true),
        ]
        for seed in 0..<200 as Range<UInt64> {
            var state = seed &+ 0x9E37_79B9_7F4A_7C15
            var lifecycle = Lifecycle()
            for _ in 0..<40 {
                // SplitMix64, so that a failing seed replays.
                state &+= 0x9E37_79B9_7F4A_7C15
                var mixed = state
                mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
                mixed ^= mixed >> 31
                let actions = lifecycle.handle(events[Int(mixed % UInt64(events.count))])
                // A component is never started while it is active or kept retired.
                for case .start(let component, _) in actions {
                    #expect(!lifecycle.retired.contains(component), "seed \(seed)")
                }
                let violations = lifecycle.checkInvariants()
                #expect(violations == [], "seed \(seed)")
                if !violations.isEmpty { break }
            }
        }
    }
}
