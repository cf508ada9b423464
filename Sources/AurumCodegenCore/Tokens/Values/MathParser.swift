/// Parses Tokens Studio math. Precedence follows expr-eval, which Tokens Studio evaluates with:
///
/// | level | operators | |
/// | --- | --- | --- |
/// | lowest | `+` `-` | left to right |
/// | | `*` `/` `%` | left to right (`%` is modulo when it does not follow a number directly) |
/// | | unary `-` `+` | |
/// | highest | `^` | right to left, so `-2^2` is −4 and `2^-1` is 0.5 |
///
/// Operands are numbers with an optional unit written right after them (`16px`, `1.5rem`, `150%`),
/// references `{a.b}` (optionally followed by a unit), `PI`, `E`, function calls and parentheses.
/// Every error carries the UTF-8 offset of the text it is about.
enum MathParser {
    /// The functions accepted, with how many arguments each takes (`nil`: one or more).
    static let functions: [String: ClosedRange<Int>?] = [
        "abs": 1...1, "ceil": 1...1, "floor": 1...1, "round": 1...1, "trunc": 1...1, "sign": 1...1,
        "sqrt": 1...1, "cbrt": 1...1, "exp": 1...1, "ln": 1...1, "log": 1...1, "log2": 1...1, "log10": 1...1,
        "sin": 1...1, "cos": 1...1, "tan": 1...1, "asin": 1...1, "acos": 1...1, "atan": 1...1,
        "pow": 2...2, "roundTo": 1...2, "min": nil, "max": nil,
        "clamped": 3...3, "lerp": 3...3, "norm": 3...3,
    ]

    static func parse(_ text: String) -> Result<MathExpression, StringValueError> {
        var parser = Parser(text: text)
        do {
            parser.skipSpaces()
            guard !parser.atEnd else { throw StringValueError("an empty expression", at: 0) }
            let root = try parser.additive()
            parser.skipSpaces()
            if !parser.atEnd {
                throw parser.unexpected(expected: "an operator")
            }
            return .success(MathExpression(text: text, root: root))
        } catch let error as StringValueError {
            return .failure(error)
        } catch {
            return .failure(StringValueError("\(error)", at: 0))
        }
    }

    fileprivate struct Parser {
        let text: String
        let bytes: [UInt8]
        var index = 0
        /// Levels of `unary` entered (every parenthesis, sign and argument passes through it) and operands read,
        /// bounded by `InputLimits.maxMathNesting` and `maxMathOperands`.
        var depth = 0
        var operands = 0

        init(text: String) {
            self.text = text
            bytes = Array(text.utf8)
        }

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[index] }

        mutating func skipSpaces() {
            while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
        }

        func snippet(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        func unexpected(expected: String) -> StringValueError {
            guard let b = peek else { return StringValueError("the expression ends where \(expected) is expected", at: bytes.count) }
            var end = index + 1
            if isLetter(b) || isDigit(b) {
                while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            } else {
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            }
            return StringValueError("unexpected \"\(snippet(index..<end))\": expected \(expected)", at: index)
        }

        // MARK: grammar

        mutating func additive() throws -> MathNode {
            var left = try multiplicative()
            while true {
                skipSpaces()
                guard let b = peek, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else { return left }
                let at = index
                index += 1
                let right = try multiplicative()
                left = MathNode(kind: .binary(b == UInt8(ascii: "+") ? .add : .subtract, left, right, operatorOffset: at), range: left.range.lowerBound..<right.range.upperBound)
            }
        }

        mutating func multiplicative() throws -> MathNode {
            var left = try unary()
            while true {
                skipSpaces()
                guard let b = peek else { return left }
                let op: MathOperator
                switch b {
                case UInt8(ascii: "*"): op = .multiply
                case UInt8(ascii: "/"): op = .divide
                case UInt8(ascii: "%"): op = .modulo
                default: return left
                }
                let at = index
                index += 1
                let right = try unary()
                left = MathNode(kind: .binary(op, left, right, operatorOffset: at), range: left.range.lowerBound..<right.range.upperBound)
            }
        }

        mutating func unary() throws -> MathNode {
            skipSpaces()
            let start = index
            depth += 1
            defer { depth -= 1 }
            if depth > InputLimits.maxMathNesting {
                throw StringValueError("the expression nests more than \(InputLimits.maxMathNesting) levels of parentheses, signs and calls", at: start)
            }
            if let b = peek, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
                index += 1
                let operand = try unary()
                if b == UInt8(ascii: "+") { return MathNode(kind: operand.kind, range: start..<operand.range.upperBound) }
                // A negative literal stays a literal ("-4px" is a value, not an operation).
                if case .number(let n, let unit) = operand.kind {
                    return MathNode(kind: .number(-n, unit: unit), range: start..<operand.range.upperBound)
                }
                return MathNode(kind: .negate(operand), range: start..<operand.range.upperBound)
            }
            return try power()
        }

        mutating func power() throws -> MathNode {
            let base = try primary()
            skipSpaces()
            guard peek == UInt8(ascii: "^") else { return base }
            let at = index
            index += 1
            let exponent = try unary()
            return MathNode(kind: .binary(.power, base, exponent, operatorOffset: at), range: base.range.lowerBound..<exponent.range.upperBound)
        }

