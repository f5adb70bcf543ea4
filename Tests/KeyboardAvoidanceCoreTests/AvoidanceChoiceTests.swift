import Foundation
import KeyboardAvoidanceCore
import Testing

/// What the app-wide avoidance does for a field, from its ancestry as the UIKit layer measures it.
/// Each ancestry is written field first, up to the window.
@Suite("The app-wide choice: leave, reveal, scroll or shift")
struct AvoidanceChoiceTests {
    typealias View = FieldAncestry.View

    static let field = View()
    static let plain = View()
    static func content(_ presentation: FieldAncestry.Presentation = .none) -> View {
        View(controller: .content(presentation: presentation))
    }
    static let navigation = View(controller: .container)
    static let window = View()

    /// A form's scroll view: 390 × 844, content 390 × 1600.
    static func scroll(
        enabled: Bool = true, content: CGSize = CGSize(width: 390, height: 1600),
        systemInsets: Bool? = nil, tableViewControllers: Bool = false
    ) -> View {
        View(
            kind: .scrollView(
                .init(
                    isScrollEnabled: enabled, size: CGSize(width: 390, height: 844),
                    contentSize: content, systemInsetsForKeyboard: systemInsets,
                    isTableViewControllersTable: tableViewControllers)))
    }

    static func choice(_ views: [View], tallTextView: Bool = false) -> AvoidanceChoice {
        AvoidanceChoice(
            for: FieldAncestry(views: views, textViewIsTallerThanRoomLeft: tallTextView))
    }

    @Test(
        "a login screen without a scroll view shifts its content controller's view, not the navigation's"
    )
    func shiftsContent() {
        // field, stack, content view, controller's root, navigation transition, navigation root
        let views = [
            Self.field, Self.plain, Self.plain, Self.content(), Self.plain, Self.navigation,
            Self.window,
        ]
        #expect(Self.choice(views) == .shift(view: 3))
    }

    @Test(
        "a child controller moves with its parent: the outermost content controller below the containers"
    )
    func childMovesWithParent() {
        let views = [
            Self.field, Self.content(), Self.plain, Self.content(), Self.navigation, Self.window,
        ]
        #expect(Self.choice(views) == .shift(view: 3))
    }

    @Test("a form in a scroll view scrolls the nearest scroll view that scrolls vertically")
    func scrollsForm() {
        let views = [Self.field, Self.plain, Self.scroll(), Self.content(), Self.navigation]
        #expect(Self.choice(views) == .scroll(scrollView: 2))
    }

