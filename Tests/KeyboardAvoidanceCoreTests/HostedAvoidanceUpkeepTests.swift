import Foundation
import KeyboardAvoidanceCore
import Testing

/// An avoiding SwiftUI view's session: when settings, a new probe or a new scroll view make a new
/// one, when it is set up again and measured, and how many times its scroll view is looked for.
@Suite("An avoiding SwiftUI view's session: rebuilt, set up again or measured again")
struct HostedAvoidanceUpkeepTests {
    typealias Settings = HostedAvoidanceSettings
    typealias Upkeep = HostedAvoidanceUpkeep

    static let configuration = AvoiderConfiguration()
    static let safeArea = Settings.safeArea(configuration: configuration)

    /// An upkeep whose first session, for `settings`, is made.
    static func built(_ settings: Settings = safeArea, hasScrollView: Bool = false) -> Upkeep {
        var upkeep = Upkeep()
        _ = upkeep.attachContainer(isNewProbe: true, settings: settings)
        _ = upkeep.update(hasScrollView: hasScrollView)
        return upkeep
    }

    @Test(
        "the modes' settings: strategy, target, scrolling, and a disabled mode's configuration off")
    func modes() {
        let c = Self.configuration
        #expect(
            Settings.shift(configuration: c)
                == Settings(strategy: .shift, followsFocus: true, scrolls: false, configuration: c))
        #expect(
            Settings.safeArea(configuration: c)
                == Settings(
                    strategy: .safeArea, followsFocus: true, scrolls: true, configuration: c))
        var off = c
        off.isEnabled = false
        #expect(
            Settings.disabled(configuration: c)
                == Settings(
                    strategy: .safeArea, followsFocus: false, scrolls: false, configuration: off))
        let bar = Settings(ridingBarWith: c, dismissPadding: 52)
        #expect(
            bar.strategy == .safeArea && !bar.followsFocus && !bar.scrolls
                && bar.dismissPadding == 52)
    }

    @Test("nothing before the first settings; the first update builds a session on the container")
    func firstBuild() {
        var upkeep = Upkeep()
        var step = upkeep.update(hasScrollView: false)
        #expect(step == .nothing)
        let schedules = upkeep.attachContainer(isNewProbe: true, settings: Self.safeArea)
        #expect(schedules)
        // No scroll view found (yet): on the container, resized, so that the field is never covered.
        step = upkeep.update(hasScrollView: false)
        #expect(step == .build(Self.safeArea, onScrollView: false))
        #expect(upkeep.built == Self.safeArea)
    }

    @Test("the same settings and probe on every SwiftUI update schedule nothing")
    func sameAgain() {
        var upkeep = Self.built()
        let schedules = upkeep.attachContainer(isNewProbe: false, settings: Self.safeArea)
        #expect(!schedules)
        // An update (a layout pass) measures again, keeping the session.
        let step = upkeep.update(hasScrollView: false)
        #expect(step == .keep(configuration: nil, dismissPadding: nil))
    }

    @Test("a new probe is a new container: a new session")
    func newProbe() {
        var upkeep = Self.built()
        let schedules = upkeep.attachContainer(isNewProbe: true, settings: Self.safeArea)
        #expect(schedules)
        let step = upkeep.update(hasScrollView: false)
        #expect(step == .build(Self.safeArea, onScrollView: false))
    }

    @Test(
        "another strategy, target or scrolling: a new session; a configuration or padding: set on it"
    )
    func settingsChange() {
        var upkeep = Self.built()
        let shift = Settings.shift(configuration: Self.configuration)
        var schedules = upkeep.attachContainer(isNewProbe: false, settings: shift)
        #expect(schedules)
        var step = upkeep.update(hasScrollView: false)
        #expect(step == .build(shift, onScrollView: false))
        // A margin changed: the session is kept and set up again.
        let margin = Settings.shift(configuration: AvoiderConfiguration(margin: 20))
        schedules = upkeep.attachContainer(isNewProbe: false, settings: margin)
        #expect(schedules)
        step = upkeep.update(hasScrollView: false)
        #expect(
            step == .keep(configuration: AvoiderConfiguration(margin: 20), dismissPadding: nil))
        // A riding bar grew: its padding set, the configuration unchanged.
        var bar = Self.built(Settings(ridingBarWith: Self.configuration, dismissPadding: 44))
        schedules = bar.attachContainer(
            isNewProbe: false,
            settings: Settings(ridingBarWith: Self.configuration, dismissPadding: 60))
        #expect(schedules)
        step = bar.update(hasScrollView: false)
        #expect(step == .keep(configuration: nil, dismissPadding: 60))
    }

    @Test(
        "a view that scrolls looks for its scroll view three times after entering a window; a found one is a new session on it"
    )
    func scrollViewSearch() {
        var upkeep = Self.built()
        // Not in a window yet: not looked for.
        var searches = upkeep.searchesForScrollView(
            containerIsInWindow: false, scrollViewIsInWindow: false)
        #expect(!searches)
        for _ in 0..<3 {
            searches = upkeep.searchesForScrollView(
                containerIsInWindow: true, scrollViewIsInWindow: false)
            #expect(searches)
        }
        // Not at every layout pass after that.
        searches = upkeep.searchesForScrollView(
            containerIsInWindow: true, scrollViewIsInWindow: false)
        #expect(!searches)
        // Into another window: three more.
        upkeep.containerChangedWindow()
        searches = upkeep.searchesForScrollView(
            containerIsInWindow: true, scrollViewIsInWindow: false)
        #expect(searches)
        upkeep.foundScrollView()
        let step = upkeep.update(hasScrollView: true)
        #expect(step == .build(Self.safeArea, onScrollView: true))
        // Found and in its window: not looked for again.
        searches = upkeep.searchesForScrollView(
            containerIsInWindow: true, scrollViewIsInWindow: true)
        #expect(!searches)
    }

    @Test("a view that does not scroll never looks for a scroll view, nor builds on one")
    func noScroll() {
        let shift = Settings.shift(configuration: Self.configuration)
        var upkeep = Self.built(shift)
        let searches = upkeep.searchesForScrollView(
            containerIsInWindow: true, scrollViewIsInWindow: false)
        #expect(!searches)
        let schedules = upkeep.attachContainer(isNewProbe: true, settings: shift)
        #expect(schedules)
        let step = upkeep.update(hasScrollView: true)
        #expect(step == .build(shift, onScrollView: false))
    }
}
