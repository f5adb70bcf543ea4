import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidancePictures
import KeyboardAvoidanceScenario
import KeyboardAvoidanceTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses a document as XML and collects what the tests look at.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var texts: [String] = []
    var rootName: String?
    private var currentText = ""

    static func parse(_ text: String) throws -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseFailure(description: parser.parserError.map { "\($0)" } ?? "unknown")
        }
        return collector
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if rootName == nil { rootName = elementName }
        elements[elementName, default: 0] += 1
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        if elementName == "text" || elementName == "td" { texts.append(currentText) }
        currentText = ""
    }
}

enum Scenarios {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every fixture and example, by path relative to the package.
    static let paths: [String] = {
        var paths: [String] = []
        for directory in ["Tests/Fixtures", "Examples"] {
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: root.appendingPathComponent(directory).path)) ?? []
            paths += files.filter { $0.hasSuffix(".json") }.sorted().map { "\(directory)/\($0)" }
        }
        return paths
    }()

    static func scenario(_ path: String) throws -> Scenario {
        try Scenario(jsonData: try Data(contentsOf: root.appendingPathComponent(path)))
    }
}

@Suite("Pictures of scenarios")
struct RenderTests {
    @Test(
        "every fixture and example renders to valid SVG, a panel per event",
        arguments: Scenarios.paths)
    func svg(path: String) throws {
        let scenario = try Scenarios.scenario(path)
        let svg = ScenarioRenderer.svg(
            for: scenario, options: ScenarioRenderer.Options(animate: true))
        let xml = try XMLCollector.parse(svg)
        #expect(xml.rootName == "svg")
        // Each panel is titled with its event's index and name.
        for (index, event) in scenario.events.enumerated() {
            #expect(xml.texts.contains("#\(index)  \(event.label)"), "\(path) panel \(index)")
        }
        // Each panel states the overlap the engine computed.
        for step in scenario.plan() where step.keyboard.state != .hidden {
            #expect(
                xml.texts.contains {
                    $0.contains("covers \(SVGNumber.text(step.keyboard.overlap)) pt")
                }, "\(path) \(step.index)")
        }
    }

    @Test(
        "every fixture and example renders to a valid XHTML page with the plan beside each panel",
        arguments: Scenarios.paths)
    func html(path: String) throws {
        let scenario = try Scenarios.scenario(path)
        let html = ScenarioRenderer.html(for: scenario)
        let xml = try XMLCollector.parse(
            html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""))
        #expect(xml.rootName == "html")
        #expect(xml.elements["section"] == scenario.events.count)
        #expect(xml.elements["pre"] == scenario.events.count)
        #expect(xml.elements["svg", default: 0] == scenario.events.count + 1)  // and the legend
    }

    @Test("the same scenario gives the same bytes")
    func deterministic() throws {
        let scenario = try Scenarios.scenario("Examples/ipad-stage-manager.json")
        let options = ScenarioRenderer.Options(animate: true)
        #expect(
            ScenarioRenderer.svg(for: scenario, options: options)
                == ScenarioRenderer.svg(for: scenario, options: options))
        #expect(ScenarioRenderer.html(for: scenario) == ScenarioRenderer.html(for: scenario))
    }

    @Test("an animated action gets a filmstrip from the animation model; a duration of 0 does not")
    func filmstrip() throws {
        let scenario = try Scenarios.scenario(
            "Tests/Fixtures/iphone-predictive-bar-duration-0.json")
        let svg = ScenarioRenderer.svg(
            for: scenario, options: ScenarioRenderer.Options(animate: true))
        let xml = try XMLCollector.parse(svg)
        let strips = xml.texts.filter { $0.hasPrefix("the movement") }.count
        // Events 0 (0.25 s) animate; 2 and 6 change with duration 0.
        #expect(strips == 1)
        #expect(xml.texts.contains("t = 0 s"))
        #expect(!ScenarioRenderer.svg(for: scenario).contains("the movement"))
    }

    @Test("a drag is drawn as a filmstrip of its samples, under its last sample's panel")
    func dragFilmstrip() throws {
        // Samples at 527, 577, (a garbage one), 677, 677 and 727: five that count, one strip.
        let scenario = try Scenarios.scenario("Tests/Fixtures/drag-shift-dismiss.json")
        let xml = try XMLCollector.parse(ScenarioRenderer.svg(for: scenario))
        let strips = xml.texts.filter { $0.hasPrefix("the drag, as the finger moved the keyboard") }
        #expect(strips == ["the drag, as the finger moved the keyboard (5 samples):"])
        #expect(xml.texts.filter { $0.hasPrefix("sample ") }.count == 5)
        // Only the events drawn: the strip still shows the whole drag.
        let last = try XMLCollector.parse(
            ScenarioRenderer.svg(for: scenario, options: ScenarioRenderer.Options(events: 7...7)))
        #expect(last.texts.filter { $0.hasPrefix("sample ") }.count == 5)
        #expect(last.texts.contains("#7  track"))
    }
}

