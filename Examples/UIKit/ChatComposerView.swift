#if canImport(UIKit) && os(iOS)
    import UIKit

    /// A composer as chat apps write it: a text view that grows with its text, up to five lines,
    /// and a send button. The same view is a view controller's `inputAccessoryView`
    /// (``ChatAccessoryExampleViewController``) or a bar on a `KeyboardRidingBar`
    /// (``ChatExampleViewController``): its content ends at its safe area's bottom, so that
    /// docked at the bottom of the screen it covers the home indicator's strip itself.
    @MainActor
    public final class ChatComposerView: UIView, UITextViewDelegate {
        /// The message being written.
        public let textView = UITextView()
        /// Called with the text when the user sends it; the field is emptied.
        public var onSend: ((String) -> Void)?
        private let sendButton = UIButton(type: .system)
        /// Five lines of body text, past which the text view scrolls.
        private var tallest: CGFloat { textView.font.map { $0.lineHeight * 5 + 16 } ?? 120 }
        /// Holds the text view at five lines while it scrolls.
        private lazy var maxHeight = textView.heightAnchor.constraint(equalToConstant: tallest)

        override public init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            // As an input accessory view: sized by its constraints, growing with the text.
            autoresizingMask = .flexibleHeight
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.isScrollEnabled = false
            textView.layer.cornerRadius = 8
            textView.delegate = self
            sendButton.setTitle("Send", for: .normal)
            sendButton.addTarget(self, action: #selector(send), for: .primaryActionTriggered)
            sendButton.setContentHuggingPriority(.required, for: .horizontal)
            for view in [textView, sendButton] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            NSLayoutConstraint.activate([
                textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                textView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                textView.bottomAnchor.constraint(
                    equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
                sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
                sendButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// No height of its own: UIKit sizes an input accessory view from its constraints.
        override public var intrinsicContentSize: CGSize { .zero }

        /// The text view grows until five lines, then scrolls; the composer grows with it — as an
        /// input accessory, iOS posts a keyboard frame change.
        public func textViewDidChange(_ textView: UITextView) {
            let fits = textView.sizeThatFits(
                CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
            let scrolls = fits.height > tallest
            if scrolls != textView.isScrollEnabled {
                textView.isScrollEnabled = scrolls
                maxHeight.constant = tallest
                maxHeight.isActive = scrolls
            }
            invalidateIntrinsicContentSize()
        }

        @objc private func send() {
            guard !textView.text.isEmpty else { return }
            onSend?(textView.text)
            textView.text = ""
            textViewDidChange(textView)
        }
    }
#endif
