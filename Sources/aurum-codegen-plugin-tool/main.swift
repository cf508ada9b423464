// The tool the build and command plugins run: aurum-codegen without the Figma REST client, so a plugin run
// loads no networking libraries (README: Networking). `drift` and `import` read saved Figma files only.
import AurumCodegenCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(AurumCodegenCommandLine.main(Array(CommandLine.arguments.dropFirst())))
