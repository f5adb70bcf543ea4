import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a list the user scrolled away from its newest end keeps when its height or insets change
/// (spec §5, "Lists", *scrolled away*).
public enum ListScrolledAwayBehavior: String, Sendable, Hashable, CaseIterable {
    /// The offset stays, clamped to the new range: what the user reads does not move.
    case keepsOffset
    /// The distance from the newest end stays: the offset moves by as much as the newest end
    /// moved with the change (clamped), as messages slide up with the keyboard in many chats.
    /// Content that grows never moves it.
    case keepsDistanceFromNewestEnd
}

/// What a scroll container keeps beside the `scroll` geometry: the app's indicator inset and, for a
/// list (spec §5, "Lists"), its orientation, extras and options.
package struct ListState: Sendable, Equatable {
    /// Drawn upside down (a transform of −1 on y): the keyboard and the composer are its top inset.
    package var isInverted = false
    /// Inset kept at the newest end whatever the keyboard does (a typing indicator, a riding
    /// composer's height; ≥ 0).
    package var extraInset: CGFloat = 0
    /// Inset kept at the newest end only while the keyboard covers the list (≥ 0).
    package var coveredExtraInset: CGFloat = 0
    /// The input accessory docked at the bottom while the keyboard is hidden, as last measured.
    package var accessory = RestingAccessory()
    /// The app's own scroll-indicator inset at the newest end.
    package var indicatorInset: CGFloat = 0
    /// Whether UIKit insets the list for the keyboard itself (a `UITableViewController`'s table):
    /// the library then sets only the rest.
    package var systemInsetsKeyboard = false
    /// Whether the list keeps showing its newest end (spec §5, *stick*).
    package var sticksToNewestEnd = false
    /// What a list scrolled away from its newest end keeps.
    package var scrolledAway = ListScrolledAwayBehavior.keepsOffset
    /// Whether the list goes to its newest end when editing begins (MessageKit's
    /// `scrollsToLastItemOnKeyboardBeginsEditing`).
    package var scrollsToNewestEndOnEditing = false

    package init() {}

    /// A plain scroll view's.
    package static let plain = ListState()

    /// Whether a list rule can move the offset: it sticks, or keeps its distance.
    var movesWithNewestEnd: Bool {
        sticksToNewestEnd || scrolledAway == .keepsDistanceFromNewestEnd
            || scrollsToNewestEndOnEditing
    }

    /// The offset the list's rules (spec §5, "Lists": *stick*, *scrolled away*) give after a change
    /// from `old` at `y` to `after`; `nil` when the plan's offset stands. Not while *hands off*.
    package func offset(following old: ScrollViewport, at y: CGFloat, to after: ScrollViewport)
        -> CGFloat?
    {
        let moved = old.changesFrameOrInsets(to: after)
        if old.isAtNewestEnd(y) {
            let grew =
                !after.isInverted
                && after.contentHeight > old.contentHeight + AvoidancePlan.tolerance
            guard sticksToNewestEnd, moved || grew else { return nil }
            return after.newestEndOffset
        }
        guard scrolledAway == .keepsDistanceFromNewestEnd, moved else { return nil }
        var sameContent = after
        sameContent.contentHeight = old.contentHeight
        return after.clamped(y + sameContent.newestEndOffset - old.newestEndOffset)
    }

    /// The state with a change taken in; the accessory measured in window coordinates.
    func applying(_ change: ListChange, list: CGRect, windowBounds: CGRect) -> ListState {
        var state = self
        if let inverted = change.isInverted { state.isInverted = inverted }
        if let extra = change.extraInset { state.extraInset = extra }
        if let covered = change.coveredExtraInset { state.coveredExtraInset = covered }
        if let indicator = change.indicatorInset { state.indicatorInset = indicator }
        if let system = change.systemInsetsKeyboard { state.systemInsetsKeyboard = system }
        if let sticks = change.sticksToNewestEnd { state.sticksToNewestEnd = sticks }
        if let away = change.scrolledAway { state.scrolledAway = away }
        if let goes = change.scrollsToNewestEndOnEditing {
            state.scrollsToNewestEndOnEditing = goes
        }
        switch change.accessory {
        case nil: break
        case .absent?: state.accessory.forget()
        case .outOfWindow?: break  // it comes back as it left
        case .frame(let frame)?:
            state.accessory.measure(accessory: frame, list: list, windowBounds: windowBounds)
        }
        return state
    }

    /// Whether an extra part differs from `other`'s by more than ``AvoidancePlan/tolerance``.
    func extrasDiffer(from other: ListState) -> Bool {
        let tolerance = AvoidancePlan.tolerance
        return abs(extraInset - other.extraInset) > tolerance
            || abs(coveredExtraInset - other.coveredExtraInset) > tolerance
            || abs(accessory.cover - other.accessory.cover) > tolerance
    }
}

/// What a snapshot changes of a ``ListState``: `nil` fields are unchanged.
package struct ListChange: Sendable, Hashable {
    /// An input accessory view as a layer finds it on the responder that shows it.
    package enum Accessory: Sendable, Hashable {
        /// The screen shows none: what was measured of one is forgotten.
        case absent
        /// Out of any window (an action sheet, a sheet, the app in the background): it comes back
        /// as it left, so what was measured is kept.
        case outOfWindow
        /// Its frame in the list's window's coordinates.
        case frame(CGRect)
    }

    package var isInverted: Bool?
    package var extraInset: CGFloat?
    package var coveredExtraInset: CGFloat?
    package var accessory: Accessory?
    package var indicatorInset: CGFloat?
    package var systemInsetsKeyboard: Bool?
    package var sticksToNewestEnd: Bool?
    package var scrolledAway: ListScrolledAwayBehavior?
    package var scrollsToNewestEndOnEditing: Bool?

    package init(
        isInverted: Bool? = nil, extraInset: CGFloat? = nil, coveredExtraInset: CGFloat? = nil,
        accessory: Accessory? = nil, indicatorInset: CGFloat? = nil,
        systemInsetsKeyboard: Bool? = nil, sticksToNewestEnd: Bool? = nil,
        scrolledAway: ListScrolledAwayBehavior? = nil, scrollsToNewestEndOnEditing: Bool? = nil
    ) {
        self.isInverted = isInverted
        self.extraInset = extraInset
        self.coveredExtraInset = coveredExtraInset
        self.accessory = accessory
        self.indicatorInset = indicatorInset
        self.systemInsetsKeyboard = systemInsetsKeyboard
        self.sticksToNewestEnd = sticksToNewestEnd
        self.scrolledAway = scrolledAway
        self.scrollsToNewestEndOnEditing = scrollsToNewestEndOnEditing
    }

    /// Whether every number is one the engine takes; a snapshot with an invalid change is ignored
    /// as a whole.
    package var isValid: Bool {
        if let extraInset, !AvoiderConfiguration.isValidMargin(extraInset) { return false }
        if let coveredExtraInset, !AvoiderConfiguration.isValidMargin(coveredExtraInset) {
            return false
        }
        if let indicatorInset, !CoordinateLimit.contains(Double(indicatorInset)) { return false }
        if case .frame(let frame)? = accessory, !frame.isValidGeometry { return false }
        return true
    }
}

extension ListState {
    /// What the system adds to a list's inset for the safe area alone (`added`, that is
    /// `adjustedContentInset − contentInset`, capped at `safeArea`); iOS 12+ adds a
    /// `UITableViewController`'s keyboard inset to `adjustedContentInset` too.
    package static func systemSafeBottom(added: CGFloat, safeArea: CGFloat) -> CGFloat {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return min(valid(added), valid(safeArea))
    }
}
