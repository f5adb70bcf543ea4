#if canImport(SwiftUI) && os(iOS)
    import SwiftUI

    /// What the return key of a field of a
    /// ``SwiftUICore/View/fieldNavigation(_:order:wraps:toolbar:)`` does: set with
    /// ``SwiftUICore/View/fieldNavigationSubmit(_:)``.
    public enum FieldNavigationSubmit: Sendable, Hashable {
        /// The navigation's return key: it reads Next and moves to the next field, or Done and
        /// ends editing on the last one. The default.
        case advances
        /// Your own `onSubmit` keeps the field focused (a tag field): return is yours, the key
        /// is the default one (or your `submitLabel`), and the arrows still stop at the field.
        case keepsFocus
    }

    extension View {
        /// Sets what the return key does in the navigation's fields inside this view. Put it
        /// after ``SwiftUICore/View/fieldNavigationItem(_:equals:)`` (further from the field; the
        /// item does not see one put before it), or on a view around several fields:
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
