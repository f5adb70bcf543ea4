import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a planner reads: the geometry at rest, how the keyboard covers the container, the
/// target, the margin and — for `scroll` — the scroll view with its offset as it is now.
///
/// Every plan and every number a planner answers is finite, whatever the input holds. A target
/// or a margin the engine does not take is refused where it is given (see ``target`` and
/// ``margin``). A layout or scroll metrics that are not valid (``AvoidanceLayout/isValid``,
/// ``AvoidanceLayout/AvoidanceLayout.ScrollMetrics/isValid``: a NaN, an infinity, a number beyond ±10⁷ pt, a negative
/// size) cannot be planned with: every planner then answers the strategy's plan without a
/// keyboard (``AvoidanceStrategy/restPlan(layout:scroll:)``), and ``isTargetVisible(under:)``
/// answers `nil`.
package struct PlanInput: Sendable, Equatable {
    /// The geometry at rest.
    package var layout: AvoidanceLayout {
        didSet { isPlannable = layout.isValid && scroll.isValid }
    }
    /// How the keyboard covers the container.
    package var coverage: KeyboardCoverage
    /// The rect to keep visible: container coordinates, or content coordinates for `scroll`. A
    /// rect with a number that is not finite or beyond ±10⁷ pt, or a negative size, is
    /// no target: it becomes `nil`, on creation and when set.
    package var target: CGRect? {
        didSet { target = target.flatMap(\.validGeometry) }
    }
    /// Space kept between the target and the keyboard, in points: a number ≥ 0 within
    /// ±10⁷ pt (``AvoiderConfiguration/isValidMargin(_:)``). Any other value is refused
    /// and the margin keeps its value; on creation it is 0.
    package var margin: CGFloat {
        didSet { if !AvoiderConfiguration.isValidMargin(margin) { margin = oldValue } }
    }
    /// The scroll view; its `contentOffset` is the offset applied now.
    package var scroll: AvoidanceLayout.ScrollMetrics {
        didSet { isPlannable = layout.isValid && scroll.isValid }
    }
    /// What the scroll container keeps beside spec §5's geometry: a list's extra inset, its
    /// docked accessory, whether it is inverted, its options (spec §5, "Lists"); a plain scroll
    /// view's defaults otherwise.
    package var list: ListState = .plain
    /// The inset UIKit adds itself at the newest end for the keyboard — a `UITableViewController`'s
    /// own table, `max(0, overlap − safeBottom)` while a docked keyboard covers it, avoidance on
    /// or off — beside what the plan sets (``ListState/systemInsetsKeyboard``); 0 elsewhere.
    package var systemKeyboardInset: CGFloat = 0
    /// Whether the layout and the scroll metrics can be planned with: both valid. Worked out
    /// when either is given, so that a planner reads it at no cost.
    private(set) var isPlannable: Bool

    /// Creates the input of a planner; a target or a margin the engine does not take is refused
    /// (``target`` is `nil`, ``margin`` 0).
    package init(
        layout: AvoidanceLayout, coverage: KeyboardCoverage, target: CGRect?, margin: CGFloat,
        scroll: AvoidanceLayout.ScrollMetrics = AvoidanceLayout.ScrollMetrics()
    ) {
        self.layout = layout
        self.coverage = coverage
        self.target = target.flatMap(\.validGeometry)
        self.margin = AvoiderConfiguration.isValidMargin(margin) ? margin : 0
        self.scroll = scroll
        self.isPlannable = layout.isValid && scroll.isValid
    }

    /// The input of a planner from the engine's own state, which its every entry validated (the
    /// layout, the scroll metrics, the target, the margin): nothing is checked again on the
    /// decision's path.
    package init(
        validated layout: AvoidanceLayout, coverage: KeyboardCoverage, target: CGRect?,
        margin: CGFloat, scroll: AvoidanceLayout.ScrollMetrics, list: ListState = .plain
    ) {
        self.layout = layout
        self.coverage = coverage
        self.target = target
        self.margin = margin
        self.scroll = scroll
        self.list = list
        self.isPlannable = true
    }

    /// The keyboard's top in container coordinates; a container height that is not a number
    /// within ±10⁷ pt counts as 0.
    package var keyboardTop: CGFloat {
        coverage.keyboardTop(inContainerOfHeight: layout.container.height)
    }
}

extension PlanInput {
    /// The height a strategy plans the target in, with the keyboard as it covers the container:
    /// above the keyboard and below the safe area's top for `shift`, the visible content height
    /// for `scroll`, the height the safe area leaves (the keyboard's overlap at least) for
    /// `safeArea` and `guide`. What a group revealed with a field must fit in (``RevealGroup``).
    package func availableHeight(for strategy: AvoidanceStrategy) -> CGFloat {
        switch strategy {
        case .shift: keyboardTop - layout.safeArea.top
        case .scroll: scrollViewport.visibleHeight
        case .safeArea, .guide:
            layout.container.height - layout.safeArea.top
                - max(coverage.overlap, layout.safeArea.bottom)
        }
    }
}
