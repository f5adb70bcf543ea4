import Foundation
import KeyboardAvoidanceCore
import Testing

/// What counts as kept above the keyboard already, and an app's own bars: a keyboard guide moves
/// only what is pinned to it, a component that follows focus keeps every field inside its view,
/// and a toolbar or search bar where the keyboard reaches is avoided as any view. Each ancestry is
/// written field first, up to the window.
@Suite("The app-wide choice: handled already, and an app's own bars")
struct AvoidanceChoiceHandledTests {
    typealias View = FieldAncestry.View

    static let field = View()
    static let plain = View()
    static let pinned = View(isPinnedToKeyboardGuide: true)
    /// An iPhone's screen, 844 pt tall.
    static let content = View(
        controller: .content(presentation: .none),
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// A toolbar whose bottom rests at the bottom of an iPhone's screen, and a search bar at the
    /// top of it (their frames in the screen's view).
    static let bottomBar = View(kind: .bar, frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    static let topBar = View(kind: .bar, frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    static let pinnedContent = View(
        controller: .content(presentation: .none), isPinnedToKeyboardGuide: true)
    static let tabs = View(controller: .container)
    static let window = View()
    static let form = View(
        kind: .scrollView(
            .init(
                size: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 1600)
            )
        ))
    static let pinnedForm = View(kind: form.kind, isPinnedToKeyboardGuide: true)
    static let carousel = View(
        kind: .scrollView(
            .init(
                size: CGSize(width: 390, height: 200), contentSize: CGSize(width: 2000, height: 200)
            )
        ),
        isPinnedToKeyboardGuide: true)

    static func choice(_ views: [View]) -> AvoidanceChoice {
        AvoidanceChoice(for: FieldAncestry(views: views))
    }

    @Test(
        "a Continue button pinned to the keyboard guide beside the form: the form still scrolls"
    )
    func buttonBesideForm() {
        // The button is not in the field's ancestry; the constraint lives on the screen's view,
        // which is not itself pinned: nothing in the ancestry is marked.
        let views = [Self.field, Self.plain, Self.form, Self.content, Self.tabs, Self.window]
        #expect(Self.choice(views) == .scroll(scrollView: 2))
        #expect(!FieldAncestry(views: views).ridesKeyboardGuide)
    }

    @Test("a mini-player pinned to a guide on the tab bar controller's view: screens still shift")
    func miniPlayerAboveScreens() {
        // A login screen: field, stack, the screen, the tab bar controller's view (whose guide's
        // probe no longer marks it), the window.
        let views = [Self.field, Self.plain, Self.content, Self.tabs, Self.window]
        #expect(Self.choice(views) == .shift(view: 2))
    }

    @Test(
        "the field, or a view between it and the nearest scrolling view or the screen, rides the guide: left alone",
        arguments: [
            // The field itself.
            [pinned, plain, form, content, tabs],
            // Its stack, below the form.
            [field, pinned, form, content, tabs],
            // A composer bar with no scroll view, below the screen.
            [field, pinned, plain, content, tabs],
            // A child screen's view pinned to its parent's guide: the screen is included.
            [field, plain, pinnedContent, tabs],
            // A horizontal carousel is not the scrolling view: the reach goes past it.
            [field, carousel, plain, content, tabs],
        ] as [[View]])
    func ridesGuide(views: [View]) {
        #expect(FieldAncestry(views: views).ridesKeyboardGuide)
        #expect(Self.choice(views) == .leave(.handledAlready))
    }

    @Test(
        "a view pinned beyond the nearest scrolling view moves the scroll view: it is revealed in")
    func pinnedBeyondScrollView() {
        // A panel pinned to the guide holds the form: the guide keeps the keyboard off the form,
        // which reveals the field in what it shows (spec v2.2 §5).
        let views = [Self.field, Self.plain, Self.form, Self.pinned, Self.content, Self.tabs]
        #expect(!FieldAncestry(views: views).ridesKeyboardGuide)
        #expect(Self.choice(views) == .revealOnly(scrollView: 2))
        // Pinned beyond the screen (a container's wrapper): the screen shifts.
        let login = [Self.field, Self.plain, Self.content, Self.pinned, Self.tabs]
        #expect(Self.choice(login) == .shift(view: 2))
    }

    @Test(
        "a component that follows focus on the screen, the nearest scroll view or between keeps the field",
        arguments: [0, 1, 2, 3])
    func componentOnScreenOrNearer(index: Int) {
        // 0: on the field itself, 1: a card view inside the form, 2: the form, 3: the screen.
        var views = [Self.field, Self.plain, Self.form, Self.content, Self.tabs, Self.window]
        views[index].isAvoidedByComponent = true
        #expect(FieldAncestry(views: views).isKeptByComponent)
        #expect(Self.choice(views) == .leave(.handledAlready))
    }

    @Test(
        "a component above the screen (a container's view, the window) does not keep the field",
        arguments: [4, 5])
    func componentAboveScreen(index: Int) {
        // 4: the tab bar controller's view, 5: the window. The form still scrolls.
        var views = [Self.field, Self.plain, Self.form, Self.content, Self.tabs, Self.window]
        views[index].isAvoidedByComponent = true
        #expect(!FieldAncestry(views: views).isKeptByComponent)
        #expect(Self.choice(views) == .scroll(scrollView: 2))
        // A login screen with no scroll view: it shifts.
        var login = [Self.field, Self.plain, Self.content, Self.tabs, Self.window]
        login[index - 1].isAvoidedByComponent = true
        #expect(Self.choice(login) == .shift(view: 2))
    }

    @Test("a scroll view above the screen is the reach: a component on it keeps the field")
    func scrollViewAboveScreen() {
        // A page in a paging scroll view of a container's: field, the page's view (the screen,
        // 1), the paging scroll view (2), the tab bar controller's view (3).
        var views = [Self.field, Self.content, Self.form, Self.tabs]
        views[2].isAvoidedByComponent = true
        #expect(Self.choice(views) == .leave(.handledAlready))
        // On the container's view, above both: not the field's.
        var above = [Self.field, Self.content, Self.form, Self.tabs]
        above[3].isAvoidedByComponent = true
        #expect(Self.choice(above) == .scroll(scrollView: 2))
        // With no screen and no scroll view there is no reach at all.
        let bare = [View(isAvoidedByComponent: true), Self.tabs, Self.window]
        #expect(!FieldAncestry(views: bare).isKeptByComponent)
    }

    @Test("handled already keeps the helpers on the screen; the other reasons to leave do not")
    func helpersForHandled() {
        #expect(AvoidanceChoice.leave(.handledAlready).keepsHelpers)
        #expect(AvoidanceChoice.shift(view: 2).keepsHelpers)
        #expect(AvoidanceChoice.scroll(scrollView: 1).keepsHelpers)
        #expect(AvoidanceChoice.revealOnly(scrollView: 1).keepsHelpers)
        let others: [AvoidanceChoice.Reason] = [
            .noViewController, .keyboardAccessory, .bar, .alert, .swiftUI, .search, .popover,
            .excluded, .noScreen, .notIncluded, .screenOptedOut,
        ]
        for reason in others { #expect(!AvoidanceChoice.leave(reason).keepsHelpers) }
    }

    @Test("a bar rests in the keyboard's reach when its bottom is in the lower half of its screen")
    func barReach() {
        typealias Ancestry = FieldAncestry
        // An iPhone's screen, 844 pt: half is 422.
        #expect(Ancestry.restsInKeyboardReach(barBottom: 810, screenHeight: 844))
        #expect(Ancestry.restsInKeyboardReach(barBottom: 423, screenHeight: 844))
        #expect(!Ancestry.restsInKeyboardReach(barBottom: 422, screenHeight: 844))
        // A search bar under the navigation bar: 56 pt tall, from 0.
        #expect(!Ancestry.restsInKeyboardReach(barBottom: 56, screenHeight: 844))
        // Nothing to tell by.
        #expect(!Ancestry.restsInKeyboardReach(barBottom: .nan, screenHeight: 844))
        #expect(!Ancestry.restsInKeyboardReach(barBottom: 800, screenHeight: 0))
        #expect(!Ancestry.restsInKeyboardReach(barBottom: 800, screenHeight: .infinity))
    }

    @Test(
        "a toolbar or search bar in the keyboard's reach is avoided as any view: the screen shifts")
    func barInReach() {
        // A reply field in a toolbar at the bottom of the screen's view.
        let views = [Self.field, Self.plain, Self.bottomBar, Self.content, Self.tabs, Self.window]
        #expect(Self.choice(views) == .shift(view: 3))
        // In a form, it scrolls the form.
        let inForm = [Self.field, Self.bottomBar, Self.form, Self.content, Self.tabs]
        #expect(Self.choice(inForm) == .scroll(scrollView: 2))
    }

    @Test("a search bar out of the keyboard's reach, and a navigation item's, are left alone")
    func barsLeftAlone() {
        // A search bar in a table header, at the top: it wins over the nearer table.
        let header = [Self.field, Self.plain, Self.topBar, Self.form, Self.content, Self.tabs]
        #expect(Self.choice(header) == .leave(.bar))
        // A search controller's bar in a navigation item sits inside the navigation bar: left
        // alone even where it would rest low (a navigation bar is never in the keyboard's reach).
        let navigationItem = [
            Self.field, Self.bottomBar, View(kind: .navigationBar),
            View(controller: .container, bounds: Self.content.bounds),
        ]
        #expect(Self.choice(navigationItem) == .leave(.bar))
    }

    @Test("a field in a navigation controller's own toolbar is in no screen: left alone")
    func containersToolbar() {
        // field, the toolbar (at the bottom), the navigation controller's view, the window.
        let views = [
            Self.field, Self.bottomBar, Self.tabs, View(bounds: Self.content.bounds),
        ]
        #expect(Self.choice(views) == .leave(.noScreen))
    }
}
