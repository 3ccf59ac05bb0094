/// The exit codes CLI.md promises.
public enum ExitCode: Int32, Sendable {
    /// Nothing wrong.
    case success = 0
    /// Errors found in the input (rule errors, syntax errors, SDK throws, unknowns in `--exact`).
    case findings = 1
    /// Bad usage or unreadable input.
    case usage = 2
}
