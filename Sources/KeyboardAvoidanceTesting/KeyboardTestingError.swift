#if canImport(UIKit) && os(iOS)
    import Foundation
    import KeyboardAvoidanceCore

    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// Why a keyboard check could not be made, or failed; XCTest and Swift Testing both report
    /// its ``description``.
    public enum KeyboardTestingError: Error, Equatable, CustomStringConvertible {
        /// The view is not in a window: there is nothing to measure.
        case notInAWindow(view: String)
        /// The view is not in the poster's window.
        case notInThePostersWindow(view: String)
        /// A sequence made for one device was posted on a screen of another size.
        case screenDoesNotFit(scenario: String, screen: CGSize)
        /// No text field or text view is first responder in the window.
        case noFirstResponder
        /// The view is not clear of the keyboard by the margin, or not visible.
        case notClearOfKeyboard(view: String, gap: CGFloat?, covered: CGFloat, margin: CGFloat)

        /// What went wrong, in a sentence.
        public var description: String {
            switch self {
            case .notInAWindow(let view):
                "\(view) is not in a window"
            case .notInThePostersWindow(let view):
                "\(view) is not in the window the keyboard is posted for"
            case .screenDoesNotFit(let scenario, let screen):
                "\(scenario) is for another screen than this \(Int(screen.width)) × \(Int(screen.height)) one: post it on that device's simulator, or use KeyboardScenario.all(fittingScreen:)"
            case .noFirstResponder:
                "no text field or text view is first responder"
            case .notClearOfKeyboard(let view, let gap, let covered, let margin):
                "\(view) is not clear of the keyboard by \(margin) pt: "
                    + (gap.map { "its bottom is \($0) pt above the keyboard's top" }
                        ?? "it is outside what shows")
                    + (covered > 0 ? ", \(covered) pt of it covered" : "")
            }
        }
    }
#endif
