#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// What the return key of a field of a
    /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` does: set with
    /// ``SwiftUICore/View/fieldNavigationSubmit(_:)``.
    public enum FieldNavigationSubmit: Sendable, Hashable {
        /// The navigation's return key: it reads Next and moves to the next field, or Done and
        /// ends editing on the last one. The default.
        case advances
        /// Your own `onSubmit` keeps the field focused — a tag field that adds a tag and stays,
        /// a composer that sends and stays — and return is yours: the navigation neither moves
        /// on nor ends editing from this field, and its key is the default return key (or your
        /// `submitLabel`) rather than a Next or Done that would promise a move. The arrows still
        /// stop at the field, and return in the field before it still moves into it.
        case keepsFocus
    }

    extension View {
        /// Sets what the return key does in the navigation's fields inside this view: put it after
        /// ``SwiftUICore/View/fieldNavigationItem(_:equals:)`` (further from the field), or on a
        /// view around several fields.
        ///
        /// A field whose own `onSubmit` keeps it focused says so with `.keepsFocus`, so that the
        /// navigation does not move on, or end editing, after its handler:
        ///
        /// ```swift
        /// TextField("Add a tag", text: $newTag)
        ///     .onSubmit {
        ///         addTag()
        ///         focus = .tags
        ///     }
        ///     .fieldNavigationItem($focus, equals: .tags)
        ///     .fieldNavigationSubmit(.keepsFocus)
        /// ```
        ///
        /// Put before the item (closer to the field), the item does not see it.
        public func fieldNavigationSubmit(_ submit: FieldNavigationSubmit) -> some View {
            environment(\.fieldNavigationSubmit, submit)
        }
    }

    private struct FieldNavigationSubmitKey: EnvironmentKey {
        static var defaultValue: FieldNavigationSubmit { .advances }
    }

    extension EnvironmentValues {
        /// What the return key of the navigation's fields does.
        var fieldNavigationSubmit: FieldNavigationSubmit {
            get { self[FieldNavigationSubmitKey.self] }
            set { self[FieldNavigationSubmitKey.self] = newValue }
        }
    }
#endif
