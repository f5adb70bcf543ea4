import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The colours of every picture, and what each means: one palette, explained in one legend.
enum Palette {
    static let screenFill = "#f2f2f7"
    static let screenStroke = "#8e8e93"
    static let window = "#0a84ff"
    static let container = "#5e5ce6"
    static let target = "#ff9f0a"
    static let keyboardDocked = "#3a3a3c"
    static let keyboardFloating = "#bf5af2"
    static let safeArea = "#30d158"
    static let guide = "#64d2ff"
    static let text = "#1c1c1e"
    static let secondaryText = "#6e6e73"
    static let good = "#248a3d"
    static let bad = "#d70015"

    /// The legend's entries: a colour and what it stands for.
    static let legend: [(color: String, label: String, dashed: Bool)] = [
        (screenFill, "screen", false),
        (window, "app window (Stage Manager, Slide Over, Split View)", false),
        (container, "container at rest (dashed) and as moved or inset (solid)", true),
        (target, "target, with its margin below it", false),
        (keyboardDocked, "keyboard, docked (dotted where off screen)", false),
        (keyboardFloating, "keyboard, floating or split", false),
        (
            safeArea, "bottom safe area with the keyboard's part (safeArea), scroll inset (scroll)",
            false
        ),
        (guide, "keyboard guide (guide)", false),
    ]
}
