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
        if !parsed.wantsHelp,
            let (index, _) = parsed.positionals.enumerated().first(where: { $0.1.bytes.isEmpty }),
            index < positionals.count
        {
            throw .usage("\(positionals[index].name): expected a path, got an empty one")
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
            guard OptionNumber.isInteger(text) else {
                throw .usage("\(name): expected a decimal integer, got '\(value.echo)'")
            }
            guard let number = Int(text), range.contains(number) else {
                throw .usage(
                    "\(name): must be between \(range.lowerBound) and \(range.upperBound), got \(text)"
                )
            }
        case .number(let range):
            guard OptionNumber.isDecimal(text) else {
                throw .usage("\(name): expected a decimal number, got '\(value.echo)'")
            }
            guard let number = OptionNumber.number(text) else {
                throw .usage("\(name): \(value.echo) is too large for a number")
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
            guard OptionNumber.isInteger(text), !text.hasPrefix("-") else {
                throw .usage(
                    "\(name): expected a non-negative decimal integer, got '\(value.echo)'")
            }
            guard UInt64(text) != nil else {
                throw .usage("\(name): \(text) is too large (at most \(UInt64.max))")
            }
        case .range:
            guard EventRange(text) == nil else { break }
            let indexes = EventRange.indexes(in: text)
            guard !indexes.isEmpty, indexes.allSatisfy(OptionNumber.isIndex) else {
                throw .usage("\(name): expected A..B or an index, got '\(value.echo)'")
            }
            if let large = indexes.first(where: { Int($0) == nil }) {
                throw .usage("\(name): \(large) is too large (at most \(Int.max))")
            }
            throw .usage("\(name): expected A..B with A at most B, got '\(value.echo)'")
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

    /// Whether the option was given, with a value or as a flag.
    func isGiven(_ name: String) -> Bool {
        value(name) != nil || has(name)
    }

    /// Refuses `others` beside `option`, which does not read them: a usage error that names both
    /// rather than a silently ignored option.
    func refuse(_ others: [String], besides option: String, because reason: String)
        throws(ToolError)
    {
        guard isGiven(option), let other = others.first(where: isGiven) else { return }
        throw .usage("\(option) does not take \(other) (\(reason)); give one of them")
    }

    func integer(_ name: String, default fallback: Int) -> Int {
        integer(name) ?? fallback
    }

    func integer(_ name: String) -> Int? {
        value(name).flatMap { OptionNumber.isInteger($0.text) ? Int($0.text) : nil }
    }

    func number(_ name: String, default fallback: Double) -> Double {
        number(name) ?? fallback
    }

    func number(_ name: String) -> Double? {
        value(name).flatMap { OptionNumber.number($0.text) }
    }

    func text(_ name: String) -> String? { value(name)?.text }

    func seed(_ name: String) -> UInt64? {
        value(name).flatMap { OptionNumber.isIndex($0.text) ? UInt64($0.text) : nil }
    }

    func range(_ name: String) -> EventRange? { value(name).flatMap { EventRange($0.text) } }
}

/// Event indexes `A..B` (inclusive), or one index.
struct EventRange: Sendable, Hashable {
    var lower: Int
    var upper: Int

    init?(_ text: String) {
        let indexes = Self.indexes(in: text)
        guard indexes.allSatisfy(OptionNumber.isIndex) else { return nil }
        if indexes.count == 1, let index = Int(indexes[0]) {
            lower = index
            upper = index
        } else if indexes.count == 2, let lower = Int(indexes[0]), let upper = Int(indexes[1]),
            upper >= lower
        {
            self.lower = lower
            self.upper = upper
        } else {
            return nil
        }
    }

    /// The one or two indexes of `A..B` or `A`, as written; empty for another shape.
    static func indexes(in text: String) -> [String] {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { return parts }
        if parts.count == 3, parts[1].isEmpty { return [parts[0], parts[2]] }
        return []
    }

    var count: Int { upper - lower + 1 }
}

/// Numbers on the command line, written as a scenario file writes them (RFC 8259): decimal digits,
/// no `+`, no leading zero, no hexadecimal (`0x10`), no `inf` or `nan` — the one check of every
/// numeric option, so that `--to 0x10` is an error rather than 16.
enum OptionNumber {
    /// `-?(0|[1-9][0-9]*)`.
    static func isInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        return isDigits(bytes)
    }

    /// A non-negative integer: `0|[1-9][0-9]*`.
    static func isIndex(_ text: String) -> Bool {
        isDigits(Substring(text).utf8[...])
    }

    /// The text as a finite `Double` if it is a decimal number (``isDecimal(_:)``); `nil` for any
    /// other text, or one too large for a `Double`.
    static func number(_ text: String) -> Double? {
        guard isDecimal(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether the text is a decimal number,
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isDecimal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
                bytes[index] <= UInt8(ascii: "9")
            {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0,
            integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0")
        else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            index += 1
            if index < bytes.count,
                bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private static func isDigits(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        guard let first = bytes.first, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return false
        }
        return first != UInt8(ascii: "0") || bytes.count == 1
    }
}
