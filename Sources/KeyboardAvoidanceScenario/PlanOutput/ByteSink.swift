/// Where JSON text is written byte by byte: an array, or a line being made on the stack.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink {
    /// Appends a literal's bytes.
    mutating func append(_ text: StaticString) {
        append(
            contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

extension Array: ByteSink where Element == UInt8 {}

/// A line made in a stack buffer, then appended to an array at once; overflow spills to an array.
struct LineBuffer: ByteSink {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// What was written before the buffer filled up, if it did.
    private var spilled: [UInt8] = []

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        if count == buffer.count { spill() }
        buffer[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count > buffer.count {
            spill()
            if bytes.count > buffer.count {
                spilled.append(contentsOf: bytes)
                return
            }
        }
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func spill() {
        spilled.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        count = 0
    }

    /// Appends the line to `bytes`.
    func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: spilled)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }

    /// Makes a line in a buffer of `capacity` bytes on the stack and appends it to `bytes`.
    static func write(
        to bytes: inout [UInt8], capacity: Int = 384, _ body: (inout LineBuffer) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var line = LineBuffer(buffer)
            body(&line)
            line.write(to: &bytes)
        }
    }
}
