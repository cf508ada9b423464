import AurumCodegenCLI
import AurumFigmaClient

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(AurumCodegenCommandLine.main(Array(CommandLine.arguments.dropFirst()), figma: FigmaAPIClient.factory))
