#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A long form in a scroll view, the article's second example: the scroll view insets its
    /// content and scrolls the field being edited into view (``ScrollViewKeyboardAvoidance``).
    @MainActor
    final class ScrollingFormViewController: ScreenViewController {
        let scrollView = UIScrollView()
        let fields: [UITextField] = (1...24).map { number in
            let field = UITextField()
            field.placeholder = "Field \(number)"
            return field
        }
        /// The scroll view's component, made once the scroll view is: never `nil`.
        private(set) lazy var keyboardAvoidance = ScrollViewKeyboardAvoidance(
            scrollView: scrollView, notificationCenter: notificationCenter)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let stack = UIStackView(arrangedSubviews: fields)
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate(
                [
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                    stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
                    stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                    stack.widthAnchor.constraint(
                        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
                ] + fields.map { $0.heightAnchor.constraint(equalToConstant: 44) })
            // Made here, if nothing read it before: it observes from now on. This app avoids
            // floating keyboards too (the library's default ignores them).
            keyboardAvoidance.floatingKeyboard = .avoid
        }

        /// The lowest field that shows whole in the scroll view, below its safe area's top.
        func lowestVisibleField() -> UITextField? {
            let visible = view.safeAreaLayoutGuide.layoutFrame
            return fields.last { visible.contains($0.frame(in: view)) }
        }
    }

    /// Two fields low in a ``KeyboardAvoidanceViewController`` whose content is shorter than the
    /// screen: the bottom safe area grows, and the lower field is scrolled into view. Made with
    /// the view controller's inherited `init(adjustContentInsetInsteadOfSafeArea:notificationCenter:)`.
    @MainActor
    final class ShortFormViewController: KeyboardAvoidanceViewController {
        let upperField = UITextField()
        let lowerField = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            alwaysBounceVertical = false
            upperField.placeholder = "Name"
            lowerField.placeholder = "Note"
            let stack = UIStackView(arrangedSubviews: [upperField, lowerField])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
                upperField.heightAnchor.constraint(equalToConstant: 44),
                lowerField.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }
#endif
