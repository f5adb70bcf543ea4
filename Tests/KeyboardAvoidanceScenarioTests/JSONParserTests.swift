import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario
import KeyboardAvoidanceStreaming
import KeyboardAvoidanceTestSupport
import Testing

@Suite("The tool's JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONValue(parsing: Array(text.utf8))
    }

    @Test("values of every type")
    func values() throws {
        #expect(
            try parse(#" {"a": [1, -2.5, true, false, null, "x\n\u00e9\ud83d\ude00"]} "#)
                == .object([
                    "a": .array([
                        .number(1), .number(-2.5), .bool(true), .bool(false), .null,
                        .string("x\né😀"),
                    ])
                ]))
        #expect(try parse("\u{FEFF}[]") == .array([]))
    }

    @Test("numbers read exactly as Swift's own Double parser reads them")
    func numbersMatchDouble() throws {
        var random = SplitMix64(seed: 20_261_129)
        var texts = [
            "0", "-0", "1e5", "1E-5", "0.1", "123456789012345678901234567890", "4.9e-324",
            "1.7976931348623157e308",
            "2.2250738585072014e-308", "9007199254740993", "0.30000000000000004", "1e400",
            "-1e-400",
        ]
        for _ in 0..<2000 {
            let value = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
            texts.append("\(value)")
            texts.append(
                String(format: "%.3f", Double(Int64(bitPattern: random.next()) % 1_000_000) / 7))
        }
        for text in texts {
            #expect(try parse(text) == .number(try #require(Double(text))), "\(text)")
        }
    }

    @Test(
        "malformed documents say what and where",
        arguments: [
            ("[1, 2", "line 1, column 6: expected ',' or ']'"),
            ("{\"a\" 1}", "line 1, column 6: expected ':' after a key"),
            ("[01]", "leading zero"), ("[1.]", "expected a digit after '.'"),
            ("\"a\u{01}\"", "control character"),
            ("{\"a\": 1, \"a\": 2}", "duplicate key \"a\""),
            ("[1] 2", "after the end of the document"),
            ("tru", "unexpected 't'"), ("\"\\x\"", "invalid escape"),
            ("\"\\ud800\"", "unpaired surrogate"),
            ("", "unexpected end of input"), ("[\n\n  nul]", "line 3, column 3"),
        ])
    func errors(text: String, expected: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test("deep nesting is refused, not recursed into")
    func depth() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        #expect(throws: Never.self) {
            try parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
        }
    }

    @Test("its limits are a scenario file's")
    func limits() {
        #expect(JSONParser.maximumDepth == ScenarioLimits.maximumDepth)
        #expect(JSONParser.maximumStringLength == ScenarioLimits.maximumStringLength)
        #expect(JSONParser.maximumMembers == ScenarioLimits.maximumMembers)
        #expect(JSONParser.maximumUnitLength == ScenarioLimits.maximumUnitLength)
        #expect(ScenarioReader.largestValue == ScenarioLimits.largestValue)
    }

    @Test("invalid UTF-8 in a string is refused")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
    }
}
