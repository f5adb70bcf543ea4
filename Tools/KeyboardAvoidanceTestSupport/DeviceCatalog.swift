import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A device the demo gallery draws: its screen in points, its safe areas and its keyboard's
/// height in each orientation, with where the numbers come from.
public struct Device: Sendable, Hashable {
    /// The device's name.
    public var name: String
    /// The screen in portrait, in points.
    public var portrait: CGSize
    /// The safe-area insets of a full-screen window in portrait.
    public var portraitSafeArea: Insets
    /// The safe-area insets in landscape.
    public var landscapeSafeArea: Insets
    /// The system keyboard's height (with the predictive bar) in portrait and in landscape, in
    /// points, including the bottom safe area the keyboard covers.
    public var keyboardHeight: (portrait: CGFloat, landscape: CGFloat)
    /// Where the numbers come from.
    public var source: String

    /// Whether it is an iPad.
    public var isPad: Bool { portrait.width >= 700 }

    /// Devices compare by name.
    public static func == (lhs: Device, rhs: Device) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The devices of the demo gallery.
///
/// Screen sizes in points are those of Apple's Human Interface Guidelines ("Layout —
/// Specifications", developer.apple.com/design/human-interface-guidelines/layout); safe areas are
/// the ones UIKit reports for a full-screen window. Keyboard heights are taken from logged
/// notifications where one is public (cited per device), and otherwise estimated from the
/// keyboard's key area plus the device's bottom safe area — the keys' area is the same on every
/// iPhone (Federica Benacquista, "List of the official iOS keyboards' heights", Medium) — and
/// marked as estimates.
public enum DeviceCatalog {
    /// iPhone 8 Plus: 414 × 736, a home button.
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", portrait: CGSize(width: 414, height: 736),
        portraitSafeArea: Insets(top: 20),
        landscapeSafeArea: Insets(), keyboardHeight: (271, 194),
        source:
            "portrait 271 pt logged in blog.csdn.net/SpringJustin/article/details/51909337; landscape estimated"
    )

    /// iPhone 6, 7, 8 and SE (2nd and 3rd generation): 375 × 667, a home button.
    public static let iPhoneSE = Device(
        name: "iPhone SE", portrait: CGSize(width: 375, height: 667),
        portraitSafeArea: Insets(top: 20),
        landscapeSafeArea: Insets(), keyboardHeight: (258, 194),
        source:
            "portrait 258 pt (with the predictive bar) logged in stackoverflow.com/questions/25946121; landscape estimated"
    )

    /// iPhone X, XS, 11 Pro: 375 × 812, Face ID.
    public static let iPhoneX = Device(
        name: "iPhone X", portrait: CGSize(width: 375, height: 812),
        portraitSafeArea: Insets(top: 44, bottom: 34),
        landscapeSafeArea: Insets(left: 44, bottom: 21, right: 44), keyboardHeight: (335, 219),
        source:
            "portrait {{0, 477}, {375, 335}} as commonly logged; landscape estimated (198 pt of keys + 21 pt)"
    )

    /// iPhone 14 and 13: 390 × 844, Face ID.
    public static let iPhone14 = Device(
        name: "iPhone 14", portrait: CGSize(width: 390, height: 844),
        portraitSafeArea: Insets(top: 47, bottom: 34),
        landscapeSafeArea: Insets(left: 47, bottom: 21, right: 47), keyboardHeight: (336, 219),
        source: "estimated: 302 pt of keys and bar + 34 pt (portrait), 198 pt + 21 pt (landscape)")

    /// iPad 9.7-inch: 768 × 1024, a home button.
    public static let iPad = Device(
        name: "iPad 9.7-inch", portrait: CGSize(width: 768, height: 1024),
        portraitSafeArea: Insets(top: 20),
        landscapeSafeArea: Insets(top: 20), keyboardHeight: (264, 352),
        source:
            "264 pt portrait, 352 pt landscape: O'Reilly, Beginning iOS 5 Application Development")

    /// iPad Pro 11-inch: 834 × 1194, Face ID.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch", portrait: CGSize(width: 834, height: 1194),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        source:
            "estimated from the 12.9-inch keyboard's 313 pt (stackoverflow.com/questions/32319697)")

    /// iPad Pro 12.9-inch: 1024 × 1366, Face ID.
    public static let iPadPro129 = Device(
        name: "iPad Pro 12.9-inch", portrait: CGSize(width: 1024, height: 1366),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        keyboardHeight: (313, 398),
        source: "portrait 313 pt in stackoverflow.com/questions/32319697; landscape estimated")

    /// Every device, iPhones first.
    public static let all: [Device] = [
        iPhoneSE, iPhone8Plus, iPhoneX, iPhone14, iPad, iPadPro11, iPadPro129,
    ]
}

extension Device {
    /// The screen in portrait, at the origin.
    public var portraitScreen: CGRect { CGRect(origin: .zero, size: portrait) }

    /// What a full-screen container in portrait measures: the screen, the window and the container
    /// all the screen, the portrait safe area, and `target`.
    public func portraitSnapshot(target: CGRect?) -> ContainerSnapshot {
        let screen = portraitScreen
        return ContainerSnapshot(
            screen: screen, window: screen, container: screen, safeArea: portraitSafeArea,
            target: target)
    }
}
