import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An inset both the app and the library set (a safe-area or content inset), split by owner: any
/// value other than the total the library last set is all the app's.
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

    /// The library's part of a planned inset that holds the app's value too.
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
