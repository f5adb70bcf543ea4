import Foundation
import KeyboardAvoidanceCore
import Testing

/// The scenario fixtures under `Tests/Fixtures`: each a scenario file in the spec's format
/// (citing where its numbers come from) and a `.plan.jsonl` with the plan worked out by hand.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let invalidDirectory = directory.appendingPathComponent("invalid")

    /// Every fixture's name, without extension.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
            .sorted()
    }()

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
    }

    static func scenario(_ name: String) throws -> Scenario {
        try Scenario(jsonData: try data(name))
    }

    /// The hand-computed plan: one parsed JSON object per line.
    static func expectedPlan(_ name: String) throws -> [JSONValue] {
        let text = try String(
            contentsOf: directory.appendingPathComponent(name + ".plan.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONValue(parsing: Array($0.utf8)) }
    }

}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
