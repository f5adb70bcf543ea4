import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification as plain values: its name and the five userInfo values the engine
/// reads (spec §2). `KeyboardAvoidanceTesting` posts it as UIKit does.
public struct KeyboardNotificationValue: Sendable, Hashable {
    /// Which notification.
    public var name: KeyboardEvent.Name
    /// `UIKeyboardFrameBeginUserInfoKey`: where the keyboard starts, in screen coordinates.
    public var beginFrame: CGRect?
    /// `UIKeyboardFrameEndUserInfoKey`: where the keyboard ends, in screen coordinates.
    public var endFrame: CGRect?
    /// `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    public var duration: Double
    /// `UIKeyboardAnimationCurveUserInfoKey`: 7, the keyboard's own spring, as iOS posts it.
    public var curve: Int
    /// `UIKeyboardIsLocalUserInfoKey`: `false` for another app's keyboard.
    public var isLocal: Bool

    /// Creates a notification's values.
    ///
    /// - Parameters:
    ///   - name: Which notification.
    ///   - beginFrame: Where the keyboard starts, in screen coordinates; `nil` leaves the key out.
    ///   - endFrame: Where it ends, in screen coordinates; `nil` leaves the key out.
    ///   - duration: The animation's duration: 0.25 s, as iOS posts it, by default.
    ///   - curve: The animation's curve: 7 by default.
    ///   - isLocal: Whether the keyboard is this app's: `true` by default.
    public init(
        name: KeyboardEvent.Name, beginFrame: CGRect?, endFrame: CGRect?,
        duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true
    ) {
        self.name = name
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// The values of a notification the engine has read, to post a recorded one again; an
    /// unusable frame is left out.
    public init(_ event: KeyboardEvent) {
        self.init(
            name: event.name, beginFrame: event.beginFrame, endFrame: event.endFrame,
            duration: event.animation.duration, curve: event.animation.curve.rawValue,
            isLocal: event.isLocal)
    }

    /// The userInfo by UIKit's raw key names, with plain Swift values: `CGRect` frames, a
    /// `Double` duration, an `Int` curve and a `Bool` isLocal.
    public var userInfo: [String: Any] {
        var userInfo: [String: Any] = [
            KeyboardUserInfoKey.animationDuration.rawValue: duration,
            KeyboardUserInfoKey.animationCurve.rawValue: curve,
            KeyboardUserInfoKey.isLocal.rawValue: isLocal,
        ]
        if let beginFrame { userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = beginFrame }
        if let endFrame { userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = endFrame }
        return userInfo
    }

    /// The notification as the engine reads it (spec §2), through the same reading as a real
    /// notification's userInfo.
    public var event: KeyboardEvent {
        KeyboardEvent(name: name, userInfo: userInfo)
    }
}
