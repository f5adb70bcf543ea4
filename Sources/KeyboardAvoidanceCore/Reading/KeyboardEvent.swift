import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification, read into validated values (spec §2).
///
/// Made from a notification's name and userInfo exactly as UIKit delivers them — or as a
/// scenario file or a pasted log writes them. Reading never traps: a value of the wrong type
/// makes that value unusable, and the rules of the spec decide what that means.
///
/// ```swift
/// let event = KeyboardEvent(name: notification.name.rawValue, userInfo: notification.userInfo)
/// ```
public struct KeyboardEvent: Sendable, Hashable {
    /// Which notification this is.
    public var name: KeyboardEvent.Name
    /// The keyboard's frame before the animation, in screen coordinates, when usable. A frame
    /// that is not usable becomes `nil`, on creation and when set.
    public var beginFrame: CGRect? {
        didSet { beginFrame = beginFrame.flatMap(Self.usable) }
    }
    /// The keyboard's frame after the animation, in screen coordinates, when usable: four
    /// finite numbers within ±10⁷ pt and a width and height greater than zero. A frame
    /// that is not usable becomes `nil`, on creation and when set, as in a notification (spec §2).
    public var endFrame: CGRect? {
        didSet { endFrame = endFrame.flatMap(Self.usable) }
    }
    /// The animation's duration and curve, with the spec's defaults applied.
    public var animation: KeyboardAnimation
    /// Whether the keyboard belongs to this app. `false` only when the notification says so.
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

    /// Whether the event carries no information and changes nothing (spec §2): a show or change
    /// event without a usable end frame, or another app's keyboard. Hide events are never
    /// ignored.
    public var isIgnored: Bool {
        if name.isHide { return false }
        return endFrame == nil || !isLocal
    }

    /// The keyboard frame this event leaves in effect, in screen coordinates: `nil` for a hide
    /// event (no keyboard covers the app), the end frame otherwise. Meaningless for an ignored
    /// event, which leaves the previous frame in effect.
    public var resultingFrame: CGRect? {
        name.isHide ? nil : endFrame
    }

    /// The keyboard frame this event leaves in effect for an avoider whose floating keyboards are
    /// handled as `policy` says: ``resultingFrame``, except for a local hide event whose end frame
    /// is a floating keyboard on `screen` (spec §3) when floating keyboards are avoided — then the
    /// end frame.
    ///
    /// iOS posts `WillHide` and `DidHide` with the new frame when a docked keyboard undocks,
    /// splits or floats (openradar 18010127; ipad-undock-avoided.json), while the keyboard stays on
    /// screen; it posts no hide when a floating, split or undocked keyboard goes, only frame
    /// changes to below the screen. A hide whose end frame is floating is therefore a keyboard that
    /// left the bottom edge, not one that left: under `.avoid` it is avoided where it is, as a
    /// direct floating show is. Under `.ignore` nothing changes — a floating keyboard covers
    /// nothing that is avoided, and the hide still means no keyboard (spec v2.2 §2) — nor for a
    /// hide whose end frame is docked (a docked input accessory: no keyboard), below the screen,
    /// missing or not usable, nor for another app's keyboard. A proposed change of spec §2.
    package func resultingFrame(floating policy: FloatingKeyboardPolicy, screen: CGRect)
        -> CGRect?
    {
        guard name.isHide else { return endFrame }
        guard policy == .avoid, isLocal, let endFrame,
            KeyboardCoverage.State(frame: endFrame, screen: screen) == .floating
        else { return nil }
        return endFrame
    }

    /// The frame, when it is usable as a keyboard frame (spec §2); `nil` otherwise.
    static func usable(_ frame: CGRect) -> CGRect? {
        RectComponents(
            x: Double(frame.origin.x), y: Double(frame.origin.y),
            width: Double(frame.size.width), height: Double(frame.size.height)
        ).usableFrame
    }
}

extension KeyboardEvent {
    /// Reads a notification as UIKit delivers it.
    ///
    /// - Parameters:
    ///   - name: The notification's raw name, such as `"UIKeyboardWillShowNotification"`.
    ///   - userInfo: The notification's userInfo. Frames may be `NSValue`, `CGRect`, lists of four
    ///     numbers (`[x, y, w, h]`: an `Array`, an `NSArray`, any random-access collection) or
    ///     `"NSRect: {{x, y}, {w, h}}"` strings; numbers — the duration, the curve, the elements
    ///     of a frame's list, and the "is local" flag, where nonzero is true — may be `NSNumber`
    ///     (`NSDecimalNumber` too), any standard-library integer (`Int8` … `Int128`, `UInt` …
    ///     `UInt128`) or binary floating-point type (`Float16`, `Float`, `Double`, `Float80` where
    ///     it exists), `CGFloat`, `Decimal`, or numeric text; the flag may also be a `Bool` or
    ///     `"true"`/`"false"`, `"YES"`/`"NO"`. Text is a `String`, an `NSString` or a `Substring`,
    ///     under every key alike; a frame's list holds numbers, not text.
    /// - Returns: `nil` when the name is not one of the six keyboard notifications, byte for byte.
    public init?(name: String, userInfo: [AnyHashable: Any]?) {
        guard let kind = KeyboardEvent.Name.matching(name) else { return nil }
        self.init(name: kind, userInfo: userInfo)
    }

    /// Reads a keyboard notification's userInfo as UIKit delivers it.
    ///
    /// A key is one of the five names as a `String` or an `NSString`. Where a userInfo holds both
    /// for one name (possible outside Darwin only, where the two are different keys; Darwin's
    /// dictionaries take them for one), the `String` key's value is read, whatever the order.
    public init(name: KeyboardEvent.Name, userInfo: [AnyHashable: Any]?) {
        #if canImport(Darwin)
            // UIKit's userInfo is an NSDictionary: five lookups with NSString keys bridge nothing.
            self.init(name: name) { key in
                userInfo?[key.hashableKey].map(AnyUserInfoValue.init(value:))
            }
        #else
            // Elsewhere comparing AnyHashable keys costs more than a pass over the few entries.
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

    /// The one reading of the rules of spec §2, whatever the values' origin.
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

    /// Any integer is kept as its raw value; a missing or non-integer curve counts as 7.
    private static func curve(_ number: Double?) -> KeyboardAnimation.Curve {
        guard let number, let rawValue = Int(exactly: number) else { return .keyboard }
        return KeyboardAnimation.Curve(rawValue: rawValue)
    }
}

extension KeyboardEvent {
    /// The keyboard a component finds already up when it starts, read off a keyboard layout
    /// guide (UIKit's `keyboardLayoutGuide`) since no notification will say so: a
    /// `UIKeyboardDidChangeFrameNotification` applied at once, or `nil` when the guide rests on
    /// the safe area (no keyboard, or one that does not reach the view).
    ///
    /// - Parameters:
    ///   - guideTop: The guide's top edge, in screen coordinates.
    ///   - safeAreaBottom: The bottom edge of the view's safe area, in screen coordinates: where
    ///     the guide rests without a keyboard.
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
