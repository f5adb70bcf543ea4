import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What one drawing of the device shows: the engine's geometry, what is applied, and where the
/// keyboard is. A panel draws the state after an event; a filmstrip frame an interpolated one.
struct SceneState {
    var avoider: KeyboardAvoider
    var applied: AvoidancePlan
    /// In screen coordinates; `nil` draws no keyboard.
    var keyboardFrame: CGRect?
    var keyboardState: KeyboardCoverage.State
}

/// Draws a device: the screen, the window, the container at rest and as moved or inset, the
/// target and its margin, the keyboard; points map to pixels at `scale`.
enum SceneDrawing {
    /// Points drawn below the screen at most, for the part of a keyboard that is off screen.
    static let offScreenAllowance: CGFloat = 90

    /// The drawing's size at a scale: the screen, and below it the part of the keyboard's frame
    /// that is off screen.
    static func size(of state: SceneState, scale: CGFloat) -> CGSize {
        let screen = state.avoider.layout.screen
        return CGSize(
            width: screen.width * scale, height: (screen.height + offScreen(state)) * scale)
    }

    /// Points of the keyboard's frame below the screen, up to ``offScreenAllowance``.
    static func offScreen(_ state: SceneState) -> CGFloat {
        guard let frame = state.keyboardFrame else { return 0 }
        return min(max(0, frame.maxY - state.avoider.layout.screen.maxY), offScreenAllowance)
    }

    static func draw(_ state: SceneState, scale: CGFloat, id: String, into svg: inout SVGWriter) {
        let layout = state.avoider.layout
        func map(_ rect: CGRect) -> CGRect {
            CGRect(
                x: (rect.minX - layout.screen.minX) * scale,
                y: (rect.minY - layout.screen.minY) * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        let screen = map(layout.screen)
        let window = map(layout.window)
        let containerRest = map(
            layout.container.offsetBy(dx: layout.window.minX, dy: layout.window.minY))

        svg.rect(
            screen, fill: Palette.screenFill, stroke: Palette.screenStroke, strokeWidth: 1.5,
            radius: 6)
        svg.rect(window, fill: "#ffffff")
        // The app draws inside its window only: a container moved up is cut at the window's top.
        svg.clipped(to: window.intersection(screen), id: "\(id)-window") { svg in
            drawContainer(state, containerRest: containerRest, scale: scale, id: id, into: &svg)
        }
        svg.clipped(to: screen, id: "\(id)-screen") { svg in
            if let frame = state.keyboardFrame {
                let color =
                    state.keyboardState == .floating
                    ? Palette.keyboardFloating : Palette.keyboardDocked
                svg.rect(map(frame), fill: color, radius: 3, opacity: 0.72, title: "keyboard")
            }
            // The edge the strategy keeps clear, drawn over the keyboard so that it shows.
            drawInsetEdge(state, containerRest: containerRest, scale: scale, into: &svg)
        }
        // Outlines on top: the window, and the container where it rests.
        if layout.window != layout.screen {
            svg.rect(
                window, fill: "none", stroke: Palette.window, strokeWidth: 2, radius: 4,
                title: "window")
        }
        svg.rect(
            containerRest, fill: "none", stroke: Palette.container, strokeWidth: 1.2, dashed: true)
        // The keyboard's frame below the screen's edge: a hardware keyboard's bar keeps its height.
        if let frame = state.keyboardFrame, frame.maxY > layout.screen.maxY {
            let below = CGRect(
                x: screen.minX, y: screen.maxY, width: screen.width,
                height: offScreen(state) * scale)
            svg.clipped(to: below, id: "\(id)-below") { svg in
                svg.rect(
                    map(frame), fill: "none", stroke: Palette.keyboardDocked, strokeWidth: 1,
                    dashed: true)
            }
        }
    }

    private static func drawInsetEdge(
        _ state: SceneState, containerRest: CGRect, scale: CGFloat, into svg: inout SVGWriter
    ) {
        let layout = state.avoider.layout
        let height: CGFloat
        let color: String
        switch state.applied {
        case .shift: return
        case .safeArea(let additional):
            height = layout.safeArea.bottom + additional
            color = Palette.safeArea
        case .guide(let guide):
            height = guide
            color = Palette.guide
        case .scroll(let inset, _):
            height = inset + state.avoider.planInput.scrollSafeAreaBottom
            color = Palette.safeArea
        }
        let y = containerRest.maxY - height * scale
        svg.line(
            from: CGPoint(x: containerRest.minX, y: y), to: CGPoint(x: containerRest.maxX, y: y),
            stroke: color,
            width: 2.5)
    }

    private static func drawContainer(
        _ state: SceneState, containerRest: CGRect, scale: CGFloat, id: String,
        into svg: inout SVGWriter
    ) {
        let avoider = state.avoider
        let layout = avoider.layout
        let margin = avoider.margin * scale
        func targetRect(_ target: CGRect, in container: CGRect, offset: CGPoint = .zero) -> CGRect {
            CGRect(
                x: container.minX + (target.minX - offset.x) * scale,
                y: container.minY + (target.minY - offset.y) * scale,
                width: target.width * scale, height: target.height * scale)
        }
        func drawTarget(_ rect: CGRect) {
            svg.rect(
                CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: margin),
                fill: Palette.target,
                opacity: 0.2)
            svg.rect(
                rect, fill: Palette.target, stroke: Palette.target, radius: 2, opacity: 0.55,
                title: "target")
        }
        switch state.applied {
        case .shift(let translation):
            let moved = containerRest.offsetBy(dx: 0, dy: translation * scale)
            svg.rect(
                moved, fill: Palette.container, stroke: Palette.container, strokeWidth: 1.5,
                opacity: 0.08)
            if let target = avoider.target { drawTarget(targetRect(target, in: moved)) }
        case .safeArea(let additional):
            // No target: the app lays its content out above the safe area, wherever it ends.
            svg.rect(
                containerRest, fill: Palette.container, stroke: Palette.container, strokeWidth: 1.5,
                opacity: 0.08)
            let band = (layout.safeArea.bottom + additional) * scale
            svg.rect(
                CGRect(
                    x: containerRest.minX, y: containerRest.maxY - band, width: containerRest.width,
                    height: band),
                fill: Palette.safeArea, opacity: 0.35, title: "bottom safe area")
        case .guide(let height):
            svg.rect(
                containerRest, fill: Palette.container, stroke: Palette.container, strokeWidth: 1.5,
                opacity: 0.08)
            let guide = CGRect(
                x: containerRest.minX, y: containerRest.maxY - height * scale,
                width: containerRest.width,
                height: height * scale)
            svg.rect(guide, fill: Palette.guide, opacity: 0.45, title: "keyboard guide")
            svg.line(
                from: CGPoint(x: guide.minX, y: guide.minY),
                to: CGPoint(x: guide.maxX, y: guide.minY),
                stroke: Palette.guide, width: 2)
        case .scroll(let inset, let offset):
            svg.rect(
                containerRest, fill: Palette.container, stroke: Palette.container, strokeWidth: 1.5,
                opacity: 0.08)
            let safeBottom = avoider.planInput.scrollSafeAreaBottom
            let band = (inset + safeBottom) * scale
            svg.rect(
                CGRect(
                    x: containerRest.minX, y: containerRest.maxY - band, width: containerRest.width,
                    height: max(0, band)),
                fill: Palette.safeArea, opacity: 0.3, title: "content inset and safe area")
            svg.clipped(to: containerRest, id: "\(id)-content") { svg in
                if let target = avoider.target {
                    let rect = targetRect(target, in: containerRest, offset: offset)
                    svg.rect(
                        CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: margin),
                        fill: Palette.target,
                        opacity: 0.2)
                    svg.rect(
                        rect, fill: Palette.target, stroke: Palette.target, radius: 2,
                        opacity: 0.55, title: "target")
                }
            }
        }
    }

