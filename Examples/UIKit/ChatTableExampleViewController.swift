#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A chat kept as a `UITableViewController`, its composer riding the keyboard. The
    /// controller's `view` is its table, a scroll view: a bar added there would scroll with the
    /// rows, and a guide pinned to its bottom follows the content's bottom. So the bar goes in the
    /// navigation controller's view, which holds the table and does not scroll: added when the
    /// screen appears, taken away when it disappears (a screen pushed over the chat must not show
    /// it). UIKit insets the table for the keyboard; the library adds the bar's height.
    ///
    /// A new chat screen with a riding bar is simpler as a `UIViewController` with the table as a
    /// subview (``ChatExampleViewController``): the bar is the screen's own view, and moves with
    /// it in a push or a pop. "Options" toggles the list's options and makes a message arrive,
    /// as there.
    @MainActor
    public final class ChatTableExampleViewController: UITableViewController {
        private let composer = ChatComposerView()
        /// Kept here: the list's `ridingBar` holds it weakly.
        private var ridingBar: KeyboardRidingBar?
        private var messagesAvoidance: ScrollViewKeyboardAvoidance?
        private var messages = (1...40).map { "Message \($0)" }
        private var replies = 0
        /// Whether the table was put at its newest message, once, in the first layout pass.
        private var opened = false

        override public func viewDidLoad() {
            super.viewDidLoad()
            ExampleViews.prepareMessages(tableView, dataSource: self)
            // UIKit insets this table for the keyboard; the library adds the bar's height and
            // keeps the newest message in view.
            let messagesAvoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
            messagesAvoidance.sticksToBottom = true
            self.messagesAvoidance = messagesAvoidance
            composer.onSend = { [weak self] text in self?.append(text) }
            let arrives = UIAction(title: "A message arrives in 3 s") { [weak self] _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self?.receive() }
            }
            navigationItem.rightBarButtonItem = ChatOptionsMenu.barButton(
                for: messagesAvoidance, actions: [arrives])
        }

        /// Opens at the newest message, once the table knows its content: the app's to do.
        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !opened, !messages.isEmpty, tableView.window != nil else { return }
            opened = true
            tableView.scrollToRow(
                at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        }

        override public func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // Not in the table: in the view that holds it.
            guard ridingBar == nil, let host = navigationController?.view else { return }
            composer.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(composer)
            NSLayoutConstraint.activate([
                composer.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                composer.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            ])
            let ridingBar = KeyboardRidingBar(bar: composer, in: host)
            ridingBar.extendsBackgroundIntoSafeArea = true
            messagesAvoidance?.ridingBar = ridingBar
            self.ridingBar = ridingBar
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            guard let ridingBar else { return }
            messagesAvoidance?.ridingBar = nil
            ridingBar.invalidate()
            // The guide stays in the view it was added to until it is removed.
            ridingBar.guide.owningView?.removeLayoutGuide(ridingBar.guide)
            composer.removeFromSuperview()
            self.ridingBar = nil
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        {
            messages.count
        }

        override public func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            ExampleViews.messageCell(in: tableView, at: indexPath, text: messages[indexPath.row])
        }

        /// A message the user sends: followed at the newest message by `sticksToBottom`; the
        /// app's own scroll jumps to it from a table scrolled up, and nothing scrolls back.
        private func append(_ text: String) {
            insert(text)
            let last = IndexPath(row: messages.count - 1, section: 0)
            tableView.scrollToRow(at: last, at: .bottom, animated: true)
        }

        /// A message that arrives: followed at the newest message, left alone scrolled up.
        private func receive() {
            replies += 1
            insert("Reply \(replies)")
        }

        private func insert(_ text: String) {
            messages.append(text)
            tableView.insertRows(
                at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        }
    }
#endif
