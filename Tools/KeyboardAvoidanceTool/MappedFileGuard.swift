import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a mapped file that shrinks under its reader from ending the process.
///
/// Reading a page of a mapping past the end of its file raises `SIGBUS` (a recording being
/// rewritten is shorter than what was mapped). While a mapping is registered here, a handler
/// puts zeroed memory where the missing pages were and marks the mapping as cut: the reader
/// goes on, finds zeros (never valid JSON), and its owner reports that the file changed. A bus
/// error anywhere else goes to the handler that was there before, or ends the process as usual.
///
/// The handler calls only `mmap` and `sigaction`, and reads a table of plain words allocated
/// before it is installed.
enum MappedFileGuard {
    /// How many mappings can be guarded at once.
    static let capacity = 256

    /// Registers a mapping; returns its slot, or `nil` when every slot is taken.
    static func register(_ start: UnsafeRawPointer, length: Int) -> Int? {
        let table = guardTable
        lock.lock()
        defer { lock.unlock() }
        _ = installation
        for slot in 0..<capacity where table.words[slot * 3 + 1] == 0 {
            table.words[slot * 3 + 2] = 0
            table.words[slot * 3] = UInt(bitPattern: start)
            // The end last: a slot counts once its end is set.
            table.words[slot * 3 + 1] = UInt(bitPattern: start) + UInt(length)
            return slot
        }
        return nil
    }

    /// Whether a page past the file's end was read since the mapping was registered.
    static func wasCut(_ slot: Int) -> Bool {
        guardTable.words[slot * 3 + 2] != 0
    }

    /// Frees a slot, before its mapping is unmapped.
    static func unregister(_ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        guardTable.words[slot * 3 + 1] = 0
        guardTable.words[slot * 3] = 0
        guardTable.words[slot * 3 + 2] = 0
    }

    private static let lock = NSLock()

    /// Installs the handler once, keeping the one it replaces.
    private static let installation: Void = {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handleBusError
        #else
            action.__sigaction_u.__sa_sigaction = handleBusError
        #endif
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, guardTable.previous)
    }()
}

/// The handler's data: three words per slot (start, end, cut), the page size, the handler that
/// was installed before. Allocated once, never freed.
private struct GuardTable: @unchecked Sendable {
    let words: UnsafeMutablePointer<UInt>
    let pageSize: UInt
    let previous: UnsafeMutablePointer<sigaction>
}

private let guardTable: GuardTable = {
    let words = UnsafeMutablePointer<UInt>.allocate(capacity: MappedFileGuard.capacity * 3)
    words.initialize(repeating: 0, count: MappedFileGuard.capacity * 3)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    previous.initialize(to: sigaction())
    return GuardTable(
        words: words, pageSize: UInt(sysconf(Int32(_SC_PAGESIZE))), previous: previous)
}()

/// The bus error handler: a fault inside a guarded mapping gets zeroed pages from the faulting
/// page to the mapping's end, and the read is retried on them; any other goes back to the
/// previous handler (restored, the faulting instruction runs again and meets it).
private func handleBusError(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    let table = guardTable
    if let info {
        #if canImport(Glibc)
            let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
        #else
            let address = UInt(bitPattern: info.pointee.si_addr)
        #endif
        for slot in 0..<MappedFileGuard.capacity {
            let start = table.words[slot * 3]
            let end = table.words[slot * 3 + 1]
            guard start <= address, address < end else { continue }
            let page = address & ~(table.pageSize - 1)
            let zeroed = mmap(
                UnsafeMutableRawPointer(bitPattern: page), Int(end - page), PROT_READ,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            if zeroed != MAP_FAILED {
                table.words[slot * 3 + 2] = 1
                return
            }
            break
        }
    }
    sigaction(SIGBUS, table.previous, nil)
}
