import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// keyboard-avoidance: plans and animates keyboard-avoidance scenarios off-device.
// Exit status: 0 on success, 2 on bad input or usage (one line on stderr, nothing on stdout),
// 1 when the output cannot be written.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
