import PHPRuntime
import PHPSyntax
import PushAnalysis
import Platform

/// One builder's Swift text, renderable under whatever type name the generator settles on.
struct GeneratedBuilder {
    var builder: SwiftBuilderGenerator.Builder
    /// The first line of the builder's own file: where it comes from.
    var header: String
    /// The doc comment's line on the kinds of push the code sends, once the analysis has said.
    var kinds: String?
    /// The declaration, without imports, under a type name, with the kinds' line.
    var render: (String, String?) -> String

    mutating func rename(to name: String) {
        builder.typeName = name
        builder.fileName = name + ".swift"
    }

    var text: String { render(builder.typeName, kinds) }
}

/// Builds the Swift struct for one PHP function or one unit's top-level code.
struct BuilderEmitter {
    let program: BuilderProgram
    let classes: BuilderClasses
    var accessLevel: SwiftBuilderGenerator.AccessLevel = .public
    let bindings: Bindings
    let source: String
    let unit: SourceUnit

    func function(_ declaration: FunctionDeclaration) -> Result<GeneratedBuilder, Untranslatable> {
        Result { () throws(Untranslatable) in
            try emit(body: declaration.body ?? [], parameters: declaration.parameters, function: declaration.name,
                     typeName: SwiftNames.typeName(file: source, function: declaration.name), range: declaration.nameRange,
                     fullRange: declaration.range, callee: .init(className: nil, name: declaration.name))
        }
    }

    /// A method builds like a function; the object properties it reads (`$this->sound`) are the
    /// builder's stored properties, with the class's declared defaults.
    func method(_ declaration: FunctionDeclaration, of className: String) -> Result<GeneratedBuilder, Untranslatable> {
        Result { () throws(Untranslatable) in
            try emit(body: declaration.body ?? [], parameters: declaration.parameters, function: "\(className)::\(declaration.name)",
                     typeName: SwiftNames.typeName(file: source, function: className + "_" + declaration.name), range: declaration.nameRange,
                     fullRange: declaration.range, callee: .init(className: className, name: declaration.name))
        }
    }

    func topLevel(_ statements: [Stmt]) -> Result<GeneratedBuilder, Untranslatable> {
        Result { () throws(Untranslatable) in
            try emit(body: statements, parameters: [], function: nil,
                     typeName: SwiftNames.typeName(file: source), range: statements.first?.range ?? .empty)
        }
    }

