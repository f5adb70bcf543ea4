import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a layer does with the offset of a `scroll` plan it applies to a list (spec §5, §6.2):
/// the plan's — brought back through the mirror for an inverted list and clamped to the list's
/// own range — or the list's newest end when it sticks there; nothing while the user scrolls.
///
/// When the offset on screen afterwards is not the plan's, ``report`` holds it in the engine's
/// coordinates: the layer hands it to the session as `scrolled(to:)` right after (spec §6.1: the
/// offset becomes what is applied), as it does for an offset declined while the user scrolls, so
/// that a recording replays what the user saw.
///
/// ```swift
/// let offset = ListOffset(planned: 1272, onScreen: 1272, before: before, after: after,
///                         sticksToBottom: true, userScrolls: false)
/// offset.set     // 1573: the new bottom
/// offset.report  // 1573: hand it over as `scrolled`
/// ```
package struct ListOffset: Sendable, Hashable {
    /// The vertical offset to set; `nil`: leave the offset on screen as it is.
    package private(set) var set: CGFloat?
    /// The vertical offset on screen afterwards, in the engine's coordinates, when it differs
    /// from the plan's by more than ``AvoidancePlan/tolerance``; `nil` otherwise.
    package private(set) var report: CGFloat?

    /// Decides the offset of one application.
    ///
    /// - Parameters:
    ///   - planned: The plan's vertical offset, in the engine's coordinates (mirrored for an
    ///     inverted list).
    ///   - onScreen: The list's vertical offset now, before the change is applied.
    ///   - before: The list's geometry before the change, if it was measured.
    ///   - after: The list's geometry with the plan's inset applied.
    ///   - sticksToBottom: Whether the list keeps its newest end in view.
    ///   - userScrolls: Whether the user's finger or the list's deceleration moves it: the offset
    ///     is the user's, only the inset changes.
    package init(
        planned: CGFloat, onScreen: CGFloat, before: ListViewport?, after: ListViewport,
        sticksToBottom: Bool, userScrolls: Bool
    ) {
        let inverted = after.isInverted
        func mirrored(_ y: CGFloat) -> CGFloat {
            InvertedList.mirroredOffset(y, contentHeight: after.contentHeight, height: after.height)
        }
        var wanted = inverted ? after.clamped(mirrored(planned)) : planned
        if sticksToBottom, let before,
            let stuck = before.stickingOffset(to: after, from: onScreen, userScrolls: userScrolls)
        {
            wanted = stuck
        }
        let tolerance = AvoidancePlan.tolerance
        var final = onScreen
        // Setting the offset in effect again would stop a deceleration; the user's gesture has
        // the offset while it lasts.
        if abs(wanted - onScreen) > tolerance, !userScrolls {
            set = wanted
            final = wanted
        }
        let finalInEngine = inverted ? mirrored(final) : final
        report = abs(finalInEngine - planned) > tolerance ? finalInEngine : nil
    }
}
