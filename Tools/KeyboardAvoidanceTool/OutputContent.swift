/// What an output file (`-o`, `--write`) receives: its size, known before a byte is written, so
/// that a size limit is checked and the space reserved first; and its bytes, made a piece at a
/// time, so that a large output (`bench`'s generated scenario) is never held whole.
struct OutputContent {
    /// How many bytes the content has: exactly what ``forEachPiece(_:)`` hands over.
    let count: Int
    private let produce: (_ write: (UnsafeRawBufferPointer) -> Bool) -> Void

    /// The largest piece handed over at once: between pieces a writer checks whether it was
    /// interrupted.
    static let pieceSize = 1 << 20

    /// Bytes already in memory.
    init(_ bytes: [UInt8]) {
        count = bytes.count
        produce = { write in
            bytes.withUnsafeBytes { all in
                var offset = 0
                while offset < all.count {
                    let end = min(all.count, offset + Self.pieceSize)
                    guard write(UnsafeRawBufferPointer(rebasing: all[offset..<end])) else { return }
                    offset = end
                }
            }
        }
    }

    /// Bytes made as they are written: `produce` hands its `write` exactly `count` bytes, in
    /// order, in pieces of at most ``pieceSize``, and stops as soon as `write` returns `false`.
    init(count: Int, produce: @escaping (_ write: (UnsafeRawBufferPointer) -> Bool) -> Void) {
        self.count = count
        self.produce = produce
    }

    /// Hands every byte to `write`, in order, a piece at a time; stops as soon as `write`
    /// returns `false` (a failed write, an interruption).
    func forEachPiece(_ write: (UnsafeRawBufferPointer) -> Bool) {
        produce(write)
    }
}
