/// What a reader found under one of the five keys the engine reads: the value as a rect, a
/// number and a boolean, each `nil` when it is not one (see `UserInfoValue`).
///
/// A reader outside the core (the scenario module's streaming planner) fills these in, so that the
/// rules of spec §2 run on concrete values without a generic call across modules.
package struct UserInfoReading: UserInfoValue, Sendable {
    package var rectComponents: RectComponents?
    package var userInfoNumber: Double?
    package var booleanValue: Bool?

    package init(
        rectComponents: RectComponents? = nil, userInfoNumber: Double? = nil,
        booleanValue: Bool? = nil
    ) {
        self.rectComponents = rectComponents
        self.userInfoNumber = userInfoNumber
        self.booleanValue = booleanValue
    }
}

/// The readings of the five keys of one userInfo.
package struct UserInfoReadings: Sendable {
    private var values = KnownUserInfoValues<UserInfoReading>()

    package init() {}

    package subscript(key: KeyboardUserInfoKey) -> UserInfoReading? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

extension KeyboardEvent {
    /// Reads a notification from readings already made (spec §2).
    package init(name: KeyboardNotificationName, readings: UserInfoReadings) {
        self.init(name: name) { readings[$0] }
    }
}
