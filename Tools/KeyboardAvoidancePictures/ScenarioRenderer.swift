import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws a scenario: for each event a panel with the screen, the window, the container at rest
/// and as moved or inset, the target and its margin and the keyboard, labelled with the event,
/// the overlap and the action; optionally a filmstrip of each animated action.
public enum ScenarioRenderer {
    /// How to draw.
    public struct Options: Sendable, Hashable {
        /// Adds a filmstrip of the movement under each panel whose action animates.
        public var animate: Bool
        /// Pixels per point: fixed for every panel, so that sizes compare.
        public var scale: CGFloat
        /// The events drawn, by index; `nil`: every event.
        public var events: ClosedRange<Int>?

        /// Creates options: no filmstrip, 0.35 px per point, every event.
        public init(animate: Bool = false, scale: CGFloat = 0.35, events: ClosedRange<Int>? = nil) {
            self.animate = animate
            self.scale = scale
            self.events = events
        }

        /// The options with the scale lowered, if need be, so that no panel is larger than
        /// ``largestPanelSide`` pixels: a scenario's coordinates may reach ±10⁷ points.
        public func fitting(_ scenario: Scenario) -> Options {
            var extent = max(scenario.layout.screen.width, scenario.layout.screen.height)
            for case .layout(let change) in scenario.events {
                if let screen = change.screen { extent = max(extent, screen.width, screen.height) }
            }
            for case .measure(let snapshot) in scenario.events {
                if let screen = snapshot.layout.screen {
                    extent = max(extent, screen.width, screen.height)
                }
            }
            var fitted = self
            if extent * scale > ScenarioRenderer.largestPanelSide {
                fitted.scale = ScenarioRenderer.largestPanelSide / extent
            }
            return fitted
        }
    }

    /// The largest side of a panel's drawing, in pixels: 2,000.
    public static let largestPanelSide: CGFloat = 2000

    static let padding: CGFloat = 14
    static let labelWidth: CGFloat = 330
    static let contentColumnWidth: CGFloat = 46
    static let filmstripScale: CGFloat = 0.12
    static let filmstripFrames = 6

    /// The scenario as one SVG document: a legend, then a panel per event.
    public static func svg(for scenario: Scenario, options: Options = Options()) -> String {
        let options = options.fitting(scenario)
        var svg = SVGWriter()
        let legendHeight = drawLegend(
            into: &svg, title: scenario.name ?? "scenario", subtitle: subtitle(scenario, options))
        var y = legendHeight
        var width: CGFloat = 0
        for step in RenderedStep.steps(of: scenario, in: options.events) {
            let index = step.step.index
            let size = panelSize(step, options: options)
            svg.group(translatedBy: CGPoint(x: 0, y: y)) { svg in
                drawPanel(step, options: options, id: "p\(index)", into: &svg)
            }
            y += size.height
            width = max(width, size.width)
        }
        return SVGWriter.document(
            width: max(width, 560), height: y,
            title: scenario.name ?? "keyboard-avoidance scenario", body: svg.text)
    }

    /// The scenario as one HTML page: every panel beside the plan's JSON for its event.
    public static func html(for scenario: Scenario, options: Options = Options()) -> String {
        let options = options.fitting(scenario)
        let title = SVGWriter.escape(scenario.name ?? "keyboard-avoidance scenario")
        var body = "<h1>\(title)</h1>\n"
        if let source = scenario.source {
            body += "<p class=\"source\">\(SVGWriter.escape(source))</p>\n"
        }
        body +=
            "<p>Strategy <b>\(scenario.strategy.rawValue)</b>, margin \(SVGWriter.number(scenario.margin)) pt, "
        body += "floating keyboards \(scenario.floating == .avoid ? "avoided" : "ignored"). "
        body += "Points are drawn at \(SVGWriter.number(options.scale)) px each.</p>\n"
        var legend = SVGWriter()
        let legendHeight = drawLegend(
            into: &legend, title: "Legend", subtitle: subtitle(scenario, options))
        body += inlineSVG(width: 560, height: legendHeight, body: legend.text)
        for step in RenderedStep.steps(of: scenario, in: options.events) {
            let index = step.step.index
            var svg = SVGWriter()
            drawPanel(step, options: options, id: "p\(index)", into: &svg)
            let size = panelSize(step, options: options)
            body +=
                "<section>\n<div class=\"panel\">\n"
                + inlineSVG(width: size.width, height: size.height, body: svg.text)
            body +=
                "</div>\n<pre>\(SVGWriter.escape(prettyJSON(step.step.jsonLine)))</pre>\n</section>\n"
        }
        return HTMLPage.document(title: title, body: body)
    }

