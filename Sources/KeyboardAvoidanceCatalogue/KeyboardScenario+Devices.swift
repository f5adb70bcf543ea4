import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The catalogue: one list of devices for the fixtures' tests, the demo gallery, the random
// scenarios and an app's tests, true to the hardware. Each number names where it comes from; a
// number no public measurement gives is marked "estimate".
//
// Where the numbers come from:
// - Screens, in points: Apple's Human Interface Guidelines, "Layout" — "Specifications", the
//   device screen sizes table (developer.apple.com/design/human-interface-guidelines/layout).
// - Safe areas: useyourloaf.com/blog/supporting-iphone-x (an iPhone 8's 20-pt status bar, hidden
//   in landscape; an iPhone X's 44 pt top, 34 pt bottom, 44 pt each side in landscape); the
//   Flutter device frames of github.com/aloisdeniel/flutter_device_preview
//   (device_frame/lib/src/devices/ios/*/device.dart, `safeAreas` and `rotatedSafeAreas`); the
//   calibrated screens of github.com/codecampn/device_sim (lib/src/devices/*.dart, read with its
//   calibration screen "on a real device or emulator", its README says).
// - Keyboard heights: device_sim's `portraitViewInsetsIfKeyboard` and
//   `landscapeViewInsetsIfKeyboard` (the keyboard's height over a text field with suggestions:
//   with the QuickType bar, the bottom safe area included); github.com/zoul/ios-keyboards (the
//   keys alone: 216 pt in portrait, 162 pt in landscape on a 375-pt iPhone, 226 pt on a 414-pt
//   one); logged notifications (stackoverflow.com/questions/25946121, /32319697).
// - iPad modes: Stage Manager came with iPadOS 16 on M1 iPads (macrumors.com/2022/06/07/
//   ipados-16-stage-manager-limited-m1-ipads), with iPadOS 16.1 on the A12X and A12Z iPad Pros —
//   every 11-inch, the 12.9-inch from the 3rd generation, not the 9.7-inch iPad Pro (Engadget, in
//   apfelpatient.de/en/?p=34403) — and with iPadOS 26 on the iPad from the 8th generation, the
//   iPad Air from the 3rd and the iPad mini from the 5th (apfelpatient.de/en/news/
//   ipads-26-stage-manager-now-on-significantly-more-ipads): never on a 9.7-inch iPad, which
//   runs none of those releases' chips. The split keyboard is not available on the 11-inch or
//   larger iPad Pros (Apple's support document, cited in daringfireball.net/linked/2018/12/18/
//   ipad-pros-split-keyboard; macsparky.com/blog/2018/12/what-happened-to-the-ipad-split-keyboard).
// - The floating keyboard's 320 × 254: an estimate (no published frame found), the fixtures'.
extension KeyboardScenario.Device {
    /// iPhone 6, 7, 8 and SE (2nd and 3rd generation): 375 × 667, a home button.
    public static let iPhoneSE = Self(
        // Screen: the HIG's 375 × 667. Safe area: the 20-pt status bar in portrait, none in
        // landscape, where the status bar hides (useyourloaf; device_sim's iphone_se_gen3).
        name: "iPhone SE", portrait: CGSize(width: 375, height: 667),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(),
        // 260 pt in portrait, 200 pt in landscape with the QuickType bar (device_sim's
        // iphone_se_gen3); the keys alone 216 pt and 162 pt (zoul/ios-keyboards, iPhone 6): bars
        // of 44 and 38 pt. (iOS 8 posted 258 and 225: stackoverflow.com/questions/25946121.)
        keyboardHeight: (260, 200), quickTypeBarHeight: 44, landscapeQuickTypeBarHeight: 38,
        source:
            "keyboard 260 pt (portrait) and 200 pt (landscape) with the QuickType bar in github.com/codecampn/device_sim; 216 pt and 162 pt without it in github.com/zoul/ios-keyboards"
    )

