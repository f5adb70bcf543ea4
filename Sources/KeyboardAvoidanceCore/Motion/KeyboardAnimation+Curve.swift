extension KeyboardAnimation {
    /// The keyboard animation's curve, as the raw value of `UIKeyboardAnimationCurveUserInfoKey`.
    ///
    /// 0–3 are `UIView.AnimationCurve`'s cases; any other value, above all the keyboard's own 7
    /// (``keyboard``), is kept as ``other(rawValue:)`` and never trapped on (spec §2). Curves are
    /// equal when their raw values are; the article "The keyboard's animation" says how each moves.
    public enum Curve: Sendable, CustomStringConvertible {
        /// 0: ease in and out.
        case easeInOut
        /// 1: ease in.
        case easeIn
        /// 2: ease out.
        case easeOut
        /// 3: constant speed.
        case linear
        /// Any other raw value; 7 (``keyboard``) is the usual one.
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

        /// The raw value, as UIKit sends it.
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

        /// The raw value of `UIView.AnimationOptions` that animates with this curve,
        /// `rawValue << 16`; a raw value outside 0…15, which would spill into other options,
        /// animates as 7.
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
