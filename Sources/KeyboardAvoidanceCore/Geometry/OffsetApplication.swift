import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a layer does with the offset of a `scroll` plan it applies (spec §6.2), so that what the
/// session counts as applied is what is on screen.
///
/// A layer sets the plan's offset when it moves the content; leaves it when it is the offset in
/// effect (setting it again would stop a deceleration); and declines it while the user scrolls —
/// the gesture in flight has the offset, only the inset changes. A declined offset is not on
/// screen: the layer hands the session the offset that is, as `scrolled(to:)`, right after (spec
/// §6.1: the offset becomes what is applied), so that ``AvoidanceSession/isTargetVisible`` and a
/// recording tell what the user sees.
///
/// ```swift
/// switch OffsetApplication(plan, over: scrollView.contentOffset, userScrolls: isUserScrolling) {
/// case .set(let offset): scrollView.setContentOffset(offset, animated: false)
/// case .none: break
/// case .declined: session.handle(.scrolled(to: scrollView.contentOffset))
/// }
/// ```
package enum OffsetApplication: Sendable, Equatable {
    /// Set the scroll view's offset to this.
    case set(CGPoint)
    /// Nothing to set: the plan has no offset, or its offset is the one in effect (within
    /// ``AvoidancePlan/tolerance``).
    case none
    /// The plan moves the content, but the user scrolls: the offset is left to the gesture, and
    /// the offset on screen is handed to the session as `scrolled(to:)`.
    case declined

    /// What to do with `plan`'s offset over the offset on screen.
    ///
    /// - Parameters:
    ///   - plan: The plan applied; only a `scroll` plan has an offset.
    ///   - current: The scroll view's offset now.
    ///   - userScrolls: Whether the user's finger or the scroll view's deceleration moves it.
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
