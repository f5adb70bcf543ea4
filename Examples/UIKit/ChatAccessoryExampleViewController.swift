#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A chat whose composer is the view controller's `inputAccessoryView`, as most UIKit chat
    /// apps have it: docked at the bottom while the keyboard is hidden, on the keyboard while it
    /// shows, down with the finger when the messages are dragged. The messages run to the view's
    /// bottom; a `ScrollViewKeyboardAvoidance` insets them by the keyboard and the composer — the
    /// composer counted once, docked or on the keyboard — and keeps the newest message in view.
    ///
    /// `inverted: true` draws the messages upside down (a transform of −1 on y), the newest
    /// first, as many chat apps do: the library insets its top, the newest end, and a short chat
    /// sits at the bottom by itself.
    ///
    /// "Select" switches the accessory to a bar of actions and back, as apps that select messages
    /// do: the list asks the controller for its `inputAccessoryView` each time it measures, and
    /// stays clear of the bar it shows. "Options" toggles the list's options and makes a message
    /// arrive.
    @MainActor
    public final class ChatAccessoryExampleViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let composer = ChatComposerView()
        /// The accessory while messages are selected: another bar, of another height.
        private let selectionBar = ChatSelectionBar()
        private var isSelecting = false
        private var messagesAvoidance: ScrollViewKeyboardAvoidance?
        private let inverted: Bool
        private var messages: [String]
        private var replies = 0
        /// Whether the list was put at its newest message, once, in the first layout pass.
        private var opened = false

        /// Creates the screen; `inverted` draws the messages upside down; `messageCount`
        /// messages (a few: a short chat).
        public init(inverted: Bool = false, messageCount: Int = 40) {
            self.inverted = inverted
            messages = (0..<max(0, messageCount)).map { "Message \($0 + 1)" }
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The controller holds the composer while no text view is edited.
        override public var canBecomeFirstResponder: Bool { true }

        /// The composer, docked at the bottom or on the keyboard; the selection bar while
        /// messages are selected.
        override public var inputAccessoryView: UIView? { isSelecting ? selectionBar : composer }

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            ExampleViews.prepareMessages(tableView, dataSource: self)
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if inverted {
                tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
                // UIKit does not know the table is upside down: no safe area of its own.
                tableView.contentInsetAdjustmentBehavior = .never
            }
            view.addSubview(tableView)
            // Clear of the controller's `inputAccessoryView` (`avoidsInputAccessoryView`, on by
            // default), at the newest message when the keyboard, the composer or a message that
            // arrives moves it.
            let avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
            avoidance.sticksToBottom = true
            messagesAvoidance = avoidance
            composer.onSend = { [weak self] text in self?.append(text) }
            selectionBar.onDone = { [weak self] in self?.toggleSelecting() }
            let arrives = UIAction(title: "A message arrives in 3 s") { [weak self] _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self?.receive() }
            }
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(
                    title: "Select", style: .plain, target: self,
                    action: #selector(toggleSelecting)),
                ChatOptionsMenu.barButton(for: avoidance, actions: [arrives]),
            ]
        }

        /// Opens at the newest message, once the table knows its content: the app's to do. An
        /// inverted table is there already (its offset at rest is its newest end). With
        /// `sticksToBottom`, the docked composer's inset, measured once the controller is first
        /// responder, keeps it there.
        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !opened, tableView.window != nil else { return }
            opened = true
            guard !inverted, !messages.isEmpty else { return }
            tableView.layoutIfNeeded()
            tableView.scrollToRow(
                at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // The composer shows with the controller as first responder.
            becomeFirstResponder()
        }

        /// The accessory switches: the controller returns another view, and UIKit is told to ask
        /// again. The list asks too, the next time it measures.
        @objc private func toggleSelecting() {
            isSelecting.toggle()
            if isSelecting, composer.textView.isFirstResponder {
                // The controller holds the accessory again once the text view lets go.
                composer.textView.resignFirstResponder()
                becomeFirstResponder()
            }
            reloadInputViews()
        }

        /// A message the user sends: followed at the newest message by `sticksToBottom`; the
        /// app's own scroll jumps to it from a list scrolled up (the session takes the offset in
        /// its next snapshot: nothing scrolls back).
        private func append(_ text: String) {
            insert(text)
            let row = inverted ? 0 : messages.count - 1
            tableView.scrollToRow(
                at: IndexPath(row: row, section: 0), at: inverted ? .top : .bottom, animated: true)
        }

        /// A message that arrives: followed at the newest message, left alone scrolled up.
        private func receive() {
            replies += 1
            insert("Reply \(replies)")
        }

        private func insert(_ text: String) {
            messages.append(text)
            let row = inverted ? 0 : messages.count - 1
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }

        /// The messages.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        /// A message's cell; upright again in an inverted table.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            ExampleViews.messageCell(
                in: tableView, at: indexPath,
                text: messages[inverted ? messages.count - 1 - indexPath.row : indexPath.row],
                inverted: inverted)
        }
    }

    /// The accessory while messages are selected: a bar of actions, taller than the one-line
    /// composer, its content ending at its safe area's bottom as an input accessory's does.
    @MainActor
    final class ChatSelectionBar: UIView {
        /// Called when the user is done selecting.
        var onDone: (() -> Void)?
        private let label = UILabel()
        private let doneButton = UIButton(type: .system)

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .tertiarySystemBackground
            // As an input accessory view: sized by its constraints.
            autoresizingMask = .flexibleHeight
            label.text = "2 selected"
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            doneButton.setTitle("Done", for: .normal)
            doneButton.addTarget(self, action: #selector(done), for: .primaryActionTriggered)
            for view in [label, doneButton] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.bottomAnchor.constraint(
                    equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -20),
                doneButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                doneButton.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// No height of its own: UIKit sizes an input accessory view from its constraints.
        override var intrinsicContentSize: CGSize { .zero }

        @objc private func done() { onDone?() }
    }
#endif
