import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a rect on screen stands against the keyboard, in the window's coordinates (spec §1, §3):
/// what a test asserts after the keyboard moved. Nothing traps and no answer is NaN.
package struct KeyboardClearance: Sendable, Equatable {
    /// The keyboard in the window's coordinates; `nil` for none or an unusable frame (spec §2).
    package var keyboard: CGRect? {
        didSet { keyboard = keyboard.flatMap(KeyboardEvent.usable) }
    }
    /// The rect, in the window's coordinates.
    package var rect: CGRect
    /// What of the window can show the rect (its bounds cut by clipping ancestors); `nil` when not
    /// measured. Invalid bounds show nothing.
    package var visibleBounds: CGRect?

    /// Measures `rect` (window coordinates, where it shows now) against a keyboard frame in screen
    /// coordinates; `nil` for no keyboard.
    package init(
        keyboardFrame: CGRect?, screen: CGRect, window: CGRect, rect: CGRect,
        visibleBounds: CGRect? = nil
    ) {
        keyboard = Self.keyboard(keyboardFrame, screen: screen, window: window)
        self.rect = rect
        self.visibleBounds = visibleBounds
    }

    /// The keyboard in a window's coordinates (spec §1); `nil` when it is hidden (spec §3) or
    /// cannot be placed (an unusable frame, an invalid screen or window).
    package static func keyboard(_ frame: CGRect?, screen: CGRect, window: CGRect) -> CGRect? {
        guard let frame = frame.flatMap(KeyboardEvent.usable), window.isValidGeometry,
            KeyboardCoverage.State(frame: frame, screen: screen) != .hidden
        else { return nil }
        // Read directly: Foundation's rect arithmetic traps on NaN on Linux.
        return KeyboardEvent.usable(
            CGRect(
                x: frame.origin.x - window.origin.x, y: frame.origin.y - window.origin.y,
                width: frame.size.width, height: frame.size.height))
    }

    /// The rect's edges, or `nil` when a number is beyond ``CoordinateLimit``.
    private var measurableRect: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat)? {
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard numbers.allSatisfy({ CoordinateLimit.contains(Double($0)) }) else { return nil }
        let x = (rect.origin.x, rect.origin.x + rect.size.width)
        let y = (rect.origin.y, rect.origin.y + rect.size.height)
        return (min(x.0, x.1), max(x.0, x.1), min(y.0, y.1), max(y.0, y.1))
    }

    /// How much of the rect's height the keyboard covers, in points; 0 when it covers none of it,
    /// or when the rect cannot be measured.
    package var coveredHeight: CGFloat {
        // By hand, not `intersection(_:)`, which traps on a NaN on Linux.
        guard let keyboard, let rect = measurableRect else { return 0 }
        let top = max(rect.minY, keyboard.minY)
        let bottom = min(rect.maxY, keyboard.maxY)
        let left = max(rect.minX, keyboard.minX)
        let right = min(rect.maxX, keyboard.maxX)
        return bottom > top && right > left ? bottom - top : 0
    }

    /// From the rect's bottom up to the keyboard's top (negative when it reaches above it); `nil`
    /// with no keyboard across the rect's width or a rect that cannot be measured.
    package var gap: CGFloat? {
        guard let keyboard, let rect = measurableRect, keyboard.maxX > rect.minX,
            keyboard.minX < rect.maxX
        else {
            return nil
        }
        return keyboard.minY - rect.maxY
    }

    /// Whether the rect, with `margin` kept below it, is clear of the keyboard (within
    /// ``AvoidancePlan/tolerance``); a negative or NaN margin counts as 0.
    package func isClear(margin: CGFloat = 0) -> Bool {
        guard let keyboard else { return true }
        guard let rect = measurableRect else { return false }
        let tolerance = AvoidancePlan.tolerance
        let margin = margin.isNaN ? 0 : min(max(margin, 0), CGFloat(CoordinateLimit.magnitude))
        let horizontally =
            keyboard.maxX > rect.minX + tolerance
            && keyboard.minX < rect.maxX - tolerance
        let vertically =
            keyboard.maxY > rect.minY + tolerance
            && keyboard.minY < rect.maxY + margin - tolerance
        return !(horizontally && vertically)
    }

    /// Whether the rect shows whole inside ``visibleBounds`` and is ``isClear(margin:)``.
    package func isVisible(margin: CGFloat = 0) -> Bool {
        guard let rect = measurableRect, isClear(margin: margin) else { return false }
        guard let visibleBounds else { return true }
        guard visibleBounds.isValidGeometry else { return false }
        let tolerance = AvoidancePlan.tolerance
        return rect.minX >= visibleBounds.minX - tolerance
            && rect.maxX <= visibleBounds.maxX + tolerance
            && rect.minY >= visibleBounds.minY - tolerance
            && rect.maxY <= visibleBounds.maxY + tolerance
    }
}
