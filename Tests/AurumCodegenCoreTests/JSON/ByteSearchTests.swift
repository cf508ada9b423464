import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct ByteSearchTests {
    @Test func findsANeedleAnywhereAndNothingElse() {
        let data = Array(#"{"a": 1, "resolutionOrder": []}"#.utf8)
        #expect(ByteSearch.contains(data, #""resolutionOrder""#))
        #expect(ByteSearch.contains(data, "{"))
        #expect(ByteSearch.contains(data, "[]}"))
        #expect(!ByteSearch.contains(data, #""resolutionOrders""#))
        // A prefix of the needle at the very end is no match, and neither is a needle longer than the data.
        #expect(!ByteSearch.contains(Array(#"x "resolution"#.utf8), #""resolutionOrder""#))
        #expect(!ByteSearch.contains([], "a"))
    }
}
