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
/// ```swift
/// let clearance = KeyboardClearance(
///     keyboardFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
///     screen: CGRect(x: 0, y: 0, width: 393, height: 852),
///     window: CGRect(x: 0, y: 0, width: 393, height: 852),
///     rect: CGRect(x: 16, y: 464, width: 361, height: 44))
/// clearance.gap                 // 8: the rect's bottom is 8 pt above the keyboard's top
/// clearance.isClear(margin: 8)  // true
/// ```
public struct KeyboardClearance: Sendable, Hashable {
    /// The keyboard in the window's coordinates; `nil` when no keyboard is on screen.
    public var keyboard: CGRect?
    /// The rect, in the window's coordinates.
    public var rect: CGRect
    /// What of the window shows the rect, in the window's coordinates: the window's bounds cut by
    /// every ancestor that clips (a scroll view); `nil` when not measured.
    public var visibleBounds: CGRect?

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
    public init(
        keyboardFrame: CGRect?, screen: CGRect, window: CGRect, rect: CGRect,
        visibleBounds: CGRect? = nil
    ) {
        keyboard = Self.keyboard(keyboardFrame, screen: screen, window: window)
        self.rect = rect
        self.visibleBounds = visibleBounds
    }

    /// The keyboard in a window's coordinates: its frame in screen coordinates minus the window's
    /// origin (spec §1), or `nil` when it is hidden (spec §3: none, or at or below the screen's
    /// bottom).
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates.
    ///   - screen: The screen's bounds.
    ///   - window: The window's frame in screen coordinates.
    public static func keyboard(_ frame: CGRect?, screen: CGRect, window: CGRect) -> CGRect? {
        guard let frame, KeyboardState(frame: frame, screen: screen) != .hidden else { return nil }
        return frame.offsetBy(dx: -window.minX, dy: -window.minY)
    }

    /// How much of the rect's height the keyboard covers, in points; 0 when it covers none of it.
    public var coveredHeight: CGFloat {
        guard let keyboard else { return 0 }
        let covered = rect.intersection(keyboard)
        return covered.isNull || covered.isEmpty ? 0 : covered.height
    }

    /// The distance from the rect's bottom up to the keyboard's top, in points — negative when the
    /// keyboard reaches above the rect's bottom — or `nil` when no keyboard lies across the rect's
    /// width (none on screen, or one beside it).
    public var gap: CGFloat? {
        guard let keyboard, keyboard.maxX > rect.minX, keyboard.minX < rect.maxX else {
            return nil
        }
        return keyboard.minY - rect.maxY
    }

    /// Whether the rect, with `margin` points kept below it, lies clear of the keyboard (within
    /// 0.01 pt): the keyboard is not on screen, lies beside it, lies above it, or starts at least
    /// `margin` below its bottom.
    public func isClear(margin: CGFloat = 0) -> Bool {
        guard let keyboard else { return true }
        let tolerance = AvoidancePlan.tolerance
        let guarded = CGRect(
            x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + max(0, margin))
        let horizontally =
            keyboard.maxX > guarded.minX + tolerance
            && keyboard.minX < guarded.maxX - tolerance
        let vertically =
            keyboard.maxY > guarded.minY + tolerance
            && keyboard.minY < guarded.maxY - tolerance
        return !(horizontally && vertically)
    }

    /// Whether the rect shows whole — inside ``visibleBounds`` (within 0.01 pt), when measured —
    /// and is clear of the keyboard by `margin` (``isClear(margin:)``).
    public func isVisible(margin: CGFloat = 0) -> Bool {
        guard isClear(margin: margin) else { return false }
        guard let visibleBounds else { return true }
        let tolerance = AvoidancePlan.tolerance
        return rect.minX >= visibleBounds.minX - tolerance
            && rect.maxX <= visibleBounds.maxX + tolerance
            && rect.minY >= visibleBounds.minY - tolerance
            && rect.maxY <= visibleBounds.maxY + tolerance
    }
}