    static func inlineSVG(width: CGFloat, height: CGFloat, body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.number(width))\" "
            + "height=\"\(SVGWriter.number(height))\" viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))\">\n"
            + body + "</svg>\n"
    }

    /// A plan line with one key per line, for reading beside its panel.
    static func prettyJSON(_ line: String) -> String {
        guard case .object(let members)? = try? JSONValue(parsing: Array(line.utf8)) else {
            return line
        }
        let order = ["index", "event", "ignored", "keyboard", "action", "targetVisible"]
        return "{\n"
            + order.compactMap { key in members[key].map { "  \"\(key)\": \($0.jsonText)" } }
            .joined(separator: ",\n")
            + "\n}"
    }

    // MARK: Legend

    static func subtitle(_ scenario: Scenario, _ options: Options) -> String {
        "strategy \(scenario.strategy.rawValue) · margin \(SVGWriter.number(scenario.margin)) pt · 1 pt = "
            + "\(SVGWriter.number(options.scale)) px"
    }

    /// The legend, under a title and a subtitle; returns its height.
    static func drawLegend(into svg: inout SVGWriter, title: String, subtitle: String) -> CGFloat {
        var y = padding + 12
        svg.label(title, at: CGPoint(x: padding, y: y), size: 15, weight: "bold")
        y += 18
        svg.label(subtitle, at: CGPoint(x: padding, y: y), size: 12, color: Palette.secondaryText)
        y += 10
        for (index, entry) in Palette.legend.enumerated() {
            let swatch = CGRect(x: padding, y: y + CGFloat(index) * 17 + 4, width: 14, height: 11)
            if entry.dashed {
                svg.rect(swatch, fill: "none", stroke: entry.color, strokeWidth: 1.5, dashed: true)
            } else {
                svg.rect(
                    swatch, fill: entry.color, stroke: Palette.screenStroke, strokeWidth: 0.5,
                    opacity: 0.8)
            }
            svg.label(entry.label, at: CGPoint(x: swatch.maxX + 6, y: swatch.maxY - 1), size: 11)
        }
        return y + CGFloat(Palette.legend.count) * 17 + padding
    }

    // MARK: Panels

    static func panelSize(_ step: RenderedStep, options: Options) -> CGSize {
        let state = sceneState(after: step)
        let device = SceneDrawing.size(of: state, scale: options.scale)
        let column: CGFloat = step.after.strategy == .scroll ? contentColumnWidth + padding : 0
        var height = padding + 20 + max(device.height, 120) + padding
        var width = padding * 2 + device.width + column + padding + labelWidth
        if options.animate || !step.drag.isEmpty, let frames = filmstrip(of: step) {
            height += filmstripHeight(step) + 24
            let frame =
                SceneDrawing.size(of: sceneState(after: step), scale: filmstripScale).width + 10
            width = max(width, padding * 2 + frame * CGFloat(frames.count))
        }
        return CGSize(width: width, height: height)
    }

    static func sceneState(after step: RenderedStep) -> SceneState {
        SceneState(
            avoider: step.after, applied: step.after.applied,
            keyboardFrame: step.after.keyboardFrame,
            keyboardState: step.step.keyboard.state)
    }

    static func drawPanel(
        _ step: RenderedStep, options: Options, id: String, into svg: inout SVGWriter
    ) {
        let state = sceneState(after: step)
        let device = SceneDrawing.size(of: state, scale: options.scale)
        svg.line(
            from: CGPoint(x: padding, y: 4),
            to: CGPoint(x: padding + device.width + labelWidth, y: 4),
            stroke: "#d1d1d6")
        svg.label(
            "#\(step.step.index)  \(step.step.event)", at: CGPoint(x: padding, y: 22), size: 13,
            weight: "bold")
        let top = 30 + padding / 2
        svg.group(translatedBy: CGPoint(x: padding, y: top)) { svg in
            SceneDrawing.draw(state, scale: options.scale, id: id, into: &svg)
        }
        var labelX = padding * 2 + device.width
        if step.after.strategy == .scroll {
            SceneDrawing.drawContentColumn(
                state,
                in: CGRect(
                    x: labelX, y: top, width: contentColumnWidth,
                    height: device.height - SceneDrawing.offScreen(state) * options.scale),
                into: &svg)
            labelX += contentColumnWidth + padding
        }
        var y = top + 14
        for (text, color) in labels(for: step) {
            svg.label(text, at: CGPoint(x: labelX, y: y), size: 12, color: color)
            y += 18
        }
        if options.animate || !step.drag.isEmpty, let frames = filmstrip(of: step) {
            let stripTop = top + max(device.height, 120) + 10
            drawFilmstrip(frames, step: step, top: stripTop, id: id, into: &svg)
        }
    }

    /// The panel's text: the keyboard, the action, what is applied, whether the target shows.
    static func labels(for step: RenderedStep) -> [(String, String)] {
        let plan = step.step
        var lines: [(String, String)] = []
        let keyboard = plan.keyboard
        var keyboardLine = "keyboard: \(keyboard.state.rawValue)"
        if keyboard.state != .hidden {
            keyboardLine += ", covers \(points(keyboard.overlap)) of the container"
        }
        lines.append((keyboardLine, Palette.text))
        if let frame = step.after.keyboardFrame, frame.maxY > step.after.layout.screen.maxY + 0.5 {
            lines.append(
                (
                    "  its frame reaches \(points(frame.maxY - step.after.layout.screen.maxY)) below the screen",
                    Palette.secondaryText
                ))
        }
        if plan.ignored {
            let reason =
                step.keyboardEvent.map {
                    $0.isLocal ? "no usable end frame" : "another app's keyboard"
                } ?? ""
            lines.append(("ignored: \(reason)", Palette.secondaryText))
        } else if let action = plan.action {
            let animation =
                action.animation.isAnimated
                ? "\(SVGWriter.number(CGFloat(action.animation.duration))) s, curve \(action.animation.curve.rawValue)"
                : "at once (duration 0)"
            lines.append(("action: \(describe(action.plan)) — \(animation)", Palette.text))
        } else {
            lines.append(("no action: the plan did not change", Palette.secondaryText))
        }
        if plan.action == nil {
            lines.append(("applied: \(describe(step.after.applied))", Palette.secondaryText))
        }
        switch plan.targetVisible {
        case true?: lines.append(("target visible: yes", Palette.good))
        case false?: lines.append(("target visible: no", Palette.bad))
        case nil:
            let why =
                step.after.target == nil
                ? "no target"
                : "laid out above the \(step.after.strategy == .guide ? "guide" : "safe area")"
            lines.append(("target visible: — (\(why))", Palette.secondaryText))
        }
        let layout = step.after.layout
        if layout.window != layout.screen {
            lines.append(
                (
                    "window \(rect(layout.window)) on a \(size(layout.screen)) screen",
                    Palette.secondaryText
                ))
        }
        if layout.container != CGRect(origin: .zero, size: layout.window.size) {
            lines.append(
                ("container \(rect(layout.container)) in the window", Palette.secondaryText))
        }
        return lines
    }

    static func describe(_ plan: AvoidancePlan) -> String {
        switch plan {
        case .shift(let translation):
            translation == 0
                ? "container at rest"
                : "container moved \(translation < 0 ? "up" : "down") \(points(abs(translation)))"
        case .safeArea(let bottom): "bottom safe area + \(points(bottom))"
        case .guide(let height): "guide \(points(height)) tall"
        case .scroll(let inset, let offset):
            "content inset \(points(inset)), offset y \(SVGWriter.number(offset.y))"
        }
    }

    static func points(_ value: CGFloat) -> String { "\(SVGWriter.number(value)) pt" }

    static func rect(_ rect: CGRect) -> String {
        "[\(SVGWriter.number(rect.minX)), \(SVGWriter.number(rect.minY)), \(SVGWriter.number(rect.width)), \(SVGWriter.number(rect.height))]"
    }

    static func size(_ rect: CGRect) -> String {
        "\(SVGWriter.number(rect.width))×\(SVGWriter.number(rect.height))"
    }

    // MARK: Filmstrip

    /// The frames of an animated action: the keyboard and the container moving together, sampled
    /// from the engine's model of the keyboard's animation. `nil` for an event without one.
    /// The frames of a step's filmstrip: its animation sampled from the keyboard's motion model,
    /// or, for the last sample of a drag, the drag's samples (up to ``filmstripFrames`` of them,
    /// evenly picked), each at its sample's state.
    static func filmstrip(of step: RenderedStep) -> [(time: Double, state: SceneState)]? {
        if !step.drag.isEmpty {
            let count = min(filmstripFrames, step.drag.count)
            return (0..<count).map { frame in
                let index =
                    count == 1 ? step.drag.count - 1 : frame * (step.drag.count - 1) / (count - 1)
                let avoider = step.drag[index]
                return (
                    Double(index),
                    SceneState(
                        avoider: avoider, applied: avoider.applied,
                        keyboardFrame: avoider.keyboardFrame, keyboardState: avoider.coverage.state)
                )
            }
        }
        guard let action = step.step.action, action.animation.isAnimated else { return nil }
        let timing = action.animation.timing
        let startFrame = step.keyboardStartFrame
        let endFrame = step.keyboardEndFrame
        // Sampled until both the keyboard and the container are within half a point of the end.
        let travel = max(
            abs((endFrame?.minY ?? 0) - (startFrame?.minY ?? 0)),
            largestChange(step.before.applied, action.plan), 1)
        let settle = timing.settlingDuration(tolerance: 0.5 / travel)
        return (0..<filmstripFrames).map { frame in
            let time = settle * Double(frame) / Double(filmstripFrames - 1)
            let progress = CGFloat(timing.progress(at: time))
            var state = sceneState(after: step)
            state.applied = interpolate(step.before.applied, action.plan, progress)
            if let startFrame, let endFrame {
                state.keyboardFrame = interpolate(startFrame, endFrame, progress)
            }
            return (time, state)
        }
    }

    static func filmstripHeight(_ step: RenderedStep) -> CGFloat {
        SceneDrawing.size(of: sceneState(after: step), scale: filmstripScale).height + 16
    }

    static func drawFilmstrip(
        _ frames: [(time: Double, state: SceneState)], step: RenderedStep, top: CGFloat, id: String,
        into svg: inout SVGWriter
    ) {
        let isDrag = !step.drag.isEmpty
        svg.label(
            isDrag
                ? "the drag, as the finger moved the keyboard (\(step.drag.count) samples):"
                : "the movement, as the keyboard's animation moves it:",
            at: CGPoint(x: padding, y: top + 10), size: 11, color: Palette.secondaryText)
        var x = padding
        for (index, frame) in frames.enumerated() {
            let size = SceneDrawing.size(of: frame.state, scale: filmstripScale)
            svg.group(translatedBy: CGPoint(x: x, y: top + 18)) { svg in
                SceneDrawing.draw(
                    frame.state, scale: filmstripScale, id: "\(id)-f\(index)", into: &svg)
                svg.label(
                    isDrag
                        ? "sample \(Int(frame.time) + 1)"
                        : "t = \(SVGWriter.number(CGFloat(frame.time))) s",
                    at: CGPoint(x: size.width / 2, y: size.height + 12), size: 10,
                    color: Palette.secondaryText, anchor: .middle)
            }
            x += size.width + 10
        }
    }

    static func largestChange(_ from: AvoidancePlan, _ to: AvoidancePlan) -> CGFloat {
        switch (from, to) {
        case (.shift(let a), .shift(let b)), (.safeArea(let a), .safeArea(let b)),
            (.guide(let a), .guide(let b)):
            return abs(b - a)
        case (.scroll(let insetA, let offsetA), .scroll(let insetB, let offsetB)):
            return max(abs(insetB - insetA), abs(offsetB.y - offsetA.y))
        default: return 0
        }
    }

    static func interpolate(_ from: AvoidancePlan, _ to: AvoidancePlan, _ progress: CGFloat)
        -> AvoidancePlan
    {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        switch (from, to) {
        case (.shift(let a), .shift(let b)): return .shift(translationY: mix(a, b))
        case (.safeArea(let a), .safeArea(let b)): return .safeArea(additionalBottom: mix(a, b))
        case (.guide(let a), .guide(let b)): return .guide(height: mix(a, b))
        case (.scroll(let insetA, let offsetA), .scroll(let insetB, let offsetB)):
            return .scroll(
                contentInsetBottom: mix(insetA, insetB),
                contentOffset: CGPoint(x: mix(offsetA.x, offsetB.x), y: mix(offsetA.y, offsetB.y)))
        default: return to
        }
    }

    static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: CGFloat) -> CGRect {
        CGRect(
            x: from.minX + (to.minX - from.minX) * progress,
            y: from.minY + (to.minY - from.minY) * progress,
            width: from.width + (to.width - from.width) * progress,
            height: from.height + (to.height - from.height) * progress)
    }
}