        mutating func primary() throws -> MathNode {
            skipSpaces()
            let start = index
            operands += 1
            if operands > InputLimits.maxMathOperands {
                throw StringValueError("the expression has more than \(InputLimits.maxMathOperands) operands", at: start)
            }
            guard let b = peek else { throw unexpected(expected: "a number, a reference or \"(\"") }
            if isDigit(b) || (b == UInt8(ascii: ".") && index + 1 < bytes.count && isDigit(bytes[index + 1])) {
                return try number()
            }
            if b == UInt8(ascii: "{") {
                return try reference()
            }
            if b == UInt8(ascii: "(") {
                index += 1
                let inner = try additive()
                skipSpaces()
                guard peek == UInt8(ascii: ")") else {
                    if atEnd { throw StringValueError("this \"(\" is never closed", at: start) }
                    throw unexpected(expected: "\")\"")
                }
                index += 1
                return MathNode(kind: inner.kind, range: start..<index)
            }
            if isLetter(b) {
                while let c = peek, isLetter(c) || isDigit(c) { index += 1 }
                let name = snippet(start..<index)
                let nameRange = start..<index
                skipSpaces()
                if peek == UInt8(ascii: "(") {
                    return try call(name, nameRange: nameRange)
                }
                if name == "PI" || name == "E" { return MathNode(kind: .constant(name), range: nameRange) }
                var message = "unknown name \"\(name)\""
                if MathParser.functions[name] != nil {
                    message = "\(name) is a function: write \(name)(…)"
                } else if let close = Suggestions.closest(to: name, in: ["PI", "E"] + MathParser.functions.keys.sorted()) {
                    message += " (did you mean \(close)?)"
                } else {
                    message += "; references to tokens are written in braces, such as {\(name)}"
                }
                throw StringValueError(message, at: start)
            }
            throw unexpected(expected: "a number, a reference or \"(\"")
        }

        mutating func number() throws -> MathNode {
            let start = index
            while let b = peek, isDigit(b) { index += 1 }
            if peek == UInt8(ascii: "."), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                index += 1
                while let b = peek, isDigit(b) { index += 1 }
            }
            if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                var j = index + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
                if j < bytes.count, isDigit(bytes[j]) {
                    index = j
                    while let b = peek, isDigit(b) { index += 1 }
                }
            }
            let literal = snippet(start..<index)
            guard let value = Double(literal.hasPrefix(".") ? "0" + literal : literal) else {
                throw StringValueError("\"\(literal)\" is not a number", at: start)
            }
            let unit = self.unit()
            return MathNode(kind: .number(value, unit: unit), range: start..<index)
        }

        /// Letters or `%` written right after a number or reference.
        mutating func unit() -> String? {
            let start = index
            if peek == UInt8(ascii: "%") {
                index += 1
                return "%"
            }
            while let b = peek, isLetter(b) { index += 1 }
            return index > start ? snippet(start..<index) : nil
        }

        mutating func reference() throws -> MathNode {
            let start = index
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                throw StringValueError("this \"{\" is never closed", at: start)
            }
            let raw = snippet(start..<(close + 1))
            switch TokenPath.curly(raw) {
            case .alias(let key):
                index = close + 1
                let unit = self.unit()
                return MathNode(kind: .reference(key: key, unit: unit), range: start..<index)
            case .malformed(let why):
                throw StringValueError("malformed reference: \(why)", at: start)
            case .notAlias:
                throw StringValueError("malformed reference \(raw)", at: start)
            }
        }

        mutating func call(_ name: String, nameRange: Range<Int>) throws -> MathNode {
            guard let arity = MathParser.functions[name] else {
                var message = "unknown function \(name)()"
                if let close = Suggestions.closest(to: name, in: MathParser.functions.keys.sorted()) { message += "; did you mean \(close)()?" }
                throw StringValueError(message, at: nameRange.lowerBound)
            }
            let open = index
            index += 1
            var args: [MathNode] = []
            skipSpaces()
            if peek == UInt8(ascii: ")") {
                index += 1
            } else {
                while true {
                    args.append(try additive())
                    skipSpaces()
                    if peek == UInt8(ascii: ",") { index += 1; continue }
                    if peek == UInt8(ascii: ")") { index += 1; break }
                    if atEnd { throw StringValueError("this \"(\" of \(name)() is never closed", at: open) }
                    throw unexpected(expected: "\",\" or \")\"")
                }
            }
            let count = args.count
            let ok = arity.map { $0.contains(count) } ?? (count >= 1)
            if !ok {
                let wanted: String
                if let arity {
                    wanted = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")" : "\(arity.lowerBound) or \(arity.upperBound) arguments"
                } else {
                    wanted = "at least 1 argument"
                }
                throw StringValueError("\(name)() takes \(wanted), found \(count)", at: nameRange.lowerBound)
            }
            return MathNode(kind: .call(name, args, nameRange: nameRange), range: nameRange.lowerBound..<index)
        }
    }
}

private func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
private func isLetter(_ b: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || b == UInt8(ascii: "_")
}
