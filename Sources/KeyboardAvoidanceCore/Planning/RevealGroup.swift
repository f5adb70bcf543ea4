import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What to keep visible when a field has focus: the field and the views the app names with it
/// (its error label, the form's submit button), made into the one target rect that every
/// strategy plans with (spec §5).
///
/// The shell measures the rects in the coordinates the planner uses (the container's for
/// `shift`, the content's for `scroll`), asks for ``target(forAvailableHeight:margin:)`` and
/// passes the result as ``PlanInput/target``.
///
/// ```swift
/// let group = RevealGroup(field: emailFrame, companions: [emailErrorFrame, signUpFrame])
/// let target = group.target(forAvailableHeight: keyboardTop - safeAreaTop, margin: 8)
/// ```
package struct RevealGroup: Sendable, Equatable {
    /// The focused field's rect (or its caret's).
    package var field: CGRect
    /// The rects of the views to reveal with the field, in the same coordinates.
    ///
    /// A rect that is not valid geometry (a number that is not finite or beyond
    /// ±10⁷ pt, a negative size) is ignored, and so is one with no area: a collapsed
    /// error label at `.zero` has nothing to show and would stretch the union up to its origin.
    /// The shell leaves out hidden views.
    package var companions: [CGRect]

    /// The most views revealed with a field that the engine takes: a screen names a few (an
    /// error label, the submit button); a snapshot with more is ignored as a whole, so that what
    /// a decision costs stays bounded.
    package static let maximumCompanions = 64

    /// Creates a group from the field's rect and its companions'.
    package init(field: CGRect, companions: [CGRect] = []) {
        self.field = field
        self.companions = companions
    }

    /// The smallest rect that contains the field and every companion that is not ignored; `nil`
    /// when the field's rect is not valid geometry, as there is then nothing to reveal.
    package var union: CGRect? {
        guard field.isValidGeometry else { return nil }
        var minX = field.minX
        var minY = field.minY
        var maxX = field.maxX
        var maxY = field.maxY
        for rect in companions
        where rect.isValidGeometry && rect.width > 0 && rect.height > 0 {
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        // Computed by hand: `CGRect.union` treats a zero-size caret rect differently across
        // platforms' Foundation.
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect to plan with when the target must fit, with `margin` above and below it, in a
    /// visible height of `availableHeight`. The field wins, then its top:
    ///
    /// 1. When the ``union``'s height plus `2 × margin` is at most `availableHeight`, the union.
    /// 2. Otherwise a band of the union `availableHeight − 2 × margin` tall (the room), as wide
    ///    as the union. When the field fits in the room, the band contains the whole field and
    ///    starts at the field's top, so that what lies below the field (an error label, the
    ///    submit button: what the keyboard covers) comes first; where the union ends less than
    ///    the room below the field's top, the band moves up to end at the union's bottom, to show
    ///    as much of the rest as fits.
    /// 3. When even the field does not fit in the room, the band starts at the field's top: the
    ///    field's top part, and a band of height 0 at the field's top when there is no room.
    ///
    /// For `shift`, `availableHeight` is the keyboard's top minus the safe area's top; for
    /// `scroll`, the viewport's ``ScrollViewport/visibleHeight``. A room that is not a number
    /// (a NaN height or margin) sets no limit: the union. `nil` when the field's rect is not
    /// valid geometry.
    package func target(forAvailableHeight availableHeight: CGFloat, margin: CGFloat = 0)
        -> CGRect?
    {
        guard let union else { return nil }
        let room = availableHeight - 2 * margin
        guard room < union.height else { return union }  // false for a NaN room, too
        let height = max(room, 0)
        let top = field.height <= height ? min(field.minY, union.maxY - height) : field.minY
        return CGRect(x: union.minX, y: top, width: union.width, height: height)
    }
}
