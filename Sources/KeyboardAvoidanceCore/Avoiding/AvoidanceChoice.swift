import Foundation

/// How an app-wide avoidance keeps a field above the keyboard, from its ``FieldAncestry`` (indexes
/// into ``FieldAncestry/views``); the first rule that applies wins:
///
/// 1. **Leave** what avoids the keyboard by other means: no view controller, the app's
///    exclusions, an input accessory, a bar out of the keyboard's reach, an alert, a search
///    controller, a popover without a scroll view, SwiftUI, or a component or guide that keeps it.
/// 2. **Scroll** a self-scrolling UIKit text view taller than the room left.
/// 3. The nearest vertical UIKit scroll view: **reveal only** where UIKit insets it for the
///    keyboard (``FieldAncestry/isKeptClearOfKeyboard(scrollView:)``), else **scroll** it.
/// 4. **Shift** the outermost content controller's view, never a container's (bars never move).
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

    /// Whether the app-wide avoidance puts its helpers on the field's screen: for every field it
    /// avoids and for one kept by something else (``Reason/handledAlready``).
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
        // UIKit shrinks a popover to the room above the keyboard: only a scroll view in it reveals.
        if let popover = ancestry.popover,
            !(ancestry.nearestScrollingView.map { $0 <= popover } ?? false)
        {
            return .popover
        }
        if ancestry.isAvoidedBySwiftUI { return .swiftUI }
        return ancestry.isKeptByComponent || ancestry.ridesKeyboardGuide ? .handledAlready : nil
    }
}
