#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A chat screen: messages in a table view the user drags the keyboard away from, and a
    /// composer that rides the keyboard — down with the finger, the dismissal starting at the
    /// composer's top — with a typing indicator that fades with the keyboard's own motion. The
    /// composer is blurred, a `UIVisualEffectView`, as chat composers usually are.
    @MainActor
    public final class ChatExampleViewController: UIViewController, UITableViewDataSource {
        private let tableView = UITableView()
        private let composer = UIVisualEffectView(
            effect: UIBlurEffect(style: .systemChromeMaterial))
        private let messageField = ExampleViews.textField(placeholder: "Message")
        private let indicator = UILabel()
        private var ridingBar: KeyboardRidingBar?
        private var keyboardObserver: KeyboardObserver?
        private var phases: KeyboardObservation?
        /// The indicator's fade of the change under way: from the alpha it had when the change
        /// started to the one it ends at. Decided once, at `.start`: reading the direction back
        /// from the alpha on every frame flips it halfway.
        private var fade: (from: CGFloat, to: CGFloat)?
        private let messages = (1...40).map { "Message \($0)" }

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            tableView.dataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            // The finger drags the keyboard down with the messages.
            tableView.keyboardDismissMode = .interactive
            tableView.translatesAutoresizingMaskIntoConstraints = false
            messageField.translatesAutoresizingMaskIntoConstraints = false
            indicator.text = "typing…"
            indicator.font = .preferredFont(forTextStyle: .caption1)
            indicator.adjustsFontForContentSizeCategory = true
            indicator.translatesAutoresizingMaskIntoConstraints = false
            indicator.alpha = 0  // no keyboard yet
            view.addSubview(tableView)
            view.addSubview(composer)
            // A visual effect view takes subviews in its content view only.
            composer.contentView.addSubview(messageField)
            composer.contentView.addSubview(indicator)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
                composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                indicator.topAnchor.constraint(equalTo: composer.topAnchor, constant: 4),
                indicator.leadingAnchor.constraint(
                    equalTo: composer.contentView.layoutMarginsGuide.leadingAnchor),
                messageField.topAnchor.constraint(equalTo: indicator.bottomAnchor, constant: 4),
                messageField.leadingAnchor.constraint(
                    equalTo: composer.contentView.layoutMarginsGuide.leadingAnchor),
                messageField.trailingAnchor.constraint(
                    equalTo: composer.contentView.layoutMarginsGuide.trailingAnchor),
                messageField.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: -8),
            ])
            // The composer's bottom follows the keyboard, a drag included.
            ridingBar = KeyboardRidingBar(bar: composer, in: view)
            // The indicator fades in as the keyboard comes up, frame by frame, in step with it.
            let observer = KeyboardObserver(view: view)
            phases = observer.observePhases { [weak self] phase in
                self?.follow(phase)
            }
            keyboardObserver = observer
        }

        private func follow(_ phase: KeyboardPhase) {
            switch phase {
            case .start(_, let to, _):
                // In from where it is (after a drag, it may be anywhere), towards shown or hidden.
                fade = (from: indicator.alpha, to: to == nil ? 0 : 1)
            case .move(_, let progress):
                guard let fade else { return }
                indicator.alpha = fade.from + (fade.to - fade.from) * CGFloat(progress)
            case .interactive: break
            case .end(let frame):
                fade = nil
                indicator.alpha = frame == nil ? 0 : 1
            }
        }

        /// The messages.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        /// A message's cell.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = messages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }
#endif
