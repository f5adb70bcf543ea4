#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
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
    /// - A tap inside a view of ``viewsKeepingKeyboardOnTap`` — a formatting bar, a
    ///   show-password image that is not a control — keeps the keyboard too, as a view marked
    ///   `keepsKeyboardOnTap()` does in SwiftUI.
    /// - Editing ends with `endEditing(false)`: a delegate whose `textFieldShouldEndEditing(_:)`
    ///   or `textViewShouldEndEditing(_:)` returns `false` (to keep an invalid entry focused)
    ///   keeps the keyboard. Set ``forcesEndEditing`` to end editing whatever the delegate says.
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

        /// Views inside the container whose taps keep the keyboard, like the controls' do: a tap
        /// anywhere inside one of them — on the view or on any view it contains — does not end
        /// editing. For a formatting bar above the keyboard's field, a show-password image with
        /// its own gesture recognizer, a colour swatch that applies to the text being edited:
        /// views that act on the field being edited, and are not `UIControl`s (which keep the
        /// keyboard by themselves). Empty by default; held weakly.
        ///
        /// The SwiftUI counterpart is `keepsKeyboardOnTap()`.
        @objc public var viewsKeepingKeyboardOnTap: [UIView] {
            get { handler.keptViews.compactMap(\.view) }
            set { handler.keptViews = newValue.map(WeakView.init) }
        }

        /// Whether a tap ends editing even where a delegate refuses; `false` by default.
        ///
        /// By default a tap calls `endEditing(false)` on the container: a delegate whose
        /// `textFieldShouldEndEditing(_:)` or `textViewShouldEndEditing(_:)` returns `false` —
        /// to keep an invalid entry focused — keeps the keyboard. Set this to `true` and the tap
        /// calls `endEditing(true)`: the field resigns whatever its delegate says (the delegate's
        /// `textFieldDidEndEditing(_:)` is still called). Either way editing ends on the main
        /// queue's next turn, once the tapped view has had its touch.
        @objc public var forcesEndEditing: Bool {
            get { handler.forcesEndEditing }
            set { handler.forcesEndEditing = newValue }
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
        @objc public convenience init(container: UIView) {
            self.init(container: container, warnsOfEarlyRelease: true)
        }

        /// Starts ending editing on taps in `container` outside text inputs.
        ///
        /// - Parameter warnsOfEarlyRelease: Whether a debug build logs a line when this object is
        ///   released within the turn it was made in (`EarlyRelease`): `false` for the SwiftUI
        ///   layer's own, which an app does not keep.
        package init(container: UIView, warnsOfEarlyRelease: Bool) {
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
            if warnsOfEarlyRelease { EarlyRelease.watch(self) }
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
        /// See ``TapToDismissKeyboard/viewsKeepingKeyboardOnTap``.
        var keptViews: [WeakView] = []
        /// See ``TapToDismissKeyboard/forcesEndEditing``.
        var forcesEndEditing = false

        init(container: UIView) {
            self.container = container
        }

        @objc func tapped(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            // On the next turn: the recognizer fires before the tapped view has had its touch,
            // and ending editing now would start the keyboard hiding (and the content moving
            // back) under the finger. Not forced unless the owner says so: a delegate that refuses
            // to end editing keeps the keyboard.
            let forces = forcesEndEditing
            DispatchQueue.main.async { [weak container] in
                _ = container?.endEditing(forces)
            }
        }

        /// Not a touch in a text input, or in a view inside one (a text field's clear button),
        /// nor in a kept view: the core's `TapToDismissRegion` decides from the views the touch
        /// landed in, up to the container. And one the owner accepts, when it limits where a tap
        /// counts.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            let kept = Set(keptViews.compactMap(\.view).map(ObjectIdentifier.init))
            var touched: [TapToDismissRegion.TouchedView] = []
            var view = touch.view
            while let current = view, current !== container {
                if let textInput = Self.textInput, current.conforms(to: textInput) {
                    touched.append(.textInput)
                } else {
                    touched.append(
                        kept.contains(ObjectIdentifier(current)) ? .keepsKeyboard : .other)
                }
                view = current.superview
            }
            guard TapToDismissRegion.mayEndEditing(touching: touched) else { return false }
            return acceptsTouch?(touch) ?? true
        }

        /// `UITextInput`, looked up by name: a cast to the protocol (`is any UITextInput`) makes
        /// the compiler write the protocol's whole Objective-C description, and those of the
        /// protocols it adopts — about 6 KB — into the app.
        private static let textInput = NSProtocolFromString("UITextInput")

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
