#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// Moves between the text inputs of a form: previous and next in reading order, a toolbar on
    /// the keyboard, and a return key that reads Next and moves on, then Done.
    ///
    /// It finds the text fields and text views inside its container (or takes ``explicitOrder``)
    /// and gives each a ``KeyboardToolbar`` and a return key that moves on, except where you set
    /// your own; it never takes a field's delegate. Keep a strong reference (main actor): its
    /// toolbars and return keys are taken away when it goes or on ``invalidate()``.
    /// See the article "Moving between fields".
    ///
    /// ```swift
    /// navigator = FieldNavigator(container: view)
    /// navigator.wraps = true
    /// ```
    ///
    /// In Objective-C it is `KBAFieldNavigator`.
    @objc(KBAFieldNavigator)
    @MainActor
    public final class FieldNavigator: NSObject {
        /// The view whose text inputs the navigator moves between (held weakly).
        @objc public private(set) weak var container: UIView?

        /// Your own fields, in your order, instead of those found in ``container`` (hidden and
        /// disabled ones still skipped); `nil` by default. Held weakly. Any view that can become
        /// first responder may be listed; one that is not a text field or view gets no toolbar.
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

        /// Whether text fields and text views get a ``KeyboardToolbar`` as `inputAccessoryView`
        /// (one you set stays); `true` by default. `false` removes the toolbars at once.
        @objc public var installsToolbar = true {
            didSet { update(reloadingFocused: true) }
        }

        /// Fields that get no toolbar but are still moved through (a one-time code field); held
        /// weakly. A field added here loses its toolbar at once.
        @objc public var fieldsWithoutToolbar: [UIView] {
            get { withoutToolbarViews.compactMap(\.view) }
            set {
                withoutToolbarViews = newValue.map(WeakView.init)
                update(reloadingFocused: true)
            }
        }

        /// Whether a text field's return key moves to the next field (`.next`), and ends editing
        /// on the last (`.done`); `true` by default. Only on fields whose return key you leave
        /// alone (type `.default`, no `textFieldShouldReturn(_:)`, no return targets or actions of
        /// yours); where you answer it, forward with ``textFieldShouldReturn(_:)``. `false` puts
        /// the key types back. Which fields count, and a next field that refuses focus:
        /// the article "Moving between fields", "The return key".
        @objc public var returnKeyAdvances = true {
            didSet { update(reloadingFocused: true) }
        }

        /// What VoiceOver says for the toolbar's previous button: by default "Previous field",
        /// localized from your `KeyboardAvoidance.strings`, else the library's, else English.
        @objc public var previousFieldLabel = KeyboardToolbarWords.inApp()[.previousField] {
            didSet { update(reloadingFocused: false) }
        }

        /// What VoiceOver says for the toolbar's next button: by default "Next field", localized
        /// as ``previousFieldLabel`` is.
        @objc public var nextFieldLabel = KeyboardToolbarWords.inApp()[.nextField] {
            didSet { update(reloadingFocused: false) }
        }

        /// The toolbar's other words in the app's language (Voice Control's, an image Done's).
        let toolbarWords = KeyboardToolbarWords.inApp()

        /// The tint of the toolbar's buttons; `nil` (the default) for the field's own `tintColor`
        /// (the keyboard's window does not inherit your app's tint).
        @objc public var toolbarTintColor: UIColor? {
            didSet { update(reloadingFocused: false) }
        }

        /// Whether the toolbar shows the field's placeholder (else its `accessibilityLabel`) as
        /// its title; `true` by default.
        @objc public var toolbarShowsPlaceholder = true {
            didSet { update(reloadingFocused: false) }
        }

        /// The Done button's title instead of the system's; `nil` by default. An image wins.
        @objc public var doneButtonTitle: String? {
            didSet { update(reloadingFocused: false) }
        }

        /// The Done button's image instead of the system's; `nil` by default. VoiceOver reads
        /// ``doneButtonLabel``, else ``doneButtonTitle``, else a localized "Done".
        @objc public var doneButtonImage: UIImage? {
            didSet { update(reloadingFocused: false) }
        }

        /// What VoiceOver says for the Done button; `nil` by default (its title).
        @objc public var doneButtonLabel: String? {
            didSet { update(reloadingFocused: false) }
        }

        /// Whether the toolbar's buttons play the keyboard's input click (when the user has
        /// Keyboard Clicks on); `true` by default.
        @objc public var playsInputClicks = true {
            didSet { update(reloadingFocused: false) }
        }

        /// The fields the navigator moves through now, in order: measured on each call.
        @objc public var orderedFields: [UIView] {
            guard let fields = measure() else { return [] }
            return fields.order.ids.map { fields.views[$0] }
        }

        /// The field being edited, when it is one of the navigator's (in the order or not).
        @objc public var focusedField: UIView? {
            measure()?.focused.map { $0.view }
        }

        /// Whether ``focusNext()`` can move: the state for a next button of your own.
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
        /// Reports the container's layouts, so the return keys are right before first focus.
        var probe: ContainerProbe?
        var isInvalidated = false
        var isUpdating = false
        /// While the app-wide avoidance's setup runs: nothing is updated before it is done.
        var isSettingUp = false
        /// Which found fields the navigator moves through; all by default.
        var admits: ((UIView) -> Bool)?
        /// The input typed in since it began editing: not reloaded by layout (that resets the
        /// keyboard).
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
            start(in: container)
        }

        /// The app-wide avoidance's navigator: moves only through the found fields `admits` lets
        /// in, and runs `setUp` before its first update.
        init(
            container: UIView, notificationCenter: NotificationCenter,
            admitting admits: @escaping (UIView) -> Bool, setUp: ((FieldNavigator) -> Void)?
        ) {
            self.container = container
            self.notificationCenter = notificationCenter
            self.admits = admits
            super.init()
            isSettingUp = true
            setUp?(self)
            isSettingUp = false
            start(in: container)
        }

        private func start(in container: UIView) {
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
            EarlyRelease.watch(self)
        }

        deinit {
            // The fields get back their accessory views and return keys through what
            // `attachments` holds, and the hidden tracking view goes: neither needs `self`.
            let attachments = attachments
            let probe = probe
            MainActorHop.run { Self.cleanUp(attachments, probe) }
        }

        /// Finds the text inputs again: call it after adding, removing, showing or hiding fields,
        /// or changing a field's delegate or return actions (it also runs when editing begins).
        @objc public func refresh() {
            update(reloadingFocused: true)
        }

        /// Takes the toolbars and return keys away at once and stops watching editing;
        /// ``focusNext()`` and the others still work. Done by itself when the navigator goes
        /// away (on the main queue's next turn if released on another thread).
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
    }
#endif