    @Test(
        "a UITableViewController's table is only revealed in: UIKit insets it (a hint, then measured)"
    )
    func tableViewController() {
        let table = Self.scroll(tableViewControllers: true)
        #expect(
            Self.choice([Self.field, Self.plain, table, Self.content()])
                == .revealOnly(scrollView: 2))
        // As a form sheet too.
        #expect(
            Self.choice([Self.field, table, Self.content(.sheet)]) == .revealOnly(scrollView: 1))
        // A subclass that skipped super.viewWillAppear: measured, UIKit added nothing.
        let skipped = Self.scroll(systemInsets: false, tableViewControllers: true)
        #expect(Self.choice([Self.field, skipped, Self.content()]) == .scroll(scrollView: 1))
        // Any scroll view UIKit is measured to inset is only revealed in.
        let measured = Self.scroll(systemInsets: true)
        #expect(Self.choice([Self.field, measured, Self.content()]) == .revealOnly(scrollView: 1))
    }

    @Test("a horizontal carousel and a disabled scroll view are passed over for the next one up")
    func carouselAndDisabled() {
        let carousel = Self.scroll(content: CGSize(width: 2000, height: 200))
        let disabled = Self.scroll(enabled: false)
        let views = [Self.field, carousel, disabled, Self.scroll(), Self.content()]
        #expect(Self.choice(views) == .scroll(scrollView: 3))
        // A canvas that scrolls both ways scrolls vertically.
        let canvas = Self.scroll(content: CGSize(width: 2000, height: 2000))
        #expect(Self.choice([Self.field, canvas, Self.content()]) == .scroll(scrollView: 1))
        // A carousel alone: the content view shifts.
        #expect(Self.choice([Self.field, carousel, Self.content()]) == .shift(view: 2))
    }

    @Test("a table inside a scroll view: the table, nearest, scrolls")
    func tableInsideScrollView() {
        let views = [Self.field, Self.plain, Self.scroll(), Self.scroll(), Self.content()]
        #expect(Self.choice(views) == .scroll(scrollView: 2))
    }

    @Test("a text view in a cell: the table scrolls; a tall scrolling text view scrolls itself")
    func textViews() {
        let textView = View(
            kind: .scrollView(
                .init(
                    size: CGSize(width: 350, height: 600),
                    contentSize: CGSize(width: 350, height: 900),
                    isTextView: true)))
        let views = [textView, Self.plain, Self.scroll(), Self.content()]
        #expect(Self.choice(views) == .scroll(scrollView: 2))
        #expect(Self.choice(views, tallTextView: true) == .scroll(scrollView: 0))
    }

    @Test(
        "left alone wherever it is above the field, winning over a nearer scroll view",
        arguments: [
            (View(controller: .alert), AvoidanceChoice.Reason.alert),
            (View(controller: .search), .search),
            (View(kind: .navigationBar), .bar),
            (View(kind: .bar), .bar),
            (View(kind: .keyboardAccessory), .keyboardAccessory),
            (View(isExcluded: true), .excluded),
            (View(isAvoidedByComponent: true), .handledAlready),
        ] as [(View, AvoidanceChoice.Reason)])
    func leaves(above: View, reason: AvoidanceChoice.Reason) {
        let views = [Self.field, Self.scroll(), above, Self.content(), Self.navigation]
        #expect(Self.choice(views) == .leave(reason))
    }

    @Test("a field in no view controller is left alone")
    func noController() {
        #expect(Self.choice([Self.field, Self.plain, Self.window]) == .leave(.noViewController))
    }

    @Test(
        "sheets are avoided like any screen (UIKit's move is measured)",
        arguments: [FieldAncestry.Presentation.none, .sheet])
    func presentations(presentation: FieldAncestry.Presentation) {
        #expect(Self.choice([Self.field, Self.content(presentation)]) == .shift(view: 1))
        #expect(
            Self.choice([Self.field, Self.scroll(), Self.content(presentation)])
                == .scroll(scrollView: 1))
    }

    @Test("UIKit's own keyboard inset, measured: beyond the safe area, the app's and ours")
    func measuredSystemInset() {
        typealias Measure = FieldAncestry.ScrollView
        // A table view controller's table: UIKit set contentInset.bottom to 336 − 34 = 302.
        #expect(
            Measure.systemInsetsForKeyboard(
                adjustedBottom: 336, contentBottom: 302, appBottom: 0, ownBottom: 0, overlap: 336)
                == true)
        // Our own inset of 302 is not UIKit's.
        #expect(
            Measure.systemInsetsForKeyboard(
                adjustedBottom: 336, contentBottom: 302, appBottom: 0, ownBottom: 302, overlap: 336)
                == false)
        // The app's own 50 is not UIKit's either.
        #expect(
            Measure.systemInsetsForKeyboard(
                adjustedBottom: 84, contentBottom: 50, appBottom: 50, ownBottom: 0, overlap: 336)
                == false)
        // No keyboard: nothing to tell by.
        #expect(
            Measure.systemInsetsForKeyboard(
                adjustedBottom: 34, contentBottom: 0, appBottom: 0, ownBottom: 0, overlap: 0)
                == nil)
    }

    @Test("the screen is the outermost content controller's view below the containers")
    func screen() {
        let child = [Self.field, Self.content(), Self.plain, Self.content(), Self.navigation]
        #expect(FieldAncestry(views: child).screen == 3)
        // A screen in a navigation inside another screen: the inner one, below the container.
        let nested = [Self.field, Self.content(), Self.navigation, Self.content()]
        #expect(FieldAncestry(views: nested).screen == 1)
        #expect(FieldAncestry(views: [Self.field, Self.plain, Self.window]).screen == nil)
    }

    @Test("a text view is taller than the room left between the visible top and the keyboard")
    func textViewRoom() {
        typealias Ancestry = FieldAncestry
        // Keyboard top 500, visible top 59, margin 10: 431 pt of room.
        #expect(
            Ancestry.textViewIsTallerThanRoomLeft(
                height: 432, keyboardTop: 500, visibleTop: 59, margin: 10))
        #expect(
            !Ancestry.textViewIsTallerThanRoomLeft(
                height: 431, keyboardTop: 500, visibleTop: 59, margin: 10))
        // No keyboard, or numbers that are not finite: not taller.
        #expect(
            !Ancestry.textViewIsTallerThanRoomLeft(
                height: 2000, keyboardTop: nil, visibleTop: 59, margin: 10))
        #expect(
            !Ancestry.textViewIsTallerThanRoomLeft(
                height: .nan, keyboardTop: 500, visibleTop: 59, margin: 10))
    }
}
