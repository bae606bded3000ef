/// The version of this package, as `vsm-inspect --version` and SARIF reports give it.
public enum MachineKitVersion {
    /// Semantic version: `MAJOR.MINOR.PATCH`.
    public static let current = "0.3.0"
}
