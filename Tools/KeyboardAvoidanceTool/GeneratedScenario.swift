import KeyboardAvoidanceScenario

/// `bench`'s generated scenario: the first fixture's header and `count` events taken from the
/// fixtures in turn, as a file's bytes — made on demand from one turn of the fixtures' events,
/// never held whole, so that a scenario of a hundred million events takes the memory of one.
///
/// Its bytes are those of the header's formatted JSON with `"events": [` and its events, one a
/// line, indented by four spaces; any range of them can be read (``copy(from:into:)``), as a
/// file's are.
struct GeneratedScenario: Sendable {
    /// How many events the scenario has.
    let count: Int
    /// How many bytes it has.
    let size: Int
    /// Everything before the first event, then everything after the last.
    private let prefix: [UInt8]
    private let suffix: [UInt8]
    /// The events of one turn of the fixtures, as JSON text; the scenario cycles through them.
    private let turn: [[UInt8]]
    /// Where each event of a turn begins, counted from the turn's start with a separator after
    /// each event; the last is the length of a whole turn.
    private let starts: [Int]
    private static let separator = Array(",\n    ".utf8)

    /// The scenario of `count` events (at least one) cycled from `scenarios`' events, releases
    /// left out (a release would leave every later event ignored); `nil` when they have no
    /// other event.
    init?(header: Scenario, cycling scenarios: [Scenario], count: Int) {
        let turn = scenarios.flatMap { scenario in
            scenario.events.filter { $0 != .release }.map { Array($0.json.jsonText.utf8) }
        }
        guard !turn.isEmpty, count > 0 else { return nil }
        var empty = header
        empty.events = []
        let text = empty.formattedJSON
        let marker = "\"events\": []"
        guard let range = text.range(of: marker) else { return nil }
        self.init(
            prefix: Array((text[..<range.lowerBound] + "\"events\": [\n    ").utf8),
            suffix: Array(("\n  ]" + text[range.upperBound...]).utf8), turn: turn, count: count)
    }

    private init(prefix: [UInt8], suffix: [UInt8], turn: [[UInt8]], count: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.turn = turn
        self.count = count
        var starts = [0]
        for event in turn { starts.append((starts.last ?? 0) + event.count + Self.separator.count) }
        self.starts = starts
        let whole = count / turn.count
        let rest = count % turn.count
        size =
            prefix.count + suffix.count + whole * (starts.last ?? 0) + starts[rest]
            - Self.separator.count
    }

    /// The same scenario cut to its first `count` events: what the first `count` lines of its
    /// plan are the plan of.
    func prefix(_ count: Int) -> GeneratedScenario {
        GeneratedScenario(
            prefix: prefix, suffix: suffix, turn: turn, count: max(1, min(count, self.count)))
    }

    /// Copies the scenario's bytes from `offset` into `buffer`, as many as fit; returns how many
    /// (0 at the end).
    func copy(from offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var filled = 0
        var position = max(0, offset)
        let eventsEnd = size - suffix.count
        func take(_ part: [UInt8], from start: Int) {
            let length = min(part.count - start, buffer.count - filled)
            guard length > 0 else { return }
            part.withUnsafeBytes { part in
                UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<filled + length])
                    .copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: part[start..<start + length]))
            }
            filled += length
            position += length
        }
        if position < prefix.count { take(prefix, from: position) }
        if filled < buffer.count, position >= prefix.count, position < eventsEnd {
            // The event that holds `position`, found once, then the events in order.
            let inEvents = position - prefix.count
            let turnLength = starts.last ?? 1
            var index = inEvents / turnLength * turn.count
            let inTurn = inEvents % turnLength
            var slot = (starts.lastIndex { $0 <= inTurn } ?? 0)
            index += slot
            var within = inTurn - starts[slot]
            while filled < buffer.count, index < count {
                let event = turn[slot]
                if within < event.count { take(event, from: within) }
                if filled < buffer.count, index < count - 1 {
                    take(Self.separator, from: max(0, within - event.count))
                }
                guard filled < buffer.count else { break }
                index += 1
                slot = slot + 1 == turn.count ? 0 : slot + 1
                within = 0
            }
        }
        if filled < buffer.count, position >= eventsEnd, position < size {
            take(suffix, from: position - eventsEnd)
        }
        return filled
    }

    /// The scenario's bytes, whole: for a reader that needs them in memory (and a scenario
    /// small enough to hold).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = copy(from: 0, into: UnsafeMutableRawBufferPointer(buffer))
        }
    }

    /// The scenario as an output file's content, made a piece at a time as it is written.
    var content: OutputContent {
        OutputContent(count: size) { write in
            var piece = [UInt8](repeating: 0, count: OutputContent.pieceSize)
            var offset = 0
            while offset < size {
                let count = piece.withUnsafeMutableBytes { copy(from: offset, into: $0) }
                guard count > 0,
                    piece.withUnsafeBytes({ write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                    )
                else { return }
                offset += count
            }
        }
    }
}
