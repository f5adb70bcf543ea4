import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AvoidanceLayout {
    /// A change of layout (spec §6): any of the screen, the window, the container, the safe area —
    /// on rotation or a window resize — and, for the `scroll` strategy, the scroll view's content
    /// size, the app's own inset or the safe-area adjustment. Fields left `nil` keep their values.
    public struct Change: Sendable, Hashable {
        /// The new screen bounds.
        public var screen: CGRect?
        /// The new window frame.
        public var window: CGRect?
        /// The new container frame, at rest.
        public var container: CGRect?
        /// The new safe-area insets.
        public var safeArea: Insets?
        /// The new content size.
        public var contentSize: CGSize?
        /// The app's new content inset.
        public var contentInset: Insets?
        /// The new safe-area adjustment.
        public var adjustsForSafeArea: Bool?

        /// Creates a change; every field defaults to "unchanged".
        public init(
            screen: CGRect? = nil, window: CGRect? = nil, container: CGRect? = nil,
            safeArea: Insets? = nil,
            contentSize: CGSize? = nil, contentInset: Insets? = nil, adjustsForSafeArea: Bool? = nil
        ) {
            self.screen = screen
            self.window = window
            self.container = container
            self.safeArea = safeArea
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.adjustsForSafeArea = adjustsForSafeArea
        }
    }
}

extension AvoidanceLayout {
    /// The layout with a change applied.
    public func applying(_ change: AvoidanceLayout.Change) -> AvoidanceLayout {
        var layout = self
        if let screen = change.screen { layout.screen = screen }
        if let window = change.window { layout.window = window }
        if let container = change.container { layout.container = container }
        if let safeArea = change.safeArea { layout.safeArea = safeArea }
        return layout
    }
}

extension AvoidanceLayout.ScrollMetrics {
    /// The metrics with a change applied.
    public func applying(_ change: AvoidanceLayout.Change) -> AvoidanceLayout.ScrollMetrics {
        var metrics = self
        if let contentSize = change.contentSize { metrics.contentSize = contentSize }
        if let contentInset = change.contentInset { metrics.contentInset = contentInset }
        if let adjusts = change.adjustsForSafeArea { metrics.adjustsForSafeArea = adjusts }
        return metrics
    }
}