    private func emit(body: [Stmt], parameters: [PHPSyntax.Parameter], function: String?, typeName: String,
                      range: SourceRange, fullRange: SourceRange = .empty, callee: BuilderCalls.Callee? = nil) throws(Untranslatable) -> GeneratedBuilder {
        let body = ObjectListRewrite.apply(body)
        let written = VariableUsage(body)
        for parameter in parameters where parameter.variadic || parameter.byReference && written[parameter.name].writes + written[parameter.name].elementWrites > 0 {
            throw Untranslatable(construct: "a by-reference or variadic parameter", range: parameter.range)
        }
        let calls = BuilderCalls(program: program, classes: classes)
        let entryClass = callee?.className
        let callees = calls.reachable(from: body, current: entryClass, excluding: callee)
        let helperBodies = callees.compactMap { calls.declaration($0)?.body }
        let types = ParameterTypes([body] + helperBodies)
        let usage = VariableUsage(body)

        // The builder's stored properties: parameters, variables from outside, constants.
        var properties: [SwiftBuilderGenerator.Parameter] = []
        var propertyTypes: [String: SwiftType] = [:]
        // The builder's own members are not available as parameter names.
        // `self` would shadow the builder itself in `init` and in `build()`.
        var taken: Set<String> = ["jsonData", "userInfo", "aps", "kind", "build", "`self`", "`Self`"]
        var docs: [String: String] = [:]
        func add(php: String, name: String, defaultCode: String?, type: SwiftType) {
            docs[php] = PropertyDocs.text(php: php, function: function, isParameter: parameters.contains { "$" + $0.name == php })
            var swiftName = name
            while taken.contains(swiftName) { swiftName = SwiftNames.suffixed(swiftName, php.hasPrefix("$") ? "Value" : "Constant") }
            taken.insert(swiftName)
            properties.append(.init(phpName: php, swiftName: swiftName, swiftType: type.spelled, defaultCode: defaultCode))
            propertyTypes[php] = type
        }
        // A parameter the function only gives an APNs part to (`addIos($tpl)`) is an object the
        // builder makes itself, and returns.
        var objectParameters: [(name: String, className: String)] = []
        for parameter in parameters where parameter.defaultValue == nil && written[parameter.name].writes == 0 {
            if let sdkClass = SDKClasses.parameterClass(parameter.name, in: body) { objectParameters.append((parameter.name, sdkClass)) }
        }
        for parameter in parameters where !objectParameters.contains(where: { $0.name == parameter.name }) {
            let bound = bindings.variables[parameter.name].flatMap(SwiftNames.literal)
            let written = try parameter.defaultValue.map { expr throws(Untranslatable) in try literal(expr) }
            let defaultValue = bound ?? written
            // A declared scalar type is the Swift type, unless a default of another type says otherwise.
            let declared = Self.swiftType(declared: parameter)
            let type = declared.flatMap { declared in defaultValue == nil || defaultValue?.type == declared ? declared : nil }
                ?? types.type(of: .variable(parameter.name), default: defaultValue?.type)
            add(php: "$" + parameter.name, name: SwiftNames.lowerCamel(parameter.name), defaultCode: defaultValue?.code, type: type)
        }
        let parameterNames = Set(parameters.map(\.name))
        // `extract($array);` in the body's own statements gives the variables the body reads and
        // never assigns: they are read from the array there, not builder properties.
        let extracts = body.contains { statement in
            if case .expression(let expr) = statement.kind, case .call(.name(let name), let arguments) = expr.kind,
               name.last.phpLowercased == "extract", arguments.items.count == 1 { return true }
            return false
        }
        var extracted: [String] = []
        for name in usage.order where !parameterNames.contains(name) && name != "this" {
            let entry = usage[name]
            guard entry.reads > 0, entry.writes == 0, entry.elementWrites == 0 else { continue }
            if extracts { extracted.append(name); continue }
            let bound = bindings.variables[name].flatMap(SwiftNames.literal)
            // In a snippet it is a fragment of a larger program; in a PHP file, PHP's null.
            let fallback: (code: String, type: SwiftType)? = unit.isSnippet && function == nil ? nil : ("nil", .value)
            let defaultValue = bound ?? fallback
            let type = types.type(of: .variable(name), default: defaultValue?.type)
            add(php: "$" + name, name: SwiftNames.lowerCamel(name), defaultCode: defaultValue?.code, type: type)
        }
        // A method's object: the properties it reads, starting as the class declares them.
        var stateProperties: [String: String] = [:]
        if let entryClass {
            for property in calls.state(body: body, className: entryClass, entry: callee) {
                let declared = classes.propertyDefault(property, in: entryClass)
                let defaultValue = try declared.value.map { expr throws(Untranslatable) in try literal(expr, in: entryClass) }
                    ?? (declared.found ? nil : (code: "nil", type: SwiftType.value))
                add(php: "$this->" + property, name: SwiftNames.lowerCamel(property), defaultCode: defaultValue?.code, type: defaultValue?.type ?? .value)
                stateProperties[property] = properties.last!.swiftName
            }
        }
        for name in constantsUsed(in: [body] + helperBodies) {
            if bindings.constants[name] == nil && program.constants[name] == nil && PredefinedConstants.value(name) != nil { continue }
            let bound = bindings.constants[name].flatMap(SwiftNames.literal)
            let defined = try program.constants[name].map { expr throws(Untranslatable) in try literal(expr) }
            let defaultValue = bound ?? defined
            let type = types.type(of: .constant(name), default: defaultValue?.type)
            add(php: name, name: SwiftNames.lowerCamel(name), defaultCode: defaultValue?.code, type: type)
        }

        var helpers: [String: BuilderTranslator.Helper] = [:]
        var helperSwiftNames: Set<String> = []
        for called in callees {
            var swiftName = SwiftNames.lowerCamel((called.className.map { $0 + "_" } ?? "") + called.name)
            while helperSwiftNames.contains(swiftName) || taken.contains(swiftName) { swiftName = SwiftNames.suffixed(swiftName, "Helper") }
            helperSwiftNames.insert(swiftName)
            let declaration = calls.declaration(called)!
            helpers[called.key] = .init(swiftName: swiftName, returnType: returnType(of: declaration, depth: 0),
                                        className: called.className, state: calls.state(of: called),
                                        parameters: declaration.parameters.map(\.name),
                                        defaults: declaration.parameters.map { parameter in
                                            parameter.defaultValue.flatMap { try? literal($0, in: called.className).code }
                                        })
        }
        let reserved = taken.union(helperSwiftNames)
        func configure(_ translator: BuilderTranslator) {
            translator.helpers = helpers
            translator.classes = classes
            for property in properties where !property.phpName.hasPrefix("$") {
                translator.constants[property.phpName] = (property.swiftName, propertyTypes[property.phpName]!)
            }
        }

        // The entry point: `build()`.
        let entry = BuilderTranslator(body: body, reservedNames: reserved, isEntry: true)
        configure(entry)
        entry.returnsRawBody = BuilderRequests.buildsRawBody([body] + helperBodies)
        entry.currentClass = entryClass
        entry.extractedNames = extracted
        for property in properties where property.phpName.hasPrefix("$") && !property.phpName.hasPrefix("$this->") {
            entry.variables[String(property.phpName.dropFirst())] = .property(property.swiftName, propertyTypes[property.phpName]!)
        }
        for (property, swiftName) in stateProperties {
            entry.thisState[property] = Fragment(code: swiftName, type: propertyTypes["$this->" + property]!)
        }
        for object in objectParameters {
            let local = entry.localName(for: object.name)
            entry.emit("let \(local) = \(SDKClasses.construction(object.className))")
            entry.variables[object.name] = .local(local, .object(object.className))
        }
        // What the code gives when it returns nothing; else the object it was handed to fill.
        let resultVariable = BuilderProgram.resultVariable(body) ?? objectParameters.last?.name
        if !BuilderProgram.alwaysReturns(body) { entry.resultVariable = resultVariable }
        entry.payloadCarrier = resultVariable
        // A declared type the Swift type does not already guarantee: PHP's conversion (or
        // TypeError) before the body, as when PHP calls the function.
        for (position, parameter) in parameters.enumerated() {
            guard let checked = DeclaredTypes.checkedType(parameter),
                  case .property(let property, let type)? = entry.variables[parameter.name],
                  type != Self.swiftType(declared: parameter) else { continue }
            let use = written[parameter.name]
            let coerced = Self.coercion(Fragment(code: "self." + property, type: type), checked, position: position, parameter: parameter.name,
                                        function: function ?? "", strict: DeclaredTypes.isStrict(unit))
            if use.reads == 0 && use.elementWrites == 0 {
                entry.emit("_ = " + coerced)
                continue
            }
            let local = entry.localName(for: parameter.name)
            entry.emit("\(use.writes + use.elementWrites > 0 ? "var" : "let") \(local) = " + coerced)
            entry.variables[parameter.name] = .local(local, .value)
        }
        entry.declareHoistedLocals(parameters: parameterNames)
        try entry.translate(body)
        if !BuilderProgram.alwaysReturns(body) {
            guard let result = resultVariable, case .local(let local, let type)? = entry.variables[result],
                  BuilderTranslator.isObject(type) || entry.returnsRawBody && type == .value,
                  entry.returnType == nil || entry.returnType == type else {
                throw Untranslatable(construct: "a payload that is not kept in a variable", range: range)
            }
            entry.emit("return \(local)")
            entry.returnType = type
        }
        guard let buildType = entry.returnType else {
            throw Untranslatable(construct: "a function that returns no payload", range: range)
        }

        // Helpers, in the order they are first called.
        var helperTexts: [[String]] = []
        for called in callees {
            helperTexts.append(try helperText(calls.declaration(called)!, helper: helpers[called.key]!, reserved: reserved, configure: configure))
        }

        // Only what reaches the bytes is kept: a parameter that only fed a call the builder leaves
        // out (`set_appId($appId)`) is not copied into the app.
        let used = SwiftIdentifiers.referenced(in: entry.lines + helperTexts.flatMap { $0 })
        properties.removeAll { !used.contains($0.swiftName.trimmingScalars { $0 == "`" }) }

        let access = accessLevel.rawValue
        let header = "// Generated by gtpush from \(source)\(function.map { " (function \($0))" } ?? ""). Do not edit."
        let result = BuilderResult(buildType)
        let summary = result.summary(function: function, source: source)
        let buildSummary = function.map { "/// `\($0)()`, statement by statement." } ?? "/// The top-level code, statement by statement."
        let buildLines = SwiftIdentifiers.unusedLocalsDiscarded(entry.lines)
        let metadata = SwiftBuilderGenerator.Builder(typeName: typeName, fileName: typeName + ".swift", function: function,
                                                     source: source, parameters: properties)
        let origin = Self.origin(unit.file, function: function, source: source,
                                 at: function == nil ? (body.first?.range ?? .empty) : fullRange)
        return GeneratedBuilder(builder: metadata, header: header) { name, kinds in
            let out = SwiftCodePrinter()
            out.line(summary)
            out.line("///")
            out.line("/// " + origin)
            if let kinds {
                out.line("///")
                out.line("/// " + kinds)
            }
            out.block("\(access) struct \(name): Sendable") {
                for property in properties {
                    out.line("/// " + docs[property.phpName]!)
                    out.line("\(access) var \(property.swiftName): \(property.swiftType)")
                }
                if properties.isEmpty {
                    out.line("\(access) init() {}")
                } else {
                    out.line("")
                    let arguments = properties.map { "\($0.swiftName): \($0.swiftType)" + ($0.defaultCode.map { " = \($0)" } ?? "") }
                    out.block("\(access) init(\(arguments.joined(separator: ", ")))") {
                        for property in properties { out.line("self.\(property.swiftName) = \(property.swiftName)") }
                    }
                }
                out.line("")
                result.members(access: access, out)
                out.line("")
                out.line(buildSummary)
                out.block("private func build() throws(GTPushError) -> \(buildType.spelled)") { out.lines(buildLines) }
                for helper in helperTexts {
                    out.line("")
                    out.lines(helper)
                }
            }
            return out.text
        }
    }

