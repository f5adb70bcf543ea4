import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardScenario {
    /// Which keyboard shows.
    public enum KeyboardMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The system keyboard at the screen's bottom.
        case docked
        /// An iPad's small floating keyboard.
        case floating
        /// An iPad's keyboard split in two halves, raised from the bottom.
        case split
        /// An iPad's full keyboard, raised from the bottom.
        case undocked
        /// A hardware keyboard is attached: only the shortcut bar shows, at the screen's bottom.
        case hardwareKeyboardBar

        /// Whether the keyboard is attached to the screen's bottom edge (docked, spec §3): the
        /// docked keyboard and the shortcut bar.
        public var isDocked: Bool { self == .docked || self == .hardwareKeyboardBar }

        /// `"docked keyboard"`, `"floating keyboard"`, `"hardware keyboard's bar"`…
        public var description: String {
            switch self {
            case .docked, .floating, .split, .undocked: "\(rawValue) keyboard"
            case .hardwareKeyboardBar: "hardware keyboard's bar"
            }
        }
    }

    /// How the app is presented on the screen.
    public enum Presentation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The app fills the screen.
        case fullScreen
        /// An iPad's Stage Manager window.
        case stageManager
        /// An iPad's Slide Over window, over the right edge.
        case slideOver
        /// An iPad's Split View, the app on the left half.
        case splitView
        /// A form sheet presented over a full-screen app on an iPad.
        case formSheet

        /// `"full screen"`, `"Stage Manager"`, `"Slide Over"`, `"Split View"`, `"form sheet"`.
        public var description: String {
            switch self {
            case .fullScreen: "full screen"
            case .stageManager: "Stage Manager"
            case .slideOver: "Slide Over"
            case .splitView: "Split View"
            case .formSheet: "form sheet"
            }
        }
    }

    /// Every scenario a device shows (``isShown``): each orientation, keyboard mode and
    /// presentation, portrait first.
    public static func all(on device: Device) -> [KeyboardScenario] {
        Orientation.allCases.flatMap { orientation in
            KeyboardMode.allCases.flatMap { keyboard in
                Presentation.allCases.map { presentation in
                    KeyboardScenario(
                        device: device, orientation: orientation, keyboard: keyboard,
                        presentation: presentation)
                }
            }
        }.filter(\.isShown)
    }

    /// Every scenario of every device of the catalogue (``Device/all``).
    public static let all: [KeyboardScenario] = Device.all.flatMap { all(on: $0) }

    /// The scenarios of the catalogue's device with a screen of this size
    /// (``Device/matching(screen:)``), in that orientation; none if there is no such device.
    public static func all(fittingScreen size: CGSize) -> [KeyboardScenario] {
        all.filter { scenario in
            abs(scenario.screen.width - size.width) <= 0.5
                && abs(scenario.screen.height - size.height) <= 0.5
        }
    }
}
