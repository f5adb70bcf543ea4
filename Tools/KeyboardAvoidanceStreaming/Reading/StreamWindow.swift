/// The part of a stream that the scenario reader holds: bytes read a chunk at a time into one
/// buffer, the ones already read let go between units, so that a document of any length is read
/// in about ten megabytes (a unit, an event or a top-level field, is at most 16 MiB).
///
/// The source fills the buffer it is given and returns how many bytes it put there: `0` at the
/// stream's end, `nil` when it cannot read (it keeps its own reason). A source that fills the whole
/// buffer each time (a file read with `pread`) sees chunks at the same offsets on every reading of
/// the same document, a multiple of ``chunkSize`` apart, so that it can compare them.
package final class StreamWindow {
    /// How much is read at a time: 1 MiB.
    package static let chunkSize = 1 << 20
    /// How far the reader goes before the bytes it read are let go, at the start of a unit or
    /// between units: far enough that the copy of what remains (at most the lookahead and a
    /// chunk) costs little for what it frees.
    static let compactionThreshold = 8 << 20
    /// Room for what precedes a unit, the longest unit, a token past its limit, the lookahead and
    /// a chunk: the window never has to move bytes while a unit holds positions into it.
    static let capacity =
        compactionThreshold + JSONParser.maximumUnitLength + 2 * JSONParser.lookahead + chunkSize

    private let storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private let source: (UnsafeMutableRawBufferPointer) -> Int?
    /// Moves the source to a document offset, a multiple of ``chunkSize``; `nil` for a source
    /// read only once.
    private let seek: ((Int) -> Bool)?
    /// Whether the stream has no more bytes (or could not be read further).
    package private(set) var isAtEnd = false
    /// Whether the source failed: what the reader made of the bytes before is then not the
    /// document's error.
    package private(set) var failed = false
    /// How many of the document's bytes were let go before the window's first byte.
    package private(set) var discarded = 0

    /// A window over the bytes `source` gives; `seek`, when the source can go to an offset, lets
    /// a reader go on elsewhere (``restart(at:)``).
    package init(
        source: @escaping (UnsafeMutableRawBufferPointer) -> Int?,
        seek: ((Int) -> Bool)? = nil
    ) {
        self.source = source
        self.seek = seek
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes held.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage, count: count)
    }

    /// The bytes from `offset` (in ``bytes``) to the end of what is held.
    package func bytes(from offset: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: storage + offset, count: count - offset)
    }

    /// Reads chunks until `wanted` bytes are held, the stream ends or the buffer is full.
    func fill(wanting wanted: Int) {
        while !isAtEnd, count < wanted, Self.capacity - count >= Self.chunkSize {
            let buffer = UnsafeMutableRawBufferPointer(
                start: storage + count, count: Self.chunkSize)
            guard let read = source(buffer) else {
                failed = true
                isAtEnd = true
                return
            }
            if read == 0 {
                isAtEnd = true
            } else {
                count += min(read, Self.chunkSize)
            }
        }
    }

    /// Lets the first `dropped` bytes go, moving the rest to the front.
    func discard(_ dropped: Int) {
        let kept = count - dropped
        // The two regions may overlap: copyMemory is a memmove.
        if kept > 0 {
            UnsafeMutableRawPointer(storage).copyMemory(from: storage + dropped, byteCount: kept)
        }
        count = kept
        discarded += dropped
    }

    /// Lets everything held go and goes on from the chunk that holds document offset `offset`;
    /// `false` when the source cannot go there.
    package func restart(at offset: Int) -> Bool {
        let start = offset - offset % Self.chunkSize
        guard let seek, seek(start) else { return false }
        count = 0
        isAtEnd = false
        discarded = start
        return true
    }
}
