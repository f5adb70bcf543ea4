import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification, read into validated values (spec §2).
///
/// Reading never traps: a value of the wrong type is unusable, and spec §2 says what that means.
///
/// ```swift
/// let event = KeyboardEvent(name: notification.name.rawValue, userInfo: notification.userInfo)
/// ```
public struct KeyboardEvent: Sendable, Hashable {
    /// Which notification this is.
    public var name: KeyboardEvent.Name
    /// The keyboard's frame before the animation, in screen coordinates; an unusable frame becomes
    /// `nil`.
    public var beginFrame: CGRect? {
        didSet { beginFrame = beginFrame.flatMap(Self.usable) }
    }
    /// The keyboard's frame after the animation, in screen coordinates; an unusable frame (spec §2)
    /// becomes `nil`, on creation and when set.
    public var endFrame: CGRect? {
        didSet { endFrame = endFrame.flatMap(Self.usable) }
    }
    /// The animation's duration and curve, with the defaults of spec §2.
    public var animation: KeyboardAnimation
    /// Whether the keyboard belongs to this app; `false` only when the notification says so.
    public var isLocal: Bool

    /// Creates an event from values already read.
    public init(
        name: KeyboardEvent.Name, beginFrame: CGRect? = nil, endFrame: CGRect?,
        animation: KeyboardAnimation = .keyboardDefault, isLocal: Bool = true
    ) {
        self.name = name
        self.beginFrame = beginFrame.flatMap(Self.usable)
        self.endFrame = endFrame.flatMap(Self.usable)
        self.animation = animation
        self.isLocal = isLocal
    }

    /// Whether the event changes nothing (spec §2): a show or change event without a usable end
    /// frame, or another app's keyboard. Hide events are never ignored.
    public var isIgnored: Bool {
        if name.isHide { return false }
        return endFrame == nil || !isLocal
    }

    /// The keyboard frame this event leaves in effect, in screen coordinates: `nil` for a hide, the
    /// end frame otherwise. Meaningless for an ignored event.
    public var resultingFrame: CGRect? {
        name.isHide ? nil : endFrame
    }

    /// ``resultingFrame``, except that under `.avoid` a local hide whose end frame is floating on
    /// `screen` leaves that frame: iPad undocking posts hides while the keyboard stays on screen
    /// (fixture ipad-undock-avoided.json; a proposed change of spec §2).
    package func resultingFrame(floating policy: FloatingKeyboardPolicy, screen: CGRect)
        -> CGRect?
    {
        guard name.isHide else { return endFrame }
        guard policy == .avoid, isLocal, let endFrame,
            KeyboardCoverage.State(frame: endFrame, screen: screen) == .floating
        else { return nil }
        return endFrame
    }

    /// The frame, when it is usable as a keyboard frame (spec §2).
    static func usable(_ frame: CGRect) -> CGRect? {
        RectComponents(
            x: Double(frame.origin.x), y: Double(frame.origin.y),
            width: Double(frame.size.width), height: Double(frame.size.height)
        ).usableFrame
    }
}

extension KeyboardEvent {
    /// Reads a notification as UIKit delivers it, or as a scenario file or a pasted log writes it.
    ///
    /// - Parameters:
    ///   - name: The notification's raw name, such as `"UIKeyboardWillShowNotification"`.
    ///   - userInfo: The notification's userInfo. Frames may be `NSValue`, `CGRect`, four
    ///     numbers or `"NSRect: {{x, y}, {w, h}}"` strings; numbers may be `NSNumber`, any Swift
    ///     number, `Decimal` or numeric text (the article "How it works" lists them).
    /// - Returns: `nil` when the name is not one of the six keyboard notifications, byte for byte.
    public init?(name: String, userInfo: [AnyHashable: Any]?) {
        guard let kind = KeyboardEvent.Name.matching(name) else { return nil }
        self.init(name: kind, userInfo: userInfo)
    }

