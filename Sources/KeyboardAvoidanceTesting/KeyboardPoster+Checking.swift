#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceCore
    import UIKit

    extension KeyboardPoster {
        /// The keyboard's frame in `view`'s coordinates as it shows now (spec §1, with every
        /// transform); `nil` when no keyboard is on screen.
        ///
        /// - Throws: ``KeyboardTestingError`` when the view is not in the poster's window.
        public func keyboardFrame(in view: UIView) throws -> CGRect? {
            let window = try window(of: view)
            window.layoutIfNeeded()
            guard
                let inWindow = KeyboardClearance.keyboard(
                    keyboardFrame, screen: screen.bounds, window: frameOnScreen(of: window))
            else { return nil }
            return view.convert(inWindow, from: window)
        }

        /// The distance in points from `view`'s bottom, as it shows now, up to the keyboard's top:
        /// negative when the keyboard covers it; `nil` when no keyboard lies across the view's
        /// width or the view's frame is not finite.
        ///
        /// ```swift
        /// try await keyboard.post(.show(scenario))
        /// let gap = try #require(try keyboard.keyboardGap(below: screen.signInButton))
        /// #expect(gap >= 12)
        /// ```
        ///
        /// - Throws: ``KeyboardTestingError`` when the view is not in the poster's window.
        public func keyboardGap(below view: UIView) throws -> CGFloat? {
            try clearance(of: view).gap
        }

        /// How `view` stands against the keyboard now, the window laid out first.
        package func clearance(of view: UIView) throws -> KeyboardClearance {
            let window = try window(of: view)
            // Where the views show after the layout pass the last action asked for.
            window.layoutIfNeeded()
            return KeyboardClearance(
                keyboardFrame: keyboardFrame, screen: screen.bounds,
                window: frameOnScreen(of: window), rect: view.convert(view.bounds, to: window),
                visibleBounds: visibleBounds(of: view, in: window))
        }

        /// Whether `view` is clear of the keyboard by `margin` points (`KeyboardClearance`'s
        /// `isClear(margin:)`): no keyboard, one beside or above it, or one `margin` below it.
        public func isClear(_ view: UIView, margin: CGFloat = 0) throws -> Bool {
            try clearance(of: view).isClear(margin: margin)
        }

        /// Whether `view` shows whole, inside its window and every clipping ancestor, and clear of
        /// the keyboard by `margin` (``isClear(_:margin:)``).
        public func isVisible(_ view: UIView, margin: CGFloat = 0) throws -> Bool {
            try clearance(of: view).isVisible(margin: margin)
        }

        /// Throws unless a view is clear of the keyboard by `margin`.
        ///
        /// - Throws: ``KeyboardTestingError/notClearOfKeyboard(view:gap:covered:margin:)``, or why
        ///   the view could not be measured.
        public func requireClear(_ view: UIView, margin: CGFloat = 0) throws {
            let clearance = try clearance(of: view)
            guard clearance.isClear(margin: margin) else {
                throw failure(view, clearance, margin: margin)
            }
        }

        /// Throws unless a view shows whole and clear of the keyboard by `margin`.
        public func requireVisible(_ view: UIView, margin: CGFloat = 0) throws {
            let clearance = try clearance(of: view)
            guard clearance.isVisible(margin: margin) else {
                throw failure(view, clearance, margin: margin)
            }
        }

        /// The text field or text view that is really first responder in the window (a field
        /// announced with `beginEditing(_:)` is not: check it with ``requireVisible(_:margin:)``).
        ///
        /// - Throws: ``KeyboardTestingError/noFirstResponder`` when there is none.
        public func firstResponder() throws -> UIView {
            guard let field = ViewMeasurement.textInputBeingEdited(in: window) else {
                throw KeyboardTestingError.noFirstResponder
            }
            return field
        }

        /// Whether the first responder shows whole and clear of the keyboard by `margin`.
        ///
        /// - Throws: ``KeyboardTestingError/noFirstResponder`` when there is none (as after
        ///   `beginEditing(_:)`: check that field with ``isVisible(_:margin:)``).
        public func isFirstResponderVisible(margin: CGFloat = 0) throws -> Bool {
            try isVisible(firstResponder(), margin: margin)
        }

        // MARK: Measuring

        private func window(of view: UIView) throws -> UIWindow {
            guard let window = view as? UIWindow ?? view.window else {
                throw KeyboardTestingError.notInAWindow(view: Self.describe(view))
            }
            guard window === self.window else {
                throw KeyboardTestingError.notInThePostersWindow(view: Self.describe(view))
            }
            return window
        }

        private func frameOnScreen(of window: UIWindow) -> CGRect {
            window.convert(window.bounds, to: screen.coordinateSpace)
        }

        /// The window's bounds, cut by every ancestor of the view that clips its subviews.
        private func visibleBounds(of view: UIView, in window: UIWindow) -> CGRect {
            var bounds = window.bounds
            var ancestor = view.superview
            while let current = ancestor, current !== window {
                if current.clipsToBounds {
                    bounds = bounds.intersection(current.convert(current.bounds, to: window))
                }
                ancestor = current.superview
            }
            return bounds.isNull ? .zero : bounds
        }

        private func failure(_ view: UIView, _ clearance: KeyboardClearance, margin: CGFloat)
            -> KeyboardTestingError
        {
            .notClearOfKeyboard(
                view: Self.describe(view), gap: clearance.gap, covered: clearance.coveredHeight,
                margin: margin)
        }

        private static func describe(_ view: UIView) -> String {
            let type = String(describing: Swift.type(of: view))
            guard let identifier = view.accessibilityIdentifier, !identifier.isEmpty else {
                return type
            }
            return "\(type) \"\(identifier)\""
        }
    }
#endif
