import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads and writes: the process's standard streams, or memory, so that tests
/// run the commands in process.
public final class ToolIO: Sendable {
    /// Standard output.
    public let output: OutputChannel
    /// Standard error.
    public let errors: OutputChannel
    /// Standard input: the process's, or bytes given.
    let input: Input

    enum Input: Sendable {
        case descriptor(Int32)
        case bytes([UInt8])
        case closed
    }

    init(output: OutputChannel, errors: OutputChannel, input: Input) {
        self.output = output
        self.errors = errors
        self.input = input
    }

    /// The process's standard streams; `standardInputClosed` when the caller closed standard
    /// input (its number then holds a placeholder).
    public static func standard(standardInputClosed: Bool = false) -> ToolIO {
        ToolIO(
            output: OutputChannel(descriptor: 1, name: "standard output"),
            errors: OutputChannel(descriptor: 2, name: "standard error"),
            input: standardInputClosed ? .closed : .descriptor(0))
    }

    /// Memory: what the command writes is kept in ``OutputChannel/captured``; `standardInput`, if
    /// given, is what it reads from `-`.
    public static func memory(standardInput: [UInt8] = []) -> ToolIO {
        ToolIO(output: OutputChannel(), errors: OutputChannel(), input: .bytes(standardInput))
    }
}

/// An output stream, buffered, every write checked: a command whose output cannot be written
/// stops with an I/O failure (exit status 1) rather than ending as if it had succeeded.
public final class OutputChannel: @unchecked Sendable {
    private let descriptor: Int32?
    private let name: String
    private let lock = NSLock()
    // Guarded by `lock`: the plan's formatting queue writes while the main thread may flush.
    private var buffer: [UInt8] = []
    private var capturedBytes: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// An output to a file descriptor.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// An output to memory.
    init() {
        descriptor = nil
        name = "memory"
    }

    /// Everything written, for an output to memory.
    public var captured: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return capturedBytes + buffer
    }

    /// Everything written, as text.
    public var text: String { String(decoding: captured, as: UTF8.self) }

    func write(_ text: String) throws(ToolError) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(ToolError) in try write(UnsafeRawBufferPointer(bytes)) }
        }
        try result.get()
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(ToolError) {
        lock.lock()
        defer { lock.unlock() }
        guard let descriptor else {
            capturedBytes.append(contentsOf: bytes)
            return
        }
        if buffer.count + bytes.count <= Self.bufferSize {
            buffer.append(contentsOf: bytes)
            return
        }
        try drain(descriptor)
        if bytes.count >= Self.bufferSize {
            try checked(Self.writeAll(bytes, to: descriptor))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is buffered.
    func flush() throws(ToolError) {
        lock.lock()
        defer { lock.unlock() }
        guard let descriptor else { return }
        try drain(descriptor)
    }

    /// Whether nothing can be written any more because the reader went away (a pipe whose
    /// reader closed it, a hung-up terminal): a long command asks between pieces of work, so that
    /// it stops when its output does rather than at its next write.
    var readerIsGone: Bool {
        guard let descriptor else { return false }
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&request, 1, 0) == 1 else { return false }
        return request.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0
    }

    /// Stops with the failure a write would meet when the reader went away.
    func checkReader() throws(ToolError) {
        if readerIsGone { try checked(EPIPE) }
    }

    /// A line on this output, for standard error: nothing can report its own failure, so a
    /// failure is ignored (the exit status still says what happened).
    func writeLineIgnoringFailure(_ line: String) {
        try? write(line + "\n")
        try? flush()
    }

    /// The output as where a plan's lines go.
    var sink: PlanPipeline.Sink {
        { [self] (bytes) throws(ToolError) in try write(bytes) }
    }

    private func drain(_ descriptor: Int32) throws(ToolError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try checked(buffer.withUnsafeBytes { Self.writeAll($0, to: descriptor) })
    }

    private func checked(_ failure: Int32?) throws(ToolError) {
        if let failure { throw .io("cannot write \(name) (\(ToolFiles.describe(failure)))") }
    }

    /// Writes every byte; returns the system error that stopped it, if any.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, min(bytes.count - offset, 1 << 20))
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return ENOSPC }
            offset += written
        }
        return nil
    }
}

/// The system's `write`, by a name that does not clash with the channels' own.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
