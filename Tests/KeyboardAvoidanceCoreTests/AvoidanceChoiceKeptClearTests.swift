import Foundation
import KeyboardAvoidanceCore
import Testing

/// SwiftUI inside UIKit, the package's hosting controller, popovers and scroll views a keyboard
/// guide resizes (issue 30; spec v2.2 §5, "When to reveal": a docked keyboard that covers none of
/// the scroll view reveals too). Each ancestry is written field first, up to the window.
@Suite("The app-wide choice: SwiftUI in UIKit, popovers and guide-resized scroll views")
struct AvoidanceChoiceKeptClearTests {
    typealias View = FieldAncestry.View

    static let field = View()
    static let plain = View()
    static let navigation = View(controller: .container)
    static let window = View()
    static func content(
        _ presentation: FieldAncestry.Presentation = .none,
        hosting: FieldAncestry.Hosting? = nil
    ) -> View {
        View(controller: .content(presentation: presentation), hosting: hosting)
    }
    /// A hosting view without a controller: a `UIHostingConfiguration` cell's.
    static let cellHost = View(hosting: .avoidsKeyboard)
    /// A UIKit form's scroll view, or a table: 390 × 844, content 390 × 1600.
    static func scroll(
        systemInsets: Bool? = nil, tableViewControllers: Bool = false,
        controller: FieldAncestry.Controller? = nil, pinned: Bool = false
    ) -> View {
        View(
            kind: .scrollView(
                .init(
                    size: CGSize(width: 390, height: 844),
                    contentSize: CGSize(width: 390, height: 1600),
                    systemInsetsForKeyboard: systemInsets,
                    isTableViewControllersTable: tableViewControllers)),
            controller: controller, isPinnedToKeyboardGuide: pinned)
    }
    /// SwiftUI's own scroll view inside a hosting view: a `List`'s or a `Form`'s collection view.
    static let swiftUIList = scroll()
    /// A tall text view that scrolls itself: SwiftUI's `TextEditor` is one.
    static let tallTextView = View(
        kind: .scrollView(
            .init(
                size: CGSize(width: 350, height: 600), contentSize: CGSize(width: 350, height: 900),
                isTextView: true)))

    static func choice(_ views: [View], tallTextView: Bool = false) -> AvoidanceChoice {
        AvoidanceChoice(
            for: FieldAncestry(views: views, textViewIsTallerThanRoomLeft: tallTextView))
    }

    // MARK: SwiftUI inside UIKit

    @Test("SwiftUI rows in a plain table (UIHostingConfiguration cells): the table scrolls")
    func swiftUIRowsInPlainTable() {
        // field, SwiftUI's views, the hosting view, the cell's content view, the cell, the
        // table, the screen, the navigation controller's view, the window.
        let views = [
            Self.field, Self.plain, Self.cellHost, Self.plain, Self.plain, Self.scroll(),
            Self.content(), Self.navigation, Self.window,
        ]
        #expect(Self.choice(views) == .scroll(scrollView: 5))
        #expect(!FieldAncestry(views: views).isAvoidedBySwiftUI)
        #expect(FieldAncestry(views: views).isInSwiftUI)
    }

    @Test(
        "SwiftUI rows in a UITableViewController's table: revealed in, UIKit insets the table")
    func swiftUIRowsInTableViewController() {
        let table = Self.scroll(
            tableViewControllers: true, controller: .content(presentation: .none))
        let views = [Self.field, Self.plain, Self.cellHost, Self.plain, table, Self.navigation]
        #expect(Self.choice(views) == .revealOnly(scrollView: 4))
        // A subclass that skips super.viewWillAppear: measured after the show, UIKit added
        // nothing.
        let skipped = Self.scroll(
            systemInsets: false, tableViewControllers: true,
            controller: .content(presentation: .none))
        let measured = [Self.field, Self.plain, Self.cellHost, Self.plain, skipped]
        #expect(Self.choice(measured) == .scroll(scrollView: 4))
    }

    @Test(
        "a child hosting controller in a UIKit screen's scroll view: the UIKit scroll view scrolls")
    func childHostingInScrollView() {
        let child = Self.content(hosting: .avoidsKeyboard)
        let views = [
            Self.field, Self.plain, child, Self.plain, Self.scroll(), Self.content(),
            Self.navigation,
        ]
        #expect(Self.choice(views) == .scroll(scrollView: 4))
        // The screen is the UIKit parent: the child moves with it.
        #expect(FieldAncestry(views: views).screen == 5)
    }

