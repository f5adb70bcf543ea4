#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI
    import UIKit

    /// `fieldNavigation` over `@FocusState`: a sign-up form whose keyboard bar moves first name →
    /// last name → company → email → IBAN → notes, skipping what is not there.
    ///
    /// The company field shows only for a business account, and the IBAN field — a UIKit text
    /// field in a `UIViewRepresentable` — is disabled until "Pay by bank transfer" is on: the
    /// arrows and the return keys skip them until then, and email's return key reads Next or
    /// Done as the fields after it come and go. The notes editor is last; its return key types
    /// a new line, and the bar's Done ends editing.
    public struct FieldNavigationExample: View {
        /// The form's fields, as its `@FocusState` names them.
        enum Field: Hashable {
            case firstName, lastName, company, email, iban, notes
        }

        @StateObject private var form = SignUpDetails()
        @FocusState private var focus: Field?
        /// The IBAN field's focus: `@FocusState` does not reach into a UIKit view.
        @State private var ibanIsFocused = false

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            Form {
                Section("Name") {
                    HStack {
                        TextField("First name", text: $form.firstName)
                            .textContentType(.givenName)
                            .fieldNavigationItem($focus, equals: .firstName)
                        TextField("Last name", text: $form.lastName)
                            .textContentType(.familyName)
                            .fieldNavigationItem($focus, equals: .lastName)
                    }
                }
                Section("Contact") {
                    Toggle("Business account", isOn: $form.isBusiness)
                    if form.isBusiness {
                        TextField("Company", text: $form.company)
                            .textContentType(.organizationName)
                            .fieldNavigationItem($focus, equals: .company)
                    }
                    TextField("Email", text: $form.email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .fieldNavigationItem($focus, equals: .email)
                }
                Section("Payment") {
                    Toggle("Pay by bank transfer", isOn: $form.paysByTransfer)
                    IBANField(text: $form.iban, isFocused: $ibanIsFocused)
                        .fieldNavigationItem(Field.iban, isFocused: $ibanIsFocused)
                        .disabled(!form.paysByTransfer)
                }
                Section("Notes") {
                    TextEditor(text: $form.notes)
                        .frame(minHeight: 120)
                        .accessibilityLabel("Notes")
                        .fieldNavigationItem($focus, equals: .notes)
                }
                Section {
                    Button("Sign up") {
                        focus = nil
                        ibanIsFocused = false
                        form.submit()
                    }
                }
            }
            .fieldNavigation(
                $focus, order: [.firstName, .lastName, .company, .email, .iban, .notes])
        }
    }

    /// A UIKit text field taking part in a field navigation: it keeps `isFocused` in step with
    /// its first responder and acts on it, takes its return key type from the navigation, and
    /// hands its return key to it.
    struct IBANField: UIViewRepresentable {
        @Binding var text: String
        @Binding var isFocused: Bool

        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.placeholder = "IBAN"
            field.autocapitalizationType = .allCharacters
            field.autocorrectionType = .no
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            field.delegate = context.coordinator
            field.addTarget(
                context.coordinator, action: #selector(Coordinator.textChanged(_:)),
                for: .editingChanged)
            return field
        }

        func updateUIView(_ field: UITextField, context: Context) {
            let navigation = context.environment.fieldNavigation
            context.coordinator.text = $text
            context.coordinator.isFocused = $isFocused
            context.coordinator.navigation = navigation
            if field.text != text { field.text = text }
            field.isEnabled = context.environment.isEnabled
            let returnKey = navigation.returnKeyType(for: FieldNavigationExample.Field.iban)
            if field.returnKeyType != returnKey {
                field.returnKeyType = returnKey
                // The key shows a new type once the keyboard reloads.
                if field.isFirstResponder { field.reloadInputViews() }
            }
            if isFocused != field.isFirstResponder { context.coordinator.applyFocus(to: field) }
        }

        func makeCoordinator() -> Coordinator {
            Coordinator(text: $text, isFocused: $isFocused)
        }

        /// The field's delegate: reports focus, and hands the return key to the navigation.
        ///
        /// Both ways between `isFocused` and the first responder go through the next turn of the
        /// main queue, and look again when they get there. UIKit calls
        /// `textFieldDidEndEditing(_:)` while SwiftUI moves `@FocusState`'s focus to another
        /// field — inside a view update, where writing `isFocused` is "Modifying state during
        /// view update" — and `becomeFirstResponder()` calls the delegate back.
        @MainActor
        final class Coordinator: NSObject, UITextFieldDelegate {
            var text: Binding<String>
            var isFocused: Binding<Bool>
            var navigation = FieldNavigationProxy?.none

            init(text: Binding<String>, isFocused: Binding<Bool>) {
                self.text = text
                self.isFocused = isFocused
            }

            func textFieldDidBeginEditing(_ textField: UITextField) {
                reportFocus(of: textField)
            }

            func textFieldDidEndEditing(_ textField: UITextField) {
                reportFocus(of: textField)
            }

            /// Sets `isFocused` to whether the field is first responder, on the next turn: by
            /// then SwiftUI's update is over, and an end and a begin in one turn leave the last.
            private func reportFocus(of textField: UITextField) {
                DispatchQueue.main.async { [weak self, weak textField] in
                    guard let self, let textField else { return }
                    let isFirstResponder = textField.isFirstResponder
                    if self.isFocused.wrappedValue != isFirstResponder {
                        self.isFocused.wrappedValue = isFirstResponder
                    }
                }
            }

            /// Makes the field first responder, or resigns it, as `isFocused` says — on the next
            /// turn, and only if they still differ then: a report of focus queued before this
            /// (the field resigned by SwiftUI's move away) has set `isFocused` by then, and must
            /// not be undone by pulling focus back.
            func applyFocus(to field: UITextField) {
                DispatchQueue.main.async { [weak self, weak field] in
                    guard let self, let field else { return }
                    let wantsFocus = self.isFocused.wrappedValue
                    guard wantsFocus != field.isFirstResponder else { return }
                    _ = wantsFocus ? field.becomeFirstResponder() : field.resignFirstResponder()
                }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                navigation?.submit()
                return false
            }

            @objc func textChanged(_ textField: UITextField) {
                text.wrappedValue = textField.text ?? ""
            }
        }
    }

    /// The example's model: an `ObservableObject`, as this package's SwiftUI code is.
    @MainActor
    final class SignUpDetails: ObservableObject {
        @Published var firstName = ""
        @Published var lastName = ""
        @Published var isBusiness = false
        @Published var company = ""
        @Published var email = ""
        @Published var paysByTransfer = false
        @Published var iban = ""
        @Published var notes = ""

        func submit() {}
    }

    #if DEBUG
        struct FieldNavigationExample_Previews: PreviewProvider {
            static var previews: some View { FieldNavigationExample() }
        }
    #endif
#endif
