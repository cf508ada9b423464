/// How diagnostics name input files.
package enum DisplayPaths {
    /// Set for the build plugin: `swift build` and Xcode find files by absolute path, and the tool's working
    /// directory there is not the user's. Otherwise paths are shown relative where that is shorter.
    @TaskLocal package static var absolute = false
}
