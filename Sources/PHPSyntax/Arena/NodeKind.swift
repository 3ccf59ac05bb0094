/// What an arena node is, named after the grammar like the cases of `StmtKind`, `ExprKind` and
/// the declarations. Each kind's slots (the `UInt32`s a node owns, in order) are listed with it:
/// a node id, an index into one of the arena's side tables, or an offset; `?` marks a slot that
/// may hold `SyntaxArena.none`. "Elements" means the slots are a list, one element each; a
/// "name list" is a `list` node whose slots are names' indices.
@usableFromInline package enum NodeKind: UInt8 {
    // Statements.
    /// [expression]
    case expressionStatement
    /// elements: expressions
    case echo
    /// [byte string]
    case inlineHTML
    /// elements: statements
    case block
    /// [condition, body list, else-if list, else body list?]; flag 1: `if (…): … endif;`
    case `if`
    /// [condition, body list]
    case elseIf
    /// [condition, body list]
    case `while`
    /// [body list, condition]
    case doWhile
    /// [initializer list, condition list, step list, body list]
    case `for`
    /// [subject, key?, value, body list]; flag 1: the value by reference, flag 2: the key
    case foreach
    /// [subject, case list]
    case `switch`
    /// [condition?, body list]
    case switchCase
    /// [level?]
    case `break`
    /// [level?]
    case `continue`
    /// [value?]
    case `return`
    /// elements: expressions
    case global
    /// elements: static variables
    case staticVariables
    /// [string, initial value?]
    case staticVariable
    /// elements: expressions
    case unset
    /// [body list, catch list, finally body list?]
    case `try`
    /// [name list, variable string?, body list]
    case catchClause
    /// [function]
    case functionStatement
    /// [class]
    case classStatement
    /// [name?, body list?]
    case namespace
    /// elements: use clauses; small: the statement's kind (`UseDeclaration.Kind.code`)
    case use
    /// [name, alias string?, group prefix name?]; small: the clause's kind. In a group use
    /// (`use A\{B, C}`) the name is what follows the prefix.
    case useClause
    /// elements: constants
    case const
    /// [string, value]
    case constant
    /// [directive list, body list?]
    case declare
    /// [string, value]; the node's range is the name's start, empty
    case declareDirective
    /// [string]
    case goto
    /// [string]
    case label
    case haltCompiler
    case nop
    case errorStatement

    // Expressions.
    /// [string]
    case variable
    /// [expression]
    case variableVariable
    /// [name]
    case constantFetch
    /// small: the token kind
    case magicConstant
    /// [class reference, string]
    case classConstantFetch
    /// [class reference, member name]
    case staticPropertyFetch
    /// [object, member name]; flag 1: `?->`
    case propertyFetch
    /// [base, index?]
    case arrayDimFetch
    /// [low 32 bits, high 32 bits]
    case integer
    /// [low 32 bits, high 32 bits] of the bit pattern
    case float
    /// [byte string]
    case string
    /// elements: literal parts and expressions; flag 1: a backtick command
    case interpolatedString
    /// [byte string]: a literal part of an interpolated string, with its range
    case literalPart
    /// elements: array items, `none` for a skipped one; small: the syntax
    case array
    /// [key?, value]; flag 1: by reference, flag 2: unpacked
    case arrayItem
    /// [callee, arguments]
    case call
    /// [object, member name, arguments]; flag 1: `?->`
    case methodCall
    /// [class reference, member name, arguments]
    case staticCall
    /// [class reference, arguments]
    case new
    /// [expression]
    case clone
    /// [expression, class reference]
    case instanceOf
    /// [target, value]
    case assign
    /// [target, value]
    case assignByReference
    /// [target, value]; small: the operator
    case compoundAssign
    /// [left, right]; small: the operator
    case binary
    /// [operand]; small: the operator
    case unary
    /// [operand]; flag 1: prefix
    case increment
    /// [operand]; flag 1: prefix
    case decrement
    /// [operand]; small: the type
    case cast
    /// [condition, then?, else]
    case ternary
    /// elements: expressions
    case isset
    /// [expression]
    case empty
    /// [expression]
    case errorSuppress
    /// [function, use list]; flag 1: static
    case closure
    /// [string]; flag 1: by reference
    case closureUse
    /// [function]; flag 1: static
    case arrowFunction
    /// [subject, arm list]
    case match
    /// [condition list?, body]
    case matchArm
    /// [expression]
    case print
    /// [expression?]
    case exit
    /// [expression]; small: the kind
    case include
    /// [expression]
    case eval
    /// [key?, value?]
    case yield
    /// [expression]
    case yieldFrom
    /// [expression]
    case `throw`
    case errorExpression

    // Parts.
    /// elements: nodes of any kind
    case list
    /// [name]: a class or function named, where an expression could also stand
    case nameReference
    /// [string]: a member named by an identifier, with its range
    case identifier
    /// elements: arguments; flag 1: `(...)`, a first-class callable
    case arguments
    /// [string?, value]; flag 1: unpacked
    case argument

    // Declarations.
    /// [string, name start, name end, parameter list, return type?, body list?, attribute group list?,
    /// keyword offset]; flag 1: returns by reference
    case function
    /// [string, type?, default value?, modifiers, attribute group list?]; flag 1: by reference, flag 2: variadic
    case parameter
    /// [string, modifiers, extends (name list?), implements (name list?), backing type?, member list,
    /// attribute group list?, keyword offset]; small: the kind
    case `class`
    /// [modifiers, type?, item list, attribute group list?]
    case propertyMember
    /// [modifiers, constant list, attribute group list?]
    case constantMember
    /// [modifiers, function]
    case methodMember
    /// [name list, alias modifiers]
    case traitUseMember
    /// [string, value?, attribute group list?]
    case enumCaseMember
    /// [string, default value?]
    case propertyItem
    /// elements: attributes
    case attributeGroup
    /// [name, arguments?]
    case attribute

    // Types. A slot marked `type` above holds one of these, or a name's index marked
    // `ArenaStorage.typeName`.
    /// [type]: `?T`
    case nullableType
    /// elements: types (`A|B`)
    case unionType
    /// elements: types (`A&B`)
    case intersectionType
}

extension NodeKind {
    /// A variable, an element, a property (`?->` or not), a static property or a call: what PHP's
    /// grammar lets stand before `=` (`variable`), and what its compiler may write to or refer
    /// into (`zend_is_variable_or_call`).
    package var isVariableOrCall: Bool {
        switch self {
        case .variable, .variableVariable, .arrayDimFetch, .propertyFetch, .staticPropertyFetch, .call, .methodCall, .staticCall: true
        default: false
        }
    }
}
