#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// The keyboard's bar of a field navigation, in SwiftUI's keyboard toolbar. Equatable, so
    /// SwiftUI leaves the buttons alone while the state stays the same.
    struct FieldNavigationToolbar: ToolbarContent, Equatable {
        let navigation: FieldNavigationProxy
        let labels: FieldNavigationLabels
        /// Whether the group has its buttons (iOS 15 cannot leave the group out: see
        /// ``FieldNavigationToolbarModifier``).
        var showsItems = true

        var body: some ToolbarContent {
            ToolbarItemGroup(placement: .keyboard) {
                if showsItems {
                    Button {
                        navigation.focusPrevious()
                    } label: {
                        labels.previousImage
                    }
                    .accessibilityLabel(labels.previous)
                    .accessibilityInputLabels([labels.previousWord, labels.previous])
                    .disabled(!navigation.canFocusPrevious)
                    Button {
                        navigation.focusNext()
                    } label: {
                        labels.nextImage
                    }
                    .accessibilityLabel(labels.next)
                    .accessibilityInputLabels([labels.nextWord, labels.next])
                    .disabled(!navigation.canFocusNext)
                    Spacer()
                    Button {
                        navigation.done()
                    } label: {
                        labels.done.bold()
                    }
                }
            }
        }
    }

    /// Adds the bar, or not: the choice is inside the toolbar, as an `if` around the content would
    /// rebuild the form and lose its state.
    struct FieldNavigationToolbarModifier: ViewModifier, Equatable {
        let navigation: FieldNavigationProxy
        let labels: FieldNavigationLabels
        let isShown: Bool

        func body(content: Content) -> some View {
            if #available(iOS 16, *) {
                content.toolbar {
                    if isShown {
                        FieldNavigationToolbar(navigation: navigation, labels: labels)
                    }
                }
            } else {
                // A toolbar builder takes an `if` from iOS 16: before, the group stays, empty.
                content.toolbar {
                    FieldNavigationToolbar(
                        navigation: navigation, labels: labels, showsItems: isShown)
                }
            }
        }
    }
#endif
