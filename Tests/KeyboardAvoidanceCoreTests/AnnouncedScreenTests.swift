import Foundation
import KeyboardAvoidanceCore
import Testing

/// A screen for the rule without UIKit: only its identity matters.
private final class Screen: Sendable {}

@Suite("A notification's object: the screen it names")
struct AnnouncedScreenTests {
    static let end = KeyboardUserInfoKey.frameEnd.rawValue
    static let isLocal = KeyboardUserInfoKey.isLocal.rawValue
    static let frame = NSValue(rect: NSRect(x: 0, y: 465, width: 414, height: 271))

    @Test("a nil object names no screen: the notification is the view's own screen's")
    func nilObjectIsTheViewsScreen() {
        let own = Screen()
        let announced = AnnouncedScreen<Screen>(object: nil)
        #expect(announced.screen == nil)
        #expect(!announced.isAboutAnotherScreen(than: own))
        #expect(announced.screen(orOwn: own) === own)
    }

    @Test("an object that is not a screen counts as nil")
    func otherObjectCountsAsNil() {
        let own = Screen()
        let announced = AnnouncedScreen<Screen>(object: "UIKeyboard" as NSString)
        #expect(announced.screen == nil)
        #expect(!announced.isAboutAnotherScreen(than: own))
        #expect(announced.screen(orOwn: own) === own)
    }

    @Test("the view's own screen, named: the view's; another screen: not the view's")
    func namedScreens() {
        let own = Screen()
        let external = Screen()
        #expect(!AnnouncedScreen<Screen>(object: own).isAboutAnotherScreen(than: own))
        #expect(AnnouncedScreen<Screen>(object: external).isAboutAnotherScreen(than: own))
        #expect(AnnouncedScreen<Screen>(object: external).screen(orOwn: own) === external)
    }

    @Test("a view outside a window knows no screen: nothing is another screen's")
    func noOwnScreen() {
        #expect(!AnnouncedScreen<Screen>(object: Screen()).isAboutAnotherScreen(than: nil))
        #expect(AnnouncedScreen<Screen>(object: nil).screen(orOwn: nil) == nil)
    }

    @Test("with no screen named, isLocal decides whether it is another app's (spec §2)")
    func isLocalDecides() throws {
        // The object says nothing of the app: the same notification, object nil, is read from its
        // userInfo alone — another app's keyboard ignored unless it hides, a missing key local.
        let anotherApps = try #require(
            KeyboardEvent(
                name: "UIKeyboardWillChangeFrameNotification",
                userInfo: [Self.end: Self.frame, Self.isLocal: NSNumber(value: false)]))
        #expect(anotherApps.isIgnored)
        let anotherAppsHide = try #require(
            KeyboardEvent(
                name: "UIKeyboardWillHideNotification",
                userInfo: [Self.end: Self.frame, Self.isLocal: NSNumber(value: false)]))
        #expect(!anotherAppsHide.isIgnored)
        let unsaid = try #require(
            KeyboardEvent(name: "UIKeyboardWillShowNotification", userInfo: [Self.end: Self.frame]))
        #expect(!unsaid.isIgnored)
        #expect(unsaid.resultingFrame == CGRect(x: 0, y: 465, width: 414, height: 271))
    }
}
