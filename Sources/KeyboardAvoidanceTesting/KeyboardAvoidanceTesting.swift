// What an app's test target links: the keyboard's notifications, posted as UIKit posts them, and
// what a test asserts with. It re-exports the core, whose catalogue (`KeyboardScenario`,
// `KeyboardSequence`) says what to post; it depends on no test framework, so XCTest and Swift
// Testing both call it.
@_exported import KeyboardAvoidanceCore
