import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardScenario.Device {
    /// The screen in portrait, at the origin.
    package var portraitScreen: CGRect { CGRect(origin: .zero, size: portrait) }

    /// What a full-screen container in portrait measures: the screen, the window and the container
    /// all the screen, the portrait safe area, and `target`.
    package func portraitSnapshot(target: CGRect?) -> ContainerSnapshot {
        let screen = portraitScreen
        return ContainerSnapshot(
            screen: screen, window: screen, container: screen, safeArea: portraitSafeArea,
            target: target)
    }
}
