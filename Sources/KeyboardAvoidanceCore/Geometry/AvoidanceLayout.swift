import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry the engine plans in (spec §1): the screen, the app's window, the avoiding
/// container and its safe area, as plain values.
public struct AvoidanceLayout: Sendable, Hashable {
    /// The screen's bounds, in screen coordinates, in the interface orientation's space.
    public var screen: CGRect
    /// The app window's frame in screen coordinates: smaller than the screen in Slide Over,
    /// Split View and Stage Manager, offset on an external display.
    public var window: CGRect
    /// The avoiding view's frame in window coordinates, at rest: before any adjustment of ours.
    public var container: CGRect
    /// The container's safe-area insets, without any adjustment of ours.
    public var safeArea: Insets

    /// Creates a layout. The window defaults to the screen and the container to the window's
    /// bounds, as in a scenario file.
    public init(
        screen: CGRect, window: CGRect? = nil, container: CGRect? = nil, safeArea: Insets = .zero
    ) {
        self.screen = screen
        let window = window ?? screen
        self.window = window
        self.container = container ?? CGRect(origin: .zero, size: window.size)
        self.safeArea = safeArea
    }

    /// A screen-coordinate rect (such as a keyboard frame) in the container's coordinates:
    /// minus the window's origin and the container's origin at rest (spec §1).
    public func containerRect(fromScreen rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -window.minX - container.minX, dy: -window.minY - container.minY)
    }

    /// How a keyboard, given by its frame in screen coordinates, covers the container (spec §3–4).
    ///
    /// Pass `nil` for no keyboard. An unusable frame (spec §2), or any frame while the layout is
    /// not ``isValid``, gives a hidden coverage with no frame and an overlap of 0.
    public func coverage(ofKeyboard frame: CGRect?, floating: FloatingKeyboardPolicy)
        -> KeyboardCoverage
    {
        guard isValid else { return KeyboardCoverage(state: .hidden, frame: nil, overlap: 0) }
        return coverage(ofKeyboard: frame, floating: floating, inValidLayout: ())
    }

    /// ``coverage(ofKeyboard:floating:)`` for a layout every entry has already validated.
    package func coverage(
        ofKeyboard frame: CGRect?, floating: FloatingKeyboardPolicy, inValidLayout: Void
    ) -> KeyboardCoverage {
        let state = KeyboardCoverage.State(frame: frame, screen: screen)
        guard let frame, state != .hidden else {
            return KeyboardCoverage(state: .hidden, frame: nil, overlap: 0)
        }
        let local = containerRect(fromScreen: frame)
        guard state == .docked || floating == .avoid else {
            return KeyboardCoverage(state: state, frame: local, overlap: 0)
        }
        // Only the intersection counts, never the keyboard's height (spec §4).
        let height = container.height
        let top = max(local.minY, 0)
        let bottom = min(local.maxY, height)
        let left = max(local.minX, 0)
        let right = min(local.maxX, container.width)
        guard bottom > top, right > left else {
            return KeyboardCoverage(state: state, frame: local, overlap: 0)
        }
        return KeyboardCoverage(state: state, frame: local, overlap: height - top)
    }

    /// Whether the engine takes this layout: every number within ±10⁷ pt (`CoordinateLimit`), no
    /// size and no safe-area inset negative, as a scenario file's reader requires.
    public var isValid: Bool {
        screen.isValidGeometry && window.isValidGeometry && container.isValidGeometry
            && safeArea.isValidSafeArea
    }
}
