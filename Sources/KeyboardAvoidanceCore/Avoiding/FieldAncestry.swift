import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The field being edited and the views above it, up to its window, as the UIKit layer measures
/// them for an app-wide avoidance: what ``AvoidanceChoice`` decides from.
///
/// `views[0]` is the field itself, each next one the superview of the one before.
package struct FieldAncestry: Sendable, Equatable {
    /// One view on the way from the field to its window.
    package struct View: Sendable, Equatable {
        /// What the view is.
        package var kind: Kind
        /// The view controller this view is the root view of, if any.
        package var controller: Controller?
        /// The app asked for this view, or its controller's class, to be left alone.
        package var isExcluded: Bool
        /// The view is a view controller's view whose class the app listed among the only screens
        /// to avoid (``FieldAncestry/avoidsOnlyIncluded``).
        package var isIncluded: Bool
        /// What the view's controller says for itself (``ScreenChoice``).
        package var screenChoice: ScreenChoice
        /// SwiftUI's hosting view (a `UIHostingController`'s, a `UIHostingConfiguration` cell's),
        /// with whether its content avoids the keyboard itself; `nil` for any other view.
        package var hosting: Hosting?
        /// An explicit component that follows focus (`shift`, `scroll` or `safeArea`) works on this
        /// view (``FieldAncestry/isKeptByComponent``); a keyboard guide's component does not count.
        package var isAvoidedByComponent: Bool
        /// The app positions this view by the moving edge of a keyboard layout guide: it rides the
        /// keyboard, with what is inside it.
        package var isPinnedToKeyboardGuide: Bool
        /// Its `frame`, transform included: what places a bar in its screen
        /// (``FieldAncestry/barRestsInKeyboardReach(at:)``).
        package var frame: CGRect
        /// Its `bounds`: where its coordinates start (a scroll view's moves) and its height.
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

        /// The top of what the view shows at rest, in its own coordinates (a scroll view scrolled
        /// to the top), so that neither scrolling nor our own move changes where a bar rests.
        package var restingTop: CGFloat {
            guard case .scrollView(let scrollView) = kind else { return bounds.minY }
            return -scrollView.adjustedTopInset
        }
    }

    /// What a view is, as far as avoiding the keyboard goes.
    package enum Kind: Sendable, Equatable {
        /// Any view.
        case view
        /// A scroll view (a table, a collection or a text view included), as measured.
        case scrollView(ScrollView)
        /// A navigation bar (with its title view and search bar): UIKit keeps it out of the
        /// keyboard's way.
        case navigationBar
        /// A toolbar, a tab bar or a search bar outside a navigation bar: avoided as any view when
        /// it rests in the keyboard's reach (``FieldAncestry/barRestsInKeyboardReach(at:)``), else
        /// left alone.
        case bar
        /// An input accessory or input view: it rides the keyboard already.
        case keyboardAccessory
    }

    /// A scroll view as measured.
    package struct ScrollView: Sendable, Equatable {
        /// `isScrollEnabled`.
        package var isScrollEnabled: Bool
        /// `adjustedContentInset.top` (``View/restingTop``).
        package var adjustedTopInset: CGFloat
        /// Its bounds' size and its content's size.
        package var size: CGSize
        package var contentSize: CGSize
        /// `alwaysBounceVertical` and `alwaysBounceHorizontal`.
        package var bouncesVertically: Bool
        package var bouncesHorizontally: Bool
        /// Whether this scroll view is a text view (the field itself, when it is `views[0]`).
        package var isTextView: Bool
        /// Whether UIKit insets it for the keyboard itself, as measured after a show; `nil` before
        /// any.
        package var systemInsetsForKeyboard: Bool?
        /// Whether it is a `UITableViewController`'s own table, which UIKit insets: a hint until
        /// measured.
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

        /// Whether UIKit insets a scroll view for the keyboard itself, measured while the keyboard
        /// covers `overlap` of it: what its bottom insets hold beyond the safe area and our part
        /// reaches the covered part beyond it, within 1 pt; `nil` while nothing is covered.
        package static func systemInsetsForKeyboard(
            adjustedBottom: CGFloat, contentBottom: CGFloat, appBottom: CGFloat,
            ownBottom: CGFloat, overlap: CGFloat
        ) -> Bool? {
            guard overlap > 0 else { return nil }
            let safeAreaBottom = adjustedBottom - contentBottom
            let systemPart = adjustedBottom - safeAreaBottom - appBottom - ownBottom
            return systemPart >= overlap - safeAreaBottom - 1
        }

        /// Whether it scrolls up and down: any scroll view but a horizontal carousel (content wider
        /// and no taller than the view, no vertical bounce).
        package var scrollsVertically: Bool {
            let carousel =
                (contentSize.width > size.width || bouncesHorizontally)
                && contentSize.height <= size.height && !bouncesVertically
            return !carousel
        }
    }

    /// What a view controller is, for the view it is the root view of.
    package enum Controller: Sendable, Equatable {
        /// A screen of content, presented as `presentation` (a `UIHostingController` too).
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
        /// SwiftUI pads its content for the keyboard, within the hosting view only: it neither
        /// moves the hosting view nor scrolls a UIKit scroll view around it.
        case avoidsKeyboard
        /// The content leaves the keyboard to UIKit (`KeyboardAvoidanceHostingController`, or no
        /// `.keyboard` in `safeAreaRegions`): its fields are avoided as UIKit's.
        case ignoresKeyboard
    }

    /// What a view controller says for itself (`KeyboardAvoidanceScreen`).
    package enum ScreenChoice: Sendable, Equatable {
        /// As the app's lists say: the excluded and the included classes and views.
        case followsSettings
        /// Avoided, whatever the lists say (the other reasons to leave a field still hold).
        case avoided
        /// Left alone, whatever the lists say.
        case leftAlone

        /// The choice a screen returned as a number (`KBAAutomaticKeyboardAvoidanceScreenChoice`):
        /// 1 avoided, 2 left alone, anything else follows the settings.
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
        /// An iPad form or page sheet, or a sheet with detents: UIKit moves or grows it; what is
        /// left covered is avoided, measured after UIKit's move.
        case sheet
    }

    /// The field, then its superviews up to the window.
    package var views: [View]
    /// Whether the field is a self-scrolling text view taller than the room the keyboard leaves.
    package var textViewIsTallerThanRoomLeft: Bool
    /// Whether the app listed the only screens to avoid: a field is then avoided only in one of
    /// them or in a screen that asks (``ScreenChoice/avoided``).
    package var avoidsOnlyIncluded: Bool

    package init(
        views: [View], textViewIsTallerThanRoomLeft: Bool = false, avoidsOnlyIncluded: Bool = false
    ) {
        self.views = views
        self.textViewIsTallerThanRoomLeft = textViewIsTallerThanRoomLeft
        self.avoidsOnlyIncluded = avoidsOnlyIncluded
    }

    /// The field's screen: the outermost content controller's view below the first container or the
    /// window (what `shift` moves, where the helpers go); `nil` in no content controller.
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

    /// Whether SwiftUI avoids the keyboard for the field: an avoiding hosting view is its screen or
    /// above, or sits in a UIKit screen with no vertical UIKit scroll view between. In such a
    /// scroll view (a `UIHostingConfiguration` cell) the field is avoided as UIKit's.
    package var isAvoidedBySwiftUI: Bool {
        guard let screen else { return false }
        return views.indices.contains { index in
            guard views[index].hosting == .avoidsKeyboard else { return false }
            return index >= screen
                || !views[(index + 1)...screen].indices.contains { isUIKitScrollingView($0) }
        }
    }

    /// Whether the view at `index` is a scroll view an app-wide avoidance would scroll.
    private func isUIKitScrollingView(_ index: Int) -> Bool {
        guard case .scrollView(let scrollView) = views[index].kind else { return false }
        return scrollView.isScrollEnabled && scrollView.scrollsVertically && !isSwiftUIs(index)
    }

    /// The nearest enabled, vertical scroll view above the field that is not SwiftUI's
    /// (``isSwiftUIs(_:)``): the one ``AvoidanceChoice`` scrolls; `nil` without one.
    package var nearestScrollingView: Int? {
        views.indices.dropFirst().first { isUIKitScrollingView($0) }
    }

    /// Whether the view at `index` is SwiftUI's own scroll view (a `List`'s, a `Form`'s): the
    /// nearest controller's or hosting view from it up is a hosting view.
    package func isSwiftUIs(_ index: Int) -> Bool {
        guard views.indices.contains(index) else { return false }
        let owner = views[index...].first { $0.hosting != nil || $0.controller != nil }
        return owner?.hosting != nil
    }

    /// The view of the popover the field is in (``Presentation/popover``), if any.
    package var popover: Int? {
        views.indices.last { views[$0].controller == .content(presentation: .popover) }
    }

    /// Whether UIKit keeps the keyboard off the scroll view at `index` (spec §5, v2.2), as a hint
    /// until measured: it is in a popover (UIKit shrinks it), or it or a view above it up to the
    /// screen is pinned to a keyboard layout guide.
    package func isKeptClearOfKeyboard(scrollView index: Int) -> Bool {
        guard views.indices.contains(index) else { return false }
        if let popover, index <= popover { return true }
        let reach = screen.map { max($0, index) } ?? index
        return views[index...reach].contains { $0.isPinnedToKeyboardGuide }
    }

    /// What the app and its screens say about the field, the nearest say winning (a screen's
    /// ``View/screenChoice``, then the app's exclusions and inclusions); `nil`: avoided as the
    /// other rules decide.
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

    /// Whether an explicit component that follows focus keeps the field above the keyboard already:
    /// one works on its screen, its nearest vertical scroll view, or a view between (not above the
    /// screen).
    package var isKeptByComponent: Bool {
        guard let reach = [nearestScrollingView, screen].compactMap({ $0 }).max() else {
            return false
        }
        return views.prefix(reach + 1).contains { $0.isAvoidedByComponent }
    }

    /// Whether the field rides the keyboard already: it or a view above it, below its nearest
    /// vertical scroll view or up to its screen, is pinned to a keyboard layout guide.
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

    /// Whether the bar at `index` rests in the keyboard's reach in the field's screen: its bottom,
    /// carried up through the views between at rest, against the screen's height
    /// (``restsInKeyboardReach(barBottom:screenHeight:)``).
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

    /// Whether a bar rests where a keyboard covers it: its bottom at rest lies in the lower half of
    /// the screen (a docked keyboard covers a quarter to more than half). Read at rest, so that a
    /// bar we lifted does not then read as out of reach.
    package static func restsInKeyboardReach(barBottom: CGFloat, screenHeight: CGFloat) -> Bool {
        guard barBottom.isFinite, screenHeight.isFinite, screenHeight > 0 else { return false }
        return barBottom > screenHeight / 2
    }

    /// Whether a self-scrolling text view is taller than the room from `visibleTop` to the
    /// keyboard's top less the margin, in window coordinates; `false` without a keyboard.
    package static func textViewIsTallerThanRoomLeft(
        height: CGFloat, keyboardTop: CGFloat?, visibleTop: CGFloat, margin: CGFloat
    ) -> Bool {
        guard let keyboardTop, height.isFinite, keyboardTop.isFinite, visibleTop.isFinite,
            margin.isFinite
        else { return false }
        return height > keyboardTop - margin - visibleTop
    }
}
