import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a layer does with a `scroll` plan's offset (spec §6.2): set it, leave it (setting the same
/// offset again stops a deceleration) or decline it while the user scrolls, then hand the session
/// the offset on screen as `scrolled(to:)`.
package enum OffsetApplication: Sendable, Equatable {
    /// Set the scroll view's offset to this.
    case set(CGPoint)
    /// Nothing to set: no offset, or the one in effect (within ``AvoidancePlan/tolerance``).
    case none
    /// The user scrolls: the offset is left to the gesture.
    case declined

    /// What to do with `plan`'s offset over `current`, the scroll view's offset now.
    package init(_ plan: AvoidancePlan, over current: CGPoint, userScrolls: Bool) {
        // Setting the offset in effect again would stop a deceleration.
        guard let offset = plan.contentOffset,
            abs(offset.x - current.x) > AvoidancePlan.tolerance
                || abs(offset.y - current.y) > AvoidancePlan.tolerance
        else {
            self = .none
            return
        }
        self = userScrolls ? .declined : .set(offset)
    }
}
