import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a `reconfigure` event changes of the configuration in effect
/// (docs/scenario-project-fields.md): `nil` fields are unchanged.
///
/// ```json
/// {"reconfigure": {"margin": 100, "isEnabled": false, "floating": "avoid"}}
/// ```
public struct ConfigurationChange: Sendable, Hashable {
    /// The new margin, or `nil`: unchanged. Read as the header's `margin`.
    public var margin: CGFloat?
    /// Whether avoidance is on, or `nil`: unchanged.
    public var isEnabled: Bool?
    /// The new floating-keyboard policy, or `nil`: unchanged.
    public var floatingKeyboard: FloatingKeyboardPolicy?

    /// Creates a change of the fields given.
    public init(
        margin: CGFloat? = nil, isEnabled: Bool? = nil,
        floatingKeyboard: FloatingKeyboardPolicy? = nil
    ) {
        self.margin = margin
        self.isEnabled = isEnabled
        self.floatingKeyboard = floatingKeyboard
    }

    /// The change from one configuration to another: the fields that differ.
    public init(from old: AvoiderConfiguration, to new: AvoiderConfiguration) {
        margin = new.margin != old.margin ? new.margin : nil
        isEnabled = new.isEnabled != old.isEnabled ? new.isEnabled : nil
        floatingKeyboard = new.floatingKeyboard != old.floatingKeyboard ? new.floatingKeyboard : nil
    }

    /// The configuration with the change made; a margin the engine does not take (see
    /// `AvoiderConfiguration.margin`) leaves the margin as it is.
    public func applied(to configuration: AvoiderConfiguration) -> AvoiderConfiguration {
        var changed = configuration
        if let margin { changed.margin = margin }
        if let isEnabled { changed.isEnabled = isEnabled }
        if let floatingKeyboard { changed.floatingKeyboard = floatingKeyboard }
        return changed
    }
}
