import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an avoiding SwiftUI view asks of its session: the strategy, whether the field being edited
/// is the target, whether the view is a scroll view whose field is scrolled into view, the
/// avoider's configuration, and how far above the keyboard an interactive dismissal begins.
///
/// Made for each of the SwiftUI layer's modes (``shift(configuration:)``,
/// ``safeArea(configuration:)``, ``disabled(configuration:)``, ``resize(configuration:)``) and
/// for a bar that rides the keyboard (``init(ridingBarWith:dismissPadding:)``);
/// ``HostedAvoidanceUpkeep`` decides what a change of them needs.
package struct HostedAvoidanceSettings: Sendable, Equatable {
    /// The core strategy.
    package var strategy: AvoidanceStrategy
    /// Whether the field being edited is the target.
    package var followsFocus: Bool
    /// Whether the view is a scroll view (a `ScrollView`, `List` or `Form`) whose field is
    /// scrolled into view: its session works on the scroll view once one is found.
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

    /// `.disabled`: a session that plans the rest state whatever the keyboard (its
    /// configuration turned off), so that the environment still has the keyboard.
    package static func disabled(configuration: AvoiderConfiguration) -> Self {
        var configuration = configuration
        configuration.isEnabled = false
        return Self(
            strategy: .safeArea, followsFocus: false, scrolls: false, configuration: configuration)
    }

    /// A bar that rides the keyboard: the `safeArea` strategy with no target — the bar rests on
    /// the safe area and rises by the part the keyboard covers beyond it — its height the
    /// padding above the keyboard where an interactive dismissal begins.
    package init(ridingBarWith configuration: AvoiderConfiguration, dismissPadding: CGFloat) {
        self.init(
            strategy: .safeArea, followsFocus: false, scrolls: false, configuration: configuration,
            dismissPadding: dismissPadding)
    }

    /// Whether a session made for these settings serves `other` as well: the same strategy, the
    /// same target and the same scrolling. A configuration and a dismissal padding are set on a
    /// session as it runs.
    package func sessionServes(_ other: Self) -> Bool {
        strategy == other.strategy && followsFocus == other.followsFocus
            && scrolls == other.scrolls
    }
}
