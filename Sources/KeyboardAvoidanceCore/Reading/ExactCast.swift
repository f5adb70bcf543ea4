/// Taking a value out of an `Any` whose dynamic type is exactly known, without the runtime's
/// general cast (a few hundred instructions a value on Linux); anything else is left to `as?`.
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
