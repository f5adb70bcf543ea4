import KeyboardAvoidanceScenario

extension JSONValue {
    /// Parses one JSON document.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    package init(parsing data: some Collection<UInt8>) throws(JSONSyntaxError) {
        let bytes = Array(data)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                var parser = JSONParser(bytes: buffer)
                return try parser.parseDocument()
            }
        }
        self = try result.get()
    }
}

extension JSONValue {
    /// The first difference between this value and an expected one, as `"path: actual ≠
    /// expected"`, or `nil` when they agree; numbers agree within a relative tolerance. For
    /// comparing plans: a replay against a recording, the tool's output against a fixture.
    package func firstDifference(
        from expected: JSONValue, relativeTolerance: Double = 1e-9, path: String = ""
    )
        -> String?
    {
        switch (self, expected) {
        case (.number(let a), .number(let b)):
            return abs(a - b) <= relativeTolerance * max(1, abs(b)) ? nil : "\(path): \(a) ≠ \(b)"
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return "\(path): \(a.count) elements ≠ \(b.count)" }
            for (index, pair) in zip(a, b).enumerated() {
                if let difference = pair.0.firstDifference(
                    from: pair.1, relativeTolerance: relativeTolerance, path: "\(path)[\(index)]")
                {
                    return difference
                }
            }
            return nil
        case (.object(let a), .object(let b)):
            guard Set(a.keys) == Set(b.keys) else {
                return "\(path): keys \(a.keys.sorted()) ≠ \(b.keys.sorted())"
            }
            for key in b.keys.sorted() {
                if let difference = (a[key] ?? .null).firstDifference(
                    from: b[key] ?? .null, relativeTolerance: relativeTolerance,
                    path: "\(path).\(key)")
                {
                    return difference
                }
            }
            return nil
        default:
            return self == expected ? nil : "\(path): \(jsonText) ≠ \(expected.jsonText)"
        }
    }
}
