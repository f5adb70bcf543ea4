import Foundation

/// What the SwiftUI layer's stick to the bottom does on iOS 15 to 17 — where it moves the
/// `UIScrollView` behind a SwiftUI scroll view itself — each time SwiftUI updates the modifier
/// and each time its hidden probe enters or leaves a window or is laid out: find that scroll
/// view, follow its content's size (a message that arrives), or stop following it.
///
/// The probe is made without a window, so the scroll view cannot be found when SwiftUI makes it;
/// a message that arrives before SwiftUI's next update would go unfollowed unless the probe's
/// own window change and layout look again. An option turned off and on again with the same
/// scroll view follows its content again.
package enum StickToBottomUpkeep: Hashable, Sendable {
    /// Nothing to do.
    case none
    /// Stop following the content's size: the option is off.
    case stopObserving
    /// Look for the scroll view behind the probe and follow the content of the one found, in
    /// place of any followed before: none was found yet, or the one found left its window.
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