    private func helperText(_ declaration: FunctionDeclaration, helper: BuilderTranslator.Helper, reserved: Set<String>,
                            configure: (BuilderTranslator) -> Void) throws(Untranslatable) -> [String] {
        let body = ObjectListRewrite.apply(declaration.body ?? [])
        let returnType = helper.returnType
        let swiftName = helper.swiftName
        let translator = BuilderTranslator(body: body, reservedNames: reserved, isEntry: false)
        configure(translator)
        translator.currentClass = helper.className
        translator.returnType = returnType == .void ? nil : returnType
        var signature: [String] = []
        for property in helper.state {
            let local = translator.localName(for: property)
            signature.append("_ \(local): PHPValue")
            translator.thisState[property] = Fragment(code: local, type: .value)
        }
        let owner = helper.className.map { "\($0)::" } ?? ""
        for (position, parameter) in declaration.parameters.enumerated() {
            // By reference changes nothing for a parameter the helper does not assign (an object's
            // methods reach the caller's object either way).
            let assigned = translator.usage[parameter.name].writes + translator.usage[parameter.name].elementWrites > 0
            guard !parameter.variadic, !(parameter.byReference && assigned) else {
                throw Untranslatable(construct: "a by-reference or variadic parameter", range: parameter.range)
            }
            let local = translator.localName(for: parameter.name)
            if !assigned, parameter.defaultValue == nil, let sdkClass = SDKClasses.parameterClass(parameter.name, in: body) {
                signature.append("_ \(local): \(SwiftType.object(sdkClass).spelled)")
                translator.variables[parameter.name] = .local(local, .object(sdkClass))
                continue
            }
            let defaultCode = try parameter.defaultValue.map { expr throws(Untranslatable) in " = " + (try literal(expr)).code } ?? ""
            signature.append("_ \(local): PHPValue\(defaultCode)")
            translator.variables[parameter.name] = .local(local, .value)
            let entry = translator.usage[parameter.name]
            let keyword = entry.writes + entry.elementWrites > 0 ? "var" : "let"
            if let checked = DeclaredTypes.checkedType(parameter) {
                // What PHP does to the argument before the body: convert it, or stop with a TypeError.
                let coerced = Self.coercion(Fragment(code: local, type: .value), checked, position: position, parameter: parameter.name,
                                            function: owner + declaration.name, strict: DeclaredTypes.isStrict(unit))
                translator.emit(entry.reads + entry.elementWrites > 0 ? "\(keyword) \(local) = \(coerced)" : "_ = " + coerced)
            } else if keyword == "var" {
                translator.emit("var \(local) = \(local)")
            }
        }
        for name in translator.usage.order where translator.variables[name] == nil {
            let entry = translator.usage[name]
            if entry.writes == 0 && entry.elementWrites == 0 { translator.variables[name] = .undefined }
        }
        translator.declareHoistedLocals(parameters: [])
        try translator.translate(body)
        if returnType != .void && !BuilderProgram.alwaysReturns(body) {
            guard returnType == .value else {
                throw Untranslatable(construct: "a function that may return nothing", range: declaration.nameRange)
            }
            translator.emit("return nil")
        }
        let returns = returnType == .void ? "" : " -> \(returnType.spelled)"
        let out = SwiftCodePrinter()
        out.line("/// `\(owner)\(declaration.name)()`.")
        out.block("private func \(swiftName)(\(signature.joined(separator: ", "))) throws(GTPushError)\(returns)") {
            out.lines(SwiftIdentifiers.unusedLocalsDiscarded(translator.lines))
        }
        return out.lines
    }

