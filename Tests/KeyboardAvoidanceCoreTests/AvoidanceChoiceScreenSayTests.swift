import Foundation
import KeyboardAvoidanceCore
import Testing

/// What the app and its screens say (issue 30): the excluded classes and views, the included
/// classes (when there are any, only those screens), and a screen's own opt-out or opt-in
/// (`KeyboardAvoidanceScreen`) — the nearest say winning. Each ancestry is written field first,
/// up to the window.
@Suite("The app-wide choice: included and excluded screens, a screen's own say")
struct AvoidanceChoiceScreenSayTests {
    typealias View = FieldAncestry.View
    typealias Say = FieldAncestry.ScreenChoice

    static let field = View()
    static let plain = View()
    static let window = View()
    static func screen(
        excluded: Bool = false, included: Bool = false, says: Say = .followsSettings
    ) -> View {
        View(
            controller: .content(presentation: .none), isExcluded: excluded, isIncluded: included,
            screenChoice: says)
    }
    static func navigation(
        excluded: Bool = false, included: Bool = false, says: Say = .followsSettings
    ) -> View {
        View(controller: .container, isExcluded: excluded, isIncluded: included, screenChoice: says)
    }

    static func choice(_ views: [View], onlyIncluded: Bool = false) -> AvoidanceChoice {
        AvoidanceChoice(for: FieldAncestry(views: views, avoidsOnlyIncluded: onlyIncluded))
    }

    @Test("with included classes, only their screens are avoided")
    func includedOnly() {
        // The login screen is included: it shifts.
        let included = [Self.field, Self.plain, Self.screen(included: true), Self.navigation()]
        #expect(Self.choice(included, onlyIncluded: true) == .shift(view: 2))
        // Another screen is not.
        let other = [Self.field, Self.plain, Self.screen(), Self.navigation()]
        #expect(Self.choice(other, onlyIncluded: true) == .leave(.notIncluded))
        #expect(!Self.choice(other, onlyIncluded: true).keepsHelpers)
        // With no included class, every screen is.
        #expect(Self.choice(other) == .shift(view: 2))
    }

    @Test(
        "an included class counts at any depth: a child inside it, the screens of an included container"
    )
    func includedAtAnyDepth() {
        let child = [Self.field, Self.screen(), Self.plain, Self.screen(included: true)]
        #expect(Self.choice(child, onlyIncluded: true) == .shift(view: 3))
        let inContainer = [Self.field, Self.screen(), Self.navigation(included: true), Self.window]
        #expect(Self.choice(inContainer, onlyIncluded: true) == .shift(view: 1))
    }

    @Test("the nearest listing wins: excluded inside included, included inside excluded")
    func nearestListingWins() {
        // An excluded child screen inside an included parent.
        let excludedChild = [
            Self.field, Self.screen(excluded: true), Self.plain, Self.screen(included: true),
        ]
        #expect(Self.choice(excludedChild, onlyIncluded: true) == .leave(.excluded))
        // An included child inside an excluded navigation controller.
        let includedChild = [
            Self.field, Self.screen(included: true), Self.navigation(excluded: true),
        ]
        #expect(Self.choice(includedChild, onlyIncluded: true) == .shift(view: 1))
        // One class listed both ways: the exclusion wins.
        let both = [Self.field, Self.screen(excluded: true, included: true)]
        #expect(Self.choice(both, onlyIncluded: true) == .leave(.excluded))
        // An excluded view inside an included screen.
        let excludedView = [Self.field, View(isExcluded: true), Self.screen(included: true)]
        #expect(Self.choice(excludedView, onlyIncluded: true) == .leave(.excluded))
    }

    @Test("a screen opts out for itself: left alone, without the toolbar or tap to dismiss")
    func screenOptsOut() {
        let views = [Self.field, Self.plain, Self.screen(says: .leftAlone), Self.navigation()]
        #expect(Self.choice(views) == .leave(.screenOptedOut))
        #expect(!Self.choice(views).keepsHelpers)
        // Even when included.
        let included = [Self.field, Self.screen(included: true, says: .leftAlone)]
        #expect(Self.choice(included, onlyIncluded: true) == .leave(.screenOptedOut))
        // A navigation controller that opts out: every screen in it.
        let container = [Self.field, Self.screen(), Self.navigation(says: .leftAlone)]
        #expect(Self.choice(container) == .leave(.screenOptedOut))
    }

    @Test(
        "a screen opts in for itself: avoided though its class is excluded or not included",
        arguments: [
            (screen(excluded: true, says: .avoided), false),
            (screen(says: .avoided), true),
            (screen(excluded: true, says: .avoided), true),
        ] as [(View, Bool)])
    func screenOptsIn(screen: View, onlyIncluded: Bool) {
        let views = [Self.field, Self.plain, screen, Self.navigation(excluded: true)]
        #expect(Self.choice(views, onlyIncluded: onlyIncluded) == .shift(view: 2))
    }

    @Test("the nearest say wins: a child's over its parent's, an excluded view over its screen's")
    func nearestSayWins() {
        // A child that opts out inside a parent that opts in.
        let childOut = [
            Self.field, Self.screen(says: .leftAlone), Self.plain, Self.screen(says: .avoided),
        ]
        #expect(Self.choice(childOut) == .leave(.screenOptedOut))
        // A child that opts in inside a parent that opts out.
        let childIn = [
            Self.field, Self.screen(says: .avoided), Self.plain, Self.screen(says: .leftAlone),
        ]
        #expect(Self.choice(childIn) == .shift(view: 3))
        // A view the app excluded inside a screen that opts in.
        let excludedView = [Self.field, View(isExcluded: true), Self.screen(says: .avoided)]
        #expect(Self.choice(excludedView) == .leave(.excluded))
    }

    @Test(
        "opting in avoids what the lists leave, not what avoids the keyboard in its own way",
        arguments: [
            // An alert.
            (
                [field, View(controller: .alert), screen(says: .avoided)],
                AvoidanceChoice.Reason.alert
            ),
            // A search bar at the top of the screen.
            ([field, View(kind: .bar), screen(says: .avoided)], .bar),
            // A SwiftUI screen.
            (
                [
                    field,
                    View(
                        controller: .content(presentation: .none), screenChoice: .avoided,
                        hosting: .avoidsKeyboard),
                ], .swiftUI
            ),
            // A screen with its own component.
            ([field, View(isAvoidedByComponent: true), screen(says: .avoided)], .handledAlready),
        ] as [([View], AvoidanceChoice.Reason)])
    func optInKeepsOtherReasons(views: [View], reason: AvoidanceChoice.Reason) {
        #expect(Self.choice(views) == .leave(reason))
    }

    @Test("what the app says, read from the field up")
    func appLeavesAlone() {
        #expect(FieldAncestry(views: [Self.field, Self.screen()]).appLeavesAlone == nil)
        #expect(
            FieldAncestry(views: [Self.field, Self.screen()], avoidsOnlyIncluded: true)
                .appLeavesAlone == .notIncluded)
        #expect(
            FieldAncestry(views: [Self.field, Self.screen(says: .leftAlone)]).appLeavesAlone
                == .screenOptedOut)
        #expect(
            FieldAncestry(views: [Self.field, Self.screen(excluded: true)]).appLeavesAlone
                == .excluded)
    }
}
