import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What to keep visible when a field has focus: the field and the views the app names with it (an
/// error label, the submit button), made into one target rect (spec §5).
package struct RevealGroup: Sendable, Equatable {
    /// The focused field's rect (or its caret's).
    package var field: CGRect
    /// The rects of the views to reveal with the field, in the same coordinates; invalid rects and
    /// rects with no area (a collapsed label at `.zero`) are ignored.
    package var companions: [CGRect]

    /// The most companions a snapshot may carry; one with more is ignored, so a decision's cost
    /// stays bounded.
    package static let maximumCompanions = 64

    /// Creates a group from the field's rect and its companions'.
    package init(field: CGRect, companions: [CGRect] = []) {
        self.field = field
        self.companions = companions
    }

    /// The smallest rect that contains the field and every companion not ignored; `nil` for an
    /// invalid field.
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
        // By hand: `CGRect.union` treats a zero-size caret rect differently across Foundations.
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect to plan with in `availableHeight`, `margin` kept above and below: the union when it
    /// fits, else a band of it that starts at the field's top (moved up to end at the union's
    /// bottom when there is room); the union for a NaN room, `nil` for an invalid field.
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
