// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAvoidance",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .macOS(.v12),
    ],
    products: [
        .library(name: "KeyboardAvoidanceCore", targets: ["KeyboardAvoidanceCore"]),
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .executable(name: "keyboard-avoidance", targets: ["keyboard-avoidance"]),
    ],
    targets: [
        // Every keyboard decision: pure Swift + Foundation, builds and is tested on Linux.
        .target(name: "KeyboardAvoidanceCore"),
        // The UIKit layer: measures views, hands numbers to the core, applies the plan.
        .target(name: "KeyboardAvoidance", dependencies: ["KeyboardAvoidanceCore"]),
        // Example view controllers, one per strategy and one as the snippets' users wrote theirs:
        // compiled for iOS by ../shared/tools/ios-sdk build, so that they keep compiling.
        .target(name: "KeyboardAvoidanceExamples", dependencies: ["KeyboardAvoidance"]),
        // Pictures of scenarios and the demo gallery: pure Swift, SVG and HTML.
        .target(name: "KeyboardAvoidancePictures", dependencies: ["KeyboardAvoidanceCore"]),
        // The command-line tool: plans, animates and renders scenarios off-device.
        .executableTarget(
            name: "keyboard-avoidance",
            dependencies: ["KeyboardAvoidanceCore", "KeyboardAvoidancePictures"]
        ),
        .testTarget(
            name: "KeyboardAvoidanceCoreTests",
            dependencies: ["KeyboardAvoidanceCore"]
        ),
        .testTarget(
            name: "KeyboardAvoidancePicturesTests",
            dependencies: ["KeyboardAvoidancePictures", "KeyboardAvoidanceCore"]
        ),
        .testTarget(
            name: "KeyboardAvoidanceToolTests",
            dependencies: ["keyboard-avoidance", "KeyboardAvoidanceCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
