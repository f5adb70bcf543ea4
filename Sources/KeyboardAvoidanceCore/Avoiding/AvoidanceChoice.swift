import Foundation

/// How an app-wide avoidance keeps a field above the keyboard, decided from the field's ancestry
/// (``FieldAncestry``) as the UIKit layer measures it: leave it, reveal it only, scroll a scroll
/// view, or shift a view. Indexes point into ``FieldAncestry/views``.
///
/// The rules, in order:
/// 1. **Leave** whatever avoids the keyboard by other means, wherever it is above the field — it
///    wins over a nearer scroll view: a field in no view controller; an input accessory; a field in
///    a bar (navigation bar, title view, toolbar, tab bar, search bar); an alert; SwiftUI (a hosting
///    controller's view, and then its UIKit parent too); a search controller; a popover (UIKit
///    resizes it); what the app excluded; a screen something else handles already.
/// 2. A text view that scrolls itself and is taller than the room the keyboard leaves: **scroll**
///    the text view itself, following its caret.
/// 3. The nearest scroll view that has scrolling enabled and scrolls vertically: **reveal only**
///    where UIKit insets it for the keyboard (measured after a show; before one, a
///    `UITableViewController`'s own table), else **scroll** it.
/// 4. Else **shift** the outermost content view controller's view below the containers — never a
///    navigation, tab or split controller's view, so bars never move; a child controller moves
///    with its parent.
package enum AvoidanceChoice: Sendable, Hashable {
    /// Do nothing for this field.
    case leave(Reason)
    /// The scroll view is inset by UIKit: only reveal the field in it.
    case revealOnly(scrollView: Int)
    /// Inset the scroll view for the keyboard and reveal the field in it.
    case scroll(scrollView: Int)
    /// Move the view up just enough.
    case shift(view: Int)

    /// Why a field is left alone.
    package enum Reason: Sendable, Hashable {
        case noViewController, keyboardAccessory, bar, alert, swiftUI, search, popover, excluded
        case handledAlready
    }

    /// The choice for a field's ancestry.
    package init(for ancestry: FieldAncestry) {
        let views = ancestry.views
        if let reason = Self.reasonToLeave(views) {
            self = .leave(reason)
            return
        }
        if case .scrollView(let field)? = views.first?.kind, field.isTextView,
            field.isScrollEnabled, ancestry.textViewIsTallerThanRoomLeft
        {
            self = .scroll(scrollView: 0)
            return
        }
        for index in views.indices.dropFirst() {
            guard case .scrollView(let scrollView) = views[index].kind,
                scrollView.isScrollEnabled, scrollView.scrollsVertically
            else { continue }
            let systemInsets =
                scrollView.systemInsetsForKeyboard ?? scrollView.isTableViewControllersTable
            self = systemInsets ? .revealOnly(scrollView: index) : .scroll(scrollView: index)
            return
        }
        // The outermost content controller's view below the first container (or the window).
        self = ancestry.screen.map { .shift(view: $0) } ?? .leave(.noViewController)
    }

    /// Whether the field is left alone.
    package var isLeave: Bool {
        if case .leave = self { return true }
        return false
    }

    private static func reasonToLeave(_ views: [FieldAncestry.View]) -> Reason? {
        guard views.contains(where: { $0.controller != nil }) else { return .noViewController }
        for view in views {
            if view.isExcluded { return .excluded }
            if view.isHandled { return .handledAlready }
            switch view.kind {
            case .keyboardAccessory: return .keyboardAccessory
            case .bar: return .bar
            case .view, .scrollView: break
            }
            switch view.controller {
            case .alert?: return .alert
            case .hosting?: return .swiftUI
            case .search?: return .search
            case .content(presentation: .popover)?: return .popover
            case .content?, .container?, nil: break
            }
        }
        return nil
    }
}