    /// iPhone 6 Plus, 7 Plus and 8 Plus: 414 × 736, a home button.
    public static let iPhone8Plus = Self(
        // Screen: the HIG's 414 × 736. Safe area: as the iPhone 8's (useyourloaf), the same
        // 20-pt status bar.
        name: "iPhone 8 Plus", portrait: CGSize(width: 414, height: 736),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(),
        // Portrait: 271 pt with the QuickType bar (logged in blog.csdn.net/SpringJustin/article/
        // details/51909337; the iphone-curve-7-show-hide fixture), 226 pt of keys alone
        // (zoul/ios-keyboards, iPhone 6 Plus): a 45-pt bar. Landscape: 162 pt of keys
        // (zoul/ios-keyboards), the same as the 375-pt iPhones', and estimated with their 38-pt
        // bar at 200 pt — iOS 8 gave both the same landscape keyboard (194 pt).
        keyboardHeight: (271, 200), quickTypeBarHeight: 45, landscapeQuickTypeBarHeight: 38,
        source:
            "portrait 271 pt logged in blog.csdn.net/SpringJustin/article/details/51909337, 226 pt without the QuickType bar in github.com/zoul/ios-keyboards; landscape 162 pt of keys there, the bar (38 pt, 200 pt in all) estimated as the iPhone SE's"
    )

    /// iPhone X, XS, 11 Pro: 375 × 812, Face ID.
    public static let iPhoneX = Self(
        // Screen: the HIG's 375 × 812. Safe area: 44 pt top, 34 pt bottom; 44 pt each side in
        // landscape (useyourloaf), 21 pt bottom there (device_frame's iphone_11_pro_max, the
        // same notch).
        name: "iPhone X", portrait: CGSize(width: 375, height: 812),
        portraitSafeArea: Insets(top: 44, bottom: 34),
        landscapeSafeArea: Insets(left: 44, bottom: 21, right: 44),
        // Portrait: {{0, 477}, {375, 335}} as commonly logged (the iphone-x-home-indicator
        // fixture), 291 pt without the QuickType bar (github.com/shaktiprakash099/ToDoAppIniOS,
        // KeyboardHeightManager.swift): a 44-pt bar. (device_sim's iPhone 13 mini, the same
        // screen on a later iOS, reads 336.) Landscape: 209 pt with the bar (device_sim's
        // iphone_13_mini, the same 375 × 812 screen); the bar an estimate, the iPhone SE's 38 pt.
        keyboardHeight: (335, 209), quickTypeBarHeight: 44, landscapeQuickTypeBarHeight: 38,
        source:
            "portrait {{0, 477}, {375, 335}} as commonly logged, 291 pt without the QuickType bar in github.com/shaktiprakash099/ToDoAppIniOS; landscape 209 pt in github.com/codecampn/device_sim (iPhone 13 mini), its bar estimated"
    )

    /// iPhone 12, 13 and 14 (and 12 Pro, 13 Pro): 390 × 844, Face ID.
    public static let iPhone14 = Self(
        // Screen: the HIG's 390 × 844. Safe area: 47 pt top, 34 pt bottom; 47 pt each side and
        // 21 pt bottom in landscape (device_frame's iphone_13; device_sim's iphone_13).
        name: "iPhone 14", portrait: CGSize(width: 390, height: 844),
        portraitSafeArea: Insets(top: 47, bottom: 34),
        landscapeSafeArea: Insets(left: 47, bottom: 21, right: 47),
        // 336 pt in portrait and 219 pt in landscape with the QuickType bar (device_sim's
        // iphone_13, the same screen). The bars are estimates: the keys and the bottom area are
        // the iPhone X's (Federica Benacquista, "List of the official iOS keyboards' heights",
        // Medium: the keys' area is the same on every iPhone), so 291 pt without the bar in
        // portrait (45 pt), and the iPhone SE's 38 pt in landscape.
        keyboardHeight: (336, 219), quickTypeBarHeight: 45, landscapeQuickTypeBarHeight: 38,
        source:
            "336 pt (portrait) and 219 pt (landscape) with the QuickType bar in github.com/codecampn/device_sim (iPhone 13); the bar estimated: 291 pt without it as on the iPhone X, 38 pt in landscape"
    )

