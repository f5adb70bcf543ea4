import Foundation
import KeyboardAvoidanceCatalogue
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A situation of the demo gallery: a scenario of the core's catalogue — a device, a keyboard, a
/// window — and a field to keep visible.
public struct Situation: Sendable, Hashable {
    /// A short identifier, used in file names.
    public var id: String
    /// What the situation shows.
    public var title: String
    /// The device, orientation, keyboard and presentation, from the catalogue.
    public var keyboardScenario: KeyboardScenario
    /// The field to keep visible, in container coordinates: 44 pt tall, 60 pt above the
    /// container's bottom safe area.
    public var target: CGRect

    /// Makes a situation with the field in its usual place.
    public init(id: String, title: String, keyboardScenario: KeyboardScenario) {
        self.id = id
        self.title = title
        self.keyboardScenario = keyboardScenario
        let container = keyboardScenario.container
        let safeArea = keyboardScenario.safeArea
        target = CGRect(
            x: 16 + safeArea.left, y: container.height - safeArea.bottom - 104,
            width: container.width - 32 - safeArea.left - safeArea.right, height: 44)
    }

    /// The device.
    public var device: KeyboardScenario.Device { keyboardScenario.device }

    /// The situation as a scenario for a strategy: the keyboard's show, as iOS posts it (the
    /// catalogue's sequence).
    public func scenario(strategy: AvoidanceStrategy) -> Scenario {
        let layout = keyboardScenario.layout
        // A scroll view's content: two containers tall, scrolled to its top; the field at the same
        // place on screen as for the other strategies.
        let adjustedTop = layout.safeArea.top
        let scroll = AvoidanceLayout.ScrollMetrics(
            contentSize: CGSize(width: layout.container.width, height: layout.container.height * 2),
            contentOffset: CGPoint(x: 0, y: -adjustedTop))
        let scrollTarget = target.offsetBy(dx: 0, dy: -adjustedTop)
        var scenario = Scenario(
            keyboardScenario, sequence: .show(keyboardScenario), strategy: strategy,
            target: strategy == .scroll ? scrollTarget : target, margin: 8, scroll: scroll)
        scenario.name = "\(title) — \(strategy.rawValue)"
        scenario.source = "keyboard-avoidance demo; \(keyboardScenario.source)"
        return scenario
    }
}

/// The demo gallery: every situation with every strategy.
public enum Gallery {
    /// The situations: iPhone portrait and landscape, iPad with the docked, floating and split
    /// keyboard, a hardware keyboard's bar, Stage Manager, Slide Over, Split View, a form sheet.
    public static let situations: [Situation] = [
        Situation(
            id: "iphone-portrait", title: "iPhone, portrait",
            keyboardScenario: KeyboardScenario(device: .iPhone14)),
        Situation(
            id: "iphone-landscape", title: "iPhone, landscape",
            keyboardScenario: KeyboardScenario(device: .iPhone14, orientation: .landscape)),
        Situation(
            id: "iphone-home-button", title: "iPhone with a home button",
            keyboardScenario: KeyboardScenario(device: .iPhoneSE)),
        Situation(
            id: "ipad-docked", title: "iPad, docked keyboard",
            keyboardScenario: KeyboardScenario(device: .iPadPro11)),
        Situation(
            id: "ipad-floating", title: "iPad, floating keyboard (not avoided by default)",
            keyboardScenario: KeyboardScenario(device: .iPadPro11, keyboard: .floating)),
        Situation(
            // A 9.7-inch iPad: the 11-inch and larger iPad Pros do not split their keyboard.
            id: "ipad-split", title: "iPad, split keyboard (not avoided by default)",
            keyboardScenario: KeyboardScenario(device: .iPad, keyboard: .split)),
        Situation(
            id: "hardware-keyboard-bar", title: "iPad with a hardware keyboard: the shortcut bar",
            keyboardScenario: KeyboardScenario(device: .iPadPro129, keyboard: .hardwareKeyboardBar)),
        Situation(
            id: "stage-manager", title: "iPad, Stage Manager window",
            keyboardScenario: KeyboardScenario(
                device: .iPadPro129, orientation: .landscape, presentation: .stageManager)),
        Situation(
            id: "slide-over", title: "iPad, Slide Over",
            keyboardScenario: KeyboardScenario(device: .iPadPro129, presentation: .slideOver)),
        Situation(
            id: "split-view", title: "iPad, Split View (left half)",
            keyboardScenario: KeyboardScenario(
                device: .iPadPro129, orientation: .landscape, presentation: .splitView)),
        Situation(
            id: "form-sheet", title: "iPad, form sheet",
            keyboardScenario: KeyboardScenario(
                device: .iPadPro129, orientation: .landscape, presentation: .formSheet)),
    ]

    /// One situation planned with one strategy.
    public struct Entry: Sendable {
        /// The situation.
        public var situation: Situation
        /// The strategy.
        public var strategy: AvoidanceStrategy
        /// The scenario.
        public var scenario: Scenario
        /// The step of the keyboard's show that moved the views (its first action), else its
        /// last: the state after the show, which the later notifications of the show repeat.
        public var step: RenderedStep
    }

