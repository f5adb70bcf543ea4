import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a planner reads: the geometry at rest, the keyboard's coverage, the target, the
/// margin and, for `scroll`, the scroll view as it is now.
///
/// Every answer is finite: with a layout or scroll metrics that are not valid, every planner
/// answers the rest plan (``AvoidanceStrategy/restPlan(layout:scroll:)``) and
/// ``isTargetVisible(under:)`` `nil`.
package struct PlanInput: Sendable, Equatable {
    /// The geometry at rest.
    package var layout: AvoidanceLayout {
        didSet { isPlannable = layout.isValid && scroll.isValid }
    }
    /// How the keyboard covers the container.
    package var coverage: KeyboardCoverage
    /// The rect to keep visible, in container coordinates (content coordinates for `scroll`); an
    /// invalid rect becomes `nil`.
    package var target: CGRect? {
        didSet { target = target.flatMap(\.validGeometry) }
    }
    /// Space kept between the target and the keyboard, in points; a value that is not
    /// ``AvoiderConfiguration/isValidMargin(_:)`` is refused.
    package var margin: CGFloat {
        didSet { if !AvoiderConfiguration.isValidMargin(margin) { margin = oldValue } }
    }
    /// The scroll view; its `contentOffset` is the offset applied now.
    package var scroll: AvoidanceLayout.ScrollMetrics {
        didSet { isPlannable = layout.isValid && scroll.isValid }
    }
    /// What the scroll container keeps beside the `scroll` geometry (``ListState``).
    package var list: ListState = .plain
    /// The inset UIKit adds itself for the keyboard (a `UITableViewController`'s table,
    /// ``ListState/systemInsetsKeyboard``); 0 elsewhere.
    package var systemKeyboardInset: CGFloat = 0
    /// Whether the layout and the scroll metrics are both valid, worked out when either is set.
    private(set) var isPlannable: Bool

    /// Creates a planner's input; an invalid target becomes `nil` and an invalid margin 0.
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

    /// A planner's input from the engine's own state, which every entry validated: nothing is
    /// checked again.
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

    /// The keyboard's top in container coordinates
    /// (``KeyboardCoverage/keyboardTop(inContainerOfHeight:)``).
    package var keyboardTop: CGFloat {
        coverage.keyboardTop(inContainerOfHeight: layout.container.height)
    }
}

extension PlanInput {
    /// The height a strategy plans the target in with the keyboard as it is: what a group revealed
    /// with a field must fit in (``RevealGroup``).
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
