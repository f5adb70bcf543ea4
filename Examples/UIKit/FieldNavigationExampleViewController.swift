#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// Moving between fields: a form with first name | last name in one row, then email, a tall
    /// notes view and a submit button, in a scrolling screen that stays clear of the keyboard.
    ///
    /// The keyboard's toolbar moves first name → last name → email → notes (its arrows disabled
    /// at the ends). The return key reads Next on all three text fields — email's too, as the
    /// notes view follows it in the order — and moves on; in the notes view it types a new line,
    /// and the toolbar's Done ends editing. The toolbar's title is each field's placeholder, and
    /// "Notes" — the notes view's accessibility label — for the notes. A tap outside the fields
    /// ends editing; a tap on the submit button goes to the button alone (UIKit gives a button its
    /// own tap), whose action ends editing; a tap on "Insert today's date", a label with a tap
    /// gesture of its own, adds the date to the notes and keeps the keyboard
    /// (`viewsKeepingKeyboardOnTap`).
    @MainActor
    public final class FieldNavigationExampleViewController: KeyboardAvoidanceViewController,
        UITextViewDelegate
    {
        private var navigator: FieldNavigator?
        private var tapToDismiss: TapToDismissKeyboard?
        private let firstNameField = ExampleViews.textField(placeholder: "First name")
        private let lastNameField = ExampleViews.textField(placeholder: "Last name")
        private let emailField = ExampleViews.textField(placeholder: "Email")
        private let notesView = UITextView()
        private let submitButton = UIButton(type: .system)
        private let insertDateLabel = UILabel()

        override public func viewDidLoad() {
            super.viewDidLoad()
            firstNameField.textContentType = .givenName
            lastNameField.textContentType = .familyName
            emailField.textContentType = .emailAddress
            emailField.keyboardType = .emailAddress
            emailField.autocapitalizationType = .none

            let notesLabel = UILabel()
            notesLabel.text = "Notes"
            notesLabel.font = .preferredFont(forTextStyle: .subheadline)
            notesLabel.adjustsFontForContentSizeCategory = true
            notesView.font = .preferredFont(forTextStyle: .body)
            notesView.adjustsFontForContentSizeCategory = true
            notesView.accessibilityLabel = "Notes"
            notesView.layer.cornerRadius = 6
            notesView.layer.borderWidth = 1
            notesView.layer.borderColor = UIColor.separator.cgColor
            notesView.heightAnchor.constraint(equalToConstant: 160).isActive = true
            // The caret moves without a notification: the screen re-reveals it.
            notesView.delegate = self

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Submit"
            submitButton.configuration = configuration
            submitButton.addTarget(self, action: #selector(submit), for: .primaryActionTriggered)

            // Not a control: without `viewsKeepingKeyboardOnTap`, its tap would end editing too.
            insertDateLabel.text = "Insert today's date"
            insertDateLabel.textColor = .tintColor
            insertDateLabel.font = .preferredFont(forTextStyle: .subheadline)
            insertDateLabel.adjustsFontForContentSizeCategory = true
            insertDateLabel.accessibilityTraits = .button
            insertDateLabel.isUserInteractionEnabled = true
            insertDateLabel.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: #selector(insertDate)))

            let names = UIStackView(arrangedSubviews: [firstNameField, lastNameField])
            names.axis = .horizontal
            names.distribution = .fillEqually
            names.spacing = 12
            let form = UIStackView(arrangedSubviews: [
                names, emailField, notesLabel, notesView, insertDateLabel, submitButton,
            ])
            form.axis = .vertical
            form.spacing = 12
            form.setCustomSpacing(4, after: notesLabel)
            form.isLayoutMarginsRelativeArrangement = true
            form.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: 24, leading: 20, bottom: 24, trailing: 20)
            pinToContentView(form)

            // The order comes from the fields' frames: the two names are one row, read in the
            // reading direction (last name first in Arabic or Hebrew).
            navigator = FieldNavigator(container: contentView)
            // Taps anywhere on the screen outside a field end editing — but not taps on the
            // button, which go to the button alone: `submit` ends editing itself.
            let tapToDismiss = TapToDismissKeyboard(container: view)
            tapToDismiss.viewsKeepingKeyboardOnTap = [insertDateLabel]
            self.tapToDismiss = tapToDismiss
        }

        /// Keeps the caret in view as it moves.
        public func textViewDidChangeSelection(_ textView: UITextView) {
            keyboardAvoidance.targetDidChange()
        }

        @objc private func insertDate() {
            notesView.insertText(Date.now.formatted(date: .abbreviated, time: .omitted))
        }

        @objc private func submit() {
            navigator?.done()
        }
    }
#endif
