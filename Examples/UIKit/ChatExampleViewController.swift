#if canImport(UIKit) && os(iOS)
    import Combine
    import KeyboardAvoidance
    import UIKit

    /// A chat whose composer rides the keyboard — the recommended set-up: a growing composer on a
    /// `KeyboardRidingBar`, down with the finger when the messages are dragged, the dismissal
    /// starting at its top (iOS 17), its blur reaching under the home indicator. The
    /// messages run under it to the view's bottom: a `ScrollViewKeyboardAvoidance` insets them by
    /// the keyboard and the composer as it grows, and by the typing indicator above it, and keeps
    /// the newest message in view — a message that arrives too. The screen opens at its newest
    /// message. "Options" toggles the list's options (sticking to the newest message, what a list
    /// scrolled up keeps, going to the newest message on editing) and makes a message arrive;
    /// "Typing" shows the typing indicator. A "newest" button follows the composer in the
    /// keyboard's own animation.
    @MainActor
    public final class ChatExampleViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let composer = ChatComposerView()
        /// A blurred bar around the composer, as chat composers usually are.
        private let composerBar = UIVisualEffectView(
            effect: UIBlurEffect(style: .systemChromeMaterial))
        private let indicator = UILabel()
        private let newestButton = UIButton(type: .system)
        /// Kept here: the list's `ridingBar` holds it weakly.
        private var ridingBar: KeyboardRidingBar?
        private var messagesAvoidance: ScrollViewKeyboardAvoidance?
        private var keyboardObserver: KeyboardObserver?
        private var observation: AnyCancellable?
        private var newestButtonBottom: NSLayoutConstraint?
        private var messages: [String]
        private var replies = 0
        /// Whether the list was put at its newest message, once, in the first layout pass.
        private var opened = false

        /// Creates the screen with `messageCount` messages (a few: a short chat).
        public init(messageCount: Int = 40) {
            messages = (0..<max(0, messageCount)).map { "Message \($0 + 1)" }
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            ExampleViews.prepareMessages(tableView, dataSource: self)
            indicator.text = "typing…"
            indicator.font = .preferredFont(forTextStyle: .caption1)
            indicator.adjustsFontForContentSizeCategory = true
            indicator.isHidden = true
            newestButton.setTitle("Newest", for: .normal)
            newestButton.addTarget(
                self, action: #selector(showNewest), for: .primaryActionTriggered)
            for subview in [tableView, composerBar, indicator, newestButton] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            // A visual effect view takes subviews in its content view only.
            composer.backgroundColor = .clear
            composer.translatesAutoresizingMaskIntoConstraints = false
            composerBar.contentView.addSubview(composer)
            let newestButtonBottom = newestButton.bottomAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.bottomAnchor)
            self.newestButtonBottom = newestButtonBottom
            NSLayoutConstraint.activate([
                // Under the composer, to the view's bottom: the inset keeps the messages clear.
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                composerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                composerBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                composer.topAnchor.constraint(equalTo: composerBar.contentView.topAnchor),
                composer.leadingAnchor.constraint(equalTo: composerBar.contentView.leadingAnchor),
                composer.trailingAnchor.constraint(
                    equalTo: composerBar.contentView.trailingAnchor),
                composer.bottomAnchor.constraint(equalTo: composerBar.contentView.bottomAnchor),
                indicator.bottomAnchor.constraint(equalTo: composerBar.topAnchor, constant: -4),
                indicator.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                newestButton.trailingAnchor.constraint(
                    equalTo: view.layoutMarginsGuide.trailingAnchor),
                newestButtonBottom,
            ])
            // The composer's bottom follows the keyboard, a drag included.
            let ridingBar = KeyboardRidingBar(bar: composerBar, in: view)
            ridingBar.extendsBackgroundIntoSafeArea = true
            self.ridingBar = ridingBar
            let avoidance = ScrollViewKeyboardAvoidance(scrollView: tableView)
            avoidance.ridingBar = ridingBar
            // The keyboard, the composer, the typing indicator and a message that arrives: a list
            // at its newest message stays there. Scrolled up, it keeps its offset (the default;
            // `.keepsDistanceFromNewestEnd` slides the messages up with the keyboard), and
            // editing leaves it where it is (`scrollsToBottomOnEditing = true` goes to the newest).
            avoidance.sticksToBottom = true
            messagesAvoidance = avoidance
            composer.onSend = { [weak self] text in self?.send(text) }
            let arrives = UIAction(title: "A message arrives in 3 s") { [weak self] _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { self?.receive() }
            }
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(
                    title: "Typing", style: .plain, target: self, action: #selector(toggleTyping)),
                ChatOptionsMenu.barButton(for: avoidance, actions: [arrives]),
            ]
            followKeyboard()
        }

        /// Opens at the newest message: the app's to do (the library keeps the list where it is
        /// put), once the table knows its content. With `sticksToBottom`, the insets that come
        /// afterwards — the composer's height, measured in its own layout pass — keep it there.
        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !opened, !messages.isEmpty, tableView.window != nil else { return }
            opened = true
            tableView.layoutIfNeeded()
            tableView.scrollToRow(
                at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        }

        /// The "newest" button stays above the composer: it moves by what the bar moves by, in
        /// the keyboard's animation.
        private func followKeyboard() {
            let observer = KeyboardObserver(view: view)
            observation = observer.observe { [weak self] state in
                guard let self else { return }
                UIView.animateAlongKeyboard(state.event.animation) {
                    self.newestButtonBottom?.constant =
                        -(state.liftAboveSafeArea + self.composerBar.bounds.height + 8)
                    self.view.layoutIfNeeded()
                }
            }
            keyboardObserver = observer
        }

        /// The typing indicator above the composer, a view of the app's: the messages keep clear
        /// of it too, by the number the app gives (`additionalBottomInset`), set at once inside
        /// the app's animation — the messages move with the label as it fades in or out. (An
        /// indicator inside the riding bar needs no number: the list follows the bar's height.)
        @objc private func toggleTyping() {
            let shows = indicator.isHidden
            indicator.isHidden = false
            indicator.alpha = shows ? 0 : 1
            view.layoutIfNeeded()
            UIView.animate(
                withDuration: 0.25,
                animations: {
                    self.indicator.alpha = shows ? 1 : 0
                    self.messagesAvoidance?.additionalBottomInset =
                        shows ? self.indicator.bounds.height + 4 : 0
                },
                // Hidden once faded out, unless a second tap brought it back meanwhile.
                completion: { _ in self.indicator.isHidden = self.indicator.alpha == 0 })
        }

        /// The app's own scroll to the newest message: the session takes the offset it sets in
        /// its next snapshot, as a scroll of the user's — nothing scrolls back.
        @objc private func showNewest() {
            guard !messages.isEmpty else { return }
            let last = IndexPath(row: messages.count - 1, section: 0)
            tableView.scrollToRow(at: last, at: .bottom, animated: true)
        }

        /// A message the user sends. At the newest message, `sticksToBottom` follows it in the
        /// layout pass that adds it, and `showNewest()` finds the list there already; scrolled
        /// up, `showNewest()` jumps to it, as Signal does for a message sent from the device.
        private func send(_ text: String) {
            insert(text)
            showNewest()
        }

        /// A message that arrives: followed at the newest message, left alone scrolled up (the
        /// "Newest" button goes there). Made while a finger holds the list, it moves nothing.
        private func receive() {
            replies += 1
            insert("Reply \(replies)")
        }

        private func insert(_ text: String) {
            messages.append(text)
            tableView.insertRows(
                at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        }

        /// The messages.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        /// A message's cell.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            ExampleViews.messageCell(
                in: tableView, at: indexPath, text: messages[indexPath.row])
        }
    }
#endif
