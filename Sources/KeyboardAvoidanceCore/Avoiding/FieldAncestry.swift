import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The field being edited and the views above it, up to its window, as the UIKit layer measures
/// them for an app-wide avoidance: what ``AvoidanceChoice`` decides from.
///
/// `views[0]` is the field itself; each next one is the superview of the one before. A view that
/// is a view controller's root view says what the controller is.
package struct FieldAncestry: Sendable, Hashable {
    /// One view on the way from the field to its window.
    package struct View: Sendable, Hashable {
        /// What the view is.
        package var kind: Kind
        /// The view controller this view is the root view of, if any.
        package var controller: Controller?
        /// The app asked for this view, or its controller's class, to be left alone.
        package var isExcluded: Bool
        /// Something else avoids the keyboard for this view already: an explicit component works
        /// on it, or its content is constrained to a keyboard layout guide.
        package var isHandled: Bool

        package init(
            kind: Kind = .view, controller: Controller? = nil, isExcluded: Bool = false,
            isHandled: Bool = false
        ) {
            self.kind = kind
            self.controller = controller
            self.isExcluded = isExcluded
            self.isHandled = isHandled
        }
    }

    /// What a view is, as far as avoiding the keyboard goes.
    package enum Kind: Sendable, Hashable {
        /// Any view.
        case view
        /// A scroll view (a table, a collection or a text view included), with what was measured
        /// of it.
        case scrollView(ScrollView)
        /// A navigation bar, a toolbar, a tab bar, a title view or a search bar: UIKit lays bars
        /// out, and the keyboard covers none of them.
        case bar
        /// An input accessory or input view: it rides the keyboard already.
        case keyboardAccessory
    }

    /// A scroll view as measured.
    package struct ScrollView: Sendable, Hashable {
        /// `isScrollEnabled`.
        package var isScrollEnabled: Bool
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
            isTableViewControllersTable: Bool = false
        ) {
            self.isScrollEnabled = isScrollEnabled
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
        /// - Parameters:
        ///   - adjustedBottom: `adjustedContentInset.bottom`.
        ///   - safeAreaBottom: what the system adds for the safe area (`adjustedContentInset −
        ///     contentInset`).
        ///   - appBottom: the app's own `contentInset.bottom` before the keyboard.
        ///   - ownBottom: the library's part of the content inset now.
        ///   - overlap: how much of the scroll view the keyboard covers.
        package static func systemInsetsForKeyboard(
            adjustedBottom: CGFloat, safeAreaBottom: CGFloat, appBottom: CGFloat,
            ownBottom: CGFloat, overlap: CGFloat
        ) -> Bool? {
            guard overlap > 0 else { return nil }
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
    package enum Controller: Sendable, Hashable {
        /// A screen of content, presented as `presentation` (`.none`: not presented).
        case content(presentation: Presentation)
        /// A navigation, tab or split view controller: bars and children, never moved itself.
        case container
        /// An alert or action sheet, which UIKit moves itself.
        case alert
        /// A `UIHostingController`: SwiftUI avoids the keyboard in its own way.
        case hosting
        /// A search controller's results or its presentation.
        case search
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

    package init(views: [View], textViewIsTallerThanRoomLeft: Bool = false) {
        self.views = views
        self.textViewIsTallerThanRoomLeft = textViewIsTallerThanRoomLeft
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
