#if canImport(UIKit) && os(iOS)
    import UIKit

    /// Ends editing when the user taps the container outside a text input: the keyboard goes
    /// away.
    ///
    /// A tap gesture recognizer on the container that does not cancel touches
    /// (`cancelsTouchesInView = false`): a tap on a button, a switch or a table cell still does
    /// what it does, and ends editing too. It recognizes alongside the container's other gesture
    /// recognizers, ignores taps inside text inputs (tapping another field moves there, as
    /// usual), and does nothing while no text input inside the container is being edited. The
    /// recognizer is removed when this object goes away or ``invalidate()`` is called.
    ///
    /// ```swift
    /// tapToDismiss = TapToDismissKeyboard(container: view)
    /// ```
    ///
    /// From Objective-C:
    ///
    /// ```objc
    /// _tapToDismiss = [[TapToDismissKeyboard alloc] initWithContainer:self.view];
    /// ```
    @objc(TapToDismissKeyboard)
    @MainActor
    public final class TapToDismissKeyboard: NSObject {
        /// The view whose taps end editing.
        @objc public private(set) weak var container: UIView?

        /// The tap gesture recognizer on the container: for `require(toFail:)` and the like.
        /// Keep its delegate and `cancelsTouchesInView` as they are.
        @objc public let gestureRecognizer: UITapGestureRecognizer

        /// Whether a tap ends editing; `true` by default.
        @objc public var isEnabled: Bool {
            get { gestureRecognizer.isEnabled }
            set { gestureRecognizer.isEnabled = newValue }
        }

        /// The recognizer's target and delegate, kept out of this type's public API.
        private let handler: TapHandler

        /// Starts ending editing on taps in `container` outside text inputs.
        @objc public init(container: UIView) {
            let handler = TapHandler(container: container)
            self.container = container
            self.handler = handler
            gestureRecognizer = UITapGestureRecognizer(
                target: handler, action: #selector(TapHandler.tapped(_:)))
            super.init()
            gestureRecognizer.cancelsTouchesInView = false
            // The views under the tap get their touches as they end, not once the tap fails.
            gestureRecognizer.delaysTouchesEnded = false
            gestureRecognizer.delegate = handler
            container.addGestureRecognizer(gestureRecognizer)
        }

        deinit {
            // Released on the main thread, as UIKit objects are.
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated {
                gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
            }
        }

        /// Removes the gesture recognizer from the container at once. Done by itself when this
        /// object goes away.
        @objc public func invalidate() {
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        }
    }

    /// Decides which touches the recognizer sees, and ends editing on a tap.
    @MainActor
    private final class TapHandler: NSObject, UIGestureRecognizerDelegate {
        private weak var container: UIView?

        init(container: UIView) {
            self.container = container
        }

        @objc func tapped(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            container?.endEditing(true)
        }

        /// Not a touch in a text input, or in a view inside one (a text field's clear button).
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            var view = touch.view
            while let current = view, current !== container {
                if current is any UITextInput { return false }
                view = current.superview
            }
            return true
        }

        /// Only while a view inside the container is editing: otherwise the recognizer never
        /// competes with anything.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let container else { return false }
            return Self.containsFirstResponder(container)
        }

        /// Alongside the container's own recognizers, and those of the views under the tap.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            true
        }

        private static func containsFirstResponder(_ view: UIView) -> Bool {
            view.isFirstResponder || view.subviews.contains(where: containsFirstResponder)
        }
    }
#endif
