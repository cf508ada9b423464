import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct SwiftNamingTests {
    private func lower(_ segments: String...) -> String? { SwiftNaming.identifier(segments, case: .lowerCamel) }
    private func upper(_ segments: String...) -> String? { SwiftNaming.identifier(segments, case: .upperCamel) }

    @Test func joinsSegmentsIntoLowerCamelCase() {
        #expect(lower("text", "brand", "normal") == "textBrandNormal")
        #expect(lower("purple", "500") == "purple500")
        #expect(lower("pageHeader", "rightGroup", "maxWidth") == "pageHeaderRightGroupMaxWidth")
        #expect(lower("primary-hover") == "primaryHover")
        #expect(lower("on_dark surface") == "onDarkSurface")
        #expect(upper("color") == "Color")
        #expect(upper("stroke-style") == "StrokeStyle")
    }

    @Test func acronymsAndCaseAreKeptOutsideTheFirstLetter() {
        #expect(lower("XL") == "xl")
        #expect(lower("iOS", "tint") == "iOSTint")
        #expect(lower("size", "XL") == "sizeXL")
        #expect(lower("Primary") == "primary")
    }

    @Test func screamingSegmentsAreReadAsWords() {
        #expect(lower("BUTTON_HEIGHT") == "buttonHeight")
        #expect(upper("BUTTON_HEIGHT") == "ButtonHeight")
        #expect(lower("button", "BORDER-RADIUS") == "buttonBorderRadius")
        #expect(lower("INPUT_PADDING_X") == "inputPaddingX")
        #expect(lower("FONT_SIZE_2XL") == "fontSize2xl")
        // One word of letters is an acronym, kept; a lowercase letter anywhere means the case is meant.
        #expect(lower("size", "XL") == "sizeXL")
        #expect(lower("size", "XL_2") == "sizeXL2")
        #expect(lower("iOS_TINT") == "iOSTINT")
        // The Unicode path agrees.
        #expect(SwiftNaming.unicodeIdentifier(["BUTTON_HÖHE"], case: .lowerCamel) == "buttonHöhe")
        #expect(SwiftNaming.unicodeIdentifier(["BUTTON_HEIGHT"], case: .lowerCamel) == lower("BUTTON_HEIGHT"))
    }

    @Test func aMemberStartingWithADigitStartsAtTheNearestLetteredSegment() {
        #expect(SwiftNaming.letteredStart(["size", "0"], from: 1) == 0)
        #expect(SwiftNaming.letteredStart(["shadow", "1", "100", "blur"], from: 1) == 0)
        #expect(SwiftNaming.letteredStart(["shadow", "1", "100", "blur"], from: 3) == 3)
        #expect(SwiftNaming.letteredStart(["a", "b", "2", "3"], from: 3) == 1)
        #expect(SwiftNaming.letteredStart(["1", "2"], from: 1) == 1, "no lettered segment: unchanged")
        #expect(SwiftNaming.letteredStart(["size", "🎨", "0"], from: 2) == 0, "a segment without words is passed")
        #expect(lower("shadow", "1", "100", "blur") == "shadow1_100Blur")
    }

    @Test func anApostropheJoinsItsWord() {
        #expect(lower("Harper's Bazaar") == "harpersBazaar")
        #expect(upper("Men\u{2019}s Health") == "MensHealth")
        #expect(lower("'quoted'") == "quoted")
    }

    @Test func emojiAndSymbolsAreLeftOut() {
        #expect(lower("🎨 brand") == "brand")
        #expect(lower("brand🎨accent") == "brandAccent")
        #expect(lower("accent™") == "accent")
        #expect(lower("surface→raised") == "surfaceRaised")
        #expect(lower("👍🏽", "ok") == "ok", "a skin-tone modifier too")
        #expect(lower("1️⃣") == "_1", "a keycap's digit is kept, its marks are not")
        #expect(lower("🎨") == nil)
    }

    @Test func aMinusSignBeforeADigitIsAWord() {
        // Utopia's fluid steps (`step--1` beside `step-1`) and negative spacing (`-2`): distinct names, not a collision.
        #expect(lower("step--1") == "stepMinus1")
        #expect(lower("step-1") == "step1")
        #expect(lower("space", "-2") == "spaceMinus2")
        #expect(lower("-0-5") == "minus0_5")
        #expect(lower("a_-1") == "aMinus1")
        #expect(lower("x-y") == "xY" && lower("-x") == "x", "a hyphen before a letter separates words")
        #expect(SwiftNaming.unicodeIdentifier(["étape--1"], case: .lowerCamel) == "étapeMinus1")
    }

    @Test func leadingDigitsGetAnUnderscore() {
        #expect(lower("2xl") == "_2xl")
        #expect(lower("500") == "_500")
        #expect(upper("2xl") == "_2xl")
        #expect(lower("space", "2xl") == "space2xl")
    }

    @Test func digitRunsThatMeetKeepASeparator() {
        #expect(lower("spacing", "0-5") == "spacing0_5")
        #expect(lower("alpha", "10", "50") == "alpha10_50")
        #expect(lower("0-5") == "_0_5")
    }

    @Test func keywordsAreEscapedAndReservedTypeNamesSuffixed() {
        #expect(lower("default") == "default")
        #expect(SwiftNaming.escaped("default") == "`default`")
        #expect(SwiftNaming.escaped("self") == "`self`")
        #expect(SwiftNaming.escaped("repeat") == "`repeat`")
        #expect(SwiftNaming.escaped("some") == "some")
        #expect(SwiftNaming.escaped("purple500") == "purple500")
        #expect(upper("type") == "Type_")
        #expect(upper("self") == "Self_")
        #expect(lower("type") == "type")
    }

    @Test func unicodeLettersAreKeptAndSymbolsTransliteratedOrRemoved() {
        #expect(lower("café", "crème") == "caféCrème")
        #expect(lower("日本", "赤") == "日本赤")
        #expect(lower("Ελληνικά") == "ελληνικά")
        #expect(lower("opacity", "50%") == "opacity50Percent")
        #expect(lower("black & white") == "blackAndWhite")
        #expect(lower("a+b") == "aPlusB")
        #expect(lower("★ star") == "star")
        #expect(lower("zero\u{200B}width") == "zerowidth")
        #expect(lower("★") == nil)
        #expect(lower("", "—") == nil)
    }

    /// The byte-level path for ASCII paths gives exactly what the Unicode path gives.
    @Test func asciiPathMatchesTheUnicodePath() {
        let alphabet = Array("aZbY09_-. %+&@#/$\t~XLl1")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var compared = 0
        for _ in 0..<5_000 {
            let segments = (0..<(1 + next(4))).map { _ in String((0..<next(7)).map { _ in alphabet[next(alphabet.count)] }) }
            for nameCase in [SwiftNaming.Case.lowerCamel, .upperCamel] {
                let fast = SwiftNaming.asciiIdentifier(segments[...], case: nameCase)
                #expect(fast == .some(SwiftNaming.unicodeIdentifier(segments, case: nameCase)), "\(segments)")
                compared += 1
            }
        }
        #expect(compared == 10_000)
        #expect(SwiftNaming.asciiIdentifier(["café"], case: .lowerCamel) == nil)
        for fixed in [["XL", "2xl"], ["type"], ["self"], ["0", "5"], ["%"], ["", "-"], ["URLScheme", "iOS"]] {
            #expect(SwiftNaming.asciiIdentifier(fixed[...], case: .upperCamel) == .some(SwiftNaming.unicodeIdentifier(fixed, case: .upperCamel)))
            #expect(SwiftNaming.asciiIdentifier(fixed[...], case: .lowerCamel) == .some(SwiftNaming.unicodeIdentifier(fixed, case: .lowerCamel)))
        }
    }

    @Test func namingIsDeterministic() {
        let segments = ["Ünïcödé", "50%", "2xl", "default", "a-b_c d"]
        let first = SwiftNaming.identifier(segments, case: .lowerCamel)
        for _ in 0..<20 { #expect(SwiftNaming.identifier(segments, case: .lowerCamel) == first) }
    }

    /// Every generated name must be something swiftc accepts as a declaration and a member access.
    @Test func generatedNamesCompile() throws {
        let segments = [
            "default", "self", "init", "repeat", "protocol", "Type", "Self", "Any", "2xl", "0-5", "café",
            "日本", "Ελληνικά", "кириллица", "😀smile", "50%", "a+b", "tab\u{0301}", "x\u{FE0F}", "İstanbul",
            "straße", "ǅemal", "ﬁne",
        ]
        // Members and types live in separate enums: a member and a type of the same name is a collision
        // the namer reports, not something to compile.
        var members = Set<String>(), types = Set<String>()
        for segment in segments {
            members.insert(try #require(SwiftNaming.identifier([segment], case: .lowerCamel)))
            types.insert(try #require(SwiftNaming.identifier([segment], case: .upperCamel)))
        }
        var source = "enum M {\n"
        for (index, member) in members.sorted().enumerated() {
            source += "    static var \(SwiftNaming.escaped(member)): Int { \(index) }\n"
        }
        source += "}\nenum T {\n"
        for type in types.sorted() { source += "    enum \(SwiftNaming.escaped(type)) {}\n" }
        source += "}\n"
        for (index, member) in members.sorted().enumerated() {
            source += "let use\(index): Int = M.\(SwiftNaming.escaped(member))\n"
        }
        for (index, type) in types.sorted().enumerated() {
            source += "let type\(index): T.\(SwiftNaming.escaped(type)).Type = T.\(SwiftNaming.escaped(type)).self\n"
        }
        #expect(members.count == segments.count - 1)  // `self` and `Self` both give member `self`
        let directory = try SwiftCompiler.temporaryDirectory("naming")
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent("Names.swift"), atomically: true, encoding: .utf8)
        try SwiftCompiler.run(["-typecheck", "Names.swift"], in: directory)
    }
}
