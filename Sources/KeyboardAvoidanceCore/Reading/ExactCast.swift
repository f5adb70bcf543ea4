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
        // Sound: the two types are the same.
        if Value.self == Target.self { return unsafeBitCast(value, to: Target.self) }
        // An `Any` holding an `Any`: rare, off the path of UIKit's values, and not inlined.
        if Value.self == Any.self {
            return reopenedValue(unsafeBitCast(value, to: Any.self), as: target)
        }
        return nil
    }

    /// The object, when its class is `Target` or a subclass of it.
    @inline(__always)
    static func object<Value, Target>(_ value: Value, as target: Target.Type) -> Target? {
        // The instance's own class: an `Any` keeps the type it was made from, which may be a
        // superclass. `Target` itself by a comparison, a subclass by the runtime's walk up the
        // superclasses; a metatype is a `Target.Type` only for those, never for an existential or
        // an `Optional`.
        let dynamicType = type(of: value)
        if dynamicType == Target.self || dynamicType is Target.Type {
            // Sound: `value` is a reference to an instance of `Target` or of a subclass.
            return unsafeBitCast(value, to: Target.self)
        }
        if Value.self == Any.self {
            return reopenedObject(unsafeBitCast(value, to: Any.self), as: target)
        }
        return nil
    }

    /// ``value(_:as:)`` of what an `Any` holds, opened again (passed as `Any`, it is opened).
    @inline(never)
    private static func reopenedValue<Target>(_ value: Any, as target: Target.Type) -> Target? {
        Self.value(value, as: target)
    }

    /// ``object(_:as:)`` of what an `Any` holds, opened again (passed as `Any`, it is opened).
    @inline(never)
    private static func reopenedObject<Target>(_ value: Any, as target: Target.Type) -> Target? {
        object(value, as: target)
    }
}
