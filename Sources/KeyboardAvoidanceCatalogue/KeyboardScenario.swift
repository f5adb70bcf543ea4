import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A device, held one way, with one keyboard over one window: what a ``KeyboardSequence`` is
/// posted for. It gives the geometry of spec §1 and the keyboard's screen frame for each
/// ``KeyboardMode`` and ``Presentation`` (only where the hardware has it: ``isShown``).
///
/// ```swift
/// let scenario = KeyboardScenario(device: .iPadPro129, orientation: .landscape,
///                                 presentation: .stageManager)
/// scenario.window         // (183, 112, 1000, 700): the window in screen coordinates
/// scenario.keyboardFrame  // (0, 526, 1366, 498): the docked keyboard
/// ```
///
/// ``all`` lists every scenario of every device of the catalogue; ``all(fittingScreen:)`` those a
/// simulator of one screen size can show.
public struct KeyboardScenario: Sendable, Hashable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// How the device is held.
    public var orientation: Orientation
    /// Which keyboard shows.
    public var keyboard: KeyboardMode
    /// How the app is presented: full screen, in a window of its own, or a form sheet.
    public var presentation: Presentation

    /// Creates a scenario.
    ///
    /// - Parameters:
    ///   - device: The device.
    ///   - orientation: How it is held; portrait by default.
    ///   - keyboard: Which keyboard shows; the docked one by default.
    ///   - presentation: How the app is presented; full screen by default.
    public init(
        device: Device, orientation: Orientation = .portrait, keyboard: KeyboardMode = .docked,
        presentation: Presentation = .fullScreen
    ) {
        self.device = device
        self.orientation = orientation
        self.keyboard = keyboard
        self.presentation = presentation
    }

    /// The ``name``: what a parameterised test shows for its argument.
    public var description: String { name }

    /// A name for a test's output: `"iPad Pro 12.9-inch, landscape, docked keyboard, Stage Manager"`.
    public var name: String {
        var parts = [device.name, orientation.rawValue, keyboard.description]
        if presentation != .fullScreen { parts.append(presentation.description) }
        return parts.joined(separator: ", ")
    }

    /// Whether the device shows this: an iPhone only its docked keyboard full screen; an iPad
    /// every mode and presentation its hardware has (``Device/supportsStageManager``,
    /// ``Device/supportsSplitKeyboard``).
    public var isShown: Bool {
        guard device.isPad else { return keyboard == .docked && presentation == .fullScreen }
        if presentation == .stageManager && !device.supportsStageManager { return false }
        if keyboard == .split && !device.supportsSplitKeyboard { return false }
        return true
    }

    // MARK: Geometry (spec §1)

    /// The screen's bounds, in the orientation's coordinate space.
    public var screen: CGRect { device.screen(orientation) }

    /// The app's window in screen coordinates: the screen, or a window of its own.
    ///
    /// - Stage Manager: a 1000 × 700 window (less where the screen is smaller), centred across
    ///   the screen, its bottom 212 pt above the screen's — on a 12.9-inch iPad Pro in landscape,
    ///   (183, 112, 1000, 700), as in the `ipad-stage-manager-window` fixture.
    /// - Slide Over: 320 pt wide, 10 pt from the screen's right edge, from 20 pt below its top
    ///   to 10 pt above its bottom (illustrative).
    /// - Split View: the left half, less half the 10-pt divider.
    public var window: CGRect {
        let screen = screen
        switch presentation {
        case .fullScreen, .formSheet:
            return screen
        case .stageManager:
            let width = min(1000, screen.width - 80)
            let height = min(700, screen.height - 312)
            return CGRect(
                x: ((screen.width - width) / 2).rounded(.down), y: screen.height - 212 - height,
                width: width, height: height)
        case .slideOver:
            return CGRect(x: screen.width - 330, y: 20, width: 320, height: screen.height - 30)
        case .splitView:
            return CGRect(
                x: 0, y: 0, width: ((screen.width - 10) / 2).rounded(.down), height: screen.height)
        }
    }

    /// The container in window coordinates: a form sheet's 540 × 620 (UIKit's default size),
    /// centred, else the window's bounds.
    public var container: CGRect {
        let window = window
        guard presentation == .formSheet else { return CGRect(origin: .zero, size: window.size) }
        return CGRect(
            x: ((window.width - 540) / 2).rounded(.down),
            y: ((window.height - 620) / 2).rounded(.down), width: 540, height: 620)
    }

    /// The container's safe area: the device's for a full-screen app; in Stage Manager only the
    /// status bar's top; in Slide Over 20 pt at the top and the bottom; in Split View the
    /// device's top and bottom; none in a form sheet.
    public var safeArea: Insets {
        let device = device.safeArea(orientation)
        switch presentation {
        case .fullScreen: return device
        case .stageManager: return Insets(top: device.top)
        case .slideOver: return Insets(top: 20, bottom: 20)
        case .splitView: return Insets(top: device.top, bottom: device.bottom)
        case .formSheet: return .zero
        }
    }

    /// The geometry as the engine plans in it.
    public var layout: AvoidanceLayout {
        AvoidanceLayout(screen: screen, window: window, container: container, safeArea: safeArea)
    }

    // MARK: The keyboard

    /// The keyboard's frame in screen coordinates once shown (the end frame of its show):
    ///
    /// - docked: the full width, the device's height, at the screen's bottom;
    /// - a hardware keyboard's shortcut bar: the same frame, only ``shortcutBarHeight`` on screen;
    /// - floating: ``Device/floatingKeyboardSize``, centred, its bottom 240 pt above the screen's;
    /// - split: the full width, 230 pt tall, its bottom 324 pt above the screen's;
    /// - undocked: inset 150 pt on each side, 280 pt tall, its bottom 414 pt above the screen's.
    ///
    /// The last three are illustrative (the fixtures' on an 11-inch iPad Pro in portrait).
    public var keyboardFrame: CGRect {
        let screen = screen
        let height = device.keyboardHeight(orientation)
        switch keyboard {
        case .docked:
            return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        case .hardwareKeyboardBar:
            return CGRect(
                x: 0, y: screen.height - Self.shortcutBarHeight, width: screen.width,
                height: height)
        case .floating:
            let size = device.floatingKeyboardSize
            return CGRect(
                x: ((screen.width - size.width) / 2).rounded(.down),
                y: screen.height - 240 - size.height, width: size.width, height: size.height)
        case .split:
            return CGRect(x: 0, y: screen.height - 554, width: screen.width, height: 230)
        case .undocked:
            return CGRect(x: 150, y: screen.height - 694, width: screen.width - 300, height: 280)
        }
    }

    /// The keyboard's frame just below the screen: where a show begins and a hide ends.
    public var offScreenKeyboardFrame: CGRect {
        let frame = keyboardFrame
        return CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
    }

    /// The docked keyboard of this device and orientation, whatever ``keyboard`` is: where an
    /// iPad's keyboard is before it undocks, splits or floats.
    public var dockedKeyboardFrame: CGRect {
        var docked = self
        docked.keyboard = .docked
        return docked.keyboardFrame
    }

    /// How much of a hardware keyboard's shortcut bar shows, as iOS reports it
    /// (stackoverflow.com/questions/32319697).
    public static let shortcutBarHeight: CGFloat = 55

    /// Where the numbers come from: the device's sources, and the frames' where illustrative.
    public var source: String {
        var source = "\(device.name): \(device.source)"
        switch keyboard {
        case .docked: break
        case .hardwareKeyboardBar:
            source += "; the shortcut bar's 55 pt: stackoverflow.com/questions/32319697"
        case .floating:
            source += "; the floating keyboard's size estimated, its place illustrative"
        case .split, .undocked:
            source += "; the \(keyboard.rawValue) keyboard's frame illustrative"
        }
        if presentation != .fullScreen {
            source += "; the \(presentation.description)'s frame illustrative"
        }
        return source
    }
}