    /// Reads a keyboard notification's userInfo as UIKit delivers it; keys may be `String` or
    /// `NSString` (where both hold a value, outside Darwin, the `String` key's is read).
    public init(name: KeyboardEvent.Name, userInfo: [AnyHashable: Any]?) {
        #if canImport(Darwin)
            // UIKit's userInfo is an NSDictionary: lookups with NSString keys bridge nothing.
            self.init(name: name) { key in
                userInfo?[key.hashableKey].map(AnyUserInfoValue.init(value:))
            }
        #else
            // Elsewhere one pass over the few entries costs less than hashing AnyHashable keys.
            var underStringKeys = KnownUserInfoValues<KeyedReading>()
            var underNSStringKeys = KnownUserInfoValues<KeyedReading>()
            for (key, value) in userInfo ?? [:] {
                let base = key.base
                if let text = ExactCast.value(base, as: String.self) {
                    if let known = KeyboardUserInfoKey.matching(text) {
                        underStringKeys[known] = KeyedReading(value, for: known)
                    }
                } else if let text = base as? String, let known = KeyboardUserInfoKey.matching(text)
                {
                    // An NSString, bridged: its value counts where no String key has one.
                    underNSStringKeys[known] = KeyedReading(value, for: known)
                }
            }
            self.init(name: name) { underStringKeys[$0] ?? underNSStringKeys[$0] }
        #endif
    }

    /// The one reading of spec §2's rules, whatever the values' origin.
    package init<Value: UserInfoValue>(
        name: KeyboardEvent.Name, lookup: (KeyboardUserInfoKey) -> Value?
    ) {
        self.name = name
        beginFrame = lookup(.frameBegin)?.rectComponents?.usableFrame
        endFrame = lookup(.frameEnd)?.rectComponents?.usableFrame
        animation = KeyboardAnimation(
            duration: lookup(.animationDuration)?.userInfoNumber
                ?? KeyboardAnimation.defaultDuration,
            curve: Self.curve(lookup(.animationCurve)?.userInfoNumber))
        isLocal = lookup(.isLocal)?.booleanValue ?? true
    }

    /// Spec §2: any integer is kept; a missing or non-integer curve is 7.
    private static func curve(_ number: Double?) -> KeyboardAnimation.Curve {
        guard let number, let rawValue = Int(exactly: number) else { return .keyboard }
        return KeyboardAnimation.Curve(rawValue: rawValue)
    }
}

extension KeyboardEvent {
    /// The keyboard a component finds already up, read off a keyboard layout guide since no
    /// notification will say so: a `DidChangeFrame` of duration 0, or `nil` when the guide rests on
    /// the safe area.
    ///
    /// - Parameters:
    ///   - guideTop: The guide's top edge, in screen coordinates.
    ///   - safeAreaBottom: The view's safe area's bottom edge, in screen coordinates.
    ///   - screen: The screen's bounds.
    public init?(keyboardLayoutGuideTop guideTop: CGFloat, safeAreaBottom: CGFloat, screen: CGRect)
    {
        guard
            let frame = KeyboardGuideSample.frame(
                guideTop: guideTop, safeAreaBottom: safeAreaBottom, screen: screen),
            frame.height > 0
        else { return nil }
        self.init(
            name: .didChangeFrame, endFrame: frame,
            animation: KeyboardAnimation(duration: 0, curve: .keyboard))
    }
}

/// The values of the five keys the engine reads, found in one pass over a userInfo.
package struct KnownUserInfoValues<Value> {
    // Sendable when its values are; see the conformance below.
    private var frameBegin: Value?
    private var frameEnd: Value?
    private var animationDuration: Value?
    private var animationCurve: Value?
    private var isLocal: Value?

    package init() {}

    package subscript(key: KeyboardUserInfoKey) -> Value? {
        get {
            switch key {
            case .frameBegin: frameBegin
            case .frameEnd: frameEnd
            case .animationDuration: animationDuration
            case .animationCurve: animationCurve
            case .isLocal: isLocal
            }
        }
        set {
            switch key {
            case .frameBegin: frameBegin = newValue
            case .frameEnd: frameEnd = newValue
            case .animationDuration: animationDuration = newValue
            case .animationCurve: animationCurve = newValue
            case .isLocal: isLocal = newValue
            }
        }
    }
}

extension KnownUserInfoValues: Sendable where Value: Sendable {}
