#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    // A field's own margin and the views kept visible with it (IQKeyboardManager's per-field
    // `keyboardDistance`), set on the field and read by whichever component keeps it above the
    // keyboard — an explicit one or the one line's — with no component of its own per screen.
    //
    // Why on the view, and why in its layer: the setting belongs to the field, which every
    // component (and `AutomaticKeyboardAvoidance`, which makes components as fields begin editing)
    // meets as its target, so it must be readable from the view alone. A registry object the app
    // owns would have to be handed to every component and to the one line; a protocol would need
    // a subclass of every field class, which a search bar's or a framework's field cannot have.
    // A layer takes a value for any key (Core Animation's documented key-value coding extension of
    // `CALayer`), as `KeepViewAboveKeyboard` keeps its shift record: a stored value that goes with
    // the view, with no associated object, swizzling or shared registry.

    extension UIView {
        /// Space kept between this view and the keyboard while it is the target (the field being
        /// edited, or a component's ``KeyboardAvoidanceComponent/targetView``), in points, instead
        /// of the component's ``KeyboardAvoidanceComponent/margin``; `nil` (the default): the
        /// component's. IQKeyboardManager's per-field `keyboardDistance`.
        ///
        /// Set on a view that holds fields (a form's card, a screen's root view), it is the margin
        /// of each field inside that has none of its own: the nearest view from the target up to
        /// its window that carries one wins — the same views for every component, whichever view
        /// it works on (a margin on a screen's root view holds for the scroll view inside it).
        /// Every component reads it — ``KeepViewAboveKeyboard``,
        /// ``ScrollViewKeyboardAvoidance``, ``SafeAreaKeyboardAvoidance``, a
        /// ``KeyboardAvoidanceViewController`` and ``AutomaticKeyboardAvoidance`` — the next time
        /// it measures: set it before editing begins, or call the component's
        /// ``KeyboardAvoidanceComponent/targetDidChange()``. A value that is not a finite number
        /// ≥ 0 is refused: the margin keeps its value.
        ///
        /// It stays with the view: a reused cell keeps what was set on it and its subviews for the
        /// row it showed before — set it again, or to `nil`, in the cell's `prepareForReuse()`
        /// or where you configure it, with ``keyboardAvoidanceRevealViews``.
        ///
        /// ```swift
        /// passwordField.keyboardAvoidanceMargin = 24
        /// passwordField.keyboardAvoidanceRevealViews = [signInButton]
        /// ```
        public var keyboardAvoidanceMargin: CGFloat? {
            get { CarriedAvoidance.ownMargin(of: self) }
            set {
                if let newValue, !AvoiderConfiguration.isValidMargin(newValue) { return }
                CarriedAvoidance.setOwnMargin(newValue, of: self)
            }
        }

        /// ``keyboardAvoidanceMargin`` for Objective-C, where it is `keyboardAvoidanceMargin`: a
        /// number, `nil` for the component's.
        ///
        /// ```objc
        /// self.passwordField.keyboardAvoidanceMargin = @24;
        /// ```
        @objc(keyboardAvoidanceMargin)
        public var keyboardAvoidanceMarginNumber: NSNumber? {
            get { keyboardAvoidanceMargin.map { NSNumber(value: Double($0)) } }
            set { keyboardAvoidanceMargin = newValue.map { CGFloat($0.doubleValue) } }
        }

        /// Views kept visible with this view while it is the target — its hint, the form's
        /// submit button — beside the component's own ``KeyboardAvoidanceComponent/revealViews``,
        /// as far as they fit above the keyboard with the margin; `[]` by default. Held weakly.
        ///
        /// Set on a view that holds fields, they go with each field inside that names none of
        /// its own (the nearest view from the target up to its window that names some wins, as
        /// for ``keyboardAvoidanceMargin``). Only those inside the component's view are revealed,
        /// as its own reveal views are; every component reads them the next time it measures,
        /// the one line's too. A reused cell keeps them: reset them in `prepareForReuse()`.
        @objc public var keyboardAvoidanceRevealViews: [UIView] {
            get { CarriedAvoidance.ownRevealViews(of: self) }
            set { CarriedAvoidance.setOwnRevealViews(newValue, of: self) }
        }
    }

    /// What a view carries for the component that keeps it above the keyboard, read from it and
    /// the views around it, up to its window — one range for every component and the one line,
    /// whatever view each works on: kept on its layer under the keys below.
    @MainActor
    package enum CarriedAvoidance {
        // Without dots: a layer's `value(forKeyPath:)`, its animations and debuggers would read
        // a dotted key as a path.
        private static let marginKey = "KeyboardAvoidanceMargin"
        private static let revealViewsKey = "KeyboardAvoidanceRevealViews"

        /// The margin of `target`: its own, else that of the nearest view above it up to its
        /// window that carries one; `nil` when none does.
        package static func margin(of target: UIView) -> CGFloat? {
            nearest(from: target, ownMargin)
        }

        /// The views revealed with `target`: its own, else those of the nearest view above it
        /// up to its window that names some.
        package static func revealViews(of target: UIView) -> [UIView] {
            nearest(from: target) { view in
                let views = ownRevealViews(of: view)
                return views.isEmpty ? nil : views
            } ?? []
        }

        /// The first value `read` finds from `target` up its superviews.
        private static func nearest<Value>(from target: UIView, _ read: (UIView) -> Value?)
            -> Value?
        {
            sequence(first: target, next: \.superview).lazy.compactMap(read).first
        }

        static func ownMargin(of view: UIView) -> CGFloat? {
            // Read back only as a margin the engine takes: another writer of the key is ignored.
            guard let number = view.layer.value(forKey: marginKey) as? NSNumber else { return nil }
            let margin = CGFloat(number.doubleValue)
            return AvoiderConfiguration.isValidMargin(margin) ? margin : nil
        }

        static func setOwnMargin(_ margin: CGFloat?, of view: UIView) {
            view.layer.setValue(margin.map { NSNumber(value: Double($0)) }, forKey: marginKey)
        }

        static func ownRevealViews(of view: UIView) -> [UIView] {
            guard let views = view.layer.value(forKey: revealViewsKey) as? NSPointerArray else {
                return []
            }
            return views.allObjects.compactMap { $0 as? UIView }
        }

        static func setOwnRevealViews(_ views: [UIView], of view: UIView) {
            guard !views.isEmpty else {
                view.layer.setValue(nil, forKey: revealViewsKey)
                return
            }
            // Weakly: a card named with its own field holds the field, which would hold the card.
            let weak = NSPointerArray.weakObjects()
            for revealed in views { weak.addPointer(Unmanaged.passUnretained(revealed).toOpaque()) }
            view.layer.setValue(weak, forKey: revealViewsKey)
        }
    }
#endif
