import Testing
@testable import AurumCodegenCore

@Suite struct SwiftExpressionTests {
    typealias Argument = SwiftExpression.Argument

    @Test func shortCallsStayOnOneLine() {
        let call = SwiftExpression.call("T", [Argument(label: "a", value: .atom("1")), Argument(label: "b", value: .array([.atom("2")]))])
        #expect(call.lines() == ["T(a: 1, b: [2])"])
        #expect(call.singleLine == "T(a: 1, b: [2])")
    }

    @Test func atomsNeverBreak() {
        let long = String(repeating: "x", count: 300)
        #expect(SwiftExpression.atom(long).lines(indent: 50) == [long])
    }

    @Test func longCallsPutEachArgumentOnItsOwnLine() {
        let long = String(repeating: "x", count: 90)
        let inner = SwiftExpression.call("Inner", [Argument(label: "value", value: .atom(long)), Argument(label: "n", value: .atom("2"))])
        let outer = SwiftExpression.call("Outer", [Argument(label: "light", value: inner), Argument(label: "dark", value: .atom("3"))])
        #expect(outer.lines() == [
            "Outer(",
            "    light: Inner(",
            "        value: \(long),",
            "        n: 2",
            "    ),",
            "    dark: 3",
            ")",
        ])
    }

    @Test func aLoneArrayArgumentOpensOnTheCallLine() {
        let long = String(repeating: "y", count: 60)
        let call = SwiftExpression.call("Shadow", [Argument(label: "layers", value: .array([.atom(long), .atom(long)]))])
        #expect(call.lines() == ["Shadow(layers: [", "    \(long),", "    \(long),", "])"])
    }

    @Test func theWidthCountsTheStartingColumn() {
        let call = SwiftExpression.call("T", [Argument(label: "a", value: .atom(String(repeating: "z", count: 80)))])
        #expect(call.lines(indent: 0).count == 1)
        #expect(call.lines(indent: 20).count == 3)
    }

    @Test func columnsCountTheSingleLineWithoutBuildingIt() {
        let atoms: [SwiftExpression] = [.atom("1"), .atom("\"日本\""), .atom("caf\u{E9}"), .atom("e\u{301}"), .atom("")]
        let shapes: [SwiftExpression] = atoms + [
            .call("T", []), .array([]), .call("Ä", [Argument(label: "a", value: atoms[1]), Argument(label: "b", value: .array(atoms))]),
            .call("Outer", [Argument(label: "x", value: .call("Inner", [Argument(label: "y", value: atoms[3])])), Argument(label: "z", value: .array([atoms[0], atoms[2]]))]),
        ]
        for shape in shapes {
            #expect(shape.columns == shape.singleLine.count, "\(shape.singleLine)")
        }
    }
}
