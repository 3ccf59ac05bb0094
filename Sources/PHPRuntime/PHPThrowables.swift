/// PHP's own error and exception classes, each with its parent (`Throwable` above the roots
/// `Error` and `Exception`), for `catch` and for the exceptions code may throw.
public enum PHPThrowables {
    public static let parents: [String: String] = [
        "TypeError": "Error", "ValueError": "Error", "ArithmeticError": "Error", "DivisionByZeroError": "ArithmeticError",
        "ArgumentCountError": "TypeError", "UnhandledMatchError": "Error",
        "ErrorException": "Exception", "LogicException": "Exception", "RuntimeException": "Exception",
        "BadFunctionCallException": "LogicException", "BadMethodCallException": "BadFunctionCallException",
        "DomainException": "LogicException", "InvalidArgumentException": "LogicException", "LengthException": "LogicException",
        "OutOfRangeException": "LogicException", "OutOfBoundsException": "RuntimeException", "OverflowException": "RuntimeException",
        "RangeException": "RuntimeException", "UnderflowException": "RuntimeException", "UnexpectedValueException": "RuntimeException",
    ]

    /// The exception classes code may throw with a message (`throw new Exception(…)`), as PHP spells them.
    public static let exceptions: Set<String> = Set(parents.keys.filter { $0.hasSuffix("Exception") }).union(["Exception"])
}
