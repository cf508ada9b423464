import AurumCodegenCore

/// Entry point of the `aurum-codegen` command; `main.swift` only calls this.
public enum AurumCodegenCommandLine {
    public static func main(_ arguments: [String]) -> Int32 {
        print("aurum-codegen: work in progress")
        return 0
    }
}
