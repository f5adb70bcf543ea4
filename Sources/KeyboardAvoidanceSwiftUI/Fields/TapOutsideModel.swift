#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// A ``TapToDismissKeyboard`` on the root view of the probe's screen, limited to the probe's
    /// frame less the kept views (the core's ``TapToDismissRegion``); it follows the probe's
    /// window and goes with the model.
    @MainActor
    final class TapOutsideModel: ObservableObject {
        private weak var probe: ProbeView?
        private var tap: TapToDismissKeyboard?
        private var isEnabled = true
        /// The kept views' frames, in the probe's coordinates.
        private var kept: [CGRect] = []

        /// Called when the probe is made and on every SwiftUI update: changes nothing twice.
        func attach(_ probe: ProbeView, isEnabled: Bool, kept: [CGRect]) {
            self.kept = kept
            self.isEnabled = isEnabled
            if tap?.isEnabled != isEnabled { tap?.isEnabled = isEnabled }
            if probe !== self.probe {
                self.probe = probe
                probe.onWindowChange = { [weak self] in self?.install() }
            }
            install()
        }

        /// Puts the recognizer on the probe's root view, once; removes it while in no window.
        private func install() {
            guard let probe, probe.window != nil,
                let root = ViewMeasurement.controllerRoot(of: probe)
            else {
                tap?.invalidate()
                tap = nil
                return
            }
            guard tap?.container !== root else { return }
            tap?.invalidate()
            let tap = TapToDismissKeyboard(container: root, warnsOfEarlyRelease: false)
            tap.isEnabled = isEnabled
            tap.acceptsTouch = { [weak self] touch in self?.accepts(touch) ?? false }
            self.tap = tap
        }

        /// Whether the touch lands in the modified view, outside the kept views (the core's call).
        private func accepts(_ touch: UITouch) -> Bool {
            guard let probe else { return false }
            let region = TapToDismissRegion(bounds: probe.bounds, excluded: kept)
            return region.contains(touch.location(in: probe))
        }
    }
#endif
