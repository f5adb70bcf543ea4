import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Writes SVG elements as text, numbers rounded to two decimals and text escaped, so that the
/// same drawing gives the same bytes.
struct SVGWriter {
    private(set) var text = ""

    /// A number as SVG writes it: two decimals at most, no trailing zeros, never `-0`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return JSONNumber.format(rounded == 0 ? 0 : rounded)
    }

    /// Text safe inside an element or an attribute: markup escaped, and the characters XML 1.0
    /// forbids (most C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD, so that a scenario's name
    /// cannot make a document no browser draws.
    static func escape(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    mutating func raw(_ value: String) {
        text += value
    }

    mutating func rect(
        _ rect: CGRect, fill: String, stroke: String? = nil, strokeWidth: CGFloat = 1,
        dashed: Bool = false,
        radius: CGFloat = 0, opacity: CGFloat? = nil, title: String? = nil
    ) {
        text += "<rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" "
        text +=
            "width=\"\(Self.number(max(0, rect.width)))\" height=\"\(Self.number(max(0, rect.height)))\""
        text += " fill=\"\(fill)\""
        if let stroke {
            text += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\""
            if dashed { text += " stroke-dasharray=\"5 3\"" }
        }
        if radius > 0 { text += " rx=\"\(Self.number(radius))\"" }
        if let opacity { text += " fill-opacity=\"\(Self.number(opacity))\"" }
        if let title {
            text += "><title>\(Self.escape(title))</title></rect>\n"
        } else {
            text += "/>\n"
        }
    }

    mutating func line(
        from start: CGPoint, to end: CGPoint, stroke: String, width: CGFloat = 1,
        dashed: Bool = false
    ) {
        text += "<line x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" "
        text += "x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\" stroke=\"\(stroke)\" "
        text += "stroke-width=\"\(Self.number(width))\""
        if dashed { text += " stroke-dasharray=\"4 3\"" }
        text += "/>\n"
    }

    enum Anchor: String {
        case start, middle, end
    }

    mutating func label(
        _ value: String, at point: CGPoint, size: CGFloat = 12, weight: String = "normal",
        color: String = "#1c1c1e",
        anchor: Anchor = .start
    ) {
        text +=
            "<text x=\"\(Self.number(point.x))\" y=\"\(Self.number(point.y))\" font-size=\"\(Self.number(size))\""
        if weight != "normal" { text += " font-weight=\"\(weight)\"" }
        text += " fill=\"\(color)\""
        if anchor != .start { text += " text-anchor=\"\(anchor.rawValue)\"" }
        text += ">\(Self.escape(value))</text>\n"
    }

    mutating func group(translatedBy offset: CGPoint, _ body: (inout SVGWriter) -> Void) {
        text += "<g transform=\"translate(\(Self.number(offset.x)) \(Self.number(offset.y)))\">\n"
        body(&self)
        text += "</g>\n"
    }

    /// Draws the body clipped to a rect.
    mutating func clipped(to rect: CGRect, id: String, _ body: (inout SVGWriter) -> Void) {
        text +=
            "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" "
        text +=
            "width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"/></clipPath>\n"
        text += "<g clip-path=\"url(#\(id))\">\n"
        body(&self)
        text += "</g>\n"
    }

    /// A complete SVG document of a given size around the body.
    static func document(width: CGFloat, height: CGFloat, title: String, body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
        viewBox="0 0 \(number(width)) \(number(height))" font-family="-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif">
        <title>\(escape(title))</title>
        <rect x="0" y="0" width="\(number(width))" height="\(number(height))" fill="#ffffff"/>
        \(body)</svg>

        """
    }
}
