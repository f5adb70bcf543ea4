// libFuzzer target: the scenario file readers, the scenario module's (on Foundation) and the
// tool's streaming one. Checked on every input: nothing traps; the two agree
// (`ReaderRuns.agree`); a scenario is either planned — every number of every step finite, the
// avoider's invariants holding — or rejected with a message that names the field (or, for a
// syntax error, Foundation's description, or the tool's line and column).
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// libFuzzer's entry point: one input, checked as the file's header says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    // The reader as the tool's planner runs it (checked, then planned keeping only the five
    // userInfo keys; through a window fed 7 bytes at a time) and the scenario module's must agree.
    let document = Array(bytes)
    let streamed = Result { () throws(ScenarioError) in
        try ReaderRuns.plannedOutput(document, pieces: 7)
    }
    let whole = Result { () throws(ScenarioError) in try ReaderRuns.ordinaryOutput(document) }
    check(
        ReaderRuns.agree(whole: whole, streamed: streamed),
        "the readers disagree: the tool's \(streamed), the module's \(whole)")
    if case .failure(let error) = streamed {
        check(!error.message.isEmpty, "an error without a message")
        check(
            !error.field.isEmpty || error.message.hasPrefix("invalid JSON at line ")
                || error.message.hasPrefix("expected an object"),
            "an error that names no field: \(error)")
    }
    let scenario: Scenario
    do {
        scenario = try Scenario(jsonData: bytes)
    } catch {
        check(!error.message.isEmpty, "an error without a message")
        check(
            !error.field.isEmpty || error.message.hasPrefix("invalid JSON: ")
                || error.message.hasPrefix("expected an object"),
            "an error that names no field: \(error)")
        return 0
    }
    let violations = scenario.violations()
    check(violations.isEmpty, "violations: \(violations)")
    for step in scenario.plan() {
        check(step.keyboard.overlap.isFinite, "non-finite overlap")
        if let frame = step.keyboard.frame {
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            check(numbers.allSatisfy(\.isFinite), "non-finite frame \(frame)")
        }
        // The line the tool prints is valid JSON.
        check((try? JSONValue(parsing: Array(step.jsonLine.utf8))) != nil, step.jsonLine)
    }
    // What the reader accepts, the writer writes back, and it reads the same.
    let rewritten = try? Scenario(jsonData: Array(scenario.formattedJSON.utf8))
    check(rewritten == scenario, "the scenario does not round-trip")
    return 0
}
