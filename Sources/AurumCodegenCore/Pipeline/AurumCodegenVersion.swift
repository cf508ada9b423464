/// The tool's version, written into every generated header.
public enum AurumCodegenVersion {
    public static let current = "0.1.0"
}
