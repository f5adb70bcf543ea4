// swift-tools-version: 6.0
import PackageDescription

// `KEYBOARD_AVOIDANCE_INTERNAL_CHECKS=1 swift build|test|run` makes the engine check its
// invariants after every event and trap on a broken one, as tests, fuzz targets and `stress` want;
// an app's builds, debug ones included, never trap.
let internalChecksOn = Context.environment["KEYBOARD_AVOIDANCE_INTERNAL_CHECKS"] == "1"
// The invariant checks themselves (`invariantViolations`, which tests, `stress` and the fuzz
// targets read) are compiled where the tests and the tool run — Linux and macOS, any
// configuration — and into every debug build: an app's release build for iOS carries none.
let invariants: [SwiftSetting] =
    internalChecksOn
    ? [.define("KEYBOARD_AVOIDANCE_INVARIANTS")]
    : [
        .define("KEYBOARD_AVOIDANCE_INVARIANTS", .when(platforms: [.linux, .macOS])),
        .define("KEYBOARD_AVOIDANCE_INVARIANTS", .when(configuration: .debug)),
    ]
let internalChecks: [SwiftSetting] =
    invariants + (internalChecksOn ? [.define("KEYBOARD_AVOIDANCE_INTERNAL_CHECKS")] : [])

let package = Package(
    name: "KeyboardAvoidance",
    // The toolbar's words are English first, translated in the UIKit layer's resources.
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .macOS(.v12),
    ],
    products: [
        // What an app links: the engine, and the UIKit layer on it (which re-exports it).
        .library(name: "KeyboardAvoidanceCore", targets: ["KeyboardAvoidanceCore"]),
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        // The SwiftUI layer, on the same engine (it re-exports the UIKit layer).
        .library(name: "KeyboardAvoidanceSwiftUI", targets: ["KeyboardAvoidanceSwiftUI"]),
        // Opt-in: the scenario file format, and recording a component's session on a device.
        .library(name: "KeyboardAvoidanceScenario", targets: ["KeyboardAvoidanceScenario"]),
        .library(name: "KeyboardAvoidanceRecording", targets: ["KeyboardAvoidanceRecording"]),
        // For an app's test target, not the app: the keyboard's notifications posted as UIKit
        // posts them, for every device and keyboard mode of the catalogue, and what a test asserts
        // with. The catalogue is its module too, so that no app links it.
        .library(
            name: "KeyboardAvoidanceTesting",
            targets: ["KeyboardAvoidanceTesting", "KeyboardAvoidanceCatalogue"]),
        .executable(name: "keyboard-avoidance", targets: ["keyboard-avoidance"]),
    ],
    targets: [
        // What an app links, in Sources/.
        //
        // Every keyboard decision, and only what runs in an app: pure Swift + Foundation, builds
        // and is tested on Linux.
        .target(name: "KeyboardAvoidanceCore", swiftSettings: internalChecks),
        // The UIKit layer: measures views, hands snapshots to the core's session, applies the plan.
        // Its resources: the field navigator's toolbar's words in each language the library
        // ships (`Bundle.module`; the core's `KeyboardToolbarWords` chooses among them).
        .target(
            name: "KeyboardAvoidance", dependencies: ["KeyboardAvoidanceCore"],
            resources: [.process("Resources")]),
        // The SwiftUI layer: hidden UIKit views and anchors measure, the core decides, SwiftUI state
        // applies.
        .target(name: "KeyboardAvoidanceSwiftUI", dependencies: ["KeyboardAvoidance"]),
        // The scenario file (spec §7) — read and written with Foundation, every field checked —
        // a plan step (spec §8) and the recorder of a session. No JSON type is public.
        .target(name: "KeyboardAvoidanceScenario", dependencies: ["KeyboardAvoidanceCore"]),
        // Recording a UIKit component's session as a scenario file, for an app that opts in.
        .target(
            name: "KeyboardAvoidanceRecording",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScenario"]),
        // Posting the keyboard's notifications in an app's tests: UIKit, no test framework. It
        // re-exports the catalogue.
        .target(
            name: "KeyboardAvoidanceTesting",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceCatalogue"]),

        // What only tests link, in Sources/ as the testing product's second module.
        //
        // The device catalogue: each device's screen, safe areas and keyboards, every scenario
        // (orientation, keyboard mode, presentation) it shows, and the notifications iOS posts for
        // each change of the keyboard. Pure Swift + Foundation, tested on Linux; on the core, which
        // never depends on it, and outside what an app links (issue 28).
        .target(name: "KeyboardAvoidanceCatalogue", dependencies: ["KeyboardAvoidanceCore"]),

        // The tooling, in Tools/: no app links it.
        //
        // The tool's scenario reader: a strict JSON parser over a window of a stream, which reads
        // a scenario event by event in bounded memory — a syntax error's line and column, a
        // repeated key, every limit of a scenario file — each field checked by the scenario
        // module's field reader, so that it reads as `Scenario(jsonData:)` does.
        .target(
            name: "KeyboardAvoidanceStreaming",
            dependencies: ["KeyboardAvoidanceCore", "KeyboardAvoidanceScenario"],
            path: "Tools/KeyboardAvoidanceStreaming"),
        // Random scenarios (on the device catalogue), the seeded generator, the invariant
        // checks, hostile inputs and the fixtures, shared by the tests, `stress`, the fuzz targets
        // and the gallery.
        .target(
            name: "KeyboardAvoidanceTestSupport",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming",
            ],
            path: "Tools/KeyboardAvoidanceTestSupport", swiftSettings: invariants),
        // Pictures of scenarios and the demo gallery: pure Swift, SVG and HTML.
        .target(
            name: "KeyboardAvoidancePictures",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming", "KeyboardAvoidanceTestSupport",
            ],
            path: "Tools/KeyboardAvoidancePictures"),
        // The command-line tool's commands and its streaming planner, as a library so that tests
        // run them in process.
        .target(
            name: "KeyboardAvoidanceTool",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming", "KeyboardAvoidanceTestSupport",
                "KeyboardAvoidancePictures",
            ],
            path: "Tools/KeyboardAvoidanceTool"),
        // The executable: a thin main.
        .executableTarget(
            name: "keyboard-avoidance", dependencies: ["KeyboardAvoidanceTool"],
            path: "Tools/keyboard-avoidance"),

        // Examples, in Examples/: screens as apps write them, compiled for iOS so that they keep
        // compiling (Scripts/ios-build).
        .target(
            name: "UIKitExamples",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceRecording"],
            path: "Examples/UIKit"),
        .target(
            name: "SwiftUIExamples", dependencies: ["KeyboardAvoidanceSwiftUI"],
            path: "Examples/SwiftUI"),

        // The UIKit layer's checks, through KeyboardAvoidanceTesting: plain throwing functions,
        // compiled for iOS by Scripts/ios-build (this SDK has no test framework), and run on a
        // simulator by the XCTest wrapper below; the snippets of the article "Testing your
        // screens", compiled.
        .target(
            name: "KeyboardAvoidanceUIKitChecks",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardAvoidanceCatalogue",
                "KeyboardAvoidanceRecording", "KeyboardAvoidanceScenario",
            ],
            path: "Tests/KeyboardAvoidanceUIKitChecks"),

        .testTarget(
            name: "KeyboardAvoidanceCoreTests",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming", "KeyboardAvoidanceTestSupport",
            ]
        ),
        // The catalogue against the hardware, the spec and the fixtures.
        .testTarget(
            name: "KeyboardAvoidanceCatalogueTests",
            dependencies: [
                "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceScenarioTests",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario", "KeyboardAvoidanceStreaming",
                "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidancePicturesTests",
            dependencies: [
                "KeyboardAvoidancePictures", "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming", "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceToolTests",
            dependencies: [
                "keyboard-avoidance", "KeyboardAvoidanceTool", "KeyboardAvoidanceCore",
                "KeyboardAvoidanceCatalogue", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceStreaming", "KeyboardAvoidanceTestSupport",
            ]
        ),
        // Calls every check on a simulator: `xcodebuild test -scheme KeyboardAvoidance-Package
        // -destination 'platform=iOS Simulator,name=iPhone 16'`. Empty where UIKit or XCTest is
        // missing (Linux).
        .testTarget(
            name: "KeyboardAvoidanceUIKitTests", dependencies: ["KeyboardAvoidanceUIKitChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
