#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    // Moving between the fields: from code, from a forwarded return key, and the measuring every
    // move starts with.
    extension FieldNavigator {
        /// Moves to the field after the one being edited.
        ///
        /// - Returns: Whether a field became first responder: `false` at the last field (unless
        ///   the order ``wraps``), when no field of the navigator is being edited, or when the
        ///   next field or its delegate refused.
        @discardableResult
        @objc public func focusNext() -> Bool {
            guard let fields = measure(), let focused = fields.focused else { return false }
            return focus(fields.order.next(after: focused.id), in: fields)
        }

        /// Moves to the field before the one being edited.
        ///
        /// - Returns: Whether a field became first responder.
        @discardableResult
        @objc public func focusPrevious() -> Bool {
            guard let fields = measure(), let focused = fields.focused else { return false }
            return focus(fields.order.previous(before: focused.id), in: fields)
        }

        /// Ends editing: the field being edited resigns first responder, if its delegate agrees.
        ///
        /// - Returns: Whether no field inside the container is being edited any more.
        @discardableResult
        @objc public func done() -> Bool {
            if let focused = measure()?.focused {
                return focused.view.resignFirstResponder()
            }
            return container?.endEditing(false) ?? true
        }

        /// Does what the return key of `textField` should do (moves on, or ends editing on the
        /// last), for a delegate that answers the return key itself. Return its result:
        ///
        /// ```swift
        /// func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        ///     guard isValid(textField) else { return false }
        ///     return navigator.textFieldShouldReturn(textField)
        /// }
        /// ```
        ///
        /// The return key type stays yours to set. It does nothing once the field is no longer
        /// first responder.
        ///
        /// - Returns: `false` when the navigator dealt with the key (the keyboard stays even if
        ///   the next field refuses focus); `true` for a field it does not move through.
        @objc public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let fields = measure(), let id = fields.id(of: textField) else { return true }
            let response = fields.order.response(
                to: press(of: textField, id: id, source: .forwardedByApp))
            perform(response.action, from: textField, in: fields)
            return response.textFieldShouldReturn
        }

        // MARK: - Measuring

        /// The navigator's text inputs now: their views, the order the core makes of them, and
        /// the one being edited.
        func measure() -> MeasuredFields? {
            guard let container else { return nil }
            let views: [UIView]
            if let explicitViews {
                views = explicitViews.compactMap(\.view)
            } else {
                let found = FieldDiscovery.textInputs(in: container)
                views = admits.map { found.filter($0) } ?? found
            }
            let fields = views.enumerated().map { index, view in
                FieldDiscovery.field(id: index, view: view, in: container)
            }
            let direction: ReadingDirection =
                container.effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? .rightToLeft : .leftToRight
            let order = FieldOrder(
                fields, explicitOrder: explicitViews == nil ? nil : Array(views.indices),
                direction: direction, wraps: wraps)
            return MeasuredFields(views: views, order: order, direction: direction)
        }

        /// Makes the field `id` first responder.
        func focus(_ id: Int?, in fields: MeasuredFields) -> Bool {
            // One attempt: the field after a refusing one is not tried, as refusing is how a
            // delegate validates (`textFieldShouldEndEditing(_:)`) or opens a picker instead.
            guard let id else { return false }
            let view = fields.views[id]
            guard view.becomeFirstResponder() else { return false }
            // VoiceOver's cursor would stay on the toolbar button or the field left behind:
            // it is moved to the field the user now types in.
            UIAccessibility.post(notification: .layoutChanged, argument: view)
            return true
        }

        /// A tap on the return key of `textField`, as the core takes it.
        func press(
            of textField: UITextField, id: Int, source: ReturnKeyPress<Int>.Source
        ) -> ReturnKeyPress<Int> {
            ReturnKeyPress(
                field: id, source: source, fieldIsFirstResponder: textField.isFirstResponder,
                hooks: attachments.returnKeyHooks(of: textField),
                returnKeyAdvances: returnKeyAdvances)
        }

        func perform(
            _ action: ReturnKeyResponse<Int>.Action, from field: UIView, in fields: MeasuredFields
        ) {
            switch action {
            case .focus(let following): _ = focus(following, in: fields)
            case .endEditing: _ = field.resignFirstResponder()
            case .nothing: break
            }
        }
    }
#endif