    /// Every situation with every strategy.
    public static func entries() -> [Entry] {
        situations.flatMap { situation in
            AvoidanceStrategy.allCases.compactMap { strategy -> Entry? in
                let scenario = situation.scenario(strategy: strategy)
                let steps = RenderedStep.steps(of: scenario)
                guard let step = steps.first(where: { $0.step.action != nil }) ?? steps.last
                else { return nil }
                return Entry(
                    situation: situation, strategy: strategy, scenario: scenario, step: step)
            }
        }
    }

    /// The files of the gallery, by path relative to its folder: `index.html`, a picture per
    /// situation and strategy under `pictures/`, and the scenarios under `scenarios/`.
    public static func files() -> [(path: String, contents: String)] {
        let entries = entries()
        var files: [(String, String)] = [("index.html", page(entries))]
        for entry in entries {
            let name = "\(entry.situation.id)-\(entry.strategy.rawValue)"
            files.append(("pictures/\(name).svg", picture(entry)))
            files.append(("scenarios/\(name).json", entry.scenario.formattedJSON))
        }
        return files
    }

    /// One entry's panel as an SVG document.
    public static func picture(_ entry: Entry) -> String {
        var svg = SVGWriter()
        let options = ScenarioRenderer.Options()
        let size = ScenarioRenderer.panelSize(entry.step, options: options)
        svg.label(
            entry.scenario.name ?? "", at: CGPoint(x: ScenarioRenderer.padding, y: 20), size: 14,
            weight: "bold")
        svg.group(translatedBy: CGPoint(x: 0, y: 24)) { svg in
            ScenarioRenderer.drawPanel(entry.step, options: options, id: "p", into: &svg)
        }
        return SVGWriter.document(
            width: size.width, height: size.height + 24, title: entry.scenario.name ?? "",
            body: svg.text)
    }

    static func page(_ entries: [Entry]) -> String {
        var body = "<h1>KeyboardAvoidance — the demo gallery</h1>\n"
        body +=
            "<p>Every situation with every strategy, after the keyboard's show as iOS posts it. Each panel is drawn from "
        body +=
            "the engine's plan: the screen, the app window, the container at rest (dashed) and as moved or inset, "
        body +=
            "the target and its 8-pt margin, and the keyboard. Made by <code>keyboard-avoidance demo</code>; the "
        body +=
            "scenario of each panel is in <code>scenarios/</code>, to plan or render on its own.</p>\n"
        var legend = SVGWriter()
        let legendHeight = ScenarioRenderer.drawLegend(
            into: &legend, title: "Legend",
            subtitle:
                "1 pt = \(SVGWriter.number(ScenarioRenderer.Options().scale)) px, the same in every panel"
        )
        body += ScenarioRenderer.inlineSVG(width: 560, height: legendHeight, body: legend.text)
        body +=
            "<h2>Summary</h2>\n<table>\n<tr><th>situation</th><th>strategy</th><th>keyboard</th><th>overlap</th>"
        body += "<th>action</th><th>target visible</th></tr>\n"
        for entry in entries {
            let step = entry.step.step
            let visible: String
            switch step.targetVisible {
            case true?: visible = "<td class=\"yes\">yes</td>"
            case false?: visible = "<td class=\"no\">no</td>"
            case nil: visible = "<td>—</td>"
            }
            let action = step.action.map { ScenarioRenderer.describe($0.plan) } ?? "none"
            body +=
                "<tr><td>\(SVGWriter.escape(entry.situation.title))</td><td>\(entry.strategy.rawValue)</td>"
            body +=
                "<td>\(step.keyboard.state.rawValue)</td><td>\(SVGWriter.number(step.keyboard.overlap)) pt</td>"
            body += "<td>\(SVGWriter.escape(action))</td>\(visible)</tr>\n"
        }
        body += "</table>\n"
        var current = ""
        for entry in entries {
            if entry.situation.id != current {
                if !current.isEmpty { body += "</div>\n" }
                current = entry.situation.id
                body +=
                    "<h2 id=\"\(entry.situation.id)\">\(SVGWriter.escape(entry.situation.title))</h2>\n"
                body += "<p class=\"source\">"
                body +=
                    "\(SVGWriter.escape(entry.situation.keyboardScenario.source))</p>\n<div class=\"row\">\n"
            }
            let options = ScenarioRenderer.Options()
            let size = ScenarioRenderer.panelSize(entry.step, options: options)
            var svg = SVGWriter()
            svg.label(
                entry.strategy.rawValue, at: CGPoint(x: ScenarioRenderer.padding, y: 18), size: 14,
                weight: "bold")
            svg.group(translatedBy: CGPoint(x: 0, y: 22)) { svg in
                ScenarioRenderer.drawPanel(
                    entry.step, options: options,
                    id: "\(entry.situation.id)-\(entry.strategy.rawValue)", into: &svg)
            }
            body +=
                "<div class=\"cell\">\n"
                + ScenarioRenderer.inlineSVG(
                    width: size.width, height: size.height + 22, body: svg.text)
            body += "</div>\n"
        }
        if !current.isEmpty { body += "</div>\n" }
        return HTMLPage.document(title: "KeyboardAvoidance — demo gallery", body: body)
    }
}
