#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    // Written exactly as the three snippets' users wrote theirs: this code must keep compiling
    // against the library unchanged.

    /// A `KeepViewAboveKeyboard` user: the watcher made in `viewDidLoad`, the target set when a
    /// field begins editing, a completion block.
    @MainActor
    public final class SnippetKeepViewAboveKeyboardUser: UIViewController, UITextFieldDelegate {
        var keyboardWatcher: KeepViewAboveKeyboard?
        let detailField = UITextField()

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(detailField)
            detailField.delegate = self
            keyboardWatcher = KeepViewAboveKeyboard(view: self.view)
            keyboardWatcher?.targetView = detailField
            keyboardWatcher?.completion = { finished in
                print("adjusted: \(finished)")
            }
        }

        /// Targets the field that begins editing, as the snippet's documentation advised.
        public func textFieldDidBeginEditing(_ textField: UITextField) {
            keyboardWatcher?.targetView = textField
        }
    }

    /// A `KeyboardAvoidanceViewController` user: a subclass that pins its stack view to the
    /// content view and mirrors the scroll view's settings.
    @MainActor
    public final class SnippetKeyboardAvoidanceViewControllerUser: KeyboardAvoidanceViewController {
        let stackView = UIStackView()

        override public func viewDidLoad() {
            super.viewDidLoad()
            keyboardDismissMode = .onDrag
            alwaysBounceVertical = false
            stackView.axis = .vertical
            pinToContentView(stackView)
            contentView.backgroundColor = .systemBackground
        }

        /// Presented from elsewhere with the content inset adjusted instead of the safe area.
        public static func makeInsetAdjusting() -> KeyboardAvoidanceViewController {
            KeyboardAvoidanceViewController(adjustContentInsetInsteadOfSafeArea: true)
        }

        /// Presented with the default behaviour.
        public static func makeDefault() -> KeyboardAvoidanceViewController {
            KeyboardAvoidanceViewController()
        }
    }

    /// A user of the self-insetting scroll view: attached once, kept for the screen's lifetime.
    @MainActor
    public final class SnippetScrollViewUser: UIViewController {
        let scrollView = UIScrollView()
        var keyboardAvoidance: ScrollViewKeyboardAvoidance?

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scrollView)
            keyboardAvoidance = ScrollViewKeyboardAvoidance(scrollView: scrollView)
        }
    }
#endif
