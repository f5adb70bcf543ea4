#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Measures a field's ancestry, field first, for the core's `AvoidanceChoice`: classes, flags,
    /// sizes and constraints; the core decides (the article "One line for a whole app", "What is
    /// detected, and how"). SwiftUI classes are found by name: this module does not import SwiftUI.
    @MainActor
    struct AncestryMeasurement {
        let window: UIWindow
        let excludedClasses: [UIViewController.Type]
        let includedClasses: [UIViewController.Type]
        let excludedViews: [UIView]
        let margin: CGFloat
        /// Whether a floating or undocked keyboard counts, as the object's components count it.
        let floating: FloatingKeyboardPolicy
        /// The keyboard's frame in screen coordinates and its screen, while one is up.
        let keyboard: (frame: CGRect, screen: UIScreen)?
        /// A scroll view's bottom inset before the keyboard and the library's own part now.
        let insets: (UIScrollView) -> (app: CGFloat, own: CGFloat)?

        /// The field's ancestry and the views it was measured from, field first.
        func ancestry(of field: UIView) -> (FieldAncestry, [UIView]) {
            let views = Array(sequence(first: field, next: \.superview))
            let keyboardViews = Self.keyboardViews(of: field)
            let pinned = FieldAncestry.viewsPinnedToKeyboardGuides(
                by: views.flatMap { $0.constraints.map(Self.reading) })
            let measured = views.map { view in
                let controller = Self.rootController(of: view)
                return FieldAncestry.View(
                    kind: kind(of: view, keyboardViews: keyboardViews),
                    controller: Self.controller(of: view, in: window),
                    isExcluded: isExcluded(view, controller: controller),
                    isIncluded: controller.map { isIncluded($0) } ?? false,
                    screenChoice: Self.screenChoice(of: controller),
                    hosting: Self.hosting(of: view, controller: controller),
                    isAvoidedByComponent: Self.isAvoidedByComponent(view),
                    isPinnedToKeyboardGuide: pinned.contains(ObjectIdentifier(view)),
                    frame: view.frame, bounds: view.bounds)
            }
            let ancestry = FieldAncestry(
                views: measured, textViewIsTallerThanRoomLeft: isTall(field),
                avoidsOnlyIncluded: !includedClasses.isEmpty)
            return (ancestry, views)
        }

        /// What the view is.
        private func kind(of view: UIView, keyboardViews: [UIView]) -> FieldAncestry.Kind {
            if view is UIInputView || keyboardViews.contains(where: { $0 === view }) {
                return .keyboardAccessory
            }
            if view is UINavigationBar { return .navigationBar }
            if view is UIToolbar || view is UITabBar || view is UISearchBar { return .bar }
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
                        .tableView === scrollView,
                    adjustedTopInset: scrollView.adjustedContentInset.top))
        }

        /// Whether UIKit insets the scroll view for the keyboard, measured against its inset
        /// before the show; `nil` without a keyboard or a record.
        private func systemInsets(_ scrollView: UIScrollView) -> Bool? {
            guard let keyboard, let recorded = insets(scrollView),
                let layout = ViewMeasurement.layout(
                    of: scrollView, screen: keyboard.screen, safeArea: .zero)
            else { return nil }
            let overlap = layout.coverage(ofKeyboard: keyboard.frame, floating: floating).overlap
            return FieldAncestry.ScrollView.systemInsetsForKeyboard(
                adjustedBottom: scrollView.adjustedContentInset.bottom,
                contentBottom: scrollView.contentInset.bottom,
                appBottom: recorded.app, ownBottom: recorded.own, overlap: overlap)
        }

        /// Whether the field is taller than the room the keyboard leaves it.
        private func isTall(_ field: UIView) -> Bool {
            let keyboardTop = keyboard.map {
                window.convert($0.frame, from: $0.screen.coordinateSpace).minY
            }
            return FieldAncestry.textViewIsTallerThanRoomLeft(
                height: field.bounds.height, keyboardTop: keyboardTop,
                visibleTop: window.safeAreaInsets.top, margin: margin)
        }

        private func isExcluded(_ view: UIView, controller: UIViewController?) -> Bool {
            if excludedViews.contains(where: { $0 === view }) { return true }
            guard let controller else { return false }
            return excludedClasses.contains { controller.isKind(of: $0) }
        }

        private func isIncluded(_ controller: UIViewController) -> Bool {
            includedClasses.contains { controller.isKind(of: $0) }
        }

        /// What a ``KeyboardAvoidanceScreen`` says now, read as a number through Objective-C (an
        /// ObjC screen may return a value no case has, or lack the getter).
        private static func screenChoice(of controller: UIViewController?)
            -> FieldAncestry.ScreenChoice
        {
            let getter = #selector(getter: KeyboardAvoidanceScreen.automaticKeyboardAvoidance)
            guard let controller, controller is KeyboardAvoidanceScreen,
                controller.responds(to: getter),
                let number = controller.value(forKey: NSStringFromSelector(getter)) as? NSNumber
            else { return .followsSettings }
            return FieldAncestry.ScreenChoice(number: number.intValue)
        }

        /// Whether the view is SwiftUI's hosting view, and whether its content avoids the keyboard
        /// itself (asked through `SwiftUIKeyboardHosting`; always without a controller).
        private static func hosting(of view: UIView, controller: UIViewController?)
            -> FieldAncestry.Hosting?
        {
            if let controller, classChain(of: controller, contains: "UIHostingController") {
                let leaves =
                    (controller as? any SwiftUIKeyboardHosting)?.contentLeavesKeyboardToUIKit
                    ?? false
                return leaves ? .ignoresKeyboard : .avoidsKeyboard
            }
            return classChain(of: view, contains: "UIHostingView") ? .avoidsKeyboard : nil
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
            guard let controller = rootController(of: view) else { return nil }
            if controller is UIAlertController { return .alert }
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

        /// How a controller's screen is presented, read on the outermost parent.
        static func presentation(of controller: UIViewController, in window: UIWindow)
            -> FieldAncestry.Presentation
        {
            var top = controller
            while let parent = top.parent { top = parent }
            // Not presented: `presentationController` is not read, as reading it makes one.
            guard top.presentingViewController != nil else {
                return FieldAncestry.Presentation(nil)
            }
            let presenter = top.presentationController
            let traits = window.traitCollection
            // Asked as UIKit asks the delegate: with the traits when it answers that.
            let adaptive = presenter.flatMap { presenter in
                presenter.delegate.flatMap { delegate in
                    delegate.adaptivePresentationStyle?(for: presenter, traitCollection: traits)
                        ?? delegate.adaptivePresentationStyle?(for: presenter)
                }
            }
            return FieldAncestry.Presentation(
                FieldAncestry.PresentationReading(
                    style: FieldAncestry.ModalStyle(rawValue: top.modalPresentationStyle.rawValue),
                    controller: presenterKind(presenter),
                    isHorizontallyCompact: traits.horizontalSizeClass == .compact,
                    adaptiveStyle: adaptive.map { FieldAncestry.ModalStyle(rawValue: $0.rawValue) })
            )
        }

        /// What a presentation controller is, by its class.
        private static func presenterKind(_ presenter: UIPresentationController?)
            -> FieldAncestry.PresentationControllerKind
        {
            if presenter is UIPopoverPresentationController { return .popover }
            if presenter is UISheetPresentationController { return .sheet }
            return .other
        }

        /// Whether an explicit component that follows focus works on the view (its probe says so).
        static func isAvoidedByComponent(_ view: UIView) -> Bool {
            view.helperViewHost.subviews.contains {
                ($0 as? ContainerProbe)?.marksAvoidance == true
            }
        }

        /// A constraint as the core reads it: its items (views or guides) and attributes.
        private static func reading(_ constraint: NSLayoutConstraint)
            -> FieldAncestry.ConstraintReading
        {
            FieldAncestry.ConstraintReading(
                first: item(constraint.firstItem),
                firstAttribute: constraint.firstAttribute.rawValue,
                second: item(constraint.secondItem),
                secondAttribute: constraint.secondAttribute.rawValue)
        }

        /// What a constraint's item is. Read from the constraint, never through
        /// `keyboardLayoutGuide`, which would make one.
        private static func item(_ item: AnyObject?)
            -> FieldAncestry.ConstraintItem
        {
            if let view = item as? UIView { return .view(ObjectIdentifier(view)) }
            guard let guide = item as? UILayoutGuide else { return .other }
            let owner = guide.owningView.map(ObjectIdentifier.init)
            if guide is UIKeyboardLayoutGuide || guide is KeyboardAvoidanceGuide {
                return .keyboardGuide(owner: owner)
            }
            return .layoutGuide(owner: owner)
        }
    }
#endif
