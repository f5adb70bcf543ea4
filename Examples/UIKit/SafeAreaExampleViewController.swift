#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The `safeArea` strategy: a long form in ``KeyboardAvoidanceViewController``; the keyboard
    /// grows the bottom safe area by the part it covers, and the field being edited scrolls into
    /// view.
    @MainActor
    public final class SafeAreaExampleViewController: KeyboardAvoidanceViewController {
        override public func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(
                arrangedSubviews: (1...12).map {
                    ExampleViews.textField(placeholder: "Field \($0)")
                })
            stack.axis = .vertical
            stack.spacing = 16
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: 20, leading: 20, bottom: 20, trailing: 20)
            pinToContentView(stack)
            keyboardAvoidance.margin = 16
        }
    }
#endif
