import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a component measures at once — after a layout pass, a focus change, a scroll or a
/// keyboard notification — as the session takes it (spec §6.1, `{"measure": {...}}`).
///
/// A component on a device does not see "a layout change" or "a retarget": it measures the screen,
/// its window, the container, the safe area, the target and the scroll view, and hands them over
/// together. Fields left `nil` are unchanged; the UIKit layer always measures every field.
///
/// ```swift
/// let snapshot = ContainerSnapshot(
///     screen: screenBounds, window: windowFrame, container: restFrame,
///     safeArea: Insets(view.safeAreaInsets), target: fieldRect)
/// let action = session.handle(.measure(snapshot))
/// ```
public struct ContainerSnapshot: Sendable, Hashable {
    /// The geometry and the scroll view's size, inset and safe-area adjustment, as a layout change
    /// would carry them.
    public var layout: AvoidanceLayout.Change
    /// The scroll view's offset as it is now (`scroll` strategy): a user's scroll is adopted before
    /// anything is planned, so the view never jumps back to an older offset.
    public var contentOffset: CGPoint?
    /// The rect to keep visible: `nil` leaves the target unchanged, `.some(nil)` means no target.
    public var target: CGRect??
    /// Whether the user is scrolling the scroll view — a finger dragging it, or its deceleration
    /// (spec §6.1, v2.2: `(isTracking && isDragging) || isDecelerating` — `isTracking` alone is
    /// true for a touch that has not started to drag, such as a tap on a field). Such a snapshot
    /// takes everything in but re-plans only the inset: the offset is the user's, even past the
    /// content's range.
    public var isTracking: Bool
    /// The rects revealed with the target — its error label, the form's submit button — in the
    /// target's coordinates: the session plans with the group when it fits (``RevealGroup``).
    /// `nil` leaves them unchanged, `[]` means none.
    package var reveal: [CGRect]?
    /// The space the target asks to keep above the keyboard instead of the configuration's margin:
    /// a field's own (`keyboardAvoidanceMargin` in the UIKit layer, IQKeyboardManager's
    /// `keyboardDistance`). `nil` leaves it unchanged, `.some(nil)` means the configuration's. A
    /// number that is not a margin the engine takes (``AvoiderConfiguration/isValidMargin(_:)``)
    /// makes the snapshot invalid: it is ignored whole.
    package var targetMargin: CGFloat??
    /// What the scroll container keeps beside spec §5's geometry: a list's parts and options
    /// (spec §5, "Lists"), the app's indicator inset; `nil`: unchanged.
    package var list: ListChange?
    /// The scroll view a `safeArea` strategy reveals its target in, as measured now; `nil`: none.
    package var revealScroll: RevealScroll?
    /// What the keyboard layout guide of the container's view says of a keyboard already up,
    /// read while the session asks for it (``AvoidanceSession/readsKeyboardGuide``).
    package var keyboardGuide: KeyboardGuideReading?
    /// How the container's screen is presented: a sheet or a popover UIKit moves or resizes with
    /// the keyboard itself (``AvoidanceSession/measuresAgain(after:)``); `.none` otherwise.
    package var presentation = FieldAncestry.Presentation.none
    /// Whether editing began on the container's screen with this snapshot (a chat's composer):
    /// a list whose ``ListState/scrollsToNewestEndOnEditing`` is on goes to its newest end.
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

    /// Creates a snapshot of everything a component measures: the geometry, the target (`nil`: no
    /// target) and, for a scroll view, its metrics with the offset as it is now.
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

    /// Whether every number it carries is one the engine accepts, as a scenario file's reader
    /// does: within ±10⁷ pt, sizes and safe-area insets not negative. A snapshot that
    /// is not is ignored as a whole.
    public var isValid: Bool {
        // Checked one by one, without collections: a layer hands a snapshot over with every
        // notification.
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
