/// A compact S-expression rendering of the tree, so tests can assert whole shapes in one line:
/// `$apn->sound = $client_notice;` → `(assign (prop (var apn) sound) (var client_notice))`.
public enum SyntaxDump {
    public static func dump(_ statements: [Stmt]) -> String {
        statements.map(dump).joined(separator: " ")
    }

    public static func dump(_ statement: Stmt) -> String {
        var printer = Printer()
        printer.statement(statement)
        return printer.out
    }

    public static func dump(_ expression: Expr) -> String {
        var printer = Printer()
        printer.expr(expression)
        return printer.out
    }
}

private struct Printer {
    var out = ""

    mutating func open(_ head: String) { out += "(" + head }
    mutating func close() { out += ")" }
    mutating func word(_ text: String) { out += " " + text }

    mutating func list(_ head: String, _ items: [Stmt]) {
        out += " (" + head
        for item in items { out += " "; statement(item) }
        out += ")"
    }

    mutating func child(_ expression: Expr) { out += " "; expr(expression) }

    static func name(_ name: Name) -> String {
        switch name.kind {
        case .fullyQualified: return "\\" + name.joined
        case .relative: return "namespace\\" + name.joined
        default: return name.joined
        }
    }

    static func quote(_ bytes: [UInt8]) -> String {
        var text = "\""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"): text += "\\n"
            case UInt8(ascii: "\t"): text += "\\t"
            case UInt8(ascii: "\r"): text += "\\r"
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text + "\""
    }

    static func type(_ hint: TypeHint) -> String {
        switch hint {
        case .name(let name): return Printer.name(name)
        case .nullable(let inner): return "?" + type(inner)
        case .union(let members):
            return members.map { member in
                if case .intersection = member { return "(" + type(member) + ")" }
                return type(member)
            }.joined(separator: "|")
        case .intersection(let members): return members.map(type).joined(separator: "&")
        }
    }

    mutating func member(_ name: MemberName) {
        switch name {
        case .identifier(let text, _): out += " " + text
        case .expression(let inner): child(inner)
        }
    }

    mutating func reference(_ reference: ClassReference) {
        switch reference {
        case .name(let name): out += " " + Printer.name(name)
        case .expression(let inner): child(inner)
        case .anonymousClass(let declaration): out += " "; classLike(declaration)
        }
    }

    mutating func arguments(_ arguments: Arguments) {
        if arguments.isFirstClassCallable { out += " ..."; return }
        for argument in arguments.items {
            if let name = argument.name {
                out += " (named " + name; child(argument.value); close()
            } else if argument.unpack {
                out += " (..."; child(argument.value); close()
            } else {
                child(argument.value)
            }
        }
    }

