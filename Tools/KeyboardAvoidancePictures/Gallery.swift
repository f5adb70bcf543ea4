import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A situation of the demo gallery: a device, a window, a container and a keyboard.
public struct Situation: Sendable, Hashable {
    /// A short identifier, used in file names.
    public var id: String
    /// What the situation shows.
    public var title: String
    /// The device.
    public var device: Device
    /// The screen, in the orientation shown.
    public var screen: CGRect
    /// The app's window in screen coordinates.
    public var window: CGRect
    /// The container in window coordinates.
    public var container: CGRect
    /// The container's safe area.
    public var safeArea: Insets
    /// The keyboard's end frame in screen coordinates.
    public var keyboard: CGRect
    /// The field to keep visible, in container coordinates.
    public var target: CGRect

    /// The situation as a scenario for a strategy: the keyboard's show, as iOS posts it.
    public func scenario(strategy: AvoidanceStrategy) -> Scenario {
        let begin = CGRect(
            x: keyboard.minX, y: screen.maxY, width: keyboard.width, height: keyboard.height)
        let userInfo: [String: JSONValue] = [
            KeyboardUserInfoKey.frameBegin.rawValue: JSONValue(rect: begin),
            KeyboardUserInfoKey.frameEnd.rawValue: JSONValue(rect: keyboard),
            KeyboardUserInfoKey.animationDuration.rawValue: .number(0.25),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(7),
            KeyboardUserInfoKey.isLocal.rawValue: .number(1),
        ]
        // A scroll view's content: two containers tall, scrolled to its top; the field at the same
        // place on screen as for the other strategies.
        let adjustedTop = safeArea.top
        let scroll = ScrollMetrics(
            contentSize: CGSize(width: container.width, height: container.height * 2),
            contentOffset: CGPoint(x: 0, y: -adjustedTop))
        let scrollTarget = target.offsetBy(dx: 0, dy: -adjustedTop)
        return Scenario(
            name: "\(title) — \(strategy.rawValue)",
            source: "keyboard-avoidance demo; \(device.name): \(device.source)",
            layout: AvoidanceLayout(
                screen: screen, window: window, container: container, safeArea: safeArea),
            strategy: strategy, target: strategy == .scroll ? scrollTarget : target, margin: 8,
            floating: .ignore,
            scroll: scroll,
            events: [.notification(.willShow, userInfo: userInfo)])
    }
}

/// The demo gallery: every situation with every strategy.
public enum Gallery {
    /// The situations: iPhone portrait and landscape, iPad with the docked, floating and split
    /// keyboard, a hardware keyboard's bar, Stage Manager, Slide Over, Split View, a form sheet.
    public static let situations: [Situation] = {
        var situations: [Situation] = []
        func add(
            _ id: String, _ title: String, _ device: Device, landscape: Bool = false,
            window: CGRect? = nil,
            container: CGRect? = nil, safeArea: Insets? = nil, keyboard: CGRect? = nil
        ) {
            let size =
                landscape
                ? CGSize(width: device.portrait.height, height: device.portrait.width)
                : device.portrait
            let screen = CGRect(origin: .zero, size: size)
            let window = window ?? screen
            let container = container ?? CGRect(origin: .zero, size: window.size)
            let fullScreen = window == screen && container.size == window.size
            let safeArea =
                safeArea
                ?? (fullScreen
                    ? (landscape ? device.landscapeSafeArea : device.portraitSafeArea) : Insets())
            let height =
                landscape ? device.keyboardHeight.landscape : device.keyboardHeight.portrait
            let keyboard =
                keyboard ?? CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            // A text field 44 pt tall, 60 pt above the container's bottom safe area.
            let target = CGRect(
                x: 16 + safeArea.left, y: container.height - safeArea.bottom - 104,
                width: container.width - 32 - safeArea.left - safeArea.right, height: 44)
            situations.append(
                Situation(
                    id: id, title: title, device: device, screen: screen, window: window,
                    container: container,
                    safeArea: safeArea, keyboard: keyboard, target: target))
        }
        add("iphone-portrait", "iPhone, portrait", DeviceCatalog.iPhone14)
        add("iphone-landscape", "iPhone, landscape", DeviceCatalog.iPhone14, landscape: true)
        add("iphone-home-button", "iPhone with a home button", DeviceCatalog.iPhoneSE)
        add("ipad-docked", "iPad, docked keyboard", DeviceCatalog.iPadPro11)
        add(
            "ipad-floating", "iPad, floating keyboard (not avoided by default)",
            DeviceCatalog.iPadPro11,
            keyboard: CGRect(x: 257, y: 700, width: 320, height: 254))
        add(
            "ipad-split", "iPad, split keyboard (not avoided by default)", DeviceCatalog.iPadPro11,
            keyboard: CGRect(x: 0, y: 640, width: 834, height: 230))
        add(
            "hardware-keyboard-bar", "iPad with a hardware keyboard: the shortcut bar",
            DeviceCatalog.iPadPro129,
            keyboard: CGRect(x: 0, y: 1311, width: 1024, height: 313))
        add(
            "stage-manager", "iPad, Stage Manager window", DeviceCatalog.iPadPro129,
            landscape: true,
            window: CGRect(x: 183, y: 112, width: 1000, height: 700), safeArea: Insets(top: 24))
        add(
            "slide-over", "iPad, Slide Over", DeviceCatalog.iPadPro129,
            window: CGRect(x: 694, y: 20, width: 320, height: 1336),
            safeArea: Insets(top: 20, bottom: 20))
        add(
            "split-view", "iPad, Split View (left half)", DeviceCatalog.iPadPro129, landscape: true,
            window: CGRect(x: 0, y: 0, width: 678, height: 1024),
            safeArea: Insets(top: 24, bottom: 20))
        add(
            "form-sheet", "iPad, form sheet", DeviceCatalog.iPadPro129, landscape: true,
            container: CGRect(x: 413, y: 202, width: 540, height: 620))
        return situations
    }()

    /// One situation planned with one strategy.
    public struct Entry: Sendable {
        /// The situation.
        public var situation: Situation
        /// The strategy.
        public var strategy: AvoidanceStrategy
        /// The scenario.
        public var scenario: Scenario
        /// The plan's last step: after the keyboard's show.
        public var step: RenderedStep
    }

    /// Every situation with every strategy.
    public static func entries() -> [Entry] {
        situations.flatMap { situation in
            AvoidanceStrategy.allCases.compactMap { strategy -> Entry? in
                let scenario = situation.scenario(strategy: strategy)
                guard let step = RenderedStep.steps(of: scenario).last else { return nil }
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
                body += "<p class=\"source\">\(SVGWriter.escape(entry.situation.device.name)): "
                body +=
                    "\(SVGWriter.escape(entry.situation.device.source))</p>\n<div class=\"row\">\n"
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
