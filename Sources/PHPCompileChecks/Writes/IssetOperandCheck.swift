import PHPSyntax

/// `isset()` asks about places: variables, elements, properties and static properties — not the
/// result of an expression or a call.
public struct IssetOperandCheck: CompileCheck {
    public static let name = "isset-operand"
    public static let reportOrder = 240
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nisset(1 + 1);\n", "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)"),
        ("<?php\nif (isset(abc())) {}\n", "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)"),
        ("<?php\nif (isset($a + 1)) {}\n", "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)"),
        ("<?php\n$b = isset($a, $c->d());\n", "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)"),
        ("<?php\n$b = isset($a::C);\n", "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nisset($a, ($b), $c[1], $d->e, $f?->g, H::$i, $$j);\n$k = isset($l[$m + 1]->n, $o::$p[0], $q->r()->s, $t->{'u'}, ${'v'}->class,);\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        guard case .isset(let operands) = expression.kind else { return .visitChildren }
        for operand in operands {
            switch operand.kind {
            case .variable, .variableVariable, .arrayDimFetch, .propertyFetch, .staticPropertyFetch, .error:
                continue
            default:
                errors.append(CompileError("Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)", at: operand.range.start))
                return .visitChildren
            }
        }
        return .visitChildren
    }
}
