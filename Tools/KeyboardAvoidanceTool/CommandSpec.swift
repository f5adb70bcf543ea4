import Foundation

/// A command, declared once: its arguments and options with their kinds and help, from which the
/// parser checks a command line and the usage text is written.
struct CommandSpec: Sendable {
    /// What an option takes.
    enum Value: Sendable {
        /// Nothing: a flag.
        case flag
        /// An integer in a range.
        case integer(ClosedRange<Int>)
        /// A finite number in a range.
        case number(ClosedRange<Double>)
        /// One of a set of words.
        case choice([String])
        /// A file or directory path (not empty).
        case path
        /// A seed: a non-negative integer up to 2⁶⁴ − 1.
        case seed
        /// A range of event indexes, `A..B` (or one index).
        case range
    }

    /// One option, under one or more names (`-o` and `--output` are one option).
    struct Option: Sendable {
        var names: [String]
        var value: Value
        /// The value's name in the usage text (`N`, `PATH`).
        var placeholder: String
        var help: String
        /// The default, as the usage text shows it.
        var defaultText: String?

        var primaryName: String { names.last ?? "" }
    }

    /// A positional argument.
    struct Positional: Sendable {
        var name: String
        var help: String
    }

    var name: String
    /// One line for the tool's own usage.
    var summary: String
    var positionals: [Positional] = []
    var options: [Option] = []
    /// What the command does, in a paragraph or two.
    var description: String
    var examples: [String]

    /// The usage text, written from the declaration.
    var usage: String {
        var synopsis = "keyboard-avoidance \(name)"
        for positional in positionals { synopsis += " \(positional.name)" }
        for option in options {
            let names = option.names.joined(separator: "|")
            synopsis += " [\(names)\(Self.isFlag(option) ? "" : " \(option.placeholder)")]"
        }
        var text = synopsis + "\n\n" + description + "\n"
        if !positionals.isEmpty {
            text += "\nArguments:\n"
            for positional in positionals {
                text += Self.row(positional.name, positional.help)
            }
        }
        text += "\nOptions:\n"
        for option in options {
            var left = option.names.joined(separator: ", ")
            if !Self.isFlag(option) { left += " \(option.placeholder)" }
            var help = option.help
            if let defaultText = option.defaultText { help += " (default \(defaultText))" }
            if case .choice(let words) = option.value {
                help += "; one of \(words.joined(separator: ", "))"
            }
            text += Self.row(left, help)
        }
        text += Self.row("-h, --help", "show this help")
        text += "\nExample\(examples.count > 1 ? "s" : ""):\n"
        for example in examples { text += "  \(example)\n" }
        return text
    }

    private static func isFlag(_ option: Option) -> Bool {
        if case .flag = option.value { return true }
        return false
    }

    private static func row(_ left: String, _ right: String) -> String {
        let padded =
            left.count < 22 ? left + String(repeating: " ", count: 22 - left.count) : left + "  "
        return "  \(padded)\(right)\n"
    }

