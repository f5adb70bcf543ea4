import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension FieldOrder {
    /// The app's explicit order over fields that report their presence, not their geometry (the
    /// SwiftUI layer's): the named fields with an enabled presence, in `explicitOrder`'s order, an
    /// id named twice keeping its first place.
    package init<Presences: Sequence>(
        _ explicitOrder: [ID], present: Presences, wraps: Bool = false
    ) where Presences.Element == FieldPresence<ID> {
        // An explicit order reads no geometry: a unit frame can take focus, enabled as reported.
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let fields = present.map { FocusableField(id: $0.id, frame: unit, isEnabled: $0.isEnabled) }
        self.init(fields, explicitOrder: explicitOrder, wraps: wraps)
    }
}
