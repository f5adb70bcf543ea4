import KeyboardAvoidanceTool

// keyboard-avoidance: plans, animates and draws keyboard-avoidance scenarios off-device.
CommandLineTool.main()
