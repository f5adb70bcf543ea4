import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The catalogue: one list of devices for the fixtures' tests, the demo gallery, the random
// scenarios and an app's tests.
//
// Screen sizes in points are those of Apple's Human Interface Guidelines ("Layout —
// Specifications", developer.apple.com/design/human-interface-guidelines/layout); safe areas are
// the ones UIKit reports for a full-screen window. Keyboard heights are taken from logged
// notifications where one is public (cited per device), and otherwise estimated from the
// keyboard's key area plus the device's bottom safe area — the keys' area is the same on every
// iPhone (Federica Benacquista, "List of the official iOS keyboards' heights", Medium) — and
// marked as estimates.
extension KeyboardScenario.Device {
    /// iPhone 6, 7, 8 and SE (2nd and 3rd generation): 375 × 667, a home button.
    public static let iPhoneSE = Self(
        name: "iPhone SE", portrait: CGSize(width: 375, height: 667),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(),
        keyboardHeight: (258, 194), quickTypeBarHeight: 33,
        source:
            "portrait 258 pt with the QuickType bar, 225 pt without, logged in stackoverflow.com/questions/25946121; landscape estimated"
    )

    /// iPhone 8 Plus: 414 × 736, a home button.
    public static let iPhone8Plus = Self(
        name: "iPhone 8 Plus", portrait: CGSize(width: 414, height: 736),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(),
        keyboardHeight: (271, 194), quickTypeBarHeight: 44,
        source:
            "portrait 271 pt logged in blog.csdn.net/SpringJustin/article/details/51909337; landscape and the QuickType bar estimated"
    )

    /// iPhone X, XS, 11 Pro: 375 × 812, Face ID.
    public static let iPhoneX = Self(
        name: "iPhone X", portrait: CGSize(width: 375, height: 812),
        portraitSafeArea: Insets(top: 44, bottom: 34),
        landscapeSafeArea: Insets(left: 44, bottom: 21, right: 44),
        keyboardHeight: (335, 219), quickTypeBarHeight: 44,
        source:
            "portrait {{0, 477}, {375, 335}} as commonly logged; landscape (198 pt of keys + 21 pt) and the QuickType bar estimated"
    )

    /// iPhone 14 and 13: 390 × 844, Face ID.
    public static let iPhone14 = Self(
        name: "iPhone 14", portrait: CGSize(width: 390, height: 844),
        portraitSafeArea: Insets(top: 47, bottom: 34),
        landscapeSafeArea: Insets(left: 47, bottom: 21, right: 47),
        keyboardHeight: (336, 219), quickTypeBarHeight: 44,
        source:
            "estimated: 302 pt of keys and bar + 34 pt (portrait), 198 pt + 21 pt (landscape); the QuickType bar estimated"
    )

    /// iPhone 16, 15, 15 Pro and 14 Pro: 393 × 852, the Dynamic Island.
    public static let iPhone15 = Self(
        name: "iPhone 15", portrait: CGSize(width: 393, height: 852),
        portraitSafeArea: Insets(top: 59, bottom: 34),
        landscapeSafeArea: Insets(left: 59, bottom: 21, right: 59),
        keyboardHeight: (336, 219), quickTypeBarHeight: 44,
        source: "estimated as the iPhone 14's keyboard: 302 pt + 34 pt, 198 pt + 21 pt")

    /// iPhone 16 Pro: 402 × 874, the Dynamic Island.
    public static let iPhone16Pro = Self(
        name: "iPhone 16 Pro", portrait: CGSize(width: 402, height: 874),
        portraitSafeArea: Insets(top: 62, bottom: 34),
        landscapeSafeArea: Insets(left: 62, bottom: 21, right: 62),
        keyboardHeight: (336, 219), quickTypeBarHeight: 44,
        source: "estimated as the iPhone 14's keyboard: 302 pt + 34 pt, 198 pt + 21 pt")

    /// iPad 9.7-inch: 768 × 1024, a home button.
    public static let iPad = Self(
        name: "iPad 9.7-inch", portrait: CGSize(width: 768, height: 1024),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(top: 20),
        keyboardHeight: (264, 352), quickTypeBarHeight: 44,
        source:
            "264 pt portrait, 352 pt landscape: O'Reilly, Beginning iOS 5 Application Development; the QuickType bar estimated"
    )

    /// iPad Air 11-inch and iPad (10th generation): 820 × 1180, Touch ID in the top button.
    public static let iPadAir11 = Self(
        name: "iPad Air 11-inch", portrait: CGSize(width: 820, height: 1180),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        quickTypeBarHeight: 44,
        source: "estimated as the iPad Pro 11-inch's keyboard")

    /// iPad Pro 11-inch (1st–4th generation): 834 × 1194, Face ID.
    public static let iPadPro11 = Self(
        name: "iPad Pro 11-inch", portrait: CGSize(width: 834, height: 1194),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        quickTypeBarHeight: 44,
        source:
            "estimated from the 12.9-inch keyboard's 313 pt (stackoverflow.com/questions/32319697)")

    /// iPad Pro 11-inch (M4): 834 × 1210, Face ID.
    public static let iPadPro11M4 = Self(
        name: "iPad Pro 11-inch (M4)", portrait: CGSize(width: 834, height: 1210),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        quickTypeBarHeight: 44,
        source: "estimated as the iPad Pro 11-inch's keyboard")

    /// iPad Pro 12.9-inch (3rd–6th generation) and iPad Air 13-inch: 1024 × 1366, Face ID.
    public static let iPadPro129 = Self(
        name: "iPad Pro 12.9-inch", portrait: CGSize(width: 1024, height: 1366),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        quickTypeBarHeight: 44,
        source:
            "portrait 313 pt in stackoverflow.com/questions/32319697; landscape and the QuickType bar estimated"
    )

    /// iPad Pro 13-inch (M4): 1032 × 1376, Face ID.
    public static let iPadPro13M4 = Self(
        name: "iPad Pro 13-inch (M4)", portrait: CGSize(width: 1032, height: 1376),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20), keyboardHeight: (313, 398),
        quickTypeBarHeight: 44,
        source: "estimated as the iPad Pro 12.9-inch's keyboard")

    /// Every device of the catalogue, iPhones first.
    public static let all: [Self] = [
        iPhoneSE, iPhone8Plus, iPhoneX, iPhone14, iPhone15, iPhone16Pro,
        iPad, iPadAir11, iPadPro11, iPadPro11M4, iPadPro129, iPadPro13M4,
    ]

    /// The device of the catalogue whose screen has a size in either orientation (within
    /// 0.5 pt), if any: the device a simulator of that size stands for.
    public static func matching(screen size: CGSize) -> Self? {
        all.first { $0.orientation(ofScreen: size) != nil }
    }
}
