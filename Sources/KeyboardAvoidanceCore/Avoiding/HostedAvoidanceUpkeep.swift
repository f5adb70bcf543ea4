import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// When an avoiding SwiftUI view's session is made anew, set up again or only measured again, and
/// when its scroll view is looked for (at most ``scrollViewSearchLimit`` layout passes after the
/// container enters a window); the SwiftUI layer's `AvoidanceModel` does the ``Step`` returned.
package struct HostedAvoidanceUpkeep: Sendable, Equatable {
    /// What the layer does on an update.
    package enum Step: Sendable, Equatable {
        /// Nothing: no settings yet.
        case nothing
        /// Give the old session back and make one for `settings`, on the scroll view or the
        /// container.
        case build(HostedAvoidanceSettings, onScrollView: Bool)
        /// Keep the session: set what changed (`nil`: unchanged), then measure again.
        case keep(configuration: AvoiderConfiguration?, dismissPadding: CGFloat?)
    }

    /// How many times the scroll view is looked for after the container enters a window.
    package static let scrollViewSearchLimit = 3

    /// The settings the view asks for now.
    package private(set) var settings: HostedAvoidanceSettings?
    /// The settings the session was made or last set up for; `nil` while a new session is due.
    package private(set) var built: HostedAvoidanceSettings?
    /// How many times the scroll view was looked for since the container entered its window.
    package private(set) var scrollViewSearches = 0

    package init() {}

    /// SwiftUI handed the container probe (`isNewProbe`: another) and the settings: whether to
    /// schedule an update.
    package mutating func attachContainer(isNewProbe: Bool, settings: HostedAvoidanceSettings)
        -> Bool
    {
        var schedules = false
        if isNewProbe {
            built = nil
            schedules = true
        }
        if settings != self.settings {
            self.settings = settings
            schedules = true
        }
        return schedules
    }

    /// The container entered or left a window: the scroll view is looked for again.
    package mutating func containerChangedWindow() {
        scrollViewSearches = 0
    }

    /// Whether to look for the scroll view now, counting the search.
    package mutating func searchesForScrollView(
        containerIsInWindow: Bool, scrollViewIsInWindow: Bool
    ) -> Bool {
        guard settings?.scrolls == true, !scrollViewIsInWindow, containerIsInWindow,
            scrollViewSearches < Self.scrollViewSearchLimit
        else { return false }
        scrollViewSearches += 1
        return true
    }

    /// A scroll view was found: a new session works on it.
    package mutating func foundScrollView() {
        built = nil
    }

    /// What an update does; `hasScrollView`: a scroll view was found and is still there.
    package mutating func update(hasScrollView: Bool) -> Step {
        guard let settings else { return .nothing }
        defer { built = settings }
        guard let built, built.sessionServes(settings) else {
            return .build(settings, onScrollView: settings.scrolls && hasScrollView)
        }
        return .keep(
            configuration: built.configuration == settings.configuration
                ? nil : settings.configuration,
            dismissPadding: built.dismissPadding == settings.dismissPadding
                ? nil : settings.dismissPadding)
    }
}
