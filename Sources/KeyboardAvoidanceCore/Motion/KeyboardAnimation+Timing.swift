import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardAnimation {
    /// The motion model of this animation (see ``AnimationTiming``).
    package var timing: AnimationTiming { timing(over: duration) }

    /// The motion model over at most ``longestFollowedDuration``, as views follow it on a device.
    package var followedTiming: AnimationTiming { timing(over: followedDuration) }

    private func timing(over duration: Double) -> AnimationTiming {
        guard duration > 0 else { return .immediate }
        switch curve.rawValue {
        case 0: return .bezier(.easeInOut, duration: duration)
        case 1: return .bezier(.easeIn, duration: duration)
        case 2: return .bezier(.easeOut, duration: duration)
        case 3: return .bezier(.linear, duration: duration)
        default: return .spring(.keyboard)
        }
    }
}
