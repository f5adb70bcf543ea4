/// The screen a keyboard notification names as its `object` (from iOS 16.1; `nil` before): an
/// object that is not a screen counts as none, and an unnamed notification is about the view's own
/// screen. Generic so that the rule is tested without UIKit (`AnnouncedScreen<UIScreen>`).
package enum AnnouncedScreen<Screen: AnyObject> {
    /// No screen named: the object is `nil`, or not a screen.
    case unnamed
    /// The screen named.
    case named(Screen)

    /// Reads a notification's `object`.
    package init(object: Any?) {
        if let screen = object.flatMap({ $0 as? Screen }) {
            self = .named(screen)
        } else {
            self = .unnamed
        }
    }

    /// The screen named, if any.
    package var screen: Screen? {
        if case .named(let screen) = self { return screen }
        return nil
    }

    /// Whether the notification names a screen other than `own`, the view's window's; an unnamed
    /// one is the view's.
    package func isAboutAnotherScreen(than own: Screen?) -> Bool {
        guard case .named(let screen) = self, let own else { return false }
        return screen !== own
    }

    /// The screen to measure the keyboard against: the one named, else the view's own.
    package func screen(orOwn own: Screen?) -> Screen? {
        screen ?? own
    }
}

extension AnnouncedScreen: Sendable where Screen: Sendable {}
