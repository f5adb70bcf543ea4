/// Taking a value out of an `Any` whose dynamic type is known, without the runtime's general cast.
///
/// `as?` from `Any` runs the runtime's general cast, which on Linux costs a few hundred
/// instructions a value — most of reading a notification. Passed to these functions an `Any` is
/// opened (Swift 6 opens an existential passed to a generic parameter: its dynamic type becomes
/// `Value`), so a comparison of types decides, and the value is then taken as it is. They are
/// exact: a value they do not take (an `Optional` holding one, an `NSString` for a `String`) is
/// left to `as?`, which bridges and unwraps.
///
/// An `Any` that holds an `Any` — what a generic collection of `Any` hands out, an element of an
/// `[Any]` read through `RandomAccessCollection` — opens as `Any` itself: it is opened once more,
/// so that the type of what it holds decides.
enum ExactCast {
    /// The value, when its type is exactly `Target`.
    @inline(__always)
    static func value<Value, Target>(_ value: Value, as target: Target.Type) -> Target? {
        if Value.self == Any.self, Target.self != Any.self {
            // Sound: `Value` is `Any`. Passed on as `Any`, it is opened again.
            return Self.value(unsafeBitCast(value, to: Any.self), as: target)
        }
        guard Value.self == Target.self else { return nil }
        // Sound: the two types are the same.
        return unsafeBitCast(value, to: Target.self)
    }

    /// The object, when its class is `Target` or a subclass of it.
    @inline(__always)
    static func object<Value, Target>(_ value: Value, as target: Target.Type) -> Target? {
        if Value.self == Any.self {
            // Sound: `Value` is `Any`. Passed on as `Any`, it is opened again.
            return object(unsafeBitCast(value, to: Any.self), as: target)
        }
        // The instance's own class: an `Any` keeps the type it was made from, which may be a
        // superclass. `Target` itself by a comparison, a subclass by the runtime's walk up the
        // superclasses; a metatype is a `Target.Type` only for those, never for an existential or
        // an `Optional`.
        let dynamicType = type(of: value)
        guard dynamicType == Target.self || dynamicType is Target.Type else { return nil }
        // Sound: `value` is a reference to an instance of `Target` or of a subclass.
        return unsafeBitCast(value, to: Target.self)
    }
}
