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
    /// first, as many chat apps do: the library insets its top, the newest end.
    @MainActor
    public final class ChatAccessoryExampleViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let composer = ChatComposerView()
        private var messagesAvoidance: ScrollViewKeyboardAvoidance?
        private let inverted: Bool
        private var messages = (1...40).map { "Message \($0)" }

        /// Creates the screen; `inverted` draws the messages upside down.
        public init(inverted: Bool = false) {
            self.inverted = inverted
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The controller holds the composer while no text view is edited.
        override public var canBecomeFirstResponder: Bool { true }

        /// The composer, docked at the bottom or on the keyboard.
        override public var inputAccessoryView: UIView? { composer }

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
            let avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
            avoidance.sticksToBottom = true
            messagesAvoidance = avoidance
            composer.onSend = { [weak self] text in self?.append(text) }
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // The composer shows with the controller as first responder.
            becomeFirstResponder()
        }

        private func append(_ text: String) {
            messages.append(text)
            let row = inverted ? 0 : messages.count - 1
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            tableView.scrollToRow(
                at: IndexPath(row: row, section: 0), at: inverted ? .top : .bottom, animated: true)
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
#endif
