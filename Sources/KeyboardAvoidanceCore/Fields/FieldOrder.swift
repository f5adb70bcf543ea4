import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif
