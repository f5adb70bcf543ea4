import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The `shift` translation recorded on the view it moves, with its owner: when two components hold
/// one view, only the last to apply may return it to rest on release.
package struct ShiftRecord: Sendable, Equatable {
    /// The translation the component added to the view's rest transform (≤ 0: up).
    package let translation: CGFloat
    /// The component that applied it.
    package let owner: UUID

    /// The record left after applying `translation`; `nil` at rest (0) or when it is not finite.
    package init?(translation: CGFloat, owner: UUID) {
        guard translation != 0, translation.isFinite else { return nil }
        self.translation = translation
        self.owner = owner
    }

    /// Whether a component's plan is applied: always, except a release over a shift that another
    /// component owns or over none.
    package static func applies(release: Bool, by owner: UUID, over recorded: Self?) -> Bool {
        !release || recorded?.owner == owner
    }
}
