import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTestSupport
import Testing

/// The checker's own model of a list (`ListModel`, what `keyboard-avoidance stress` checks lists
/// with), against the numbers the list fixtures work out by hand from the documents: if the model
/// drifted from them, the stress run would check the engine against the wrong rules.
///
/// The ``ChatScreen``: 375 × 812, safe area 44 / 34, 2000 pt of messages.
@Suite("The checker's model of a list: the documents' numbers")
struct ListModelTests {
    /// An avoider of the chat screen with the keyboard `frame` up (or none).
    static func avoider(
        contentInset: Insets = .zero, adjustsForSafeArea: Bool = true, keyboard frame: CGRect?
    ) -> KeyboardAvoider {
        var avoider = KeyboardAvoider(
            strategy: .scroll,
            layout: AvoidanceLayout(screen: ChatScreen.screen, safeArea: ChatScreen.safeArea),
            scroll: AvoidanceLayout.ScrollMetrics(
                contentSize: CGSize(width: 375, height: 2000), contentInset: contentInset,
                adjustsForSafeArea: adjustsForSafeArea))
        if let frame {
            _ = avoider.handle(.keyboard(KeyboardEvent(name: .willShow, endFrame: frame)))
        }
        return avoider
    }

    static func model(_ change: ListChange) -> ListModel {
        var model = ListModel()
        model.take(change, layout: AvoidanceLayout(screen: ChatScreen.screen))
        return model
    }

    @Test("a docked accessory and a composer: 100 at rest, hi 1322; 401 with the keyboard, 1623")
    func accessoryAndComposer() {
        // list-release.json: the accessory's part beyond the safe area 84 − 34 = 50, the composer
        // 50; with the keyboard max(50, 385 − 34) + 50.
        let model = Self.model(ListChange(extraInset: 50, accessory: .frame(ChatScreen.docked)))
        let rest = model.geometry(of: Self.avoider(keyboard: nil))
        #expect((rest.inset, rest.lo, rest.hi) == (100, -44, 1322))
        let shown = model.geometry(of: Self.avoider(keyboard: ChatScreen.keyboard))
        #expect((shown.inset, shown.newestEnd) == (401, 1623))
        // A release: the app's own 0, the range without the component's parts.
        let released = model.releaseGeometry(of: Self.avoider(keyboard: ChatScreen.keyboard))
        #expect((released.inset, released.hi) == (0, 1222))
    }

    @Test("the covered extra inset counts only while the keyboard covers the list")
    func coveredExtra() {
        // list-stick-composer-grows.json: 50 + 8 above the keyboard; 301 + 58 = 359, hi 1581.
        let model = Self.model(ListChange(extraInset: 50, coveredExtraInset: 8))
        let keyboard = CGRect(0, 477, 375, 335)
        #expect(model.geometry(of: Self.avoider(keyboard: nil)).inset == 50)
        let shown = model.geometry(of: Self.avoider(keyboard: keyboard))
        #expect((shown.inset, shown.hi) == (359, 1581))
    }

    @Test("beside UIKit's own keyboard inset the component sets only its share")
    func systemInsets() {
        // list-system-insets-keyboard.json: plan max(10, 301) + 50 = 351, hi 1573; UIKit's 301,
        // the component's 10 + max(0, 351 − 10 − 301) = 50, indicator 0 + (50 − 10) = 40.
        let model = Self.model(ListChange(extraInset: 50, systemInsetsKeyboard: true))
        let shown = model.geometry(
            of: Self.avoider(
                contentInset: Insets(bottom: 10), keyboard: CGRect(0, 477, 375, 335)))
        #expect((shown.inset, shown.hi) == (351, 1573))
        #expect(shown.surfaceContentInset(forPlanned: 351) == 50)
        #expect(shown.surfaceIndicatorInset(forPlanned: 351, own: 0) == 40)
    }

    @Test("inverted: the keyboard is its top inset and the newest end is lo")
    func inverted() {
        // list-inverted-stick-keyboard.json: no safe-area adjustment, contentInset top 34;
        // max(34, 335) = 335, lo −335; at rest 34, lo −34.
        let model = Self.model(ListChange(isInverted: true, sticksToNewestEnd: true))
        let insets = Insets(top: 34, bottom: 44)
        let rest = model.geometry(
            of: Self.avoider(contentInset: insets, adjustsForSafeArea: false, keyboard: nil))
        #expect((rest.inset, rest.newestEnd) == (34, -34))
        let shown = model.geometry(
            of: Self.avoider(
                contentInset: insets, adjustsForSafeArea: false,
                keyboard: CGRect(0, 477, 375, 335)))
        #expect((shown.inset, shown.newestEnd) == (335, -335))
        // Within 8 pt of it, or past it, shows it; 9 pt short does not.
        #expect(shown.showsNewestEnd(-327) && shown.showsNewestEnd(-400))
        #expect(!shown.showsNewestEnd(-326))
    }

    @Test("an accessory that is not docked is not measured; out of its window it is kept")
    func accessory() {
        var model = Self.model(ListChange(accessory: .frame(ChatScreen.docked)))
        #expect(model.accessoryCover == 84)
        let layout = AvoidanceLayout(screen: ChatScreen.screen)
        model.take(ListChange(accessory: .frame(CGRect(0, 300, 375, 84))), layout: layout)
        model.take(ListChange(accessory: .outOfWindow), layout: layout)
        #expect(model.accessoryCover == 84)
        model.take(ListChange(accessory: .absent), layout: layout)
        #expect(model.accessoryCover == 0)
    }
}
