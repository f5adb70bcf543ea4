#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import UIKit

    /// The chat examples' "Options" menu: each option of the messages'
    /// `ScrollViewKeyboardAvoidance` as a toggle, read from it each time the menu opens, and the
    /// screen's own actions after them (a message that arrives, a typing indicator). In an app
    /// these are one line each, set once in `viewDidLoad`:
    ///
    /// ```swift
    /// messagesAvoidance.sticksToBottom = true  // follow the keyboard, the composer, arrivals
    /// messagesAvoidance.scrolledAwayBehavior = .keepsDistanceFromNewestEnd  // default .keepsOffset
    /// messagesAvoidance.scrollsToBottomOnEditing = true  // to the newest message on editing
    /// ```
    @MainActor
    enum ChatOptionsMenu {
        /// A bar button whose menu toggles `avoidance`'s options, then offers `actions`.
        static func barButton(
            for avoidance: ScrollViewKeyboardAvoidance, actions: [UIAction] = []
        ) -> UIBarButtonItem {
            let options = UIDeferredMenuElement.uncached { [weak avoidance] completion in
                guard let avoidance else { return completion(actions) }
                completion([UIMenu(options: .displayInline, children: toggles(for: avoidance))])
            }
            let menu = UIMenu(children: [
                options, UIMenu(options: .displayInline, children: actions),
            ])
            return UIBarButtonItem(title: "Options", image: nil, primaryAction: nil, menu: menu)
        }

        /// One toggle per option, showing its state now.
        private static func toggles(for avoidance: ScrollViewKeyboardAvoidance) -> [UIAction] {
            let keepsDistance = avoidance.scrolledAwayBehavior == .keepsDistanceFromNewestEnd
            return [
                UIAction(
                    title: "Stick to the newest message",
                    state: avoidance.sticksToBottom ? .on : .off
                ) { [weak avoidance] _ in avoidance?.sticksToBottom.toggle() },
                UIAction(
                    title: "Scrolled up: keep the distance from the newest",
                    subtitle: "Off: keep the offset (what you read stays)",
                    state: keepsDistance ? .on : .off
                ) { [weak avoidance] _ in
                    avoidance?.scrolledAwayBehavior =
                        keepsDistance ? .keepsOffset : .keepsDistanceFromNewestEnd
                },
                UIAction(
                    title: "To the newest message on editing",
                    state: avoidance.scrollsToBottomOnEditing ? .on : .off
                ) { [weak avoidance] _ in avoidance?.scrollsToBottomOnEditing.toggle() },
            ]
        }
    }
#endif
