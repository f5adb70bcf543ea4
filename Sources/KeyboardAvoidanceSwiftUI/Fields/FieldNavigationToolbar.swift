#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// The keyboard's bar of a field navigation: previous and next, dimmed at the ends of the
    /// order, and Done. SwiftUI's own keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`),
    /// public API only: no input accessory view of the library's that an OS update could drop.
    ///
    /// Equatable, so that SwiftUI leaves the buttons alone while the navigation's state stays
    /// the same: the navigation's body runs again on every report from its fields.
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

    /// Adds the bar, or not. The choice lives inside the toolbar, never around the content: an
    /// `if` around the content would rebuild the whole form, and lose its state, whenever the
    /// choice changed. Equatable, as the bar is.
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
