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
    ///   it); `UIToolbar`, `UITabBar` and `UISearchBar`, each with where its bottom rests in its
    ///   screen (scroll views taken at rest).
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
    /// - Handled already: the hidden probe of an explicit component that follows focus in the
    ///   view; the app's constraints that position the view by a keyboard guide's top or centre
    ///   — read from `constraints`, never through `keyboardLayoutGuide`, which would make one.
    ///   Which of them count (those on the field's screen or nearer) is the core's to decide.
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
            let pinned = Self.viewsPinnedToKeyboardGuides(among: views)
            var measured = views.map { view in
                FieldAncestry.View(
                    kind: kind(of: view, keyboardViews: keyboardViews),
                    controller: Self.controller(of: view, in: window),
                    isExcluded: isExcluded(view),
                    isAvoidedByComponent: Self.isAvoidedByComponent(view),
                    isPinnedToKeyboardGuide: pinned.contains(ObjectIdentifier(view)))
            }
            // A bar's place is read in its screen, known once the controllers are.
            let screen = FieldAncestry(views: measured).screen.map { views[$0] } ?? window
            for index in measured.indices {
                guard case .bar = measured[index].kind else { continue }
                measured[index].kind = FieldAncestry.Kind.bar(
                    restsInKeyboardReach: Self.restsInKeyboardReach(views[index], in: screen))
            }
            return (
                FieldAncestry(views: measured, textViewIsTallerThanRoomLeft: isTall(field)), views
            )
        }

        /// What the view is; a toolbar, tab bar or search bar is placed in its screen afterwards.
        private func kind(of view: UIView, keyboardViews: [UIView]) -> FieldAncestry.Kind {
            if view is UIInputView || keyboardViews.contains(where: { $0 === view }) {
                return .keyboardAccessory
            }
            if view is UINavigationBar { return .navigationBar }
            if view is UIToolbar || view is UITabBar || view is UISearchBar {
                return .bar(restsInKeyboardReach: false)
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

        /// Whether an explicit component that follows focus works on the view: its hidden probe
        /// is in the view and says so.
        static func isAvoidedByComponent(_ view: UIView) -> Bool {
            view.helperViewHost.subviews.contains {
                ($0 as? ContainerProbe)?.marksAvoidance == true
            }
        }

        /// Whether a toolbar, tab bar or search bar rests in the keyboard's reach in `screen`
        /// (the core's `FieldAncestry.restsInKeyboardReach`): its bottom carried up to the screen
        /// through its superviews' frames, each scroll view taken at rest (scrolled to the top of
        /// its content), so that neither the user's scrolling nor the avoidance's own move changes
        /// the answer.
        private static func restsInKeyboardReach(_ bar: UIView, in screen: UIView) -> Bool {
            var bottom = bar.frame.maxY
            var current = bar.superview
            while let container = current, container !== screen {
                bottom += container.frame.minY - restingTop(of: container)
                current = container.superview
            }
            guard current === screen else { return false }
            return FieldAncestry.restsInKeyboardReach(
                barBottom: bottom - restingTop(of: screen), screenHeight: screen.bounds.height)
        }

        /// The top of what a view shows at rest, in its own coordinates: a scroll view scrolled
        /// to the top of its content, any other view its bounds' top.
        private static func restingTop(of view: UIView) -> CGFloat {
            guard let scrollView = view as? UIScrollView else { return view.bounds.minY }
            return -scrollView.adjustedContentInset.top
        }

        /// The views of `views` the app positions by the moving edge (top or centre) of a keyboard
        /// layout guide — UIKit's or a ``KeyboardAvoidanceGuide`` — directly or through one of
        /// their own layout guides. Read from the constraints installed on `views`: a constraint
        /// lives on the nearest common ancestor of its items, which for a view of the field's
        /// ancestry is in the ancestry too. Never through `keyboardLayoutGuide`, which would make
        /// one. UIKit's own constraints tie a guide to its owning view, which is not counted.
        static func viewsPinnedToKeyboardGuides(among views: [UIView]) -> Set<ObjectIdentifier> {
            var pinned: Set<ObjectIdentifier> = []
            for view in views {
                for constraint in view.constraints {
                    let ends = [
                        (constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                        (constraint.secondItem, constraint.secondAttribute, constraint.firstItem),
                    ]
                    for (item, attribute, other) in ends {
                        guard let guide = item as? UILayoutGuide, isKeyboardGuide(guide),
                            movingEdges.contains(attribute),
                            let pinnedView = positionedView(other), pinnedView !== guide.owningView
                        else { continue }
                        pinned.insert(ObjectIdentifier(pinnedView))
                    }
                }
            }
            return pinned
        }

        /// The edges of a keyboard layout guide that move with the keyboard.
        private static let movingEdges: [NSLayoutConstraint.Attribute] = [
            .top, .centerY, .topMargin, .centerYWithinMargins,
        ]

        private static func isKeyboardGuide(_ guide: UILayoutGuide) -> Bool {
            guide is UIKeyboardLayoutGuide || guide is KeyboardAvoidanceGuide
        }

        /// The view a constraint's item positions: the view itself, or the owner of one of its
        /// layout guides (its safe area, its margins) — not another keyboard guide's.
        private static func positionedView(_ item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            guard let guide = item as? UILayoutGuide, !isKeyboardGuide(guide) else { return nil }
            return guide.owningView
        }
    }
#endif
