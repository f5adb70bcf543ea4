#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A chat whose composer rides the keyboard — the recommended set-up: a growing composer on a
    /// `KeyboardRidingBar`, down with the finger when the messages are dragged, the dismissal
    /// starting at its top (iOS 17), its blur reaching under the home indicator. The
    /// messages run under it to the view's bottom: a `ScrollViewKeyboardAvoidance` insets them by
    /// the keyboard and the composer as it grows, and by the typing indicator above it, and keeps
    /// the newest message in view. A "newest" button follows the composer in the keyboard's own
    /// animation.
    @MainActor
    public final class ChatExampleViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let composer = ChatComposerView()
        /// A blurred bar around the composer, as chat composers usually are.
        private let composerBar = UIVisualEffectView(
            effect: UIBlurEffect(style: .systemChromeMaterial))
        private let indicator = UILabel()
        private let newestButton = UIButton(type: .system)
        private var ridingBar: KeyboardRidingBar?
        private var messagesAvoidance: ScrollViewKeyboardAvoidance?
        private var keyboardObserver: KeyboardObserver?
        private var observation: KeyboardObservation?
        private var newestButtonBottom: NSLayoutConstraint?
        private var messages = (1...40).map { "Message \($0)" }

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
            avoidance.sticksToBottom = true
            messagesAvoidance = avoidance
            composer.onSend = { [weak self] text in self?.append(text) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Typing", style: .plain, target: self, action: #selector(toggleTyping))
            followKeyboard()
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

        /// The typing indicator above the composer: the messages keep clear of it too.
        @objc private func toggleTyping() {
            indicator.isHidden.toggle()
            view.layoutIfNeeded()
            messagesAvoidance?.additionalBottomInset =
                indicator.isHidden ? 0 : indicator.bounds.height + 4
        }

        @objc private func showNewest() {
            let last = IndexPath(row: messages.count - 1, section: 0)
            tableView.scrollToRow(at: last, at: .bottom, animated: true)
        }

        private func append(_ text: String) {
            messages.append(text)
            tableView.insertRows(
                at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
            showNewest()
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
