// What an app's test target links: the keyboard's notifications, posted as UIKit posts them, and
// what a test asserts with. It re-exports the device catalogue (`KeyboardScenario`,
// `KeyboardSequence`), which says what to post, and the core it is written in; it depends on no
// test framework, so XCTest and Swift Testing both call it.
@_exported import KeyboardAvoidanceCatalogue
@_exported import KeyboardAvoidanceCore