    mutating func expr(_ expression: Expr) {
        switch expression.kind {
        case .variable(let name): out += "(var " + name + ")"
        case .variableVariable(let inner): open("varvar"); child(inner); close()
        case .constantFetch(let name): out += Printer.name(name)
        case .magicConstant(let kind): out += "(magic " + (kind.phpName ?? "?") + ")"
        case .classConstantFetch(let reference, let name): open("classconst"); self.reference(reference); word(name); close()
        case .staticPropertyFetch(let reference, let name): open("sprop"); self.reference(reference); member(name); close()
        case .propertyFetch(let object, let name, let nullsafe): open(nullsafe ? "nprop" : "prop"); child(object); member(name); close()
        case .arrayDimFetch(let base, let index):
            open("dim"); child(base)
            if let index { child(index) }
            close()
        case .integer(let value): out += String(value)
        case .float(let value): out += "(float \(value))"
        case .string(let bytes): out += Printer.quote(bytes)
        case .interpolatedString(let parts, let shell):
            open(shell ? "shell" : "interp")
            for part in parts {
                switch part {
                case .literal(let bytes, _): word(Printer.quote(bytes))
                case .expression(let inner): child(inner)
                }
            }
            close()
        case .array(let items, let syntax):
            open(syntax == .long ? "array" : syntax == .short ? "short" : "list")
            for item in items {
                guard let item else { word("_"); continue }
                var wrappers = 0
                if let key = item.key { out += " (=> "; expr(key); wrappers += 1 }
                if item.byReference { out += " (&"; wrappers += 1 }
                if item.unpack { out += " (..."; wrappers += 1 }
                child(item.value)
                for _ in 0..<wrappers { close() }
            }
            close()
        case .call(let callee, let arguments):
            open("call")
            switch callee {
            case .name(let name): word(Printer.name(name))
            case .expression(let inner): child(inner)
            }
            self.arguments(arguments); close()
        case .methodCall(let object, let name, let arguments, let nullsafe):
            open(nullsafe ? "nmcall" : "mcall"); child(object); member(name); self.arguments(arguments); close()
        case .staticCall(let reference, let name, let arguments):
            open("scall"); self.reference(reference); member(name); self.arguments(arguments); close()
        case .new(let reference, let arguments):
            open("new"); self.reference(reference); self.arguments(arguments); close()
        case .clone(let inner): open("clone"); child(inner); close()
        case .instanceOf(let inner, let reference): open("instanceof"); child(inner); self.reference(reference); close()
        case .assign(let target, let value): open("assign"); child(target); child(value); close()
        case .assignByReference(let target, let value): open("assign&"); child(target); child(value); close()
        case .compoundAssign(let op, let target, let value): open(op.rawValue + "="); child(target); child(value); close()
        case .binary(let op, let left, let right): open(op.rawValue); child(left); child(right); close()
        case .unary(let op, let inner): open(op.rawValue); child(inner); close()
        case .increment(let inner, let prefix): open(prefix ? "preinc" : "postinc"); child(inner); close()
        case .decrement(let inner, let prefix): open(prefix ? "predec" : "postdec"); child(inner); close()
        case .cast(let type, let inner): open("cast \(type)"); child(inner); close()
        case .ternary(let condition, let then, let otherwise):
            open(then == nil ? "?:" : "?"); child(condition)
            if let then { child(then) }
            child(otherwise); close()
        case .isset(let values): open("isset"); values.forEach { child($0) }; close()
        case .empty(let inner): open("empty"); child(inner); close()
        case .errorSuppress(let inner): open("@"); child(inner); close()
        case .closure(let function, let uses, let isStatic):
            open(isStatic ? "static-closure" : "closure")
            signature(function)
            if !uses.isEmpty { word("(uses" + uses.map { " " + ($0.byReference ? "&" : "") + $0.name }.joined() + ")") }
            list("body", function.body ?? [])
            close()
        case .arrowFunction(let function, let isStatic):
            open(isStatic ? "static-fn" : "fn")
            signature(function)
            if case .return(let value?)? = function.body?.first?.kind { child(value) }
            close()
        case .match(let subject, let arms):
            open("match"); child(subject)
            for arm in arms {
                if let conditions = arm.conditions {
                    out += " (arm ("; for (index, condition) in conditions.enumerated() { if index > 0 { out += " " }; expr(condition) }; out += ")"
                } else {
                    out += " (default"
                }
                child(arm.body); close()
            }
            close()
        case .print(let inner): open("print"); child(inner); close()
        case .exit(let inner): open("exit"); if let inner { child(inner) }; close()
        case .include(let kind, let inner): open("\(kind)"); child(inner); close()
        case .eval(let inner): open("eval"); child(inner); close()
        case .yield(let key, let value):
            open("yield")
            if let key { child(key) }
            if let value { child(value) }
            close()
        case .yieldFrom(let inner): open("yield-from"); child(inner); close()
        case .throw(let inner): open("throw"); child(inner); close()
        case .error: out += "(error)"
        }
    }

    mutating func signature(_ function: FunctionDeclaration) {
        if !function.attributes.isEmpty { attributes(function.attributes) }
        if function.byReferenceReturn { word("&") }
        out += " (params"
        for parameter in function.parameters {
            out += " "
            let simple = parameter.type == nil && parameter.defaultValue == nil && !parameter.byReference && !parameter.variadic && parameter.modifiers.isEmpty && parameter.attributes.isEmpty
            if simple { out += "$" + parameter.name; continue }
            open("param")
            if !parameter.attributes.isEmpty { attributes(parameter.attributes) }
            for modifier in parameter.modifiers { word(modifier.rawValue) }
            if let type = parameter.type { word(Printer.type(type)) }
            word((parameter.byReference ? "&" : "") + (parameter.variadic ? "..." : "") + "$" + parameter.name)
            if let value = parameter.defaultValue { child(value) }
            close()
        }
        out += ")"
        if let type = function.returnType { word(": " + Printer.type(type)) }
    }

    mutating func attributes(_ groups: [AttributeGroup]) {
        for group in groups {
            out += " #["
            for (index, attribute) in group.attributes.enumerated() {
                if index > 0 { out += " " }
                out += Printer.name(attribute.name)
                if let arguments = attribute.arguments { out += "("; self.arguments(arguments); out += " )" }
            }
            out += "]"
        }
    }

