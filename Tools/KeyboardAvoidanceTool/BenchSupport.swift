import Foundation

#if canImport(UIKit)
    import UIKit
#endif

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The allocation count of Benchmarks/malloc-counter.c, when Scripts/bench preloads it.
enum AllocationCounter {
    private typealias Counter = @convention(c) () -> UInt

    private static let function: Counter? = {
        #if os(Linux)
            guard let handle = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(handle, "keyboard_avoidance_allocation_count")
            else { return nil }
            return unsafeBitCast(symbol, to: Counter.self)
        #else
            return nil
        #endif
    }()

    static var count: UInt? { function?() }
}

/// A rect boxed as UIKit boxes the keyboard's frames.
func nsValue(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
        NSValue(cgRect: rect)
    #else
        NSValue(rect: rect)
    #endif
}

/// Takes a value the optimizer cannot see through, so that measured work is not removed.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_5EED { FileHandle.nullDevice.write(Data()) }
}