    @Test(
        "SwiftUI's own scroll views inside the hosting view are never picked: the UIKit one above is"
    )
    func swiftUIScrollViewsSkipped() {
        let child = Self.content(hosting: .avoidsKeyboard)
        // A SwiftUI List in a child hosting controller, in a UIKit form.
        let inForm = [
            Self.field, Self.plain, Self.swiftUIList, child, Self.scroll(), Self.content(),
        ]
        #expect(FieldAncestry(views: inForm).nearestScrollingView == 4)
        #expect(FieldAncestry(views: inForm).isSwiftUIs(2))
        #expect(!FieldAncestry(views: inForm).isSwiftUIs(4))
        #expect(!FieldAncestry(views: inForm).isSwiftUIs(9))
        #expect(Self.choice(inForm) == .scroll(scrollView: 4))
        // Without a UIKit scroll view around it: the UIKit screen shifts.
        let inScreen = [Self.field, Self.plain, Self.swiftUIList, child, Self.content()]
        #expect(FieldAncestry(views: inScreen).nearestScrollingView == nil)
        #expect(Self.choice(inScreen) == .shift(view: 4))
    }

    @Test("a tall TextEditor in a SwiftUI row scrolls the table, never SwiftUI's text view")
    func swiftUITextEditor() {
        let views = [Self.tallTextView, Self.plain, Self.cellHost, Self.plain, Self.scroll()]
        // A content controller's view above all: the table's screen.
        let screen = views + [Self.content()]
        #expect(Self.choice(screen, tallTextView: true) == .scroll(scrollView: 4))
    }

    @Test(
        "a SwiftUI screen is left to SwiftUI, and a UIKit child of it too",
        arguments: [
            // Pushed: a hosting controller in the navigation controller.
            [field, plain, content(hosting: .avoidsKeyboard), navigation, window],
            // Its List's collection view inside.
            [field, plain, swiftUIList, content(hosting: .avoidsKeyboard), navigation],
            // A UIKit view controller in it (UIViewControllerRepresentable): the screen is
            // SwiftUI's.
            [field, scroll(), content(), plain, content(hosting: .avoidsKeyboard), navigation],
            // Presented as a sheet.
            [field, plain, content(.sheet, hosting: .avoidsKeyboard), window],
        ] as [[View]])
    func swiftUIScreen(views: [View]) {
        #expect(FieldAncestry(views: views).isAvoidedBySwiftUI)
        #expect(Self.choice(views) == .leave(.swiftUI))
    }

    // MARK: The package's hosting controller, or ignoreKeyboardSafeArea()

    @Test("a hosting controller that leaves the keyboard to UIKit is avoided as a UIKit screen")
    func hostingThatIgnoresKeyboard() {
        let screen = Self.content(hosting: .ignoresKeyboard)
        // Pushed, a login form: the screen shifts.
        let login = [Self.field, Self.plain, screen, Self.navigation, Self.window]
        #expect(!FieldAncestry(views: login).isAvoidedBySwiftUI)
        #expect(Self.choice(login) == .shift(view: 2))
        // A SwiftUI Form: its collection view is SwiftUI's, the screen shifts.
        let form = [Self.field, Self.plain, Self.swiftUIList, screen, Self.navigation]
        #expect(Self.choice(form) == .shift(view: 3))
        // A child of a UIKit screen's form (the HostingInterop recipe): the form scrolls.
        let child = Self.content(hosting: .ignoresKeyboard)
        let inForm = [Self.field, Self.plain, child, Self.scroll(), Self.content()]
        #expect(Self.choice(inForm) == .scroll(scrollView: 3))
        // A UIKit form in a UIKit screen inside it: the form scrolls.
        let uikitInside = [Self.field, Self.scroll(), Self.content(), Self.plain, screen]
        #expect(Self.choice(uikitInside) == .scroll(scrollView: 1))
    }

    @Test("a SwiftUI hosting view that avoids the keyboard above one that does not: SwiftUI's")
    func nestedHosting() {
        let views = [
            Self.field, Self.content(hosting: .ignoresKeyboard), Self.plain,
            Self.content(hosting: .avoidsKeyboard), Self.navigation,
        ]
        #expect(Self.choice(views) == .leave(.swiftUI))
    }

    // MARK: Popovers

