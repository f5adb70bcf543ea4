import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardScenario {
    /// A device as the keyboard sees it: screen, safe areas, keyboard heights and iPad modes,
    /// with where the numbers come from. The catalogue's are in ``all``; make one it lacks:
    ///
    /// ```swift
    /// let iPhone16ProMax = KeyboardScenario.Device(
    ///     name: "iPhone 16 Pro Max", portrait: CGSize(width: 440, height: 956),
    ///     portraitSafeArea: Insets(top: 62, bottom: 34),
    ///     landscapeSafeArea: Insets(left: 62, bottom: 21, right: 62),
    ///     keyboardHeight: (portrait: 346, landscape: 219), quickTypeBarHeight: 44,
    ///     source: "measured on the simulator")
    /// ```
    public struct Device: Sendable, Hashable {
        /// The device's name.
        public var name: String
        /// The screen in portrait, in points.
        public var portrait: CGSize
        /// The safe-area insets of a full-screen window in portrait.
        public var portraitSafeArea: Insets
        /// The safe-area insets of a full-screen window in landscape.
        public var landscapeSafeArea: Insets
        /// The system keyboard's height in portrait, in points, QuickType bar and bottom safe
        /// area included.
        public var portraitKeyboardHeight: CGFloat
        /// The system keyboard's height in landscape, likewise.
        public var landscapeKeyboardHeight: CGFloat
        /// How much the keyboard grows in portrait when its QuickType bar appears, in points.
        public var quickTypeBarHeight: CGFloat
        /// How much the keyboard grows in landscape when its QuickType bar appears, in points.
        public var landscapeQuickTypeBarHeight: CGFloat
        /// An iPad's floating keyboard, in points; unused for an iPhone.
        public var floatingKeyboardSize: CGSize
        /// Whether an iPad's hardware runs Stage Manager: a 9.7-inch iPad does not.
        public var supportsStageManager: Bool
        /// Whether an iPad's keyboard splits in two: an 11-inch or larger iPad Pro's does not.
        public var supportsSplitKeyboard: Bool
        /// Where the numbers come from: a logged notification, a published table, or an estimate.
        public var source: String

        /// Creates a device.
        ///
        /// - Parameters:
        ///   - name: The device's name.
        ///   - portrait: The screen in portrait, in points.
        ///   - portraitSafeArea: The safe area of a full-screen window in portrait.
        ///   - landscapeSafeArea: The safe area of a full-screen window in landscape.
        ///   - keyboardHeight: The system keyboard's height with its QuickType bar, in each
        ///     orientation, including the bottom safe area it covers.
        ///   - quickTypeBarHeight: How much the keyboard grows when the QuickType bar appears, in
        ///     portrait.
        ///   - landscapeQuickTypeBarHeight: The same in landscape; the portrait bar's by default.
        ///   - floatingKeyboardSize: An iPad's floating keyboard: 320 × 254 by default.
        ///   - supportsStageManager: Whether an iPad runs Stage Manager: `true` by default.
        ///   - supportsSplitKeyboard: Whether an iPad's keyboard splits: `true` by default.
        ///   - source: Where the numbers come from.
        public init(
            name: String, portrait: CGSize, portraitSafeArea: Insets, landscapeSafeArea: Insets,
            keyboardHeight: (portrait: CGFloat, landscape: CGFloat), quickTypeBarHeight: CGFloat,
            landscapeQuickTypeBarHeight: CGFloat? = nil,
            floatingKeyboardSize: CGSize = CGSize(width: 320, height: 254),
            supportsStageManager: Bool = true, supportsSplitKeyboard: Bool = true,
            source: String
        ) {
            self.name = name
            self.portrait = portrait
            self.portraitSafeArea = portraitSafeArea
            self.landscapeSafeArea = landscapeSafeArea
            portraitKeyboardHeight = keyboardHeight.portrait
            landscapeKeyboardHeight = keyboardHeight.landscape
            self.quickTypeBarHeight = quickTypeBarHeight
            self.landscapeQuickTypeBarHeight = landscapeQuickTypeBarHeight ?? quickTypeBarHeight
            self.floatingKeyboardSize = floatingKeyboardSize
            self.supportsStageManager = supportsStageManager
            self.supportsSplitKeyboard = supportsSplitKeyboard
            self.source = source
        }

        /// Whether it is an iPad: a screen at least 700 pt wide in portrait.
        public var isPad: Bool { portrait.width >= 700 }

        /// Whether it has a home button: no bottom safe area in portrait (no home indicator).
        public var hasHomeButton: Bool { portraitSafeArea.bottom == 0 }

        /// The screen's bounds in an orientation, in points (spec §1).
        public func screen(_ orientation: Orientation) -> CGRect {
            let size =
                orientation == .portrait
                ? portrait : CGSize(width: portrait.height, height: portrait.width)
            return CGRect(origin: .zero, size: size)
        }

        /// The safe area of a full-screen window in an orientation.
        public func safeArea(_ orientation: Orientation) -> Insets {
            orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        }

        /// The system keyboard's height in an orientation, with its QuickType bar or without (a
        /// password field's keyboard).
        public func keyboardHeight(_ orientation: Orientation, quickTypeBar: Bool = true)
            -> CGFloat
        {
            let height =
                orientation == .portrait ? portraitKeyboardHeight : landscapeKeyboardHeight
            return quickTypeBar ? height : height - quickTypeBarHeight(orientation)
        }

        /// How much the keyboard grows in an orientation when its QuickType bar appears.
        public func quickTypeBarHeight(_ orientation: Orientation) -> CGFloat {
            orientation == .portrait ? quickTypeBarHeight : landscapeQuickTypeBarHeight
        }

        /// The orientation in which this device's screen has `size` (within 0.5 pt), if any.
        public func orientation(ofScreen size: CGSize) -> Orientation? {
            Orientation.allCases.first { orientation in
                let screen = screen(orientation).size
                return abs(screen.width - size.width) <= 0.5
                    && abs(screen.height - size.height) <= 0.5
            }
        }
    }

    /// How the device is held: the interface orientation.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }
}
