import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a component measures at once, after a layout pass, a focus change, a scroll or a
/// notification (spec §6.1, `measure`); `nil` fields are unchanged.
///
/// ```swift
/// let snapshot = ContainerSnapshot(
///     screen: screenBounds, window: windowFrame, container: restFrame,
///     safeArea: Insets(view.safeAreaInsets), target: fieldRect)
/// let action = session.handle(.measure(snapshot))
/// ```
public struct ContainerSnapshot: Sendable, Hashable {
    /// The geometry and the scroll view's size, inset and safe-area adjustment.
    public var layout: AvoidanceLayout.Change
    /// The scroll view's offset now; a user's scroll is adopted before anything is planned.
    public var contentOffset: CGPoint?
    /// The rect to keep visible: `nil` leaves the target unchanged, `.some(nil)` means no target.
    public var target: CGRect??
    /// Whether the user is scrolling (spec §6.1, `tracking`); such a snapshot re-plans only the
    /// inset.
    public var isTracking: Bool
    /// The rects revealed with the target, in its coordinates (``RevealGroup``); `nil`: unchanged,
    /// `[]`: none.
    package var reveal: [CGRect]?
    /// The target's own margin in place of the configuration's (`keyboardAvoidanceMargin`); `nil`:
    /// unchanged, `.some(nil)`: the configuration's. An invalid margin makes the snapshot invalid.
    package var targetMargin: CGFloat??
    /// A list's parts and options (spec §5, "Lists"); `nil`: unchanged.
    package var list: ListChange?
    /// The scroll view a `safeArea` strategy reveals its target in, as measured now; `nil`: none.
    package var revealScroll: RevealScroll?
    /// What the container's keyboard layout guide says of a keyboard already up, read while
    /// ``AvoidanceSession/readsKeyboardGuide``.
    package var keyboardGuide: KeyboardGuideReading?
    /// How the container's screen is presented, for a sheet or popover UIKit moves with the
    /// keyboard (``AvoidanceSession/measuresAgain(after:)``).
    package var presentation = FieldAncestry.Presentation.none
    /// Whether editing began on the container's screen with this snapshot
    /// (``ListState/scrollsToNewestEndOnEditing``).
    package var editingBegan = false

    /// Creates a snapshot of the fields given; the others are unchanged.
    public init(
        layout: AvoidanceLayout.Change = AvoidanceLayout.Change(), contentOffset: CGPoint? = nil,
        target: CGRect?? = nil, isTracking: Bool = false
    ) {
        self.layout = layout
        self.contentOffset = contentOffset
        self.target = target
        self.isTracking = isTracking
    }

    /// Creates a snapshot of everything a component measures; `target` `nil` is no target, `scroll`
    /// the scroll view's metrics with its offset now.
    public init(
        screen: CGRect, window: CGRect, container: CGRect, safeArea: Insets, target: CGRect?,
        scroll: AvoidanceLayout.ScrollMetrics? = nil, isTracking: Bool = false
    ) {
        layout = AvoidanceLayout.Change(
            screen: screen, window: window, container: container, safeArea: safeArea,
            contentSize: scroll?.contentSize, contentInset: scroll?.contentInset,
            adjustsForSafeArea: scroll?.adjustsForSafeArea)
        contentOffset = scroll?.contentOffset
        self.target = .some(target)
        self.isTracking = isTracking
    }

    /// Whether every number is one the engine accepts, as ``AvoidanceLayout/isValid`` says; an
    /// invalid snapshot is ignored as a whole.
    public var isValid: Bool {
        // One by one, without collections: a snapshot comes with every notification.
        func valid(_ rect: CGRect?) -> Bool { rect?.isValidGeometry ?? true }
        func valid(_ number: CGFloat?) -> Bool {
            number.map { CoordinateLimit.contains(Double($0)) } ?? true
        }
        guard valid(layout.screen), valid(layout.window), valid(layout.container),
            valid(target ?? nil)
        else { return false }
        if let safeArea = layout.safeArea, !safeArea.isValidSafeArea || !safeArea.isWithinLimits {
            return false
        }
        if let inset = layout.contentInset, !inset.isWithinLimits { return false }
        if let size = layout.contentSize,
            !(valid(size.width) && valid(size.height) && size.width >= 0 && size.height >= 0)
        {
            return false
        }
        if let offset = contentOffset, !(valid(offset.x) && valid(offset.y)) { return false }
        if let reveal, reveal.count > RevealGroup.maximumCompanions { return false }
        if case .some(.some(let margin)) = targetMargin,
            !AvoiderConfiguration.isValidMargin(margin)
        {
            return false
        }
        return (list?.isValid ?? true) && (revealScroll?.isValid ?? true)
    }

    /// Whether it carries enough to start a session: at least the screen.
    public var canStartSession: Bool { layout.screen != nil }
}
