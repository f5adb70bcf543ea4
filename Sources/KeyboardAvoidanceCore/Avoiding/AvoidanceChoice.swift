import Foundation

/// How an app-wide avoidance keeps a field above the keyboard, decided from the field's ancestry
/// (``FieldAncestry``) as the UIKit layer measures it: leave it, reveal it only, scroll a scroll
/// view, or shift a view. Indexes point into ``FieldAncestry/views``.
///
/// The rules, in order:
/// 1. **Leave** whatever avoids the keyboard by other means, wherever it is above the field — it
///    wins over a nearer scroll view: a field in no view controller; what the app or the screen
///    says to leave (``FieldAncestry/appLeavesAlone``: an excluded view or class, a screen not
///    among the included ones, a screen that opts out — the nearest say winning, so that a
///    screen may opt in against the lists); an input accessory; a field in a navigation bar (its
///    title view and search bar), or in a toolbar, tab bar or search bar that rests out of the
///    keyboard's reach; an alert; a search controller; a popover with no scroll view inside it
///    (UIKit resizes the popover); SwiftUI where it avoids the keyboard itself — a hosting view
///    that is the field's screen or above it, or a child hosting controller with no UIKit scroll
///    view between it and its UIKit screen, unless its content leaves the keyboard to UIKit
///    (``FieldAncestry/isAvoidedBySwiftUI``); a field something else keeps above the keyboard
///    already — an explicit component that follows focus works on its screen, its nearest
///    scroll view or a view between (``FieldAncestry/isKeptByComponent``), or it rides a
///    keyboard guide (``FieldAncestry/ridesKeyboardGuide``). A toolbar, tab bar or search bar in
///    the keyboard's reach is avoided as any view: UIKit lifts none of an app's own bars.
/// 2. A text view that scrolls itself, is taller than the room the keyboard leaves and is not
///    SwiftUI's: **scroll** the text view itself, following its caret.
/// 3. The nearest scroll view that has scrolling enabled, scrolls vertically and is not SwiftUI's
///    own (``FieldAncestry/nearestScrollingView``: a field in a `UIHostingConfiguration` cell or
///    a child hosting controller is avoided with the UIKit scroll view around it): **reveal only** where UIKit insets it for the keyboard or keeps the
///    keyboard off it (measured after a show; before one, a `UITableViewController`'s own table,
///    a scroll view in a popover, one a keyboard guide resizes —
///    ``FieldAncestry/isKeptClearOfKeyboard(scrollView:)``), else **scroll** it.
/// 4. Else **shift** the outermost content view controller's view below the containers — never a
///    navigation, tab or split controller's view, so bars never move; a child controller moves
///    with its parent. A field in no content controller (a navigation controller's own toolbar)
///    is left alone.
package enum AvoidanceChoice: Sendable, Equatable {
    /// Do nothing for this field.
    case leave(Reason)
    /// The scroll view is inset by UIKit: only reveal the field in it.
    case revealOnly(scrollView: Int)
    /// Inset the scroll view for the keyboard and reveal the field in it.
    case scroll(scrollView: Int)
    /// Move the view up just enough.
    case shift(view: Int)

    /// Why a field is left alone.
    package enum Reason: Sendable, Equatable {
        case noViewController, keyboardAccessory, bar, alert, swiftUI, search, popover, excluded
        case handledAlready
        /// In view controllers, but in no content controller: a container's own bar.
        case noScreen
        /// The app listed the only screens to avoid, and the field is in none of them.
        case notIncluded
        /// A view controller above the field said to leave it (`KeyboardAvoidanceScreen`).
        case screenOptedOut
    }

    /// The choice for a field's ancestry.
    package init(for ancestry: FieldAncestry) {
        let views = ancestry.views
        if let reason = Self.reasonToLeave(ancestry) {
            self = .leave(reason)
            return
        }
        if case .scrollView(let field)? = views.first?.kind, field.isTextView,
            field.isScrollEnabled, ancestry.textViewIsTallerThanRoomLeft, !ancestry.isInSwiftUI
        {
            self = .scroll(scrollView: 0)
            return
        }
        if let index = ancestry.nearestScrollingView,
            case .scrollView(let scrollView) = views[index].kind
        {
            let hint =
                scrollView.isTableViewControllersTable
                || ancestry.isKeptClearOfKeyboard(scrollView: index)
            let systemInsets = scrollView.systemInsetsForKeyboard ?? hint
            self = systemInsets ? .revealOnly(scrollView: index) : .scroll(scrollView: index)
            return
        }
        // The outermost content controller's view below the first container (or the window).
        self = ancestry.screen.map { .shift(view: $0) } ?? .leave(.noScreen)
    }

    /// Whether an app-wide avoidance puts its helpers (a field navigator, tap to dismiss) on the
    /// field's screen: for every field it avoids, and for a field something else keeps above the
    /// keyboard (``Reason/handledAlready``) — only the avoidance is left to the screen's own
    /// component or guide. Not for the other fields left alone: a bar's, an alert's, SwiftUI's
    /// and the app's exclusions avoid the keyboard, and dismiss it, in their own way. (A field
    /// inside SwiftUI that is avoided gets none either:
    /// ``AutomaticAvoidanceLifecycle/keepsHelpers(for:views:)``.)
    package var keepsHelpers: Bool {
        if case .leave(let reason) = self { return reason == .handledAlready }
        return true
    }

    /// Whether the field is left alone.
    package var isLeave: Bool {
        if case .leave = self { return true }
        return false
    }

    private static func reasonToLeave(_ ancestry: FieldAncestry) -> Reason? {
        let views = ancestry.views
        guard views.contains(where: { $0.controller != nil }) else { return .noViewController }
        if let reason = ancestry.appLeavesAlone { return reason }
        for (index, view) in views.enumerated() {
            switch view.kind {
            case .keyboardAccessory: return .keyboardAccessory
            case .navigationBar: return .bar
            case .bar where !ancestry.barRestsInKeyboardReach(at: index): return .bar
            case .view, .scrollView, .bar: break
            }
            switch view.controller {
            case .alert?: return .alert
            case .search?: return .search
            case .content?, .container?, nil: break
            }
        }
        // UIKit shrinks a popover to the room above the keyboard: only a scroll view inside it
        // has anything to reveal.
        if let popover = ancestry.popover,
            !(ancestry.nearestScrollingView.map { $0 <= popover } ?? false)
        {
            return .popover
        }
        if ancestry.isAvoidedBySwiftUI { return .swiftUI }
        return ancestry.isKeptByComponent || ancestry.ridesKeyboardGuide ? .handledAlready : nil
    }
}
