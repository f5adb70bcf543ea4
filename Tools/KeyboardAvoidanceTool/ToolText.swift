import KeyboardAvoidanceScenario

/// How the tool shows text that came from outside in its messages.
enum ToolText {
    /// Control characters escaped, cut after 60 characters with "…".
    static func echo(_ text: String) -> String {
        "\(EchoedText(text))"
    }
}
