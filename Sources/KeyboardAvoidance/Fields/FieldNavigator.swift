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
    /// its `inputAccessoryView` (``installsToolbar``, ``fieldsWithoutToolbar``; its title, tint,
    /// Done and click are settings of the navigator's, and ``toolbar(for:)`` gives it to you to
    /// install yourself), and each text field a return key that moves on (``returnKeyAdvances``)
    /// — never where you set your own accessory view or return key type, or answer the return
    /// key yourself, and taken away again when the navigator goes away or ``invalidate()`` is
    /// called.
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

        /// What VoiceOver says for the toolbar's previous button: by default "Previous field" in
        /// the language your app is shown in — your `KeyboardAvoidance.strings`' translation of
        /// the key "Previous field" if it has one (a table of its own, so that your other strings
        /// never rename the toolbar's), else the library's (English, German, Spanish, French,
        /// simplified and traditional Chinese), else English. Set it to say something else.
        @objc public var previousFieldLabel = KeyboardToolbarWords.inApp()[.previousField] {
            didSet { update(reloadingFocused: false) }
        }

        /// What VoiceOver says for the toolbar's next button: by default "Next field" in the
        /// language your app is shown in, found as ``previousFieldLabel``'s is (the key
        /// "Next field"). Set it to say something else.
        @objc public var nextFieldLabel = KeyboardToolbarWords.inApp()[.nextField] {
            didSet { update(reloadingFocused: false) }
        }

        /// The toolbar's other words in the app's language: what Voice Control answers to for
        /// previous and next ("Previous", "Next") and an image Done's VoiceOver label ("Done").
        let toolbarWords = KeyboardToolbarWords.inApp()

        /// The tint of the toolbar's buttons. `nil` (the default): the field's own `tintColor`,
        /// read each time the field begins editing — the toolbar lives in the keyboard's window,
        /// which does not inherit your app's tint. A `tintColor` you set on one of the toolbar's
        /// items wins for that item.
        @objc public var toolbarTintColor: UIColor? {
            didSet { update(reloadingFocused: false) }
        }

        /// Whether the toolbar shows the field's placeholder as its title, between the arrows
        /// and Done; `true` by default, as IQKeyboardManager shows it. A field with no
        /// placeholder — a text view has none — shows its `accessibilityLabel`, if you gave it
        /// one, and otherwise no title. The title is read again as the form changes, and each
        /// time the field begins editing.
        @objc public var toolbarShowsPlaceholder = true {
            didSet { update(reloadingFocused: false) }
        }

        /// The Done button's title, instead of the system's Done (which is in the system's
        /// words, in every language); `nil` by default. A ``doneButtonImage`` wins over it.
        @objc public var doneButtonTitle: String? {
            didSet { update(reloadingFocused: false) }
        }

        /// The Done button's image, instead of the system's Done; `nil` by default. VoiceOver
        /// reads ``doneButtonLabel``, or else ``doneButtonTitle``, or else "Done" in the language
        /// your app is shown in (your `KeyboardAvoidance.strings`' "Done", else the library's).
        @objc public var doneButtonImage: UIImage? {
            didSet { update(reloadingFocused: false) }
        }

        /// What VoiceOver says for the Done button; `nil` by default: the system's words for
        /// its Done, your title for ``doneButtonTitle``, and see ``doneButtonImage`` for an image.
        @objc public var doneButtonLabel: String? {
            didSet { update(reloadingFocused: false) }
        }

        /// Whether the toolbar's previous, next and Done buttons play the keyboard's input
        /// click, as the keys of the system keyboard do; `true` by default. The click plays only
        /// where the user has Keyboard Clicks on (Settings › Sounds & Haptics), and not in silent
        /// mode.
        @objc public var playsInputClicks = true {
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
        /// While the app-wide avoidance's setup runs: nothing is updated before it is done.
        var isSettingUp = false
        /// Which found fields the navigator moves through; all by default.
        var admits: ((UIView) -> Bool)?
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
            start(in: container)
        }

        /// The app-wide avoidance's navigator: of the fields it finds, it moves only through those
        /// `admits` lets in (an ``explicitOrder`` set in the setup is taken as given), and `setUp`
        /// runs before its first update, so that the field being edited gets the toolbar and
        /// return key the setup asks for from the start rather than being reloaded once set up.
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
    }
#endif
