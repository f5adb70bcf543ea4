// swift-tools-version: 6.0
import PackageDescription

// `KEYBOARD_AVOIDANCE_INTERNAL_CHECKS=1 swift build|test|run` makes the engine check its
// invariants after every event and trap on a broken one, as tests, fuzz targets and `stress` want;
// an app's builds, debug ones included, never trap.
let internalChecks: [SwiftSetting] =
    Context.environment["KEYBOARD_AVOIDANCE_INTERNAL_CHECKS"] == "1"
    ? [.define("KEYBOARD_AVOIDANCE_INTERNAL_CHECKS")] : []

let package = Package(
    name: "KeyboardAvoidance",
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
        .executable(name: "keyboard-avoidance", targets: ["keyboard-avoidance"]),
    ],
    targets: [
        // Every keyboard decision, and only what runs in an app: pure Swift + Foundation, builds
        // and is tested on Linux.
        .target(name: "KeyboardAvoidanceCore", swiftSettings: internalChecks),
        // The scenario file (spec §7), the JSON reader and writer, the plan output (spec §8) and
        // the recorder of a session.
        .target(name: "KeyboardAvoidanceScenario", dependencies: ["KeyboardAvoidanceCore"]),
        // The UIKit layer: measures views, hands snapshots to the core's session, applies the plan.
        .target(name: "KeyboardAvoidance", dependencies: ["KeyboardAvoidanceCore"]),
        // The SwiftUI layer: hidden UIKit views and anchors measure, the core decides, SwiftUI state
        // applies.
        .target(name: "KeyboardAvoidanceSwiftUI", dependencies: ["KeyboardAvoidance"]),
        // Recording a UIKit component's session as a scenario file, for an app that opts in.
        .target(
            name: "KeyboardAvoidanceRecording",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScenario"]),
        // Example view controllers, one per strategy and one as the snippets' users wrote theirs:
        // compiled for iOS by ../shared/tools/ios-sdk build, so that they keep compiling.
        .target(
            name: "KeyboardAvoidanceExamples",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceSwiftUI", "KeyboardAvoidanceRecording",
            ]),
        // Not a product: random scenarios, the seeded generator, the invariant checks and the
        // device catalogue, shared by the tests, `stress`, the fuzz targets and the gallery.
        .target(
            name: "KeyboardAvoidanceTestSupport",
            dependencies: ["KeyboardAvoidanceCore", "KeyboardAvoidanceScenario"]),
        // Pictures of scenarios and the demo gallery: pure Swift, SVG and HTML.
        .target(
            name: "KeyboardAvoidancePictures",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
            ]),
        // The command-line tool's commands, as a library so that tests run them in process.
        .target(
            name: "KeyboardAvoidanceTool",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
                "KeyboardAvoidancePictures",
            ]),
        // The executable: a thin main.
        .executableTarget(name: "keyboard-avoidance", dependencies: ["KeyboardAvoidanceTool"]),
        .testTarget(
            name: "KeyboardAvoidanceCoreTests",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceScenarioTests",
            dependencies: [
                "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidancePicturesTests",
            dependencies: [
                "KeyboardAvoidancePictures", "KeyboardAvoidanceCore", "KeyboardAvoidanceScenario",
                "KeyboardAvoidanceTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceToolTests",
            dependencies: [
                "keyboard-avoidance", "KeyboardAvoidanceTool", "KeyboardAvoidanceCore",
                "KeyboardAvoidanceScenario", "KeyboardAvoidanceTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
