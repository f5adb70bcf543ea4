import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AvoidanceLayout {
    /// The scroll view's state that the `scroll` strategy plans with (spec §5).
    public struct ScrollMetrics: Sendable, Hashable {
        /// The content's size.
        public var contentSize: CGSize
        /// The content offset at rest (before the keyboard).
        public var contentOffset: CGPoint
        /// The app's own content inset, without any adjustment of ours.
        public var contentInset: Insets
        /// Whether the system adds the safe area to the content inset: false only for
        /// `contentInsetAdjustmentBehavior = .never`.
        public var adjustsForSafeArea: Bool

        /// Creates scroll metrics; the defaults are a scenario file's.
        public init(
            contentSize: CGSize = .zero, contentOffset: CGPoint = .zero,
            contentInset: Insets = .zero,
            adjustsForSafeArea: Bool = true
        ) {
            self.contentSize = contentSize
            self.contentOffset = contentOffset
            self.contentInset = contentInset
            self.adjustsForSafeArea = adjustsForSafeArea
        }

        /// Whether every number is within the limit of ``AvoidanceLayout/isValid`` and the content
        /// size is not negative.
        public var isValid: Bool {
            CoordinateLimit.contains(Double(contentSize.width))
                && CoordinateLimit.contains(Double(contentSize.height))
                && CoordinateLimit.contains(Double(contentOffset.x))
                && CoordinateLimit.contains(Double(contentOffset.y))
                && contentSize.width >= 0 && contentSize.height >= 0 && contentInset.isWithinLimits
        }
    }
}
