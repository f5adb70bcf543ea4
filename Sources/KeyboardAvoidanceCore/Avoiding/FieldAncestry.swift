import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The field being edited and the views above it, up to its window, as the UIKit layer measures
/// them for an app-wide avoidance: what ``AvoidanceChoice`` decides from.
///
/// `views[0]` is the field itself; each next one is the superview of the one before. A view that
/// is a view controller's root view says what the controller is.
package struct FieldAncestry: Sendable, Equatable {
    /// One view on the way from the field to its window.
    package struct View: Sendable, Equatable {
        /// What the view is.
        package var kind: Kind
        /// The view controller this view is the root view of, if any.
        package var controller: Controller?
        /// The app asked for this view, or its controller's class, to be left alone.
        package var isExcluded: Bool
        /// The view is a view controller's view whose class (or a superclass) the app listed as
        /// one of the only screens to avoid (``FieldAncestry/avoidsOnlyIncluded``).
        package var isIncluded: Bool
        /// What the view controller this view is the view of says for itself: avoided, left
        /// alone, or as the app's lists say (``ScreenChoice/followsSettings``, the default).
        package var screenChoice: ScreenChoice
        /// The view is SwiftUI's hosting view — a `UIHostingController`'s view, or the one a
        /// `UIHostingConfiguration` cell shows — with whether its content avoids the keyboard
        /// itself; `nil` for any other view.
        package var hosting: Hosting?
        /// An explicit component that follows the field being edited — one of the `shift`,
        /// `scroll` or `safeArea` strategy — works on this view (its hidden probe says so): it
        /// keeps the fields inside above the keyboard when the view is the field's screen or
        /// nearer (``isKeptByComponent``). A keyboard guide's component does not count: it moves
        /// only what is pinned to it.
        package var isAvoidedByComponent: Bool
        /// The app positions this very view by the moving edge of a keyboard's layout guide (its
        /// top or centre; UIKit's `keyboardLayoutGuide` or a `KeyboardAvoidanceGuide`): the view
        /// rides the keyboard, and what is inside it with it.
        package var isPinnedToKeyboardGuide: Bool
        /// Its `frame`: its place in its superview's bounds, its transform included (a bar under
        /// a transformed ancestor is placed where it shows). What places a bar in its screen
        /// (``barRestsInKeyboardReach(at:)``).
        package var frame: CGRect
        /// Its `bounds`: where its own coordinates start (a scroll view's moves as it scrolls) and
        /// its height (a screen's).
        package var bounds: CGRect

        package init(
            kind: Kind = .view, controller: Controller? = nil, isExcluded: Bool = false,
            isIncluded: Bool = false, screenChoice: ScreenChoice = .followsSettings,
            hosting: Hosting? = nil, isAvoidedByComponent: Bool = false,
            isPinnedToKeyboardGuide: Bool = false, frame: CGRect = .zero, bounds: CGRect = .zero
        ) {
            self.kind = kind
            self.controller = controller
            self.isExcluded = isExcluded
            self.isIncluded = isIncluded
            self.screenChoice = screenChoice
            self.hosting = hosting
            self.isAvoidedByComponent = isAvoidedByComponent
            self.isPinnedToKeyboardGuide = isPinnedToKeyboardGuide
            self.frame = frame
            self.bounds = bounds
        }

        /// The top of what the view shows at rest, in its own coordinates: a scroll view
        /// scrolled to the top of its content (above it by its adjusted top inset), any other
        /// view its bounds' top — so that neither the user's scrolling nor the avoidance's own
        /// move changes where a bar rests.
        package var restingTop: CGFloat {
            guard case .scrollView(let scrollView) = kind else { return bounds.minY }
            return -scrollView.adjustedTopInset
        }
    }

    /// What a view is, as far as avoiding the keyboard goes.
    package enum Kind: Sendable, Equatable {
        /// Any view.
        case view
        /// A scroll view (a table, a collection or a text view included), with what was measured
        /// of it.
        case scrollView(ScrollView)
        /// A navigation bar (a navigation item's title view and search bar sit inside it): UIKit
        /// lays it out at the top, out of the keyboard's way.
        case navigationBar
        /// A toolbar, a tab bar or a search bar outside a navigation bar: UIKit lifts none of
        /// them. One that rests where a keyboard covers it (``barRestsInKeyboardReach(at:)``) is
        /// avoided as any view is; otherwise it is left alone.
        case bar
        /// An input accessory or input view: it rides the keyboard already.
        case keyboardAccessory
    }

    /// A scroll view as measured.
    package struct ScrollView: Sendable, Equatable {
        /// `isScrollEnabled`.
        package var isScrollEnabled: Bool
        /// `adjustedContentInset.top`: how far above its content's top it rests, scrolled to the
        /// top (``View/restingTop``).
        package var adjustedTopInset: CGFloat
        /// Its bounds' size and its content's size.
        package var size: CGSize
        package var contentSize: CGSize
        /// `alwaysBounceVertical` and `alwaysBounceHorizontal`.
        package var bouncesVertically: Bool
        package var bouncesHorizontally: Bool
        /// Whether this scroll view is a text view (the field itself, when it is `views[0]`).
        package var isTextView: Bool
        /// Whether UIKit insets it for the keyboard itself, as measured after a show: the keyboard's
        /// overlap appeared in its `adjustedContentInset` without the library's part; `nil` before
        /// any show.
        package var systemInsetsForKeyboard: Bool?
        /// Whether it is a `UITableViewController`'s own table view, which UIKit insets for the
        /// keyboard — a hint until measured (a subclass that skips `super.viewWillAppear(_:)`
        /// loses UIKit's adjustment).
        package var isTableViewControllersTable: Bool

        package init(
            isScrollEnabled: Bool = true, size: CGSize, contentSize: CGSize,
            bouncesVertically: Bool = false, bouncesHorizontally: Bool = false,
            isTextView: Bool = false, systemInsetsForKeyboard: Bool? = nil,
            isTableViewControllersTable: Bool = false, adjustedTopInset: CGFloat = 0
        ) {
            self.isScrollEnabled = isScrollEnabled
            self.adjustedTopInset = adjustedTopInset
            self.size = size
            self.contentSize = contentSize
            self.bouncesVertically = bouncesVertically
            self.bouncesHorizontally = bouncesHorizontally
            self.isTextView = isTextView
            self.systemInsetsForKeyboard = systemInsetsForKeyboard
            self.isTableViewControllersTable = isTableViewControllersTable
        }

        /// Whether UIKit insets a scroll view for the keyboard itself, as measured while the
        /// keyboard covers `overlap` of it: what its bottom insets hold beyond the safe area and
        /// the library's own part reaches the covered part beyond the safe area (within 1 pt).
        /// `nil` while the keyboard covers nothing: nothing to tell by.
        ///
        /// The safe area's part is what the system adds to the content inset
        /// (`adjustedContentInset − contentInset`).
        ///
        /// - Parameters:
        ///   - adjustedBottom: `adjustedContentInset.bottom`.
        ///   - contentBottom: `contentInset.bottom`.
        ///   - appBottom: the app's own `contentInset.bottom` before the keyboard.
        ///   - ownBottom: the library's part of the content inset now.
        ///   - overlap: how much of the scroll view the keyboard covers.
        package static func systemInsetsForKeyboard(
            adjustedBottom: CGFloat, contentBottom: CGFloat, appBottom: CGFloat,
            ownBottom: CGFloat, overlap: CGFloat
        ) -> Bool? {
            guard overlap > 0 else { return nil }
            let safeAreaBottom = adjustedBottom - contentBottom
            let systemPart = adjustedBottom - safeAreaBottom - appBottom - ownBottom
            return systemPart >= overlap - safeAreaBottom - 1
        }

        /// Whether it scrolls up and down: any scroll view but a horizontal carousel — content
        /// wider than the view and no taller, with no vertical bounce. A canvas that scrolls both
        /// ways scrolls vertically too (the library only ever moves it vertically); content shorter
        /// than the view still scrolls once the keyboard's inset is added.
        package var scrollsVertically: Bool {
            let carousel =
                (contentSize.width > size.width || bouncesHorizontally)
                && contentSize.height <= size.height && !bouncesVertically
            return !carousel
        }
    }

    /// What a view controller is, for the view it is the root view of.
    package enum Controller: Sendable, Equatable {
        /// A screen of content, presented as `presentation` (`.none`: not presented). A
        /// `UIHostingController` is one too, its view marked as SwiftUI's (``View/hosting``).
        case content(presentation: Presentation)
        /// A navigation, tab or split view controller: bars and children, never moved itself.
        case container
        /// An alert or action sheet, which UIKit moves itself.
        case alert
        /// A search controller's results or its presentation.
        case search
    }

    /// SwiftUI's hosting view, as far as the keyboard goes.
    package enum Hosting: Sendable, Equatable {
        /// SwiftUI adds the part of the hosting view the keyboard covers to its content's safe
        /// area and lays the content out above it — within the hosting view only: it can neither
        /// move the hosting view nor scroll a UIKit scroll view around it.
        case avoidsKeyboard
        /// The content leaves the keyboard to UIKit: the package's
        /// `KeyboardAvoidanceHostingController`, or a `UIHostingController` whose
        /// `safeAreaRegions` lack `.keyboard` (`ignoreKeyboardSafeArea()`). Its fields are
        /// avoided as UIKit's.
        case ignoresKeyboard
    }

    /// What a view controller says for itself about an app-wide avoidance (the UIKit layer's
    /// `KeyboardAvoidanceScreen`).
    package enum ScreenChoice: Sendable, Equatable {
        /// As the app's lists say: the excluded and the included classes and views.
        case followsSettings
        /// Avoided, whatever the lists say (the other reasons to leave a field still hold).
        case avoided
        /// Left alone, whatever the lists say.
        case leftAlone

        /// The choice a screen returned as a number, the UIKit layer's
        /// `KBAAutomaticKeyboardAvoidanceScreenChoice`: 1 avoided, 2 left alone; 0 and any
        /// number no case has (an Objective-C screen may return one) follow the settings.
        package init(number: Int) {
            switch number {
            case 1: self = .avoided
            case 2: self = .leftAlone
            default: self = .followsSettings
            }
        }
    }

    /// How a screen is presented.
    package enum Presentation: Sendable, Hashable {
        /// Not presented, or full screen.
        case none
        /// A popover, which UIKit resizes for the keyboard itself.
        case popover
        /// An iPad form or page sheet, or a sheet with detents: UIKit moves or grows it, and only
        /// what is left covered is avoided (measured after UIKit's move).
        case sheet
    }

    /// The field, then its superviews up to the window.
    package var views: [View]
    /// Whether the field, when it is a text view that scrolls itself, is taller than the room the
    /// keyboard leaves it.
    package var textViewIsTallerThanRoomLeft: Bool
    /// Whether the app listed the only screens to avoid (its included classes are not empty): a
    /// field is then avoided only inside one of them (``View/isIncluded``) or a screen that asks
    /// for it (``ScreenChoice/avoided``).
    package var avoidsOnlyIncluded: Bool

    package init(
        views: [View], textViewIsTallerThanRoomLeft: Bool = false, avoidsOnlyIncluded: Bool = false
    ) {
        self.views = views
        self.textViewIsTallerThanRoomLeft = textViewIsTallerThanRoomLeft
        self.avoidsOnlyIncluded = avoidsOnlyIncluded
    }

    /// The screen the field is on: the outermost content controller's view below the first
    /// container (navigation, tab or split controller) or the window — what the `shift` rule
    /// moves, and where an app-wide avoidance puts a screen's field navigator and tap to dismiss.
    /// A child controller belongs to its parent's screen. `nil` in no content controller.
    package var screen: Int? {
        var outermost: Int?
        for index in views.indices {
            if case .container? = views[index].controller { break }
            if case .content? = views[index].controller { outermost = index }
        }
        return outermost
    }

    /// The outermost SwiftUI hosting view above the field (``View/hosting``), if any.
    package var swiftUIHost: Int? {
        views.indices.last { views[$0].hosting != nil }
    }

    /// Whether the field is SwiftUI's: a hosting view is above it.
    package var isInSwiftUI: Bool { swiftUIHost != nil }

    /// Whether SwiftUI avoids the keyboard for the field: a hosting view whose content avoids the
    /// keyboard itself (``Hosting/avoidsKeyboard``) is the field's screen or above it, or is
    /// inside a UIKit screen with no UIKit scroll view that scrolls vertically above it up to the
    /// screen, the screen included (a child hosting controller on a plain screen): SwiftUI pads
    /// its own content, and shifting the screen as well would move the field twice. A hosting
    /// view inside such a UIKit scroll view — a `UIHostingConfiguration` cell, a child hosting
    /// controller in a form — cannot scroll the scroll view around it: that one is avoided as
    /// UIKit's.
    package var isAvoidedBySwiftUI: Bool {
        guard let screen else { return false }
        return views.indices.contains { index in
            guard views[index].hosting == .avoidsKeyboard else { return false }
            return index >= screen
                || !views[(index + 1)...screen].indices.contains { isUIKitScrollingView($0) }
        }
    }

    /// Whether the view at `index` is a scroll view an app-wide avoidance would scroll: scrolling
    /// enabled, scrolling vertically, not SwiftUI's.
    private func isUIKitScrollingView(_ index: Int) -> Bool {
        guard case .scrollView(let scrollView) = views[index].kind else { return false }
        return scrollView.isScrollEnabled && scrollView.scrollsVertically && !isSwiftUIs(index)
    }

    /// The nearest scroll view above the field that has scrolling enabled, scrolls vertically
    /// and is not SwiftUI's (``isSwiftUIs(_:)``): the one an app-wide avoidance scrolls
    /// (``AvoidanceChoice``'s third rule) — for a field in a `UIHostingConfiguration` cell or a
    /// child hosting controller, the UIKit scroll view around the hosting view. `nil` without
    /// one.
    package var nearestScrollingView: Int? {
        views.indices.dropFirst().first { isUIKitScrollingView($0) }
    }

    /// Whether the view at `index` is SwiftUI's own — a `List`'s, a `Form`'s or a
    /// `ScrollView`'s scroll view, which SwiftUI lays out and insets itself: the nearest view
    /// from it up that is a view controller's or a hosting view is a hosting view. A UIKit view
    /// controller inside SwiftUI (`UIViewControllerRepresentable`) makes what is inside it
    /// UIKit's again.
    package func isSwiftUIs(_ index: Int) -> Bool {
        guard views.indices.contains(index) else { return false }
        let owner = views[index...].first { $0.hosting != nil || $0.controller != nil }
        return owner?.hosting != nil
    }

    /// The view of the popover the field is in — its outermost content controller presented as
    /// one (``Presentation/popover``) — if any.
    package var popover: Int? {
        views.indices.last { views[$0].controller == .content(presentation: .popover) }
    }

    /// Whether UIKit keeps the keyboard off the scroll view at `index` by moving or resizing it,
    /// as a hint until measured (``ScrollView/systemInsetsForKeyboard``): spec v2.2 §5, a docked
    /// keyboard up that covers none of the scroll view.
    ///
    /// - UIKit shrinks a popover to the room above the keyboard rather than move it: a scroll
    ///   view inside a popover, or the popover's own view (a table view controller's table).
    /// - A keyboard layout guide resizes or lifts what is pinned to its top: the scroll view
    ///   itself, or a view above it up to the field's screen, is pinned to a keyboard's guide
    ///   (``View/isPinnedToKeyboardGuide``; a view pinned below the scroll view rides the
    ///   keyboard instead, ``ridesKeyboardGuide``).
    package func isKeptClearOfKeyboard(scrollView index: Int) -> Bool {
        guard views.indices.contains(index) else { return false }
        if let popover, index <= popover { return true }
        let reach = screen.map { max($0, index) } ?? index
        return views[index...reach].contains { $0.isPinnedToKeyboardGuide }
    }

    /// What the app and its screens say about the field, the nearest say winning: from the field
    /// up, the first view controller that says for itself (``View/screenChoice``), a view or a
    /// controller's class the app excluded (``View/isExcluded``), or one of the classes it
    /// included (``View/isIncluded``) — at one view, the screen's own say first, then the
    /// exclusion. With no say on the way, a field is avoided unless the app listed the only
    /// screens to avoid (``avoidsOnlyIncluded``). `nil`: avoided as the other rules decide.
    package var appLeavesAlone: AvoidanceChoice.Reason? {
        for view in views {
            switch view.screenChoice {
            case .avoided: return nil
            case .leftAlone: return .screenOptedOut
            case .followsSettings: break
            }
            if view.isExcluded { return .excluded }
            if view.isIncluded { return nil }
        }
        return avoidsOnlyIncluded ? .notIncluded : nil
    }

    /// Whether an explicit component that follows focus keeps the field above the keyboard
    /// already: one works on the field's screen, on its nearest scroll view that scrolls
    /// vertically, or on a view between the field and the further of the two (the field itself
    /// included). A component on a view above the screen — a container's, the window — is about
    /// another part of the app (its own toolbar, a safe area for every child) and does not count.
    /// Without a screen or a scroll view, nothing counts.
    package var isKeptByComponent: Bool {
        guard let reach = [nearestScrollingView, screen].compactMap({ $0 }).max() else {
            return false
        }
        return views.prefix(reach + 1).contains { $0.isAvoidedByComponent }
    }

    /// Whether the field rides the keyboard already: it, or a view above it below the nearest
    /// scroll view that scrolls vertically, or up to the screen (itself included) when that comes
    /// first or there is no such scroll view, is pinned to a keyboard's layout guide. The scroll
    /// view itself pinned is resized by the guide, and a view pinned further up moves that scroll
    /// view or the screen's container: the field is revealed in the scroll view
    /// (``isKeptClearOfKeyboard(scrollView:)``). A view pinned beside the field's ancestry (a
    /// button, a mini-player) moves only itself.
    package var ridesKeyboardGuide: Bool {
        let scroll = nearestScrollingView
        let reach: Int
        if let scroll, screen.map({ scroll <= $0 }) ?? true {
            reach = scroll - 1
        } else {
            reach = screen ?? views.count - 1
        }
        return views.prefix(max(reach + 1, 0)).contains { $0.isPinnedToKeyboardGuide }
    }

    /// Whether the toolbar, tab bar or search bar at `index` rests in the keyboard's reach in the
    /// field's screen (the window without one):
    /// ``restsInKeyboardReach(barBottom:screenHeight:)`` of its bottom carried up to the screen
    /// through the frames of the views between, each taken at rest (``View/restingTop``), against
    /// the screen's height. `false` for a bar that is the screen or above it, and for an index
    /// out of ``views``.
    package func barRestsInKeyboardReach(at index: Int) -> Bool {
        let screenIndex = screen ?? views.count - 1
        guard views.indices.contains(index), index < screenIndex else { return false }
        var bottom = views[index].frame.maxY
        for container in views[(index + 1)..<screenIndex] {
            bottom += container.frame.minY - container.restingTop
        }
        let screenView = views[screenIndex]
        return Self.restsInKeyboardReach(
            barBottom: bottom - screenView.restingTop, screenHeight: screenView.bounds.height)
    }

    /// Whether a toolbar, tab bar or search bar rests where a keyboard covers it: its bottom, at
    /// rest in its screen (`barBottom`: unscrolled, unshifted, from the screen's top), lies in
    /// the lower half of the screen's height. A docked keyboard covers from about a quarter (an
    /// iPad in portrait) to more than half (an iPhone in landscape) of the screen; a bar taken as
    /// covered that the keyboard misses is moved by nothing, as any view that is clear. Read at
    /// rest, never against the keyboard now: a bar the avoidance lifts clear of the keyboard must
    /// not then read as out of its reach and be dropped. `false` for numbers that are not finite
    /// and for a screen with no height.
    package static func restsInKeyboardReach(barBottom: CGFloat, screenHeight: CGFloat) -> Bool {
        guard barBottom.isFinite, screenHeight.isFinite, screenHeight > 0 else { return false }
        return barBottom > screenHeight / 2
    }

    /// Whether a text view that scrolls itself is taller than the room the keyboard leaves it:
    /// its height beyond the space from the top of what shows (`visibleTop`, the window's safe
    /// area top) to the keyboard's top less the margin. All in the window's coordinates; `false`
    /// without a keyboard, and for numbers that are not finite.
    ///
    /// - Parameters:
    ///   - height: The text view's height.
    ///   - keyboardTop: The keyboard's top, `nil` while no keyboard is up.
    ///   - visibleTop: The top of what shows.
    ///   - margin: The space kept above the keyboard.
    package static func textViewIsTallerThanRoomLeft(
        height: CGFloat, keyboardTop: CGFloat?, visibleTop: CGFloat, margin: CGFloat
    ) -> Bool {
        guard let keyboardTop, height.isFinite, keyboardTop.isFinite, visibleTop.isFinite,
            margin.isFinite
        else { return false }
        return height > keyboardTop - margin - visibleTop
    }
}
