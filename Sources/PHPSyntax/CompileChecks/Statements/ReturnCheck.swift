#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `return` must agree with its function's declared return type — none from `void`, nothing at
/// all from `never`, a value from any other type — unless the function is a generator; and
/// `yield` belongs in a function (`yield from` not in one that returns by reference).
public struct ReturnCheck: CompileCheck {
    public static let name = "return"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f(): void\n{\n    return 1;\n}\n", "A void function must not return a value"),
        ("<?php\nfunction f(): void\n{\n    return null;\n}\n", "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)"),
        ("<?php\nfunction f(): int\n{\n    return;\n}\n", "A function with return type must return a value"),
        ("<?php\nfunction f(): ?int\n{\n    return;\n}\n", "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)"),
        ("<?php\nfunction f(): never\n{\n    return;\n}\n", "A never-returning function must not return"),
        ("<?php\n$f = fn(): void => 1;\n", "A void function must not return a value"),
        ("<?php\n$a = 1;\nyield $a;\n", "The \"yield\" expression can only be used inside a function"),
        ("<?php\nfunction &f()\n{\n    yield from [];\n}\n", "Cannot use \"yield from\" inside a by-reference generator"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction f(): void\n{\n    $g = function () {\n        return 1;\n    };\n    return;\n}\nfunction g(): iterable\n{\n    yield 1;\n    return;\n}\nfunction &h()\n{\n    yield 1;\n}\n$k = fn() => yield 1;\n",
    ]

    private struct Function {
        var returnType: TypeHint?
        var range: Range<Int>
        var byReference: Bool
        var isArrow: Bool
    }

    public private(set) var errors: [CompileError] = []
    private let bytes: [UInt8]
    /// Whether the file spells `yield` anywhere; worked out at the first typed `return`.
    private var fileMentionsYield: Bool?
    private var functions: [Function] = []
    /// Set at an arrow function's expression, read at its declaration, which the walk visits next.
    private var arrowAhead = false

    public init(file: SourceFile) { bytes = file.bytes }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        functions.append(Function(returnType: function.returnType, range: function.range.start..<function.range.end,
                                  byReference: function.byReferenceReturn, isArrow: arrowAhead))
        arrowAhead = false
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionDeclaration) { functions.removeLast() }

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        guard case .return(let value) = statement.kind, let function = functions.last, let type = function.returnType,
              !isGenerator(function) else { return .visitChildren }
        switch Self.singleName(type) {
        case "void":
            guard let value else { break }
            if case .constantFetch(let name) = value.kind, name.parts.count == 1, name.parts[0].lowercased() == "null" {
                errors.append(CompileError("A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)", at: statement.range.start))
            } else {
                errors.append(CompileError("A void function must not return a value", at: statement.range.start))
            }
        case "never":
            // An arrow function's body is an implicit return, which PHP words differently.
            if !function.isArrow { errors.append(CompileError("A never-returning function must not return", at: statement.range.start)) }
        default:
            guard value == nil else { break }
            if Self.admitsNull(type) {
                errors.append(CompileError("A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)", at: statement.range.start))
            } else {
                errors.append(CompileError("A function with return type must return a value", at: statement.range.start))
            }
        }
        return .visitChildren
    }

    public mutating func visit(_ expression: Expr) -> WalkAction {
        switch expression.kind {
        case .arrowFunction:
            arrowAhead = true
        case .yield where functions.isEmpty, .yieldFrom where functions.isEmpty:
            errors.append(CompileError("The \"yield\" expression can only be used inside a function", at: expression.range.start))
        case .yieldFrom where functions.last?.byReference == true:
            errors.append(CompileError("Cannot use \"yield from\" inside a by-reference generator", at: expression.range.start))
        default:
            break
        }
        return .visitChildren
    }

    /// The lowercased name of a type that is one plain name (`void`, `int`), else "".
    private static func singleName(_ type: TypeHint) -> String {
        guard case .name(let name) = type, name.kind == .unqualified, name.parts.count == 1 else { return "" }
        return name.parts[0].lowercased()
    }

    private static func admitsNull(_ type: TypeHint) -> Bool {
        switch type {
        case .nullable: return true
        case .union(let members): return members.contains(where: admitsNull)
        case .name(let name): return name.parts.count == 1 && ["null", "mixed"].contains(name.parts[0].lowercased())
        default: return false
        }
    }

    /// A function is a generator when `yield` is in its body. The bytes tell without a walk (a
    /// `yield` in a nested closure or a string only makes the check quieter), and most files
    /// have none at all, which one fast search of the file shows.
    private mutating func isGenerator(_ function: Function) -> Bool {
        if fileMentionsYield == nil { fileMentionsYield = Self.mentionsYield(bytes, in: 0..<bytes.count) }
        guard fileMentionsYield == true else { return false }
        return Self.mentionsYield(bytes, in: function.range.clamped(to: 0..<bytes.count))
    }

    private static func mentionsYield(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for first in [UInt8(ascii: "y"), UInt8(ascii: "Y")] {
                var cursor = range.lowerBound
                while cursor + 5 <= range.upperBound, let found = memchr(base + cursor, Int32(first), range.upperBound - cursor - 4) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if buffer[index + 1] | 0x20 == 0x69, buffer[index + 2] | 0x20 == 0x65, buffer[index + 3] | 0x20 == 0x6C, buffer[index + 4] | 0x20 == 0x64 {
                        return true
                    }
                    cursor = index + 1
                }
            }
            return false
        }
    }
}
