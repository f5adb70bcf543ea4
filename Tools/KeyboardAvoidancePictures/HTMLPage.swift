import KeyboardAvoidanceCore
import KeyboardAvoidanceScenario

/// The HTML around the pictures: XHTML, so that a test can parse it as XML.
enum HTMLPage {
    static let style = """
        body { font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; }
        section { display: flex; gap: 16px; align-items: flex-start; border-top: 1px solid #d1d1d6; padding-top: 8px; }
        pre { font-size: 11px; background: #f2f2f7; padding: 8px; border-radius: 6px; max-width: 420px; overflow-x: auto; }
        table { border-collapse: collapse; font-size: 12px; } td, th { border: 1px solid #d1d1d6; padding: 4px 8px; text-align: left; }
        .row { display: flex; flex-wrap: wrap; gap: 12px; } .cell { border: 1px solid #e5e5ea; border-radius: 8px; }
        .yes { color: #248a3d; } .no { color: #d70015; } .source { color: #6e6e73; font-size: 12px; }
        """

    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(title)</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
