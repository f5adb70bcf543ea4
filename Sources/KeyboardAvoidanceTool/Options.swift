import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// Command-line options of the form `--name value` and `--flag`, with typed readers whose errors
/// name the option.
struct Options {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []

    /// Parses arguments; an option not in `valued` or `flags` is an error.
    init(_ arguments: [String], valued: Set<String>, flags knownFlags: Set<String> = [])
        throws(InputError)
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if knownFlags.contains(argument) {
                flags.insert(argument)
            } else if valued.contains(argument) {
                guard index < arguments.count else {
                    throw InputError(message: "\(argument) needs a value")
                }
                values[argument] = arguments[index]
                index += 1
            } else if argument.hasPrefix("--"), argument.count > 2 {
                throw InputError(message: "unknown option '\(argument)' (try --help)")
            } else {
                positionals.append(argument)
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func string(_ name: String) -> String? { values[name] }

    /// A finite number within a range, or the default when the option is absent.
    func number(_ name: String, default fallback: Double?, in range: ClosedRange<Double>)
        throws(InputError) -> Double
    {
        guard let text = values[name] else {
            guard let fallback else { throw InputError(message: "\(name) is required") }
            return fallback
        }
        guard let value = Double(text), value.isFinite else {
            throw InputError(message: "\(name): expected a finite number, got '\(text)'")
        }
        guard range.contains(value) else {
            throw InputError(
                message: "\(name): must be between \(numberText(range.lowerBound)) and "
                    + "\(numberText(range.upperBound)), got \(text)")
        }
        return value
    }

    /// An integer within a range, or the default when the option is absent.
    func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>)
        throws(InputError) -> Int
    {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text) else {
            throw InputError(message: "\(name): expected an integer, got '\(text)'")
        }
        guard range.contains(value) else {
            throw InputError(
                message:
                    "\(name): must be between \(range.lowerBound) and \(range.upperBound), got \(text)"
            )
        }
        return value
    }

    /// One of a set of words, or the default when the option is absent.
    func choice(_ name: String, from choices: [String], default fallback: String) throws(InputError)
        -> String
    {
        guard let text = values[name] else { return fallback }
        guard choices.contains(text) else {
            throw InputError(
                message:
                    "\(name): expected one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }
}

private func numberText(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
