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
/// — a gallery's files swapped into place — and delivers them afterwards, as they would have been.
///
/// While it runs, a signal only sets a flag (whatever thread takes it); the work asks
/// ``isRequested`` between its steps, stops and undoes what it did, and once the previous handlers
/// are back the signal is raised again: Ctrl-C still ends the tool, but never half-way through.
enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Whether a signal came while the work runs.
    static var isRequested: Bool { takenSignal != 0 }

    /// Runs `work` with the signals held back, then restores the handlers and raises the signal
    /// that came, if one did.
    static func holdingSignals<T, Failure: Error>(_ work: () throws(Failure) -> T) throws(Failure)
        -> T
    {
        takenSignal = 0
        var previous: [Int32: sigaction] = [:]
        for number in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = { takenSignal = $0 }
            #else
                action.__sigaction_handler.sa_handler = { takenSignal = $0 }
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(number, &action, &old) == 0 { previous[number] = old }
        }
        defer {
            for (number, old) in previous {
                var old = old
                sigaction(number, &old, nil)
            }
            if takenSignal != 0 { raise(takenSignal) }
        }
        return try work()
    }
}
