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
        /// Space kept between this view and the keyboard while it is the target, in points,
        /// instead of the component's ``KeyboardAvoidanceComponent/margin``; `nil` by default.
        /// On a view that holds fields it is the margin of each field inside (the nearest wins).
        ///
        /// Every component reads it when it next measures: set it before editing begins, or call
        /// ``KeyboardAvoidanceComponent/targetDidChange()``. A reused cell keeps it: reset it in
        /// `prepareForReuse()`. A value not finite and ≥ 0 is refused.
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

        /// Views kept visible with this view while it is the target (its hint, the submit
        /// button), beside the component's ``KeyboardAvoidanceComponent/revealViews``; `[]` by
        /// default, held weakly. Inherited and reset as ``keyboardAvoidanceMargin`` is.
        @objc public var keyboardAvoidanceRevealViews: [UIView] {
            get { CarriedAvoidance.ownRevealViews(of: self) }
            set { CarriedAvoidance.setOwnRevealViews(newValue, of: self) }
        }
    }

    /// What a view carries for the component (margin, reveal views), found from it up to its
    /// window; kept on its layer under the keys below.
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
