#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Ends editing when the user taps the container outside a text input: the keyboard goes
    /// away.
    ///
    /// A tap recognizer on the container that cancels no touches: the tapped view acts first and
    /// editing ends on the next turn. Taps on text inputs, UIKit's buttons and switches and
    /// ``viewsKeepingKeyboardOnTap`` keep the keyboard (the article "Moving between fields",
    /// "Tapping outside"). Keep a strong reference (main actor): the recognizer is removed when
    /// this object goes or on ``invalidate()``.
    ///
    /// ```swift
    /// tapToDismiss = TapToDismissKeyboard(container: view)
    /// ```
    ///
    /// In Objective-C it is `KBATapToDismissKeyboard`.
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

        /// Views (not controls) whose taps, anywhere inside them, keep the keyboard: a formatting
        /// bar, a show-password image. Empty by default; held weakly.
        @objc public var viewsKeepingKeyboardOnTap: [UIView] {
            get { handler.keptViews.compactMap(\.view) }
            set { handler.keptViews = newValue.map(WeakView.init) }
        }

        /// Whether a tap calls `endEditing(true)`, ending editing even where a delegate's
        /// `textFieldShouldEndEditing(_:)` refuses; `false` by default (`endEditing(false)`).
        @objc public var forcesEndEditing: Bool {
            get { handler.forcesEndEditing }
            set { handler.forcesEndEditing = newValue }
        }

        /// Whether a touch may end editing (the SwiftUI layer limits the region with it); `nil`
        /// for every touch.
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

        /// Removes the gesture recognizer at once. Done by itself when this object goes away (on
        /// the main queue's next turn if released on another thread).
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

        /// Not a touch in a text input (or its clear button) nor a kept view, as the core's
        /// `TapToDismissRegion` decides, and one the owner accepts.
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

        /// `UITextInput` by name: a cast to the protocol would add its ObjC metadata (~6 KB).
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
