// Hand-written beside the generated code: the plugin's output is compiled into this target.

extension AurumTokenContext {
    /// The two themes, named for call sites.
    public static let light = AurumTokenContext(theme: .light)
    public static let dark = AurumTokenContext(theme: .dark)
}
