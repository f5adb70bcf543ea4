import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An inset that the app and the library both set — a view controller's
/// `additionalSafeAreaInsets.bottom`, a scroll view's bottom content inset — and which part of it
/// is whose.
///
/// The library sets the app's value plus its own and remembers the total it set. When the view
/// holds anything else, the app has set it since: all of it is the app's, none of it ours (an app
/// that assigns `50` does not know that ours was there). So the app's value is never worked out
/// as a difference that could go negative and stay wrong.
///
/// ```swift
/// var inset = SharedInset(appValue: scrollView.contentInset.bottom)
/// let appValue = inset.appValue(measuring: scrollView.contentInset.bottom)
/// scrollView.contentInset.bottom = inset.total(adding: 302)
/// ```
package struct SharedInset: Sendable, Equatable {
    /// The app's own value.
    package private(set) var appValue: CGFloat
    /// The library's part of what it last set; 0 when the app has set the inset since.
    package private(set) var ownValue: CGFloat = 0
    /// What the library last set, if anything.
    package private(set) var lastTotal: CGFloat?

    /// Starts with the value the view holds, all of it the app's.
    package init(appValue: CGFloat) {
        self.appValue = appValue
    }

    /// Takes in what the view holds now and returns the app's value: the whole of it when it is not
    /// what the library last set.
    package mutating func appValue(measuring current: CGFloat) -> CGFloat {
        if current != lastTotal {
            appValue = current
            ownValue = 0
            lastTotal = nil
        }
        return appValue
    }

    /// The library's part of a planned inset that holds the app's value too (the `scroll`
    /// plan's content inset): what is left of it once the app's value is taken out.
    package func ownPart(ofPlanned planned: CGFloat) -> CGFloat {
        planned - appValue
    }

    /// Remembers a total the library set that holds the app's value: the rest is the library's.
    package mutating func record(total: CGFloat) {
        ownValue = total - appValue
        lastTotal = total
    }

    /// The total to set for the library's part `own`, remembered as the library's.
    package mutating func total(adding own: CGFloat) -> CGFloat {
        ownValue = own
        let total = appValue + own
        lastTotal = total
        return total
    }
}
