#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidanceCore
    import UIKit

    extension ReturnKeyRole {
        /// The return key type a field shows for the role the core gave it: `.next` or `.done`.
        package var returnKeyType: UIReturnKeyType {
            switch self {
            case .next: .next
            case .done: .done
            }
        }
    }
#endif
