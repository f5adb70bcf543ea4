import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The checker's own model of a `scroll` container's list (spec v2.2 §5, "Lists", with the fields
/// of docs/scenario-project-fields.md): its parts and options as a scenario's header and snapshots
/// give them, and its geometry worked out from the documents' formulas — never from the engine's
/// list code (`ListState`, `ScrollViewport`, `PlanInput.scrollViewport`), so that a mistake there
/// shows as a difference here. A plain scroll view is a list with the defaults.
///
/// What it reads of the engine is what it was given: the geometry as taken (`layout`, `scroll`),
/// the keyboard's coverage (the plan line's `keyboard`), and whether avoidance is on.
package struct ListModel: Sendable, Hashable {
    package var isInverted = false
    package var extraInset: CGFloat = 0
    package var coveredExtraInset: CGFloat = 0
    /// How much of the list the docked accessory covers, as last measured docked.
    package var accessoryCover: CGFloat = 0
    package var indicatorInset: CGFloat = 0
    package var systemInsetsKeyboard = false
    package var sticksToNewestEnd = false
    package var keepsDistanceFromNewestEnd = false
    package var scrollsToNewestEndOnEditing = false

    /// A plain scroll view's.
    package init() {}

    /// The list a scenario's header gives, taken as its first snapshot is.
    package init(header scenario: Scenario) {
        if let list = scenario.list {
            take(list, layout: scenario.layout)
        }
    }

    /// How far from its newest end a list still shows it (spec §5, "Lists").
    static let newestEndTolerance: CGFloat = 8

    /// Takes a snapshot's change, measured against the geometry the snapshot leaves: the
    /// accessory docked when its bottom is within 1 pt of the window's bottom or below, covering
    /// `min(list.maxY − accessory.minY, list.height)`, kept while it rides the keyboard or is out
    /// of its window, forgotten when `null`.
    package mutating func take(_ change: ListChange, layout: AvoidanceLayout) {
        if let value = change.isInverted { isInverted = value }
        if let value = change.extraInset { extraInset = value }
        if let value = change.coveredExtraInset { coveredExtraInset = value }
        if let value = change.indicatorInset { indicatorInset = value }
        if let value = change.systemInsetsKeyboard { systemInsetsKeyboard = value }
        if let value = change.sticksToNewestEnd { sticksToNewestEnd = value }
        if let value = change.scrolledAway {
            keepsDistanceFromNewestEnd = value == .keepsDistanceFromNewestEnd
        }
        if let value = change.scrollsToNewestEndOnEditing { scrollsToNewestEndOnEditing = value }
        switch change.accessory {
        case nil, .outOfWindow?: break
        case .absent?: accessoryCover = 0
        case .frame(let frame)?:
            let list = layout.container
            if frame.maxY >= layout.window.height - 1 {
                accessoryCover = min(max(0, list.maxY - frame.minY), list.height)
            }
        }
    }

    /// Takes what a scenario event changes of the list, given the session before and after it:
    /// a snapshot's `list` (alone or with a notification), when the engine took the snapshot.
    package mutating func take(
        _ event: ScenarioEvent, before: AvoidanceSession, after: AvoidanceSession
    ) {
        let snapshot: ContainerSnapshot
        switch event {
        case .measure(let measured): snapshot = measured
        case .notification(_, _, let measured?): snapshot = measured
        default: return
        }
        guard let change = snapshot.list, Self.takes(snapshot, before: before),
            let layout = after.avoider?.layout
        else { return }
        take(change, layout: layout)
    }

    /// Whether a session takes a snapshot: not released, and every number one it takes.
    package static func takes(_ snapshot: ContainerSnapshot, before session: AvoidanceSession)
        -> Bool
    {
        guard !session.isReleased, let avoider = session.avoider else { return false }
        return snapshot.isValid && avoider.layout.applying(snapshot.layout).isValid
            && avoider.scroll.applying(snapshot.layout).isValid
    }

    /// Whether a part the same pass applies differs (more than 0.01 pt): the extra inset, the
    /// covered extra inset, the accessory's cover.
    package func extrasDiffer(from other: ListModel) -> Bool {
        abs(extraInset - other.extraInset) > AvoidancePlan.tolerance
            || abs(coveredExtraInset - other.coveredExtraInset) > AvoidancePlan.tolerance
            || abs(accessoryCover - other.accessoryCover) > AvoidancePlan.tolerance
    }

    /// Whether an option that can move the offset is on.
    var movesWithNewestEnd: Bool {
        sticksToNewestEnd || keepsDistanceFromNewestEnd || scrollsToNewestEndOnEditing
    }

    /// The list's geometry for an avoider's state, as the documents give it.
    package func geometry(of avoider: KeyboardAvoider) -> Geometry {
        geometry(
            layout: avoider.layout, scroll: avoider.scroll, coverage: avoider.coverage,
            isEnabled: avoider.configuration.isEnabled)
    }

    /// The geometry a release leaves (spec §6.1, docs/scenario-project-fields.md): the app's own
    /// inset, no extras, no accessory, no keyboard — but UIKit's own keyboard inset, which is not
    /// the component's.
    package func releaseGeometry(of avoider: KeyboardAvoider) -> Geometry {
        var plain = ListModel()
        plain.isInverted = isInverted
        var geometry = plain.geometry(
            layout: avoider.layout, scroll: avoider.scroll, coverage: nil, isEnabled: true)
        let uikit = uikitPart(
            layout: avoider.layout, scroll: avoider.scroll, coverage: avoider.coverage)
        geometry.setUIKitPart(uikit)
        return geometry
    }

    /// UIKit's own keyboard inset at the newest end (`systemInsetsKeyboard`):
    /// `max(0, overlap − safeBottom)` while a docked keyboard covers the list, avoidance on or
    /// off; none for a floating keyboard, nor for an inverted table.
    func uikitPart(
        layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics, coverage: KeyboardCoverage
    )
        -> CGFloat
    {
        guard systemInsetsKeyboard, !isInverted, coverage.state == .docked, coverage.overlap > 0
        else { return 0 }
        let safe = scroll.adjustsForSafeArea ? layout.safeArea.bottom : 0
        return max(0, coverage.overlap - safe)
    }

    func geometry(
        layout: AvoidanceLayout, scroll: AvoidanceLayout.ScrollMetrics, coverage: KeyboardCoverage?,
        isEnabled: Bool
    ) -> Geometry {
        let safe = layout.safeArea
        let adjusts = scroll.adjustsForSafeArea
        // The newest end's edge: the bottom, or an inverted list's top (spec §5: mirrored).
        let safeNewest = adjusts ? (isInverted ? safe.top : safe.bottom) : 0
        let safeFar = adjusts ? (isInverted ? safe.bottom : safe.top) : 0
        let app = isInverted ? scroll.contentInset.top : scroll.contentInset.bottom
        let far = isInverted ? scroll.contentInset.bottom : scroll.contentInset.top
        let overlap = isEnabled ? coverage?.overlap ?? 0 : 0
        // docs/scenario-project-fields.md: max(app', overlap − safeBottom) + extraInset
        // + (overlap > 0 ? coveredExtraInset : 0), app' = app + max(0, cover − safeBottom);
        // without a keyboard exactly app' + extraInset.
        let appPrime = app + max(0, accessoryCover - safeNewest)
        let inset =
            overlap > 0
            ? max(appPrime, overlap - safeNewest) + extraInset + coveredExtraInset
            : appPrime + extraInset
        var geometry = Geometry(
            isInverted: isInverted, height: layout.container.height,
            contentHeight: scroll.contentSize.height, inset: inset, app: app,
            safeNewest: safeNewest, farAdjusted: far + safeFar, uikitPart: 0)
        if let coverage {
            geometry.setUIKitPart(uikitPart(layout: layout, scroll: scroll, coverage: coverage))
        }
        return geometry
    }

    /// A list's geometry in its own coordinates (an inverted list's are not mirrored).
    package struct Geometry: Sendable, Hashable {
        package var isInverted: Bool
        package var height: CGFloat
        package var contentHeight: CGFloat
        /// The plan's inset at the newest end (`contentInsetBottom`).
        package var inset: CGFloat
        /// The app's own content inset at the newest end.
        package var app: CGFloat
        /// The safe area the scroll view adds at the newest end.
        package var safeNewest: CGFloat
        /// The inset the scroll view scrolls with at the far end, safe area included.
        package var farAdjusted: CGFloat
        /// UIKit's own keyboard inset at the newest end.
        package private(set) var uikitPart: CGFloat

        mutating func setUIKitPart(_ part: CGFloat) { uikitPart = part }

        /// The content inset the component sets at the newest end for a planned inset: beside
        /// UIKit's own keyboard inset, `app + max(0, inset − app − uikit)`.
        package func surfaceContentInset(forPlanned planned: CGFloat) -> CGFloat {
            uikitPart > 0 ? app + max(0, planned - app - uikitPart) : planned
        }

        /// The indicator inset: the app's own plus what the component adds to the app's content
        /// inset.
        package func surfaceIndicatorInset(forPlanned planned: CGFloat, own: CGFloat) -> CGFloat {
            own + (surfaceContentInset(forPlanned: planned) - app)
        }

        /// The inset the list scrolls with at its newest end, safe area included: the content
        /// inset the component sets and UIKit's part on top.
        var newestAdjusted: CGFloat {
            surfaceContentInset(forPlanned: inset) + uikitPart + safeNewest
        }

        /// `adjustedContentInset.top` and `.bottom`, in the list's own coordinates.
        var adjustedTop: CGFloat { isInverted ? newestAdjusted : farAdjusted }
        var adjustedBottom: CGFloat { isInverted ? farAdjusted : newestAdjusted }

        /// `[lo, hi] = [−adjustedTop, max(−adjustedTop, contentHeight − h + adjustedBottom)]`.
        package var lo: CGFloat { -adjustedTop }
        package var hi: CGFloat { max(lo, contentHeight - height + adjustedBottom) }

        /// `hi`, or `lo` for an inverted list.
        package var newestEnd: CGFloat { isInverted ? lo : hi }

        package func clamped(_ y: CGFloat) -> CGFloat { min(max(y, lo), hi) }

        /// Within 8 pt of the newest end, or past it.
        package func showsNewestEnd(_ y: CGFloat) -> Bool {
            isInverted
                ? y <= newestEnd + ListModel.newestEndTolerance
                : y >= newestEnd - ListModel.newestEndTolerance
        }

        /// Whether the height or the insets the list scrolls with differ by more than 0.01 pt.
        package func changesHeightOrInsets(to other: Geometry) -> Bool {
            abs(other.height - height) > AvoidancePlan.tolerance
                || abs(other.adjustedTop - adjustedTop) > AvoidancePlan.tolerance
                || abs(other.adjustedBottom - adjustedBottom) > AvoidancePlan.tolerance
        }

        /// This geometry with another content height.
        func with(contentHeight: CGFloat) -> Geometry {
            var geometry = self
            geometry.contentHeight = contentHeight
            return geometry
        }
    }
}
