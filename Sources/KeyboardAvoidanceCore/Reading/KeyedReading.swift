/// A userInfo value read as its key is read (spec §2): a frame, a number or a boolean; plain
/// values, so that keeping a notification's five readings copies no reference.
package struct KeyedReading: UserInfoValue {
    package var rectComponents: RectComponents?
    package var userInfoNumber: Double?
    package var booleanValue: Bool?

    /// Reads `value` as `key` is read; the other two readings stay `nil`.
    package init(_ value: Any, for key: KeyboardUserInfoKey) {
        let value = AnyUserInfoValue(value: value)
        switch key {
        case .frameBegin, .frameEnd: rectComponents = value.rectComponents
        case .animationDuration, .animationCurve: userInfoNumber = value.userInfoNumber
        case .isLocal: booleanValue = value.booleanValue
        }
    }
}
