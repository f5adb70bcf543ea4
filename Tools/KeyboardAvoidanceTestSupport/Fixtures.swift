import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scenario fixtures under `Tests/Fixtures`: each a scenario file in the spec's format
/// (citing where its numbers come from) and a `.plan.jsonl` with the plan worked out by hand.
package enum Fixtures {
    /// The package's root directory.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    package static let directory = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// `Tests/Fixtures/invalid`: files that must be rejected.
    package static let invalidDirectory = directory.appendingPathComponent("invalid")

    /// `Examples`.
    package static let examples = packageRoot.appendingPathComponent("Examples")

    /// Every fixture's name, without extension.
    package static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
            .sorted()
    }()

    /// A fixture's bytes.
    package static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
    }

    /// A fixture, read.
    package static func scenario(_ name: String) throws -> Scenario {
        try Scenario(jsonData: try data(name))
    }

    /// The hand-computed plan: one parsed JSON object per line.
    package static func expectedPlan(_ name: String) throws -> [JSONValue] {
        let text = try String(
            contentsOf: directory.appendingPathComponent(name + ".plan.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONValue(parsing: Array($0.utf8)) }
    }
}

extension CGRect {
    /// A rect from four numbers, as tables of test cases write them.
    package init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
