import Foundation
import KeyboardAvoidanceCore
import Testing

/// What the UIKit layer's ancestry measurement reads and the core decides from it: how a screen
/// is presented, where a bar rests in its screen, and which views ride a keyboard's layout guide.
@Suite("The app-wide choice's readings: presentations, bars' places, keyboard guides")
struct FieldAncestryReadingTests {
    typealias View = FieldAncestry.View
    typealias Reading = FieldAncestry.PresentationReading
    typealias Constraint = FieldAncestry.ConstraintReading

    // MARK: Presentations

    @Test(
        "a presented screen's presentation, from its style, its presentation controller, the width and its delegate",
        arguments: [
            // Not presented.
            (nil, FieldAncestry.Presentation.none),
            // A popover where the width is regular: UIKit resizes it for the keyboard.
            (Reading(style: .popover, controller: .popover), .popover),
            // Where the width is compact UIKit adapts it to a sheet…
            (Reading(style: .popover, controller: .popover, isHorizontallyCompact: true), .sheet),
            (
                Reading(
                    style: .popover, controller: .popover, isHorizontallyCompact: true,
                    adaptiveStyle: .fullScreen), .sheet
            ),
            // …unless its delegate keeps it a popover.
            (
                Reading(
                    style: .popover, controller: .popover, isHorizontallyCompact: true,
                    adaptiveStyle: .noStyle), .popover
            ),
            // A popover presentation controller whatever the style says.
            (Reading(style: .other(rawValue: -2), controller: .popover), .popover),
            (Reading(style: .formSheet), .sheet),
            (Reading(style: .pageSheet), .sheet),
            // `.automatic`, resolved to a sheet with a sheet presentation controller.
            (Reading(style: .other(rawValue: -2), controller: .sheet), .sheet),
            // A sheet's delegate asking for no adaptation leaves it a sheet.
            (
                Reading(style: .formSheet, isHorizontallyCompact: true, adaptiveStyle: .noStyle),
                .sheet
            ),
            (Reading(style: .fullScreen), .none),
            (Reading(style: .other(rawValue: 5)), .none),
            (Reading(style: .other(rawValue: 4)), .none),
        ] as [(Reading?, FieldAncestry.Presentation)])
    func presentation(reading: Reading?, presentation: FieldAncestry.Presentation) {
        #expect(FieldAncestry.Presentation(reading) == presentation)
    }

    @Test(
        "a modal presentation style is read from UIKit's raw values, an unknown one kept",
        arguments: [
            (0, FieldAncestry.ModalStyle.fullScreen), (1, .pageSheet), (2, .formSheet),
            (7, .popover), (-1, .noStyle), (-2, .other(rawValue: -2)), (5, .other(rawValue: 5)),
        ] as [(Int, FieldAncestry.ModalStyle)])
    func modalStyles(rawValue: Int, style: FieldAncestry.ModalStyle) {
        #expect(FieldAncestry.ModalStyle(rawValue: rawValue) == style)
    }

    // MARK: Bars

    static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let screen = View(controller: .content(presentation: .none), bounds: screenBounds)
    static func bar(y: CGFloat, height: CGFloat = 44) -> View {
        View(kind: .bar, frame: CGRect(x: 0, y: y, width: 390, height: height))
    }
    static func container(y: CGFloat, height: CGFloat = 844, boundsY: CGFloat = 0) -> View {
        View(
            frame: CGRect(x: 0, y: y, width: 390, height: height),
            bounds: CGRect(x: 0, y: boundsY, width: 390, height: height))
    }
    static func scrollView(y: CGFloat, contentOffset: CGFloat, adjustedTop: CGFloat) -> View {
        View(
            kind: .scrollView(
                .init(
                    size: CGSize(width: 390, height: 844),
                    contentSize: CGSize(width: 390, height: 2000), adjustedTopInset: adjustedTop)),
            frame: CGRect(x: 0, y: y, width: 390, height: 844),
            bounds: CGRect(x: 0, y: contentOffset, width: 390, height: 844))
    }

