extension KeyboardAnimation {
    /// The keyboard animation's curve, as the raw value UIKit puts in
    /// `UIKeyboardAnimationCurveUserInfoKey`.
    ///
    /// Values 0–3 are `UIView.AnimationCurve`'s cases. The keyboard itself sends 7, which no case
    /// names: it is kept as ``other(rawValue:)``, never trapped on, and animates as the keyboard's
    /// spring (the article "The keyboard's animation" says how). Two curves are equal when their raw
    /// values are.
    public enum Curve: Sendable, CustomStringConvertible {
        /// 0: Bézier (0.42, 0, 0.58, 1).
        case easeInOut
        /// 1: Bézier (0.42, 0, 1, 1).
        case easeIn
        /// 2: Bézier (0, 0, 0.58, 1).
        case easeOut
        /// 3: constant speed.
        case linear
        /// Any other raw value; 7 is the keyboard's own curve and the usual one.
        case other(rawValue: Int)

        /// The keyboard's own curve, raw value 7.
        public static let keyboard = KeyboardAnimation.Curve.other(rawValue: 7)

        /// Creates the curve for a raw value; values outside 0–3 become ``other(rawValue:)``.
        public init(rawValue: Int) {
            switch rawValue {
            case 0: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .other(rawValue: rawValue)
            }
        }

        /// The raw value, as UIKit sends it and as `UIView.AnimationOptions(rawValue: raw << 16)`
        /// takes it.
        public var rawValue: Int {
            switch self {
            case .easeInOut: 0
            case .easeIn: 1
            case .easeOut: 2
            case .linear: 3
            case .other(let rawValue): rawValue
            }
        }

        /// The raw value, as a number.
        public var description: String { String(rawValue) }

        /// The raw value of `UIView.AnimationOptions` that animates with this curve: the raw value
        /// shifted into the options' curve bits, `rawValue << 16`.
        ///
        /// Those bits hold four: a raw value outside 0…15 would spill into other options, so it is
        /// animated as 7, the keyboard's own curve — as the engine models it.
        public var animationOptionsRawValue: UInt {
            let curveBits = (0...15).contains(rawValue) ? rawValue : 7
            return UInt(curveBits) << 16
        }
    }
}

extension KeyboardAnimation.Curve: Hashable {
    /// Curves are equal when their raw values are, so `.other(rawValue: 2) == .easeOut`.
    public static func == (lhs: KeyboardAnimation.Curve, rhs: KeyboardAnimation.Curve) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