    /// Where the builder's PHP is, for its doc comment: the function, its file and line. Not its
    /// text: a default or a body may hold an app key or the master secret, which stay out of the
    /// Swift, as the parameters that only fed them do.
    static func origin(_ file: SourceFile, function: String?, source: String, at range: SourceRange) -> String {
        let line = file.location(of: range.start).line
        guard let function else { return "From the top-level code of `\(source)`, line \(line)." }
        return "From `\(function)()` in `\(source)`, line \(line)."
    }

    /// The Swift type a parameter's declaration names: `string`, `int`, `float` or `bool` alone.
    static func swiftType(declared parameter: PHPSyntax.Parameter) -> SwiftType? {
        guard case .name(let name)? = parameter.type, parameter.defaultValue.map({ !Self.isNull($0) }) ?? true else { return nil }
        switch name.joined.phpLowercased {
        case "string": return .string
        case "int": return .int
        case "float": return .double
        case "bool": return .bool
        default: return nil
        }
    }

    private static func isNull(_ expr: Expr) -> Bool {
        if case .constantFetch(let name) = expr.kind { return name.joined.phpLowercased == "null" }
        return false
    }

    /// `PHP.parameter(…)`: the argument as the parameter's declared type makes it.
    static func coercion(_ value: Fragment, _ type: PHPParameterType, position: Int, parameter: String, function: String, strict: Bool) -> String {
        let quoted = { (text: String) in "\"" + SwiftNames.literalBody(text) + "\"" }
        return "try PHP.parameter(\(BuilderTranslator.valueCode(value)), \(quoted(type.spelled)), position: \(position + 1), "
            + "name: \(quoted(parameter)), of: \(quoted(function))\(strict ? ", strict: true" : ""))"
    }

