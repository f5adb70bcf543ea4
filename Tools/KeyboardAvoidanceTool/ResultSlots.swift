import Foundation

/// Results written from concurrent threads (`DispatchQueue.concurrentPerform`), each thread to a
/// slot of its own, read once all are in.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value]
    private let lock = NSLock()

    init(count: Int, empty: Value) {
        slots = Array(repeating: empty, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot's value, in slot order.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
