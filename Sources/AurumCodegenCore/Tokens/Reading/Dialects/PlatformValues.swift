/// Values written per platform, as sets shared by web and native apps keep one token for all of them:
/// `"value": {"web": "1025px"}`, `"value": {"ios": 44, "android": 48}`. A value object is one when every key
/// names a platform (case set aside) and no member is an object. The Apple platforms' value is the token's
/// (`ios` first, then the other Apple names in `apple`'s order); a token with none is not for these platforms
/// and is left out, counted in one summary warning per file.
enum PlatformValues {
    /// Apple's platforms as sets name them, in the order one is picked.
    static let apple = ["ios", "ipados", "apple", "macos", "osx", "visionos", "tvos", "watchos", "swift", "swiftui", "uikit"]
    /// Every other platform or output such objects key values by.
    static let others: Set<String> = ["web", "css", "scss", "sass", "less", "js", "javascript", "html", "android", "compose",
                                      "kotlin", "flutter", "dart", "reactnative", "react-native", "windows", "xaml", "desktop", "mobile"]

    enum Selection: Equatable {
        /// The Apple value, and the key it was written under.
        case apple(JSONValue, key: String)
        /// No Apple value; the platforms it has.
        case otherPlatforms([String])
    }

    static func select(_ value: JSONValue) -> Selection? {
        guard let object = value.object, !object.members.isEmpty else { return nil }
        for member in object {
            let key = member.key.lowercased()
            guard apple.contains(key) || others.contains(key), member.value.object == nil else { return nil }
        }
        for name in apple {
            if let member = object.members.first(where: { $0.key.lowercased() == name }) { return .apple(member.value, key: member.key) }
        }
        return .otherPlatforms(object.members.map(\.key))
    }
}
