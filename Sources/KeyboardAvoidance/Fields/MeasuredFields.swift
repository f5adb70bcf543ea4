#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    /// The navigator's text inputs at one moment.
    @MainActor
    struct MeasuredFields {
        /// The inputs; an input's id in ``order`` is its index here.
        let views: [UIView]
        let order: FieldOrder<Int>
        let direction: ReadingDirection
        /// Each input's id, its first index in ``views``.
        private let ids: [ObjectIdentifier: Int]

        init(views: [UIView], order: FieldOrder<Int>, direction: ReadingDirection) {
            self.views = views
            self.order = order
            self.direction = direction
            var ids: [ObjectIdentifier: Int] = [:]
            ids.reserveCapacity(views.count)
            for (index, view) in views.enumerated() where ids[ObjectIdentifier(view)] == nil {
                ids[ObjectIdentifier(view)] = index
            }
            self.ids = ids
        }

        func id(of view: UIView) -> Int? {
            ids[ObjectIdentifier(view)]
        }

        /// The input being edited, in the order or not.
        var focused: (id: Int, view: UIView)? {
            views.enumerated().first { $0.element.isFirstResponder }.map { ($0.offset, $0.element) }
        }
    }

    /// A view held weakly, for the app's list.
    @MainActor
    struct WeakView {
        weak var view: UIView?

        init(_ view: UIView) {
            self.view = view
        }
    }
#endif
