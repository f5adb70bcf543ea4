#if canImport(SwiftUI) && os(iOS)
    import SwiftUI
    import UIKit

    /// A UIKit view behind a SwiftUI view, with its frame: where the SwiftUI layer measures.
    typealias ProbeView = LayoutReportingView

    /// Puts a ``ProbeView`` behind a SwiftUI view (`.background(Probe { … })`) and hands it to
    /// `attach` when it is made and on every update; `attach` must be idempotent.
    struct Probe: UIViewRepresentable {
        let attach: @MainActor (ProbeView) -> Void

        func makeUIView(context: Context) -> ProbeView {
            let view = ProbeView()
            attach(view)
            return view
        }

        func updateUIView(_ view: ProbeView, context: Context) {
            attach(view)
        }

        static func dismantleUIView(_ view: ProbeView, coordinator: ()) {
            view.onWindowChange = nil
            view.onLayout = nil
        }
    }
#endif
