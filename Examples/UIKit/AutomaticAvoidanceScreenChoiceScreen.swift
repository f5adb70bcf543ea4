#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// A screen that says for itself whether the window's app-wide avoidance keeps its fields
    /// above the keyboard (``KeyboardAvoidanceScreen``): as the app's lists say, avoided, or left
    /// alone — what an app that turned IQKeyboardManager off in one screen's `viewWillAppear(_:)`
    /// does now. The choice is read each time a field is measured: change it, then tap a field.
    @MainActor
    public final class AutomaticScreenChoiceViewController: UIViewController,
        KeyboardAvoidanceScreen
    {
        /// What this screen asks of the window's avoidance; left alone until the control says
        /// otherwise.
        public private(set) var automaticKeyboardAvoidance = AutomaticKeyboardAvoidance
            .ScreenChoice.leftAlone

        private let choices: [AutomaticKeyboardAvoidance.ScreenChoice] = [
            .followsSettings, .avoided, .leftAlone,
        ]
        private let control = UISegmentedControl(items: ["As set", "Avoided", "Left alone"])

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "A screen's own say"
            view.backgroundColor = .systemBackground
            control.selectedSegmentIndex = 2
            control.addAction(
                UIAction { [weak self] _ in self?.choiceChanged() }, for: .valueChanged)
            let name = ExampleViews.textField(placeholder: "Name")
            let note = ExampleViews.textField(placeholder: "Note")
            let stack = UIStackView(arrangedSubviews: [control, name, note])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            ])
        }

        override public func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // IQKeyboardManager's `enable = false` here becomes this screen's own say.
            choiceChanged()
        }

        private func choiceChanged() {
            let index = control.selectedSegmentIndex
            automaticKeyboardAvoidance =
                choices.indices.contains(index) ? choices[index] : .leftAlone
            // The field being edited is measured again at the next keyboard notification; end
            // editing so that the next tap starts afresh.
            view.endEditing(true)
        }
    }
#endif
