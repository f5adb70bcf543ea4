#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Moves between the text inputs of a form: previous and next in reading order, a toolbar on
    /// the keyboard, and a return key that reads Next and moves on, then Done.
    ///
    /// The navigator finds the text fields and text views inside its container, or takes your
    /// own list in ``explicitOrder`` (where any view that can become first responder may be
    /// given: a `UITextInput` of your own). On every question it measures them again (fields move
    /// with layout) and hands their frames and flags to the core's `FieldOrder`, which decides
    /// the order: rows top to bottom, columns in the reading direction, hidden and disabled
    /// fields skipped.
    ///
    /// Unless you turn them off, it gives each text field and text view a ``KeyboardToolbar`` as
    /// its `inputAccessoryView` (``installsToolbar``, ``fieldsWithoutToolbar``), and each text
    /// field a return key that moves on (``returnKeyAdvances``) — never where you set your own
    /// accessory view or return key type, or answer the return key yourself, and taken away again
    /// when the navigator goes away or ``invalidate()`` is called.
    ///
    /// ```swift
    /// navigator = FieldNavigator(container: view)
    /// navigator.wraps = true
    /// ```
    ///
    /// From Objective-C, where its name is `KBAFieldNavigator` (prefixed, so that it cannot
    /// clash with a class of the app's):
    ///
    /// ```objc
    /// _navigator = [[KBAFieldNavigator alloc] initWithContainer:self.view];
    /// ```
    ///
    /// The navigator neither takes over nor needs a text field's delegate: it observes the return
    /// key with `UIControl.Event.editingDidEndOnExit`, and only on fields whose return key the
    /// app does not answer itself (see ``returnKeyAdvances`` and ``textFieldShouldReturn(_:)``).
    @objc(KBAFieldNavigator)
    @MainActor
    public final class FieldNavigator: NSObject {
        /// The view whose text inputs the navigator moves between, and the coordinate space it
        /// measures them in.
        @objc public private(set) weak var container: UIView?

        /// Your own fields, in your order, instead of those found in ``container``: the
        /// navigator moves through them in this order, still skipping those that are hidden or
        /// disabled. `nil` (the default): every text field and text view inside the container,
        /// in reading order. Held weakly.
        ///
        /// Only text fields and text views are found by themselves; any other view that can
        /// become first responder (a text input of your own) is moved to only when you list it
        /// here. It gets neither toolbar nor return key: give it an accessory view of your own.
        @objc public var explicitOrder: [UIView]? {
            get { explicitViews?.compactMap(\.view) }
            set {
                explicitViews = newValue?.map(WeakView.init)
                update(reloadingFocused: true)
            }
        }

        /// Whether next after the last field is the first, and previous before the first the
        /// last; `false` by default. The return key of the last field ends editing either way.
        @objc public var wraps = false {
            didSet { update(reloadingFocused: true) }
        }

        /// Whether the navigator gives text fields and text views a ``KeyboardToolbar`` as their
        /// `inputAccessoryView`; `true` by default. A field whose accessory view you set keeps
        /// yours. Set it to `false` to use only the navigation — ``focusNext()``,
        /// ``focusPrevious()``, ``done()`` and the return key — from your own accessory view or
        /// keyboard shortcuts; the navigator's toolbars are taken away at once.
        @objc public var installsToolbar = true {
            didSet { update(reloadingFocused: true) }
        }

        /// Text fields and text views that get no toolbar, though the navigator still moves
        /// through them and gives them its return key: a field whose keyboard should stay bare
        /// (a one-time code, a search field), or one whose accessory view you set later. Empty by
        /// default; held weakly. A field you add here loses the navigator's toolbar at once.
        @objc public var fieldsWithoutToolbar: [UIView] {
            get { withoutToolbarViews.compactMap(\.view) }
            set {
                withoutToolbarViews = newValue.map(WeakView.init)
                update(reloadingFocused: true)
            }
        }

        /// Whether the return key of a text field moves to the next field, and ends editing on
        /// the last one; `true` by default.
        ///
        /// The navigator sets the return key type to `.next` or `.done` from the field's place
        /// in the order, and adds a target for `UIControl.Event.editingDidEndOnExit` — only on
        /// text fields whose return key you leave alone:
        ///
        /// - whose `returnKeyType` you left at `.default`;
        /// - whose delegate does not implement `textFieldShouldReturn(_:)`;
        /// - that have no target of yours for `.editingDidEndOnExit`, and no target or
        ///   `UIAction` of yours for `.primaryActionTriggered` (as `UITextField(frame:primaryAction:)`
        ///   gives).
        ///
        /// Where you answer the return key yourself, the navigator stays out of the way (it
        /// would otherwise act after you, and move a second time): forward the key with
        /// ``textFieldShouldReturn(_:)`` where you want the navigator to move on. The return
        /// key acts only while its field is still first responder, so a tap your own code has
        /// already dealt with is not taken twice. Set this to `false` and the navigator puts the
        /// return key types back and removes its target.
        ///
        /// When the next field refuses to become first responder (its delegate's
        /// `textFieldShouldBeginEditing(_:)` returns `false`, to open a picker instead, say), the
        /// keyboard goes away: UIKit ends editing after `editingDidEndOnExit` unless another
        /// field became first responder. Where the keyboard must stay, answer the return key in
        /// your delegate and forward it: it then returns `false`, and UIKit ends nothing.
        @objc public var returnKeyAdvances = true {
            didSet { update(reloadingFocused: true) }
        }

        /// What VoiceOver says for the toolbar's previous button: "Previous field" by default,
        /// in English whatever the app's language (the library has no translations of its own).
        /// Set it in your app's language.
        @objc public var previousFieldLabel = "Previous field" {
            didSet { update(reloadingFocused: false) }
        }

        /// What VoiceOver says for the toolbar's next button: "Next field" by default, in English
        /// whatever the app's language. Set it in your app's language.
        @objc public var nextFieldLabel = "Next field" {
            didSet { update(reloadingFocused: false) }
        }

        /// The fields the navigator moves through now, in order: measured on each call.
        @objc public var orderedFields: [UIView] {
            guard let fields = measure() else { return [] }
            return fields.order.ids.map { fields.views[$0] }
        }

        /// The field being edited, when it is one of the navigator's text inputs (in the order
        /// or not: a hidden field can still be first responder).
        @objc public var focusedField: UIView? {
            measure()?.focused.map { $0.view }
        }

        /// Whether ``focusNext()`` can move on from the field being edited: the state for a next
        /// button of your own.
        @objc public var canFocusNext: Bool {
            guard let fields = measure(), let focused = fields.focused else { return false }
            return fields.order.hasNext(after: focused.id)
        }

        /// Whether ``focusPrevious()`` can move back from the field being edited.
        @objc public var canFocusPrevious: Bool {
            guard let fields = measure(), let focused = fields.focused else { return false }
            return fields.order.hasPrevious(before: focused.id)
        }

        var explicitViews: [WeakView]?
        var withoutToolbarViews: [WeakView] = []
        let notificationCenter: NotificationCenter
        let attachments = FieldAttachments()
        /// Reports the container's first layout and its resizes, so that the return keys read
        /// right before a field is first focused rather than being reloaded as it is.
        var probe: ContainerProbe?
        var isInvalidated = false
        var isUpdating = false
        /// The input the user has typed in since it last began editing: its input views are not
        /// reloaded by a layout pass any more, as reloading resets the keyboard.
        weak var typedField: UIView?

        /// Starts navigating between the text inputs inside `container`.
        @objc public convenience init(container: UIView) {
            self.init(container: container, notificationCenter: .default)
        }

        /// Starts navigating between the text inputs inside `container`, learning that editing
        /// began from `notificationCenter`.
        public init(container: UIView, notificationCenter: NotificationCenter) {
            self.container = container
            self.notificationCenter = notificationCenter
            super.init()
            attachments.onReturn = { [weak self] field in self?.returnKeyPressed(in: field) }
            let observed: [(Notification.Name, Selector)] = [
                (UITextField.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
                (UITextView.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
                (UITextField.textDidChangeNotification, #selector(textDidChange(_:))),
                (UITextView.textDidChangeNotification, #selector(textDidChange(_:))),
            ]
            for (name, selector) in observed {
                // Selector-based observation is removed with the observer: nothing to clean up.
                notificationCenter.addObserver(self, selector: selector, name: name, object: nil)
            }
            let probe = ContainerProbe(in: container)
            probe.onWindowChange = { [weak self] in self?.update(reloadingFocused: false) }
            probe.onLayout = { [weak self] in self?.update(reloadingFocused: false) }
            self.probe = probe
            update(reloadingFocused: true)
        }

        deinit {
            // The fields get back their accessory views and return keys through what
            // `attachments` holds, and the hidden tracking view goes: neither needs `self`.
            let attachments = attachments
            let probe = probe
            MainActorHop.run { Self.cleanUp(attachments, probe) }
        }

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

        /// Does what the return key of `textField` should do — moves to the next field, or ends
        /// editing on the last — for an app whose `UITextFieldDelegate` answers the return key
        /// itself. Return what it returns from your delegate's method:
        ///
        /// ```swift
        /// func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        ///     guard isValid(textField) else { return false }
        ///     return navigator.textFieldShouldReturn(textField)
        /// }
        /// ```
        ///
        /// A delegate that implements `textFieldShouldReturn(_:)` keeps the return key to itself
        /// (see ``returnKeyAdvances``): this call is how it lets the navigator act. The return key
        /// type stays yours to set (`.next`, and `.done` on the last field, if you like). It
        /// works whatever ``returnKeyAdvances`` is, and does nothing when the field is no longer
        /// first responder (your method already moved focus).
        ///
        /// - Returns: `false` when the navigator dealt with the return key (so that UIKit does
        ///   nothing more, and the keyboard stays even if the next field refuses focus); `true`
        ///   for a field it does not move through, so that UIKit does what it does by default.
        @objc public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let fields = measure(), let id = fields.id(of: textField) else { return true }
            let response = fields.order.response(
                to: press(of: textField, id: id, source: .forwardedByApp))
            perform(response.action, from: textField, in: fields)
            return response.textFieldShouldReturn
        }

        /// Finds the text inputs again and gives new ones their toolbar and return key: after
        /// you add, remove, show or hide fields, or change a field's delegate or return key
        /// actions. The navigator does it by itself when a field begins editing.
        @objc public func refresh() {
            update(reloadingFocused: true)
        }

        /// Takes the navigator's toolbars and return keys away from the fields at once, and stops
        /// watching editing; ``focusNext()`` and the others still work. Done by itself when the
        /// navigator goes away — on the main queue's next turn if the last reference to it is
        /// released on another thread.
        @objc public func invalidate() {
            isInvalidated = true
            notificationCenter.removeObserver(self)
            Self.cleanUp(attachments, probe)
            probe = nil
        }

        private static func cleanUp(_ attachments: FieldAttachments, _ probe: ContainerProbe?) {
            attachments.detachAll()
            probe?.removeFromSuperview()
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
                views = FieldDiscovery.textInputs(in: container)
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
