#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension Insets {
        /// The insets of a `UIEdgeInsets`.
        public init(_ insets: UIEdgeInsets) {
            self.init(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }

        /// The insets as a `UIEdgeInsets`.
        public var edgeInsets: UIEdgeInsets {
            UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
    }
#endif
