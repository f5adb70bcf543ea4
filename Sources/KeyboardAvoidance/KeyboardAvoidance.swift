// The UIKit layer re-exports the core, so that `import KeyboardAvoidance` is the one import an
// app needs. Its UIKit sources measure views, hand the numbers to the core and apply the plan.
@_exported import KeyboardAvoidanceCore