    /// iPhone 16, 15, 15 Pro and 14 Pro: 393 × 852, the Dynamic Island.
    public static let iPhone15 = Self(
        // Screen: the HIG's 393 × 852. Safe area: 59 pt top, 34 pt bottom; 59 pt each side and
        // 21 pt bottom in landscape (device_frame's iphone_15_pro and iphone_16; logged in
        // csl.cool/2023/09/15/ios-dev/ios-layout-adaptation).
        name: "iPhone 15", portrait: CGSize(width: 393, height: 852),
        portraitSafeArea: Insets(top: 59, bottom: 34),
        landscapeSafeArea: Insets(left: 59, bottom: 21, right: 59),
        // Estimate: the iPhone 14's keyboard (the same keys and bottom area, Benacquista).
        keyboardHeight: (336, 219), quickTypeBarHeight: 45, landscapeQuickTypeBarHeight: 38,
        source: "keyboard estimated as the iPhone 14's: 336 pt and 219 pt with the QuickType bar")

    /// iPhone 16 Pro: 402 × 874, the Dynamic Island.
    public static let iPhone16Pro = Self(
        // Screen: the HIG's 402 × 874. Safe area: 62 pt top, 34 pt bottom; 62 pt each side and
        // 21 pt bottom in landscape (device_frame's iphone_16_pro).
        name: "iPhone 16 Pro", portrait: CGSize(width: 402, height: 874),
        portraitSafeArea: Insets(top: 62, bottom: 34),
        landscapeSafeArea: Insets(left: 62, bottom: 21, right: 62),
        // Estimate: the iPhone 14's keyboard (the same keys and bottom area, Benacquista).
        keyboardHeight: (336, 219), quickTypeBarHeight: 45, landscapeQuickTypeBarHeight: 38,
        source: "keyboard estimated as the iPhone 14's: 336 pt and 219 pt with the QuickType bar")

    /// iPad 9.7-inch (5th and 6th generation), iPad Air 1 and 2, iPad Pro 9.7-inch: 768 × 1024,
    /// a home button. No Stage Manager.
    public static let iPad = Self(
        // Screen: the HIG's 768 × 1024. Safe area: the 20-pt status bar, which an iPad shows in
        // both orientations (device_frame's ipad, a home-button iPad).
        name: "iPad 9.7-inch", portrait: CGSize(width: 768, height: 1024),
        portraitSafeArea: Insets(top: 20), landscapeSafeArea: Insets(top: 20),
        // Portrait: 313 pt with the QuickType bar (stackoverflow.com/questions/32319697, iOS 9 on
        // a 768-pt iPad, before the iPad Pro), 264 pt of keys (O'Reilly, Beginning iOS 5
        // Application Development, before the bar existed): a 49-pt bar. Landscape: 352 pt of
        // keys (O'Reilly); 398 pt with the bar an estimate, which a landscape log of
        // {{0, 370}, {1024, 398}} in public code (its repository not identified) agrees with.
        keyboardHeight: (313, 398), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        // Stage Manager needs an M1 iPad, an A12X/A12Z iPad Pro, or iPadOS 26's newer iPads.
        supportsStageManager: false,
        source:
            "portrait 313 pt with the QuickType bar in stackoverflow.com/questions/32319697, 264 pt and 352 pt of keys in O'Reilly's Beginning iOS 5 Application Development; landscape 398 pt estimated"
    )

    /// iPad Air 11-inch (and 4th and 5th generation), iPad (10th generation, A16): 820 × 1180,
    /// Touch ID in the top button.
    public static let iPadAir11 = Self(
        // Screen: the HIG's 820 × 1180. Safe area: an estimate, as every iPad without a home
        // button (device_sim's and device_frame's 12.9-inch iPad Pro: 24 pt top, 20 pt bottom in
        // both orientations); device_frame's ipad_air_4 gives a home-button iPad's 20 pt and 0.
        name: "iPad Air 11-inch", portrait: CGSize(width: 820, height: 1180),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        // Estimate: the 9.7-inch iPad's keyboard and bar; no measurement found.
        keyboardHeight: (313, 398), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        // Stage Manager: the M1 and later iPad Airs (iPadOS 16), the iPad (10th generation) with
        // iPadOS 26. The split keyboard: no source says this iPad lacks it; kept.
        source:
            "safe areas and keyboard estimated: the safe areas as the 12.9-inch iPad Pro's (github.com/codecampn/device_sim), the keyboard as the 9.7-inch iPad's"
    )

