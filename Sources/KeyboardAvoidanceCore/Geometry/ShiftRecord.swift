import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The `shift` strategy's translation as recorded on the view it moves, with the component that
/// put it there: every component made for the view reads it — for the view's rest
/// (``TargetGeometry/restTranslation(_:less:)``), and for whether its release may return the view
/// there.
///
/// Two components may hold one view: a second watcher made while the first still shifts it. Each
/// applies its plans over the rest it found, and the last to apply owns the view. A release
/// returns the view to rest, and clears the record, only for the owner: the first watcher's
/// release would otherwise undo the second one's shift and leave the view under the keyboard.
///
/// ```swift
/// guard ShiftRecord.applies(release: isRelease, by: token, over: recorded) else { return }
/// view.transform = rest.concatenating(CGAffineTransform(translationX: 0, y: translation))
/// recorded = ShiftRecord(translation: translation, owner: token)
/// ```
package struct ShiftRecord: Sendable, Equatable {
    /// The translation the component added to the view's rest transform (≤ 0: up).
    package let translation: CGFloat
    /// The component that applied it.
    package let owner: UUID

    /// The record a component leaves after it applied `translation`; `nil` at rest (0), and for a
    /// translation that is not a finite number: there is nothing to undo.
    package init?(translation: CGFloat, owner: UUID) {
        guard translation != 0, translation.isFinite else { return nil }
        self.translation = translation
        self.owner = owner
    }

    /// Whether a component's plan is applied to the view: every plan while the component lives,
    /// and its release only while the recorded translation is its own. After another component
    /// shifted the view, the shift is that one's to undo; with nothing recorded the view is at rest
    /// already.
    ///
    /// - Parameters:
    ///   - release: Whether the plan is the component's release.
    ///   - owner: The component that applies the plan.
    ///   - recorded: What the view records now.
    package static func applies(release: Bool, by owner: UUID, over recorded: Self?) -> Bool {
        !release || recorded?.owner == owner
    }
}
