#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Reads the numbers the engine plans with off views. It measures; it decides nothing.
    @MainActor
    package enum ViewMeasurement {
        /// The screen a keyboard notification is about: its `object` (iOS 16.1), else the view's
        /// window scene's or window's. Never `UIScreen.main` (wrong on an external display, absent
        /// in an extension).
        package static func screen(for view: UIView, announced screen: UIScreen?) -> UIScreen? {
            let announced = AnnouncedScreen<UIScreen>(object: screen)
            guard let window = view.window else { return announced.screen }
            return announced.screen(orOwn: window.windowScene?.screen ?? window.screen)
        }

        /// Whether a notification that names `screen` is about another screen than the view's (an
        /// external display). One that names none is the view's (`AnnouncedScreen`).
        package static func isAboutAnotherScreen(_ screen: UIScreen?, view: UIView) -> Bool {
            AnnouncedScreen<UIScreen>(object: screen)
                .isAboutAnotherScreen(than: view.window?.windowScene?.screen)
        }

        /// A container's geometry at rest (spec §1), without transforms; `nil` outside a window.
        package static func layout(of container: UIView, screen: UIScreen, safeArea: Insets)
            -> AvoidanceLayout?
        {
            guard let window = container.window else { return nil }
            let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
            return AvoidanceLayout(
                screen: screen.bounds, window: windowFrame,
                container: restFrame(of: container, in: window), safeArea: safeArea)
        }

        /// A view's frame in `window`'s coordinates, through the screen's (an input accessory
        /// lives in the keyboard's window); `nil` in no window.
        package static func frame(of view: UIView, in window: UIWindow) -> CGRect? {
            guard let own = view.window else { return nil }
            guard own !== window, let screen = window.windowScene?.screen else {
                return view.convert(view.bounds, to: window)
            }
            let onScreen = view.convert(view.bounds, to: screen.coordinateSpace)
            return window.convert(onScreen, from: screen.coordinateSpace)
        }

        /// The view's frame in its superview as if it had no transform: the library's own shift is
        /// a transform, and the engine plans from the geometry at rest.
        package static func restFrameInSuperview(of view: UIView) -> CGRect {
            let size = view.bounds.size
            let anchor = view.layer.anchorPoint
            return CGRect(
                origin: CGPoint(
                    x: view.center.x - size.width * anchor.x,
                    y: view.center.y - size.height * anchor.y), size: size)
        }

        /// The view's frame in the window as if it had no transform.
        package static func restFrame(of view: UIView, in window: UIWindow) -> CGRect {
            guard view !== window, let superview = view.superview else { return window.bounds }
            return superview.convert(restFrameInSuperview(of: view), to: window)
        }

        /// A view's bounds in a container's visible coordinates: for a container that scrolls, not
        /// in its content coordinates.
        package static func visibleRect(of view: UIView, in container: UIView) -> CGRect {
            TargetGeometry.visibleRect(
                view.convert(view.bounds, to: container), boundsOrigin: container.bounds.origin)
        }

        /// A view's bounds in a scroll view's content coordinates.
        package static func contentRect(of view: UIView, in scrollView: UIScrollView) -> CGRect {
            view.convert(view.bounds, to: scrollView)
        }

        /// A text view's caret in a container's coordinates, kept to the part of the text view
        /// that shows.
        package static func caretRect(in textView: UITextView, in container: UIView) -> CGRect? {
            guard let position = textView.selectedTextRange?.end else { return nil }
            let caret = textView.caretRect(for: position)
            guard caret.origin.x.isFinite, caret.origin.y.isFinite, !caret.isNull else {
                return nil
            }
            guard textView !== container else { return caret }
            let visible = TargetGeometry.caret(caret, clampedTo: textView.bounds)
            return textView.convert(visible, to: container)
        }

        /// What a view's keyboard layout guide says of a keyboard already up; `nil` outside a
        /// window. Makes a guide if none: read it on the library's views or where
        /// ``hasKeyboardLayoutGuide(_:)``.
        package static func keyboardGuideReading(of view: UIView, screen: UIScreen)
            -> KeyboardGuideReading?
        {
            guard let window = view.window else { return nil }
            let space = screen.coordinateSpace
            return KeyboardGuideReading(
                guideFrame: view.convert(view.keyboardLayoutGuide.layoutFrame, to: space),
                safeAreaFrame: view.convert(view.safeAreaLayoutGuide.layoutFrame, to: space),
                windowBottom: window.convert(window.bounds, to: space).maxY,
                screen: screen.bounds)
        }

        /// Whether the view has a keyboard layout guide already, found among its layout guides:
        /// `keyboardLayoutGuide` would make one.
        package static func hasKeyboardLayoutGuide(_ view: UIView) -> Bool {
            view.layoutGuides.contains { $0 is UIKeyboardLayoutGuide }
        }

        /// The nearest ancestor (or the view) a view controller owns: views sharing it are on one
        /// screen.
        package static func controllerRoot(of view: UIView) -> UIView? {
            sequence(first: view, next: \.superview).first { $0.next is UIViewController }
        }

        /// The view controller a view belongs to: the first one on its responder chain.
        package static func controller(of view: UIView) -> UIViewController? {
            sequence(first: view as UIResponder, next: \.next).lazy.compactMap {
                $0 as? UIViewController
            }.first
        }

        /// Whether a view revealed with the target shows inside `container`: in it, and neither
        /// it nor a view containing it hidden or transparent (the core's `FieldAvailability`).
        package static func isShown(_ view: UIView, inside container: UIView) -> Bool {
            view.isDescendant(of: container) && !FieldDiscovery.availability(of: view).isHidden
        }

        /// How many views contain `view`: its depth in its window's tree of views.
        package static func depth(of view: UIView) -> Int {
            var depth = 0
            var ancestor = view.superview
            while let current = ancestor {
                depth += 1
                ancestor = current.superview
            }
            return depth
        }

        /// A view and its descendants, breadth first, at most `limit` of them.
        package static func descendants(of root: UIView, limit: Int = 10_000) -> [UIView] {
            var views = [root]
            var next = 0
            while next < views.count, views.count < limit {
                views.append(contentsOf: views[next].subviews.prefix(limit - views.count))
                next += 1
            }
            return views
        }

        /// The text field or text view that is first responder among a view's descendants (the
        /// view included), if any.
        package static func textInputBeingEdited(in root: UIView) -> UIView? {
            descendants(of: root).first {
                $0.isFirstResponder && ($0 is UITextField || $0 is UITextView)
            }
        }
    }
#endif