    @Test(
        "a popover's form is revealed in its scroll view: UIKit shrinks the popover above the keyboard"
    )
    func popoverForm() {
        // field, stack, the form, the popover's screen, UIKit's popover views, the window.
        let views = [
            Self.field, Self.plain, Self.scroll(), Self.content(.popover), Self.plain, Self.plain,
            Self.window,
        ]
        #expect(FieldAncestry(views: views).isKeptClearOfKeyboard(scrollView: 2))
        #expect(Self.choice(views) == .revealOnly(scrollView: 2))
        // Measured while the keyboard covers part of it and UIKit added nothing: inset it.
        var covered = views
        covered[2] = Self.scroll(systemInsets: false)
        #expect(Self.choice(covered) == .scroll(scrollView: 2))
        // Measured with the keyboard covering none of it: nothing to tell by, the hint holds.
        covered[2] = Self.scroll(systemInsets: nil)
        #expect(Self.choice(covered) == .revealOnly(scrollView: 2))
    }

    @Test(
        "in a popover: a navigation controller's screen, a child controller, a table view controller",
        arguments: [
            ([field, scroll(), content(.popover), navigation, window], 1),
            ([field, content(.popover), scroll(), content(.popover), window], 2),
            (
                [
                    field, plain,
                    scroll(
                        tableViewControllers: true, controller: .content(presentation: .popover)),
                    window,
                ], 2
            ),
        ] as [([View], Int)])
    func popoverScreens(views: [View], scrollView: Int) {
        #expect(Self.choice(views) == .revealOnly(scrollView: scrollView))
    }

    @Test("a popover without a scroll view is left to UIKit, which resizes it")
    func popoverWithoutScrollView() {
        let views = [Self.field, Self.plain, Self.content(.popover), Self.plain, Self.window]
        #expect(Self.choice(views) == .leave(.popover))
        // In a navigation controller: the same.
        let inNavigation = [Self.field, Self.content(.popover), Self.navigation, Self.window]
        #expect(Self.choice(inNavigation) == .leave(.popover))
        // A SwiftUI popover: SwiftUI's List is not the popover's scroll view either.
        let swiftUI = [
            Self.field, Self.swiftUIList, Self.content(.popover, hosting: .avoidsKeyboard),
        ]
        #expect(Self.choice(swiftUI).isLeave)
    }

    // MARK: Keyboard guides

    @Test(
        "a scroll view pinned to the keyboard guide is resized by it: revealed in, not left alone")
    func guideResizedScrollView() {
        // The form's bottom on the guide's top.
        let views = [
            Self.field, Self.plain, Self.scroll(pinned: true), Self.content(), Self.navigation,
        ]
        let ancestry = FieldAncestry(views: views)
        #expect(!ancestry.ridesKeyboardGuide)
        #expect(ancestry.isKeptClearOfKeyboard(scrollView: 2))
        #expect(Self.choice(views) == .revealOnly(scrollView: 2))
        // Measured covered with nothing of UIKit's in its inset (a guide that does not clear it):
        // inset it.
        var covered = views
        covered[2] = Self.scroll(systemInsets: false, pinned: true)
        #expect(Self.choice(covered) == .scroll(scrollView: 2))
    }

    @Test(
        "a view pinned between the scroll view and the screen, or the screen, keeps the form clear")
    func guideResizedThroughContainer() {
        let pinned = View(isPinnedToKeyboardGuide: true)
        let panel = [Self.field, Self.scroll(), pinned, Self.content(), Self.navigation]
        #expect(Self.choice(panel) == .revealOnly(scrollView: 1))
        // A child screen pinned to its parent's guide, holding a form.
        let pinnedScreen = View(
            controller: .content(presentation: .none), isPinnedToKeyboardGuide: true)
        #expect(
            Self.choice([Self.field, Self.scroll(), pinnedScreen, Self.navigation])
                == .revealOnly(scrollView: 1))
        // Pinned beyond the screen (a container's wrapper): not the field's; the form scrolls.
        let beyond = [Self.field, Self.scroll(), Self.content(), pinned, Self.navigation]
        #expect(Self.choice(beyond) == .scroll(scrollView: 1))
        // A composer pinned inside the scroll view rides the keyboard: handled already.
        let composer = [Self.field, pinned, Self.scroll(pinned: true), Self.content()]
        #expect(Self.choice(composer) == .leave(.handledAlready))
    }

    @Test("an index out of the ancestry is kept clear by nothing")
    func keptClearOutOfRange() {
        let ancestry = FieldAncestry(views: [Self.field, Self.scroll(pinned: true)])
        #expect(!ancestry.isKeptClearOfKeyboard(scrollView: 5))
        #expect(!ancestry.isKeptClearOfKeyboard(scrollView: -1))
        #expect(ancestry.isKeptClearOfKeyboard(scrollView: 1))
    }
}
