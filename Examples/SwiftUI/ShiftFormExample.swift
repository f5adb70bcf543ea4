#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidanceSwiftUI
    import SwiftUI

    /// `.keyboardAvoidance(.shift)` and `revealedWithFocusedField()`: a sign-in card near the
    /// bottom of the screen moves up just enough for the field being edited and, where it fits,
    /// the error label and the button under it — the layout is not squashed, the logo stays its
    /// size.
    public struct ShiftFormExample: View {
        @StateObject private var form = SignInForm()

        /// Creates the example screen.
        public init() {}

        /// The screen.
        public var body: some View {
            VStack(spacing: 16) {
                Spacer()
                Image(systemName: "person.crop.circle")
                    .font(.system(size: 96))
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                Spacer()
                VStack(spacing: 12) {
                    TextField("Email", text: $form.email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .textFieldStyle(.roundedBorder)
                    SecureField("Password", text: $form.password)
                        .textContentType(.password)
                        .textFieldStyle(.roundedBorder)
                    Text(form.error ?? " ")
                        .font(.footnote)
                        .foregroundStyle(.red)
                        .revealedWithFocusedField()
                    Button("Sign in", action: form.signIn)
                        .buttonStyle(.borderedProminent)
                        .revealedWithFocusedField()
                }
                .padding()
            }
            .padding(.bottom)
            .keyboardAvoidance(.shift, margin: 12)
        }
    }

    /// The example's model: an `ObservableObject`, as this package's SwiftUI code is.
    @MainActor
    final class SignInForm: ObservableObject {
        @Published var email = ""
        @Published var password = ""
        @Published var error: String?

        func signIn() {
            error = email.contains("@") ? nil : "Enter an email address."
        }
    }

    #if DEBUG
        struct ShiftFormExample_Previews: PreviewProvider {
            static var previews: some View { ShiftFormExample() }
        }
    #endif
#endif
