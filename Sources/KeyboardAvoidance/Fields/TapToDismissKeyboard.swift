#if canImport(UIKit) && os(iOS)
    import UIKit

    /// Ends editing when the user taps the container outside a text input: the keyboard goes
    /// away.
    ///
    /// A tap gesture recognizer on the container that does not cancel touches
    /// (`cancelsTouchesInView = false`). It recognizes alongside the container's other gesture
    /// recognizers, ignores taps inside text inputs (tapping another field moves there, as
    /// usual), and does nothing while no text input inside the container is being edited. The
    /// recognizer is removed when this object goes away or ``invalidate()`` is called.
    ///
    /// What a tap ends, and what it does not:
    ///
    /// - A tap on a table or collection view cell, or on any view that is not one of the controls
    ///   below, does what it does and ends editing too. The tapped view acts first — a cell is
    ///   selected, a view's own gesture recognizer fires — and editing ends on the next turn of
    ///   the main queue, so that the keyboard does not start hiding, and the content moving back,
    ///   under the finger before then.
    /// - A tap on a `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` or `UIPageControl`
    ///   goes to the control alone, and the keyboard stays: UIKit gives a control's own single
    ///   tap priority over a tap recognizer on a view that contains it (Apple's "Attaching
    ///   gesture recognizers to UIKit controls"). End editing in the control's action if it
    ///   should — a submit button calls the navigator's `done()`, for one.
    /// - Editing ends with `endEditing(false)`: a delegate whose `textFieldShouldEndEditing(_:)`
    ///   or `textViewShouldEndEditing(_:)` returns `false` (to keep an invalid entry focused)
    ///   keeps the keyboard.
    ///
    /// ```swift
    /// tapToDismiss = TapToDismissKeyboard(container: view)
    /// ```
    ///
    /// From Objective-C, where its name is `KBATapToDismissKeyboard` (prefixed, so that it
    /// cannot clash with a class of the app's):
    ///
    /// ```objc
    /// _tapToDismiss = [[KBATapToDismissKeyboard alloc] initWithContainer:self.view];
    /// ```
    @objc(KBATapToDismissKeyboard)
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

        /// Whether a touch may end editing, on top of the rules above: `nil` (the default) for
        /// every touch. The SwiftUI layer's `dismissesKeyboardOnTapOutside()` puts the recognizer
        /// on the screen's root view and limits it to the modified view with this; a touch it
        /// refuses is never seen by the recognizer.
        package var acceptsTouch: (@MainActor (UITouch) -> Bool)? {
            get { handler.acceptsTouch }
            set { handler.acceptsTouch = newValue }
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
            let recognizer = gestureRecognizer
            MainActorHop.run { Self.remove(recognizer) }
        }

        /// Removes the gesture recognizer from the container at once. Done by itself when this
        /// object goes away — on the main queue's next turn if the last reference to it is
        /// released on another thread.
        @objc public func invalidate() {
            Self.remove(gestureRecognizer)
        }

        private static func remove(_ recognizer: UIGestureRecognizer) {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
    }

    /// Decides which touches the recognizer sees, and ends editing on a tap.
    @MainActor
    private final class TapHandler: NSObject, UIGestureRecognizerDelegate {
        private weak var container: UIView?
        /// See ``TapToDismissKeyboard/acceptsTouch``.
        var acceptsTouch: (@MainActor (UITouch) -> Bool)?

        init(container: UIView) {
            self.container = container
        }

        @objc func tapped(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            // On the next turn: the recognizer fires before the tapped view has had its touch,
            // and ending editing now would start the keyboard hiding (and the content moving
            // back) under the finger. Not forced: a delegate that refuses to end editing keeps
            // the keyboard.
            DispatchQueue.main.async { [weak container] in
                container?.endEditing(false)
            }
        }

        /// Not a touch in a text input, or in a view inside one (a text field's clear button);
        /// and one the owner accepts, when it limits where a tap counts.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            var view = touch.view
            while let current = view, current !== container {
                if current is any UITextInput { return false }
                view = current.superview
            }
            return acceptsTouch?(touch) ?? true
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
