import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a rect on screen — a field, a button, the first responder, where it shows now — stands
/// against the keyboard: what a test asserts after the keyboard moved.
///
/// Both are taken into the window's coordinates as spec §1 says: the keyboard's frame, in screen
/// coordinates, minus the window's origin. A keyboard that is hidden by spec §3 (none, or a frame
/// at or below the screen's bottom) covers nothing. The geometry only: a floating keyboard over
/// the rect covers it, whether or not a component avoids floating keyboards.
///
/// Nothing traps and no answer is NaN or infinite. A keyboard frame that is not usable (spec §2:
/// four finite numbers within ±10⁷ pt, a width and a height greater than 0), or a
/// screen or window that is not (a number not finite or beyond ±10⁷ pt, a negative
/// size), is no keyboard. A rect with a number that is not finite or beyond ±10⁷ pt
/// cannot be measured: the keyboard covers none of it (``coveredHeight`` 0, ``gap`` `nil`), it is
/// clear only when no keyboard is on screen, and it is never visible.
///
/// ```swift
/// let clearance = KeyboardClearance(
///     keyboardFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
///     screen: CGRect(x: 0, y: 0, width: 393, height: 852),
///     window: CGRect(x: 0, y: 0, width: 393, height: 852),
///     rect: CGRect(x: 16, y: 464, width: 361, height: 44))
/// clearance.gap                 // 8: the rect's bottom is 8 pt above the keyboard's top
/// clearance.isClear(margin: 8)  // true
/// ```
package struct KeyboardClearance: Sendable, Equatable {
    /// The keyboard in the window's coordinates; `nil` when no keyboard is on screen. A frame that
    /// is not usable (spec §2) becomes `nil`, on creation and when set.
    package var keyboard: CGRect? {
        didSet { keyboard = keyboard.flatMap(KeyboardEvent.usable) }
    }
    /// The rect, in the window's coordinates.
    package var rect: CGRect
    /// What of the window shows the rect, in the window's coordinates: the window's bounds cut by
    /// every ancestor that clips (a scroll view); `nil` when not measured. Bounds with a number
    /// that is not finite or beyond ±10⁷ pt, or a negative size, show nothing.
    package var visibleBounds: CGRect?

    /// Measures a rect against a keyboard.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates, as a notification gives it;
    ///     `nil` for none.
    ///   - screen: The screen's bounds.
    ///   - window: The window's frame in screen coordinates.
    ///   - rect: The rect in the window's coordinates, where it shows now (with any transform).
    ///   - visibleBounds: What of the window can show the rect, in the window's coordinates, if
    ///     measured.
    package init(
        keyboardFrame: CGRect?, screen: CGRect, window: CGRect, rect: CGRect,
        visibleBounds: CGRect? = nil
    ) {
        keyboard = Self.keyboard(keyboardFrame, screen: screen, window: window)
        self.rect = rect
        self.visibleBounds = visibleBounds
    }

    /// The keyboard in a window's coordinates: its frame in screen coordinates minus the window's
    /// origin (spec §1), or `nil` when it is hidden (spec §3: none, or at or below the screen's
    /// bottom) or cannot be placed: a frame that is not usable (spec §2), a screen or a window with
    /// a number that is not finite or beyond ±10⁷ pt or a negative size.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates.
    ///   - screen: The screen's bounds.
    ///   - window: The window's frame in screen coordinates.
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

    /// The rect's edges, when its four numbers are within ±10⁷ pt (a negative size
    /// counts from the other edge, as CGRect's edges do); `nil` when it cannot be measured.
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

    /// The distance from the rect's bottom up to the keyboard's top, in points — negative when the
    /// keyboard reaches above the rect's bottom — or `nil` when no keyboard lies across the rect's
    /// width (none on screen, or one beside it) or the rect cannot be measured.
    package var gap: CGFloat? {
        guard let keyboard, let rect = measurableRect, keyboard.maxX > rect.minX,
            keyboard.minX < rect.maxX
        else {
            return nil
        }
        return keyboard.minY - rect.maxY
    }

    /// Whether the rect, with `margin` points kept below it, lies clear of the keyboard (within
    /// 0.01 pt): the keyboard is not on screen, lies beside it, lies above it, or starts at least
    /// `margin` below its bottom. A negative or NaN margin counts as 0, one beyond
    /// ±10⁷ pt as the limit; a rect that cannot be measured is clear only when no keyboard is on screen.
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

    /// Whether the rect shows whole — inside ``visibleBounds`` (within 0.01 pt), when measured —
    /// and is clear of the keyboard by `margin` (``isClear(margin:)``). A rect that cannot be
    /// measured, or bounds that show nothing (see ``visibleBounds``), are never visible.
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
