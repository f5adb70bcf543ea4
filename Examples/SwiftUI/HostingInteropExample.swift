#if canImport(SwiftUI) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceSwiftUI
    import SwiftUI
    import UIKit

    /// SwiftUI inside a ``KeyboardAvoidanceViewController``: a ``KeyboardAvoidanceHostingController``
    /// as a child in the scrolling content. The UIKit screen grows its safe area by the part
    /// the keyboard covers and scrolls the field into view; the SwiftUI form leaves the keyboard
    /// to it, so nothing is inset or moved twice. The form is a padded `VStack`, smaller than the
    /// screen, centred in the hosting view: it stays put when the keyboard comes up, on iOS 15
    /// and 16.0–16.3 too, where the hosted view fills the hosting view before ignoring the
    /// keyboard.
    @MainActor
    public final class HostingInteropExampleViewController: KeyboardAvoidanceViewController {
        private let hosting = KeyboardAvoidanceHostingController(rootView: HostedProfileForm())

        override public func viewDidLoad() {
            super.viewDidLoad()
            addChild(hosting)
            hosting.view.backgroundColor = .clear
            if #available(iOS 16, *) {
                // The form's height follows its content, for the scroll view's content size.
                hosting.sizingOptions = .intrinsicContentSize
            }
            pinToContentView(hosting.view)
            hosting.didMove(toParent: self)
        }
    }

    /// SwiftUI inside a view that ``KeepViewAboveKeyboard`` moves up: a card at the bottom of
    /// the screen hosting a SwiftUI form in a `UIHostingController` the app made, set up with
    /// `ignoreKeyboardSafeArea()` — and, before iOS 16.4, a root view that fills the card and
    /// ignores the keyboard itself. The card moves once, by the UIKit component.
    @MainActor
    public final class HostingShiftExampleViewController: UIViewController {
        private let card = UIView()
        private var keyboardWatcher: KeepViewAboveKeyboard?

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            card.translatesAutoresizingMaskIntoConstraints = false
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            view.addSubview(card)

            let hosting = UIHostingController(rootView: AnyView(HostedProfileForm()))
            if !hosting.ignoreKeyboardSafeArea() {
                // Before iOS 16.4 the controller cannot drop the keyboard's region: its root
                // view ignores it. The form is smaller than the card, and
                // `ignoresSafeArea(.keyboard)` extends a view only where it reaches the safe
                // area: it fills the card first, or it would be centred again above the
                // keyboard's overlap.
                hosting.rootView = AnyView(
                    HostedProfileForm()
                        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                        .ignoresSafeArea(.keyboard))
            }
            hosting.view.translatesAutoresizingMaskIntoConstraints = false
            hosting.view.backgroundColor = .clear
            addChild(hosting)
            card.addSubview(hosting.view)
            hosting.didMove(toParent: self)

            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                card.bottomAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                card.heightAnchor.constraint(equalToConstant: 220),
                hosting.view.topAnchor.constraint(equalTo: card.topAnchor),
                hosting.view.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                hosting.view.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                hosting.view.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            ])
            // The card moves up, with the SwiftUI form in it, just enough for the field.
            keyboardWatcher = KeepViewAboveKeyboard(view: card)
        }
    }

    /// The SwiftUI form both screens host.
    struct HostedProfileForm: View {
        @StateObject private var profile = HostedProfile()

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Profile")
                    .font(.headline)
                TextField("Display name", text: $profile.displayName)
                    .textFieldStyle(.roundedBorder)
                TextField("City", text: $profile.city)
                    .textFieldStyle(.roundedBorder)
                TextField("Website", text: $profile.website)
                    .textFieldStyle(.roundedBorder)
                    .keyboardType(.URL)
                    .textInputAutocapitalization(.never)
            }
            .padding()
        }
    }

    /// The example's model: an `ObservableObject`, as this package's SwiftUI code is.
    @MainActor
    final class HostedProfile: ObservableObject {
        @Published var displayName = ""
        @Published var city = ""
        @Published var website = ""
    }

    #if DEBUG
        struct HostedProfileForm_Previews: PreviewProvider {
            static var previews: some View { HostedProfileForm() }
        }
    #endif
#endif