    /// Reads a command line against the declaration.
    func parse(_ arguments: [Argument]) throws(ToolError) -> ParsedCommand {
        var parsed = ParsedCommand(spec: self)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let text = argument.text
            if onlyPositionals || text == "-" || !text.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if text == "--" {
                onlyPositionals = true
                continue
            }
            if text == "-h" || text == "--help" {
                parsed.wantsHelp = true
                continue
            }
            var name = text
            var inlineValue: Argument?
            if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
                name = String(text[..<equals])
                let valueBytes = Array(argument.bytes.dropFirst(name.utf8.count + 1))
                inlineValue = Argument(bytes: valueBytes)
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw .usage(
                    "unknown option '\(ToolText.echo(name))' (try: keyboard-avoidance \(self.name) --help)"
                )
            }
            if parsed.values[option.primaryName] != nil || parsed.flags.contains(option.primaryName)
            {
                throw .usage(
                    "\(option.names.joined(separator: "/")) given twice (give it once)")
            }
            if case .flag = option.value {
                guard inlineValue == nil else { throw .usage("\(name) takes no value") }
                parsed.flags.insert(option.primaryName)
                continue
            }
            let value: Argument
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw .usage("\(name) needs a value (\(option.placeholder))")
                }
                value = arguments[index]
                index += 1
            }
            try Self.check(value, for: option, as: name)
            parsed.values[option.primaryName] = value
        }
        if !parsed.wantsHelp, parsed.positionals.count != positionals.count {
            let expected = positionals.map(\.name).joined(separator: " ")
            if parsed.positionals.count > positionals.count {
                let extra = parsed.positionals[positionals.count]
                throw .usage(
                    "unexpected argument '\(extra.echo)' (try: keyboard-avoidance \(name) --help)")
            }
            throw .usage("expected \(expected) (try: keyboard-avoidance \(name) --help)")
        }
        return parsed
    }

    /// Checks a value against its option's kind, with a message that names the option.
    private static func check(_ value: Argument, for option: Option, as name: String)
        throws(ToolError)
    {
        let text = value.text
        switch option.value {
        case .flag: break
        case .integer(let range):
            guard let number = Int(text) else {
                throw .usage("\(name): expected an integer, got '\(value.echo)'")
            }
            guard range.contains(number) else {
                throw .usage(
                    "\(name): must be between \(range.lowerBound) and \(range.upperBound), got \(number)"
                )
            }
        case .number(let range):
            guard let number = Double(text), number.isFinite else {
                throw .usage("\(name): expected a finite number, got '\(value.echo)'")
            }
            guard range.contains(number) else {
                throw .usage(
                    "\(name): must be between \(Self.numberText(range.lowerBound)) and "
                        + "\(Self.numberText(range.upperBound)), got \(value.echo)")
            }
        case .choice(let words):
            guard words.contains(text) else {
                throw .usage(
                    "\(name): expected one of \(words.joined(separator: ", ")), got '\(value.echo)'"
                )
            }
        case .path:
            guard !value.bytes.isEmpty else {
                throw .usage("\(name): expected a path, got an empty one")
            }
        case .seed:
            guard UInt64(text) != nil else {
                throw .usage("\(name): expected a non-negative integer, got '\(value.echo)'")
            }
        case .range:
            guard EventRange(text) != nil else {
                throw .usage("\(name): expected A..B or an index, got '\(value.echo)'")
            }
        }
    }

    static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A command line read against its declaration: typed values, checked.
struct ParsedCommand {
    let spec: CommandSpec
    var positionals: [Argument] = []
    fileprivate(set) var values: [String: Argument] = [:]
    fileprivate(set) var flags: Set<String> = []
    fileprivate(set) var wantsHelp = false

    private func option(_ name: String) -> CommandSpec.Option? {
        spec.options.first { $0.names.contains(name) }
    }

    private func value(_ name: String) -> Argument? {
        option(name).flatMap { values[$0.primaryName] }
    }

    func has(_ flag: String) -> Bool {
        option(flag).map { flags.contains($0.primaryName) } ?? false
    }

    func argument(_ name: String) -> Argument? { value(name) }

    func integer(_ name: String, default fallback: Int) -> Int {
        value(name).flatMap { Int($0.text) } ?? fallback
    }

    func integer(_ name: String) -> Int? {
        value(name).flatMap { Int($0.text) }
    }

    func number(_ name: String, default fallback: Double) -> Double {
        value(name).flatMap { Double($0.text) } ?? fallback
    }

    func number(_ name: String) -> Double? {
        value(name).flatMap { Double($0.text) }
    }

    func text(_ name: String) -> String? { value(name)?.text }

    func seed(_ name: String) -> UInt64? { value(name).flatMap { UInt64($0.text) } }

    func range(_ name: String) -> EventRange? { value(name).flatMap { EventRange($0.text) } }
}

/// Event indexes `A..B` (inclusive), or one index.
struct EventRange: Sendable, Hashable {
    var lower: Int
    var upper: Int

    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 1, let index = Int(parts[0]), index >= 0 {
            lower = index
            upper = index
        } else if parts.count == 3, parts[1].isEmpty, let lower = Int(parts[0]),
            let upper = Int(parts[2]), lower >= 0, upper >= lower
        {
            self.lower = lower
            self.upper = upper
        } else {
            return nil
        }
    }

    var count: Int { upper - lower + 1 }
}
