/// The screen a keyboard notification names as its `object`, and what a view on a screen makes of
/// it: UIKit's header says the object is the screen the keyboard is on from iOS 16.1, and `nil`
/// before. A notification of another app's keyboard or of another scene's can come with `nil`
/// too, and an app's own center may carry any object.
///
/// The rule, deliberately: an object that is not a screen counts as `nil`, and a notification
/// that names no screen is about the view's own screen — as every notification was before
/// iOS 16.1. Whether it is another app's keyboard is its userInfo's to say, not its object's:
/// `UIKeyboardIsLocalUserInfoKey` false makes it ignored unless it is a hide, and a missing key
/// counts as local (spec §2). Only a notification that names another screen than the view's (an
/// external display) is not the view's at all.
///
/// Generic over the screen's class, so that the rule is tested without UIKit: the UIKit layer
/// reads `AnnouncedScreen<UIScreen>`.
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

    /// Whether the notification is about another screen than `own`, the screen of the view's
    /// window: only when it names one, and `own` is known and is not it. An unnamed one is the
    /// view's.
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