    /// iPad Pro 11-inch (1st–4th generation): 834 × 1194, Face ID. No split keyboard.
    public static let iPadPro11 = Self(
        // Screen: the HIG's 834 × 1194. Safe area: an estimate, the 12.9-inch iPad Pro's of the
        // same generations (24 pt top, 20 pt bottom in both orientations: device_sim,
        // device_frame's ipad_pro_12Inches_gen4); device_frame's ipad_pro_11inches gives a
        // home-button iPad's 20 pt and 0.
        name: "iPad Pro 11-inch", portrait: CGSize(width: 834, height: 1194),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        // Estimate: the 9.7-inch iPad's keyboard and bar; no measurement found (the 313 pt were
        // a 9.7-inch iPad's, not the 12.9-inch's as this entry once said).
        keyboardHeight: (313, 398), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        supportsSplitKeyboard: false,
        source:
            "safe areas estimated as the 12.9-inch iPad Pro's (github.com/codecampn/device_sim); keyboard estimated as the 9.7-inch iPad's"
    )

    /// iPad Pro 11-inch (M4): 834 × 1210, Face ID. No split keyboard.
    public static let iPadPro11M4 = Self(
        // Screen: the HIG's 834 × 1210. Safe area: 24 pt top, 20 pt bottom in portrait
        // (device_frame's ipad_pro_11_inches_m4); landscape an estimate, the same as every
        // Face ID iPad's (device_frame gives 24 pt each side and no top, not followed: an iPad
        // shows its status bar in landscape).
        name: "iPad Pro 11-inch (M4)", portrait: CGSize(width: 834, height: 1210),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        // Estimate: the iPad Pro 11-inch's keyboard.
        keyboardHeight: (313, 398), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        supportsSplitKeyboard: false,
        source:
            "portrait safe area in github.com/aloisdeniel/flutter_device_preview; landscape safe area and keyboard estimated as the iPad Pro 11-inch's"
    )

    /// iPad Pro 12.9-inch (3rd–6th generation) and iPad Air 13-inch: 1024 × 1366, Face ID. No
    /// split keyboard.
    public static let iPadPro129 = Self(
        // Screen: the HIG's 1024 × 1366. Safe area: 24 pt top, 20 pt bottom in both orientations
        // (device_sim's ipad_pro_129_gen5; device_frame's ipad_pro_12Inches_gen4).
        name: "iPad Pro 12.9-inch", portrait: CGSize(width: 1024, height: 1366),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        // 403 pt in portrait, 498 pt in landscape with the QuickType bar (device_sim's
        // ipad_pro_129_gen5). The bar an estimate, the 9.7-inch iPad's 49 pt and 46 pt.
        keyboardHeight: (403, 498), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        supportsSplitKeyboard: false,
        source:
            "403 pt (portrait) and 498 pt (landscape) with the QuickType bar in github.com/codecampn/device_sim (5th generation); the bar estimated as the 9.7-inch iPad's"
    )

    /// iPad Pro 13-inch (M4): 1032 × 1376, Face ID. No split keyboard.
    public static let iPadPro13M4 = Self(
        // Screen: the HIG's 1032 × 1376. Safe area: 24 pt top, 20 pt bottom in portrait
        // (device_frame's ipad_pro_13_inches_m4); landscape an estimate, as the 11-inch (M4)'s.
        name: "iPad Pro 13-inch (M4)", portrait: CGSize(width: 1032, height: 1376),
        portraitSafeArea: Insets(top: 24, bottom: 20),
        landscapeSafeArea: Insets(top: 24, bottom: 20),
        // Estimate: the iPad Pro 12.9-inch's keyboard.
        keyboardHeight: (403, 498), quickTypeBarHeight: 49, landscapeQuickTypeBarHeight: 46,
        supportsSplitKeyboard: false,
        source:
            "portrait safe area in github.com/aloisdeniel/flutter_device_preview; landscape safe area and keyboard estimated as the iPad Pro 12.9-inch's"
    )

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
