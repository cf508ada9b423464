/// A Tokens Studio math expression: parsed, then evaluated with every reference standing for a quantity chosen
/// by the reference's name (a px, rem, ms or plain number, or a failure), so the evaluator's unit rules, functions
/// and errors all run.
enum MathFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard case .success(let expression) = MathParser.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        _ = MathEvaluator.evaluate(expression) { key, _ in
            switch key.utf8.count % 5 {
            case 0: .success(MathQuantity(Double(key.utf8.count), unit: "px"))
            case 1: .success(MathQuantity(0.5, unit: "rem"))
            case 2: .success(MathQuantity(-3))
            case 3: .success(MathQuantity(250, unit: "ms"))
            default: .failure(.reported)
            }
        }
    }
}
