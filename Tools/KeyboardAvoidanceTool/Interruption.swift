import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last signal taken while work runs, 0 before any: set by a signal handler, which may form
/// no context, so a global.
nonisolated(unsafe) private var takenSignal: sig_atomic_t = 0

/// Holds back SIGINT, SIGTERM and SIGHUP while a piece of work that must finish or be undone runs
/// — a gallery's files swapped into place, an output file written — and delivers them afterwards,
/// as they would have been.
///
/// While it runs, a signal only sets a flag (whatever thread takes it); the work asks
/// ``isRequested`` between its steps, stops and undoes what it did, and once the previous handlers
/// are back the signal is raised again: Ctrl-C still ends the tool (by that signal, status
/// 128 + N in a shell), but never half-way through. A signal the tool was started with ignored
/// (`nohup`, a background job's SIGINT) stays ignored: nothing is undone for it.
enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Guards `holders` and `previous`: works held at once (tests run commands in threads) share
    /// one set of handlers, installed by the first and restored by the last.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var holders = 0
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    /// Whether a signal came while the work runs.
    static var isRequested: Bool { takenSignal != 0 }

    /// Runs `work` with the signals held back, then restores the handlers and raises the signal
    /// that came, if one did.
    static func holdingSignals<T, Failure: Error>(_ work: () throws(Failure) -> T) throws(Failure)
        -> T
    {
        lock.lock()
        if holders == 0 { holdBack() }
        holders += 1
        lock.unlock()
        defer {
            lock.lock()
            holders -= 1
            var taken: sig_atomic_t = 0
            if holders == 0 {
                for (number, old) in previous {
                    var old = old
                    sigaction(number, &old, nil)
                }
                previous = [:]
                taken = takenSignal
                takenSignal = 0
            }
            lock.unlock()
            if taken != 0 { raise(taken) }
        }
        return try work()
    }

    /// Installs the handler that only notes a signal, for each signal not ignored.
    private static func holdBack() {
        takenSignal = 0
        for number in signals {
            var old = sigaction()
            guard sigaction(number, nil, &old) == 0, !isIgnored(old) else { continue }
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = { takenSignal = $0 }
            #else
                action.__sigaction_handler.sa_handler = { takenSignal = $0 }
            #endif
            sigemptyset(&action.sa_mask)
            if sigaction(number, &action, nil) == 0 { previous[number] = old }
        }
    }

    /// Whether a disposition ignores its signal.
    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #endif
        return handler == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