    static func rests(_ views: [View], bar index: Int = 1) -> Bool {
        FieldAncestry(views: views).barRestsInKeyboardReach(at: index)
    }

    @Test(
        "a bar at the bottom of its screen rests in the keyboard's reach; one at the top does not")
    func barInScreen() {
        #expect(Self.rests([View(), Self.bar(y: 800), Self.screen]))
        #expect(!Self.rests([View(), Self.bar(y: 0, height: 56), Self.screen]))
        // Its bottom carried through the views between: a footer 300 pt tall at the bottom.
        #expect(
            Self.rests([View(), Self.bar(y: 0), Self.container(y: 544, height: 300), Self.screen]))
        // The same footer at the top.
        #expect(
            !Self.rests([View(), Self.bar(y: 0), Self.container(y: 0, height: 300), Self.screen]))
    }

    @Test(
        "a bar in a scroll view is placed with the scroll view at rest: scrolled to the top of its content"
    )
    func barInScrollView() {
        // A search bar in a table's header, the table scrolled 600 pt down (its bar is off the
        // top), the header under a 100 pt navigation bar (the adjusted top inset): still at the
        // top, at rest.
        let table = Self.scrollView(y: 0, contentOffset: 600, adjustedTop: 100)
        #expect(!Self.rests([View(), Self.bar(y: 0, height: 56), table, Self.screen]))
        // A bar at the end of a 2,000 pt form: out of the screen at rest, below it — in reach.
        #expect(Self.rests([View(), Self.bar(y: 1950), table, Self.screen]))
        // The screen itself scrolled (a scroll view as a controller's view): taken at rest too.
        let scrollingScreen = View(
            kind: table.kind, controller: .content(presentation: .none),
            bounds: CGRect(x: 0, y: 400, width: 390, height: 844))
        #expect(!Self.rests([View(), Self.bar(y: 0), scrollingScreen]))
    }

    @Test(
        "a bar under a transformed ancestor is placed where it shows: its frames carry the transform"
    )
    func barUnderTransform() {
        // A container pinned to the screen's edges, translated 300 pt up: its frame's top is
        // −300; the toolbar at its bottom rests at 544, in reach still.
        #expect(Self.rests([View(), Self.bar(y: 800), Self.container(y: -300), Self.screen]))
        // Translated 500 pt up, the toolbar rests at 344: out of reach.
        #expect(!Self.rests([View(), Self.bar(y: 800), Self.container(y: -500), Self.screen]))
        // Scaled to 0.8 about its centre: frame 675 pt tall from 84.4; its bounds unchanged, the
        // bar's frame in them unchanged — the scale is in the container's frame only, as UIKit
        // reports it.
        #expect(
            Self.rests([
                View(), Self.bar(y: 800), Self.container(y: 84.4, height: 675), Self.screen,
            ]))
    }

    @Test("no bar is placed that is the screen, above it, or out of the ancestry")
    func barOutOfPlace() {
        let views = [View(), Self.bar(y: 800), Self.screen, View(controller: .container)]
        #expect(!Self.rests(views, bar: 2))
        #expect(!Self.rests(views, bar: 3))
        #expect(!Self.rests(views, bar: 9))
        #expect(!Self.rests(views, bar: -1))
        // Without a screen, the bar is placed in the last view (the window).
        let window = View(bounds: Self.screenBounds)
        #expect(Self.rests([View(), Self.bar(y: 800), View(controller: .container), window]))
        #expect(!Self.rests([View(), Self.bar(y: 0), View(controller: .container), window]))
    }

    @Test("the choice places each bar: one in reach is avoided, one out of reach left alone")
    func choiceWithBars() {
        #expect(
            AvoidanceChoice(for: FieldAncestry(views: [View(), Self.bar(y: 800), Self.screen]))
                == .shift(view: 2))
        #expect(
            AvoidanceChoice(
                for: FieldAncestry(views: [View(), Self.bar(y: 0, height: 56), Self.screen]))
                == .leave(.bar))
    }

    // MARK: Keyboard guides

    /// NSLayoutConstraint.Attribute raw values.
    static let top = 3
    static let bottom = 4
    static let leading = 5
    static let height = 8
    static let centerY = 10
    static let topMargin = 15
    static let centerYWithinMargins = 20

    static func pinned(_ constraints: [Constraint]) -> Set<FieldAncestry.ViewID> {
        FieldAncestry.viewsPinnedToKeyboardGuides(by: constraints)
    }

    @Test(
        "a view positioned by a keyboard guide's moving edge is pinned, whichever item the guide is",
        arguments: [top, centerY, topMargin, centerYWithinMargins])
    func movingEdges(attribute: Int) {
        // composer.bottom == guide.top, and the guide first.
        #expect(
            Self.pinned([
                Constraint(
                    first: .view("composer"), firstAttribute: Self.bottom,
                    second: .keyboardGuide(owner: "screen"), secondAttribute: attribute)
            ]) == ["composer"])
        #expect(
            Self.pinned([
                Constraint(
                    first: .keyboardGuide(owner: "screen"), firstAttribute: attribute,
                    second: .view("composer"), secondAttribute: Self.bottom)
            ]) == ["composer"])
    }

    @Test("a keyboard guide's bottom, sides and height move nothing with the keyboard")
    func stillEdges() {
        for attribute in [Self.bottom, Self.leading, Self.height, 0] {
            #expect(
                Self.pinned([
                    Constraint(
                        first: .view("composer"), firstAttribute: Self.bottom,
                        second: .keyboardGuide(owner: "screen"), secondAttribute: attribute)
                ]) == [])
        }
    }

    @Test(
        "through a view's own layout guide, its owner is pinned; UIKit's own tie to the owner is not"
    )
    func throughGuides() {
        // A stack's safe area (or margins) guide pinned to the keyboard guide: the stack rides.
        #expect(
            Self.pinned([
                Constraint(
                    first: .layoutGuide(owner: "stack"), firstAttribute: Self.bottom,
                    second: .keyboardGuide(owner: "screen"), secondAttribute: Self.top)
            ]) == ["stack"])
        // The keyboard guide's own ties to the view that owns it, and to its own layout guides.
        #expect(
            Self.pinned([
                Constraint(
                    first: .keyboardGuide(owner: "screen"), firstAttribute: Self.top,
                    second: .view("screen"), secondAttribute: Self.bottom),
                Constraint(
                    first: .keyboardGuide(owner: "screen"), firstAttribute: Self.top,
                    second: .layoutGuide(owner: "screen"), secondAttribute: Self.bottom),
            ]) == [])
        // A guide with no owner pins whatever it is tied to.
        #expect(
            Self.pinned([
                Constraint(
                    first: .view("bar"), firstAttribute: Self.bottom,
                    second: .keyboardGuide(owner: nil), secondAttribute: Self.top)
            ]) == ["bar"])
    }

    @Test("constraints without a keyboard guide, or between two, pin nothing")
    func noGuide() {
        #expect(
            Self.pinned([
                Constraint(
                    first: .view("a"), firstAttribute: Self.top, second: .layoutGuide(owner: "b"),
                    secondAttribute: Self.top),
                Constraint(
                    first: .view("a"), firstAttribute: Self.height, second: .other,
                    secondAttribute: 0),
                Constraint(
                    first: .keyboardGuide(owner: "a"), firstAttribute: Self.top,
                    second: .keyboardGuide(owner: "b"), secondAttribute: Self.top),
                Constraint(
                    first: .keyboardGuide(owner: "a"), firstAttribute: Self.top, second: .other,
                    secondAttribute: 0),
            ]) == [])
    }
}