@Suite("The demo gallery")
struct GalleryTests {
    @Test("every situation the issue names, with every strategy")
    func coverage() {
        let ids = Set(Gallery.situations.map(\.id))
        for id in [
            "iphone-portrait", "iphone-landscape", "ipad-docked", "ipad-floating", "ipad-split",
            "hardware-keyboard-bar",
            "stage-manager", "slide-over", "split-view", "form-sheet",
        ] {
            #expect(ids.contains(id), "missing \(id)")
        }
        #expect(
            Gallery.entries().count == Gallery.situations.count * AvoidanceStrategy.allCases.count)
    }

    @Test(
        "the page is valid XHTML with a summary row per panel, every picture valid SVG, every scenario readable"
    )
    func files() throws {
        let files = Gallery.files()
        let entries = Gallery.entries()
        let page = try #require(files.first { $0.path == "index.html" })
        let xml = try XMLCollector.parse(
            page.contents.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""))
        #expect(xml.elements["tr"] == entries.count + 1)
        for file in files where file.path.hasSuffix(".svg") {
            #expect(try XMLCollector.parse(file.contents).rootName == "svg", "\(file.path)")
        }
        for file in files where file.path.hasSuffix(".json") {
            #expect(throws: Never.self) { try Scenario(jsonData: Array(file.contents.utf8)) }
        }
        #expect(files.count == 1 + 2 * entries.count)
    }

    @Test(
        "the summary agrees with the engine: the keyboard's part, never its height, where a window or sheet cuts it"
    )
    func summary() throws {
        let entries = Gallery.entries()
        func overlap(_ id: String) throws -> CGFloat {
            try #require(entries.first { $0.situation.id == id }).step.step.keyboard.overlap
        }
        // Stage Manager: window bottom 812, keyboard top 526: 286, not the keyboard's 498.
        #expect(try overlap("stage-manager") == 286)
        // A hardware keyboard's bar: 55 of a 403-pt frame.
        #expect(try overlap("hardware-keyboard-bar") == 55)
        // A form sheet ending at 822 over a keyboard from 526: 296.
        #expect(try overlap("form-sheet") == 296)
        // Floating and split keyboards are not avoided by default.
        #expect(try overlap("ipad-floating") == 0)
        #expect(try overlap("ipad-split") == 0)
        // Where there is a target, it ends up visible.
        for entry in entries where entry.step.step.targetVisible != nil {
            #expect(
                entry.step.step.targetVisible == true, "\(entry.situation.id) \(entry.strategy)")
        }
    }

    @Test("the gallery is deterministic")
    func deterministic() {
        let first = Gallery.files()
        let second = Gallery.files()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }
}

/// Numbers as the pictures print them.
enum SVGNumber {
    static func text(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return JSONNumber.format(rounded)
    }
}
