import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an avoiding SwiftUI view asks of its session (strategy, target, scrolling, configuration,
/// dismissal padding), made for each of the SwiftUI layer's modes and for a riding bar.
package struct HostedAvoidanceSettings: Sendable, Equatable {
    /// The core strategy.
    package var strategy: AvoidanceStrategy
    /// Whether the field being edited is the target.
    package var followsFocus: Bool
    /// Whether the view is a scroll view whose field is scrolled into view: its session works on
    /// the scroll view once found.
    package var scrolls: Bool
    /// The avoider's configuration.
    package var configuration: AvoiderConfiguration
    /// How far above the keyboard an interactive dismissal begins (a riding bar's height).
    package var dismissPadding: CGFloat

    package init(
        strategy: AvoidanceStrategy, followsFocus: Bool, scrolls: Bool,
        configuration: AvoiderConfiguration, dismissPadding: CGFloat = 0
    ) {
        self.strategy = strategy
        self.followsFocus = followsFocus
        self.scrolls = scrolls
        self.configuration = configuration
        self.dismissPadding = dismissPadding
    }

    /// `.shift`: the view moves up just enough for the field being edited.
    package static func shift(configuration: AvoiderConfiguration) -> Self {
        Self(strategy: .shift, followsFocus: true, scrolls: false, configuration: configuration)
    }

    /// `.safeArea`: the view's bottom safe area grows, and its scroll view reveals the field.
    package static func safeArea(configuration: AvoiderConfiguration) -> Self {
        Self(strategy: .safeArea, followsFocus: true, scrolls: true, configuration: configuration)
    }

    /// `.disabled`: a session that plans the rest state, so that the environment still has the
    /// keyboard.
    package static func disabled(configuration: AvoiderConfiguration) -> Self {
        var configuration = configuration
        configuration.isEnabled = false
        return Self(
            strategy: .safeArea, followsFocus: false, scrolls: false, configuration: configuration)
    }

    /// A bar that rides the keyboard: `safeArea` with no target, its height the dismissal padding.
    package init(ridingBarWith configuration: AvoiderConfiguration, dismissPadding: CGFloat) {
        self.init(
            strategy: .safeArea, followsFocus: false, scrolls: false, configuration: configuration,
            dismissPadding: dismissPadding)
    }

    /// Whether a session made for these settings serves `other`: the same strategy, target and
    /// scrolling (configuration and padding are set as it runs).
    package func sessionServes(_ other: Self) -> Bool {
        strategy == other.strategy && followsFocus == other.followsFocus
            && scrolls == other.scrolls
    }
}
