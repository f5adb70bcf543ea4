import Foundation
import KeyboardAvoidanceScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `plan` keeps the plan it makes while its scenario is checked, to print once the
/// scenario is known to be valid: in memory up to ``memoryLimit`` (every scenario of a usual
/// size, with no temporary directory needed), beyond in an unlinked temporary file.
///
/// When no temporary file can be made or written (no `TMPDIR`, a full disk), it declines the
/// rest (``SpeculativePlanDeclined``): the planner then only checks, and plans again in a second
/// pass once the scenario is valid. Slower, in the same bounded memory, and it needs nothing.
final class PlanSpool: @unchecked Sendable {
    /// The plan kept in memory before a temporary file takes it: 1 MiB, about 5,000 events (the
    /// buffer a temporary file is written through anyway).
    static let memoryLimit = 1 << 20

    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`: the planner's formatting queue writes, the command reads at the end.
    private var buffer: [UInt8] = []
    private var spool: Int32?
    private var spooled: Int64 = 0
    private var declined = false

    init(memoryLimit: Int = PlanSpool.memoryLimit) {
        limit = memoryLimit
    }

    deinit {
        if let spool { close(spool) }
    }

    /// The spool as the planner's speculative sink.
    var sink: PlanSink {
        { [self] bytes in try append(bytes) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !declined else { throw SpeculativePlanDeclined() }
        buffer.append(contentsOf: bytes)
        if let spool {
            if buffer.count >= limit { try drain(spool) }
            return
        }
        guard buffer.count > limit else { return }
        guard
            let (descriptor, path) = ToolFiles.makeTemporaryFile(
                Array(ToolFiles.temporaryDirectory.utf8) + Array("/keyboard-avoidance-plan".utf8))
        else { throw decline() }
        // Unlinked at once: nothing is left behind, whatever happens next.
        _ = ToolFiles.withCString(path) { unlink($0) }
        spool = descriptor
        try drain(descriptor)
    }

    /// Writes what is buffered to the file; declines when it cannot.
    private func drain(_ descriptor: Int32) throws {
        guard !buffer.isEmpty else { return }
        if buffer.withUnsafeBytes({ OutputChannel.writeAll($0, to: descriptor) }) != nil {
            throw decline()
        }
        spooled += Int64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Lets the memory and the file go: the plan is made again in the second pass.
    private func decline() -> SpeculativePlanDeclined {
        declined = true
        buffer = []
        if let spool { close(spool) }
        spool = nil
        return SpeculativePlanDeclined()
    }

    /// Copies the whole plan to an output.
    func copy(to output: OutputChannel) throws(ToolError) {
        lock.lock()
        defer { lock.unlock() }
        if let spool {
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            var offset: Int64 = 0
            while offset < spooled {
                let count = chunk.withUnsafeMutableBytes {
                    pread(spool, $0.baseAddress, $0.count, off_t(offset))
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .io(
                        "cannot read the plan back from \(ToolFiles.temporaryDirectory) "
                            + "(\(ToolFiles.describe(errno)))")
                }
                if count == 0 { break }
                try write(chunk[0..<count], to: output)
                offset += Int64(count)
            }
        }
        try write(buffer[...], to: output)
    }

    private func write(_ bytes: ArraySlice<UInt8>, to output: OutputChannel) throws(ToolError) {
        let result = bytes.withUnsafeBytes { bytes in
            Result { () throws(ToolError) in try output.write(bytes) }
        }
        try result.get()
    }
}
