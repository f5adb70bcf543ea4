import Foundation

/// What SwiftUI's stick to the bottom does on iOS 15–17 (where it moves the `UIScrollView` itself)
/// on each update and each window change or layout of its probe: the probe is made without a
/// window, so the scroll view is found later.
package enum StickToBottomUpkeep: Hashable, Sendable {
    /// Nothing to do.
    case none
    /// Stop following the content's size: the option is off.
    case stopObserving
    /// Find the scroll view behind the probe and follow its content, in place of any before.
    case findScrollView
    /// Follow the content's size of the scroll view found before: the option came back on.
    case observe

    /// The upkeep for the stick as it is.
    ///
    /// - Parameters:
    ///   - isOn: Whether the list sticks to its bottom.
    ///   - scrollViewIsInWindow: Whether a scroll view was found and is in a window.
    ///   - isObserving: Whether its content's size is followed.
    package init(isOn: Bool, scrollViewIsInWindow: Bool, isObserving: Bool) {
        guard isOn else {
            self = isObserving ? .stopObserving : .none
            return
        }
        guard scrollViewIsInWindow else {
            self = .findScrollView
            return
        }
        self = isObserving ? .none : .observe
    }
}