    /// A scroll view's content beside the device: the content, the range visible now, the target.
    static func drawContentColumn(
        _ state: SceneState, in column: CGRect, into svg: inout SVGWriter
    ) {
        guard case .scroll(_, let offset) = state.applied else { return }
        var input = state.avoider.planInput
        input.scroll.contentOffset = offset
        let viewport = input.scrollViewport
        let contentHeight = max(state.avoider.scroll.contentSize.height, 1)
        let top = min(0, offset.y + viewport.adjustedTop)
        let bottom = max(contentHeight, offset.y + viewport.height)
        let scale = column.height / max(bottom - top, 1)
        func y(_ value: CGFloat) -> CGFloat { column.minY + (value - top) * scale }
        svg.rect(
            CGRect(x: column.minX, y: y(0), width: column.width, height: contentHeight * scale),
            fill: "#e5e5ea",
            stroke: Palette.screenStroke, title: "content")
        let visible = viewport.visibleRange(atOffset: offset.y)
        svg.rect(
            CGRect(
                x: column.minX - 3, y: y(visible.lower), width: column.width + 6,
                height: max(0, (visible.upper - visible.lower) * scale)),
            fill: "none", stroke: Palette.safeArea, strokeWidth: 2, title: "visible content")
        if let target = state.avoider.target {
            svg.rect(
                CGRect(
                    x: column.minX + 4, y: y(target.minY), width: column.width - 8,
                    height: max(2, target.height * scale)),
                fill: Palette.target, opacity: 0.8, title: "target")
        }
    }
}
