import Foundation
import KeyboardAvoidanceTool

// keyboard-avoidance: plans, animates and draws keyboard-avoidance scenarios off-device.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