    mutating func classLike(_ declaration: ClassDeclaration) {
        open("\(declaration.kind)")
        if !declaration.name.isEmpty { word(declaration.name) }
        if !declaration.attributes.isEmpty { attributes(declaration.attributes) }
        for modifier in declaration.modifiers { word(modifier.rawValue) }
        if let type = declaration.enumBackingType { word(": " + Printer.type(type)) }
        if !declaration.extends.isEmpty { word("(extends " + declaration.extends.map(Printer.name).joined(separator: " ") + ")") }
        if !declaration.implements.isEmpty { word("(implements " + declaration.implements.map(Printer.name).joined(separator: " ") + ")") }
        for member in declaration.members {
            out += " "
            switch member.kind {
            case .property(let modifiers, let type, let properties):
                open("property")
                for modifier in modifiers { word(modifier.rawValue) }
                if let type { word(Printer.type(type)) }
                for property in properties {
                    if let value = property.defaultValue { out += " ($" + property.name; child(value); close() } else { word("$" + property.name) }
                }
                close()
            case .constant(let modifiers, let constants):
                open("const")
                for modifier in modifiers { word(modifier.rawValue) }
                for constant in constants { out += " (" + constant.name; child(constant.value); close() }
                close()
            case .method(let modifiers, let function):
                open("method")
                for modifier in modifiers { word(modifier.rawValue) }
                word(function.name)
                signature(function)
                if let body = function.body { list("body", body) } else { word("abstract") }
                close()
            case .traitUse(let names, _):
                open("use"); names.forEach { word(Printer.name($0)) }; close()
            case .enumCase(let name, let value):
                open("case " + name)
                if let value { child(value) }
                close()
            }
        }
        close()
    }

    mutating func statement(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let inner): expr(inner)
        case .echo(let values): open("echo"); values.forEach { child($0) }; close()
        case .inlineHTML(let bytes): out += "(html " + Printer.quote(bytes) + ")"
        case .block(let body): open("block"); body.forEach { out += " "; self.statement($0) }; close()
        case .if(let node):
            open(node.isAlternativeSyntax ? "if:" : "if"); child(node.condition); list("then", node.body)
            for clause in node.elseIfs {
                out += " (elseif"; child(clause.condition); clause.body.forEach { out += " "; self.statement($0) }; close()
            }
            if let body = node.elseBody { list("else", body) }
            close()
        case .while(let condition, let body): open("while"); child(condition); list("body", body); close()
        case .doWhile(let body, let condition): open("do"); list("body", body); child(condition); close()
        case .for(let initializers, let conditions, let steps, let body):
            open("for")
            for group in [initializers, conditions, steps] {
                out += " ("; for (index, item) in group.enumerated() { if index > 0 { out += " " }; expr(item) }; out += ")"
            }
            list("body", body); close()
        case .foreach(let node):
            open("foreach"); child(node.subject)
            if let key = node.key { child(key) }
            if node.valueByReference { out += " (&"; child(node.value); close() } else { child(node.value) }
            list("body", node.body); close()
        case .switch(let subject, let cases):
            open("switch"); child(subject)
            for item in cases {
                if let condition = item.condition { out += " (case"; child(condition) } else { out += " (default" }
                item.body.forEach { out += " "; self.statement($0) }
                close()
            }
            close()
        case .break(let level): open("break"); if let level { child(level) }; close()
        case .continue(let level): open("continue"); if let level { child(level) }; close()
        case .return(let value): open("return"); if let value { child(value) }; close()
        case .global(let names): open("global"); names.forEach { child($0) }; close()
        case .staticVariables(let variables):
            open("static")
            for variable in variables {
                if let value = variable.initialValue { out += " (" + variable.name; child(value); close() } else { word(variable.name) }
            }
            close()
        case .unset(let targets): open("unset"); targets.forEach { child($0) }; close()
        case .try(let node):
            open("try"); list("body", node.body)
            for clause in node.catches {
                out += " (catch (" + clause.types.map(Printer.name).joined(separator: " ") + ")"
                if let variable = clause.variable { word(variable) }
                clause.body.forEach { out += " "; self.statement($0) }
                close()
            }
            if let body = node.finallyBody { list("finally", body) }
            close()
        case .function(let function):
            open("function " + function.name); signature(function); list("body", function.body ?? []); close()
        case .classLike(let declaration): classLike(declaration)
        case .namespace(let name, let body):
            open("namespace")
            if let name { word(Printer.name(name)) }
            if let body { list("body", body) }
            close()
        case .use(let declaration):
            open(declaration.kind == .normal ? "use" : declaration.kind == .function ? "use-function" : "use-const")
            for clause in declaration.clauses {
                var text = Printer.name(clause.name)
                if clause.kind != declaration.kind { text = (clause.kind == .function ? "function " : "const ") + text }
                if let alias = clause.alias { text += " as " + alias }
                word(text)
            }
            close()
        case .const(let constants):
            open("const"); for constant in constants { out += " (" + constant.name; child(constant.value); close() }; close()
        case .declare(let directives, let body):
            open("declare"); for directive in directives { out += " (" + directive.name; child(directive.value); close() }
            if let body { list("body", body) }
            close()
        case .goto(let label): out += "(goto " + label + ")"
        case .label(let label): out += "(label " + label + ")"
        case .haltCompiler: out += "(halt)"
        case .nop: out += "(nop)"
        case .error: out += "(error)"
        }
    }
}
