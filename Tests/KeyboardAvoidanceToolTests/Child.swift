import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run of the built `keyboard-avoidance` binary that a test watches while it works — how much
/// it has read or written so far, from `/proc` — and may stop, continue or signal mid-way.
///
/// It starts with SIGINT, SIGTERM and SIGHUP at their defaults and unblocked, whatever the test
/// runner's are, so that a signal does to it what it does to a tool run in a terminal; its
/// standard input is `/dev/null`, its standard output goes nowhere, its standard error to a file.
final class Child {
    /// How a child ended.
    enum Ending: Equatable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// It died of this signal.
        case signaled(Int32)
        /// Still running after the bound: killed, which is a failure of its own.
        case hung

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signaled(let signal): "signal \(signal) (status \(128 + signal) in a shell)"
            case .hung: "still running after the bound"
            }
        }
    }

    /// The child's process ID.
    let pid: pid_t
    private let errorsPath: String
    private var ending: Ending?

    /// Whether this system lets a test watch a child's reads and writes (`/proc/PID/io`).
    static let canWatch = FileManager.default.isReadableFile(atPath: "/proc/self/io")

    /// Starts the binary with `arguments`, standard error into `errors`, and `environment`
    /// added to the test's own.
    init(_ arguments: [String], errors: String, environment: [String: String] = [:]) throws {
        guard let binary = Tool.binary else { throw Tool.ToolNotFound() }
        errorsPath = errors
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary.path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        self.pid = pid
    }

    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// A count of `/proc/PID/io` (`rchar`: bytes read so far, `wchar`: written), `nil` once the
    /// child has ended.
    func count(_ field: String) -> Int? {
        guard ending == nil,
            let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
        else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Waits, a millisecond at a time, until `count(field)` reaches `bytes`; `false` when the
    /// child ended first or `seconds` went by.
    func waitFor(_ field: String, toReach bytes: Int, seconds: Double = 600) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard !hasEnded else { return false }
            if let count = count(field), count >= bytes { return true }
            usleep(1000)
        }
        return false
    }

    /// Whether the child has ended (it is then reaped).
    var hasEnded: Bool {
        if ending != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        ending = Self.ending(status)
        return true
    }

    /// Sends the child `signal`.
    func send(_ signal: Int32) {
        if ending == nil { kill(pid, signal) }
    }

    /// Stops the child (SIGSTOP) and waits until it is stopped: what it has read or written
    /// then stays as it is until ``resume()``. `false` when it had ended.
    func stop() -> Bool {
        guard ending == nil, kill(pid, SIGSTOP) == 0 else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WUNTRACED) == pid else { return false }
        // A stopped child reports 0x7f in its low byte; anything else is an ending.
        guard status & 0xff == 0x7f else {
            ending = Self.ending(status)
            return false
        }
        return true
    }

    /// Lets a stopped child go on (SIGCONT).
    func resume() {
        if ending == nil { kill(pid, SIGCONT) }
    }

    /// Waits for the child to end, at most `seconds` (then kills it: `.hung`).
    func wait(seconds: Double = 600) -> Ending {
        let deadline = Date().addingTimeInterval(seconds)
        while !hasEnded {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                ending = .hung
                break
            }
            usleep(2000)
        }
        return ending ?? .hung
    }

    /// What the child wrote on its standard error.
    var errors: String {
        (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    }

    private static func ending(_ status: Int32) -> Ending {
        // WIFEXITED and WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// The binary could not be started.
    struct SpawnFailed: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }
}
