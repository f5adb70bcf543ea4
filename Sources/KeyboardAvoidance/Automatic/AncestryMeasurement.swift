#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Measures a field's ancestry for the core's `AvoidanceChoice`: the field, then each
    /// superview up to the window, as a `FieldAncestry.View`. It reads classes, flags and
    /// sizes; it decides nothing.
    ///
    /// What is detected, and how:
    /// - Scroll views: `UIScrollView`s (tables, collections, text views), with `isScrollEnabled`,
    ///   bounds size, `contentSize`, `alwaysBounce…`, whether it is a `UITextView`, whether it is a
    ///   `UITableViewController`'s `tableView`, and — while a keyboard is up and its inset was
    ///   recorded before the show — whether UIKit insets it for the keyboard itself.
    /// - Bars: `UINavigationBar` (a navigation item's title view and search bar sit inside
    ///   it), `UIToolbar`, `UITabBar`, `UISearchBar`.
    /// - Keyboard views: a `UIInputView`, or the input accessory or input view of a text input on
    ///   the field's responder chain. A field inside a view controller's `inputAccessoryView`
    ///   lives in the keyboard's own window, not the app's, and is never measured.
    /// - Controllers: a view whose `next` responder is a view controller whose view it is. A
    ///   `UIAlertController` is an alert; a `UIHostingController` (or subclass) is found by its
    ///   class's name — this module does not import SwiftUI — as is SwiftUI's hosting view
    ///   (`_UIHostingView`, in a `UIHostingConfiguration` cell) without a controller; a
    ///   `UISearchController` is search; navigation, tab bar and split view controllers are
    ///   containers; any other is content, with its presentation read from the controller
    ///   presented above it.
    /// - Handled already: an explicit component's hidden probe in the view, or the app's
    ///   constraints on the view between its keyboard layout guide and another view — read from
    ///   `constraints`, never through `keyboardLayoutGuide`, which would make one.
    @MainActor
    struct AncestryMeasurement {
        let window: UIWindow
        let excludedClasses: [UIViewController.Type]
        let excludedViews: [UIView]
        let margin: CGFloat
        /// The keyboard's frame in screen coordinates and its screen, while one is up.
        let keyboard: (frame: CGRect, screen: UIScreen)?
        /// A scroll view's bottom inset before the keyboard and the library's own part now.
        let insets: (UIScrollView) -> (app: CGFloat, own: CGFloat)?

        /// The field's ancestry and the views it was measured from, field first.
        func ancestry(of field: UIView) -> (FieldAncestry, [UIView]) {
            let views = Array(sequence(first: field, next: \.superview))
            let keyboardViews = Self.keyboardViews(of: field)
            let measured = views.map { view in
                FieldAncestry.View(
                    kind: kind(of: view, keyboardViews: keyboardViews),
                    controller: Self.controller(of: view, in: window),
                    isExcluded: isExcluded(view), isHandled: Self.isHandled(view))
            }
            return (
                FieldAncestry(views: measured, textViewIsTallerThanRoomLeft: isTall(field)), views
            )
        }

        private func kind(of view: UIView, keyboardViews: [UIView]) -> FieldAncestry.Kind {
            if view is UIInputView || keyboardViews.contains(where: { $0 === view }) {
                return .keyboardAccessory
            }
            if view is UINavigationBar || view is UIToolbar || view is UITabBar
                || view is UISearchBar
            {
                return .bar
            }
            guard let scrollView = view as? UIScrollView else { return .view }
            return .scrollView(
                FieldAncestry.ScrollView(
                    isScrollEnabled: scrollView.isScrollEnabled, size: scrollView.bounds.size,
                    contentSize: scrollView.contentSize,
                    bouncesVertically: scrollView.alwaysBounceVertical,
                    bouncesHorizontally: scrollView.alwaysBounceHorizontal,
                    isTextView: scrollView is UITextView,
                    systemInsetsForKeyboard: systemInsets(scrollView),
                    isTableViewControllersTable: (scrollView.next as? UITableViewController)?
                        .tableView === scrollView))
        }

        /// Whether UIKit insets the scroll view for the keyboard, measured against its inset
        /// before the show; `nil` without a keyboard or a record.
        private func systemInsets(_ scrollView: UIScrollView) -> Bool? {
            guard let keyboard, let recorded = insets(scrollView),
                let layout = ViewMeasurement.layout(
                    of: scrollView, screen: keyboard.screen, safeArea: .zero)
            else { return nil }
            let overlap = layout.coverage(ofKeyboard: keyboard.frame, floating: .ignore).overlap
            let adjusted = scrollView.adjustedContentInset.bottom
            return FieldAncestry.ScrollView.systemInsetsForKeyboard(
                adjustedBottom: adjusted,
                safeAreaBottom: adjusted - scrollView.contentInset.bottom,
                appBottom: recorded.app, ownBottom: recorded.own, overlap: overlap)
        }

        /// Whether the field is a text view that scrolls itself and is taller than the room the
        /// keyboard leaves it.
        private func isTall(_ field: UIView) -> Bool {
            guard let textView = field as? UITextView, textView.isScrollEnabled, let keyboard
            else { return false }
            let frame = window.convert(keyboard.frame, from: keyboard.screen.coordinateSpace)
            return FieldAncestry.textViewIsTallerThanRoomLeft(
                height: textView.bounds.height, keyboardTop: frame.minY,
                visibleTop: window.safeAreaInsets.top, margin: margin)
        }

        private func isExcluded(_ view: UIView) -> Bool {
            if excludedViews.contains(where: { $0 === view }) { return true }
            guard let controller = Self.rootController(of: view) else { return false }
            return excludedClasses.contains { controller.isKind(of: $0) }
        }

        /// The input accessory and input views of the text inputs on the field's responder
        /// chain: stored properties, read without making anything.
        private static func keyboardViews(of field: UIView) -> [UIView] {
            sequence(first: field as UIResponder, next: \.next).flatMap { responder in
                guard responder is UITextField || responder is UITextView else { return [UIView]() }
                return [responder.inputAccessoryView, responder.inputView].compactMap { $0 }
            }
        }

        /// The view controller whose view this is, if any.
        static func rootController(of view: UIView) -> UIViewController? {
            guard let controller = view.next as? UIViewController,
                controller.viewIfLoaded === view
            else { return nil }
            return controller
        }

        static func controller(of view: UIView, in window: UIWindow) -> FieldAncestry.Controller? {
            guard let controller = rootController(of: view) else {
                return classChain(of: view, contains: "UIHostingView") ? .hosting : nil
            }
            if controller is UIAlertController { return .alert }
            if classChain(of: controller, contains: "UIHostingController") { return .hosting }
            if controller is UISearchController { return .search }
            if controller is UINavigationController || controller is UITabBarController
                || controller is UISplitViewController
            {
                return .container
            }
            return .content(presentation: presentation(of: controller, in: window))
        }

        /// Whether the object's class or one of its superclasses has `name` in its runtime name:
        /// SwiftUI's generic classes are named like `_TtGC7SwiftUI19UIHostingController…`.
        private static func classChain(of object: AnyObject, contains name: String) -> Bool {
            var current: AnyClass? = type(of: object)
            while let type = current {
                if NSStringFromClass(type).contains(name) { return true }
                current = class_getSuperclass(type)
            }
            return false
        }

        /// How the screen a controller belongs to is presented: read on the outermost parent,
        /// which is what is presented.
        private static func presentation(of controller: UIViewController, in window: UIWindow)
            -> FieldAncestry.Presentation
        {
            var top = controller
            while let parent = top.parent { top = parent }
            guard top.presentingViewController != nil else { return .none }
            let presenter = top.presentationController
            let style = top.modalPresentationStyle
            if style == .popover || presenter is UIPopoverPresentationController {
                return isAdaptedToSheet(presenter, in: window) ? .sheet : .popover
            }
            if style == .formSheet || style == .pageSheet
                || presenter is UISheetPresentationController
            {
                return .sheet
            }
            return .none
        }

        /// A popover shown where the width is compact becomes a sheet, unless its delegate keeps
        /// it a popover (`.none`).
        private static func isAdaptedToSheet(
            _ presenter: UIPresentationController?, in window: UIWindow
        ) -> Bool {
            let traits = window.traitCollection
            guard traits.horizontalSizeClass == .compact else { return false }
            guard let presenter, let delegate = presenter.delegate else { return true }
            let kept =
                delegate.adaptivePresentationStyle?(for: presenter, traitCollection: traits)
                ?? delegate.adaptivePresentationStyle?(for: presenter)
            return kept != UIModalPresentationStyle.none
        }

        /// Whether an explicit component's hidden probe is in the view, or the app pinned views
        /// inside it to its keyboard layout guide.
        static func isHandled(_ view: UIView) -> Bool {
            if view.helperViewHost.subviews.contains(where: {
                ($0 as? ContainerProbe)?.marksAvoidance == true
            }) {
                return true
            }
            guard !(view is UIWindow) else { return false }
            return view.constraints.contains { constraint in
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                guard let guide = items.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first
                else { return false }
                // UIKit's own constraints tie the guide to its view and that view's guides; the
                // app's tie it to a view inside.
                return items.contains { item in
                    if let other = item as? UIView { return other !== guide.owningView }
                    if let other = item as? UILayoutGuide {
                        return !(other is UIKeyboardLayoutGuide)
                            && other.owningView !== guide.owningView
                    }
                    return false
                }
            }
        }
    }
#endif