    /// A PHP default or constant value as a Swift literal; `className` is what `self::` names in it.
    private func literal(_ expr: Expr, in className: String? = nil) throws(Untranslatable) -> (code: String, type: SwiftType) {
        // A constant built from others (`const PREFIX = "[" . BRAND . "]";`) is worked out here.
        if case .binary = expr.kind, let folded = ConstantFolding.value(of: expr, constants: { program.constants[$0] }),
           let literal = SwiftNames.literal(folded) {
            return literal
        }
        let translator = BuilderTranslator(body: [], reservedNames: [], isEntry: false)
        translator.classes = classes
        translator.currentClass = className
        let fragment = try translator.translate(expr)
        guard fragment.literal, !fragment.throwing else {
            throw Untranslatable(construct: "a default value that is not a literal", range: expr.range)
        }
        return (fragment.code, fragment.code == "nil" || fragment.code.hasPrefix("[") ? .value : fragment.type)
    }

    private func constantsUsed(in bodies: [[Stmt]]) -> [String] {
        var names: [String] = []
        for body in bodies {
            body.forEachExpression { expr in
                if case .constantFetch(let name) = expr.kind, !["true", "false", "null"].contains(name.joined.phpLowercased),
                   !names.contains(name.joined) {
                    names.append(name.joined)
                }
            }
        }
        return names
    }

    /// What a helper returns, from its `return` statements: an SDK object when it returns one.
    private func returnType(of declaration: FunctionDeclaration, depth: Int) -> SwiftType {
        var result: SwiftType = .void
        var created: [String: String] = [:]
        (declaration.body ?? []).forEachExpression { expr in
            if case .assign(let target, let value) = expr.kind, case .variable(let name) = target.kind,
               case .new(.name(let className), _) = value.kind, let known = SDKClasses.knownClass(className.last) {
                created[name] = known
            }
        }
        (declaration.body ?? []).forEachReturn { expr in
            guard result == .void else { return }
            switch expr?.kind {
            case .variable(let name)?: result = created[name].map(SwiftType.object) ?? .value
            case .new(.name(let className), _)?: result = SDKClasses.knownClass(className.last).map(SwiftType.object) ?? .value
            case .call(.name(let name), _)? where depth < 8 && program.functions[name.last.phpLowercased] != nil:
                let inner = returnType(of: program.functions[name.last.phpLowercased]!, depth: depth + 1)
                result = inner == .void ? .value : inner
            case nil: break
            default: result = .value
            }
        }
        return result
    }
}
