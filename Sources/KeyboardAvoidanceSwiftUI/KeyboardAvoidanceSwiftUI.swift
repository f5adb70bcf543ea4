// The SwiftUI layer re-exports the UIKit layer and, through it, the core: `import
// KeyboardAvoidanceSwiftUI` is the one import a SwiftUI app needs. Its sources measure with hidden
// UIKit views and SwiftUI anchors, hand the numbers to the core and apply the plan as SwiftUI
// state.
@_exported import KeyboardAvoidance
