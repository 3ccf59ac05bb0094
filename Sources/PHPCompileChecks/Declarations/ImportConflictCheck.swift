import PHPSyntax

/// A name a file imports with `use` may not stand for two things: not imported twice in one
/// namespace, not imported after the file declared a different class, function or constant of
/// that name, not declared after it was imported. And `null`, `true`, `false` stay PHP's.
///
/// Class and function names compare without case, constant names with case. PHP remembers
/// every declaration of the file by its lowercased full name, but a constant by its name as
/// written; an import in a namespace is looked up with the namespace lowercased, so a constant
/// of a namespace written with capitals never clashes with a later import (PHP's behaviour, kept).
public struct ImportConflictCheck: CompileCheck {
    public static let name = "import-conflict"
    /// After a nested class and a reserved name at the same place.
    public static let reportOrder = 290
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nuse A\\B;\nuse C\\b;\n", "Cannot use C\\b as b because the name is already in use"),
        ("<?php\nuse A\\{B, C\\B};\n", "Cannot use A\\C\\B as B because the name is already in use"),
        ("<?php\nnamespace N;\nclass Foo {}\nuse X\\foo;\n", "Cannot use X\\foo as foo because the name is already in use"),
        ("<?php\nif ($a) {\n    function f() {}\n}\nuse function X\\F;\n", "Cannot use function X\\F as F because the name is already in use"),
        ("<?php\nconst B = 1;\nuse const\n    A\\B;\n", "Cannot use const A\\B as B because the name is already in use"),
        ("<?php\nnamespace N;\nuse A\\B;\n#[Attr]\nfinal\nclass B {}\n", "Cannot declare class N\\B because the name is already in use"),
        ("<?php\nuse A\\B;\ninterface b {}\n", "Cannot declare class b because the name is already in use"),
        ("<?php\nuse function A\\f;\nfunction F() {}\n", "Cannot declare function F because the name is already in use"),
        ("<?php\nnamespace N;\nuse const n\\B;\nconst B = 1;\n", "Cannot declare const N\\B because the name is already in use"),
        ("<?php\nnamespace N;\nconst A = 1,\n    Null = 2;\n", "Cannot redeclare constant 'Null'"),
        // Past the hundred or so names searched in a list: a clash with the first and with the last.
        ("<?php\n" + Self.manyImports + "use Other\\NAME0;\n", "Cannot use Other\\NAME0 as NAME0 because the name is already in use"),
        ("<?php\n" + Self.manyImports + "class name199 {}\n", "Cannot declare class name199 because the name is already in use"),
    ]
    /// Two hundred imports, `Lib\Name0` to `Lib\Name199`.
    static var manyImports: String { (0..<200).map { "use Lib\\Name\($0);\n" }.joined() }
    public static let nonTriggeringExamples = [
        // PHP folds ASCII letters only: Ä imported and ä declared are two names.
        "<?php\nnamespace N;\nuse X\\\u{C4};\nclass \u{E4} {}\n",
        // Names are bytes to PHP: é as one code point and as e and an accent are two classes.
        "<?php\nclass e\u{301} {}\nuse X\\\u{E9};\n",
        "<?php\nuse A\\B;\nuse function A\\B;\nuse const A\\B;\nuse A\\C;\nfunction c() {}\nconst C = 1;\n",
        "<?php\nclass Foo {}\nuse Foo;\nuse \\Foo as Bar;\n",
        "<?php\nnamespace N;\nclass Foo {}\nuse n\\FOO;\n",
        "<?php\nnamespace N;\nuse X\\B;\nnamespace M;\nclass B {}\n",
        // A braced namespace's imports end with it.
        "<?php\nnamespace A {\nuse X\\B;\n}\nnamespace {\nclass B {}\n}\n",
        "<?php\nnamespace Foo;\nconst BAR = 1;\nuse const X\\BAR;\n",
        "<?php\nuse const A\\b;\nconst B = 1;\nuse A\\C;\nclass X { const C = 1; function c() {} }\n",
        "<?php\n" + Self.manyImports + "use Other\\Name200;\nuse const Lib\\NAME0;\nclass Name2000 {}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""
    /// This namespace's imports by the name they bind (compared without case but for constants):
    /// the clause, whose name is made only for a message (most files have many imports and no clash).
    private var imports = Self.noImports
    /// What the file declared so far, by the keys described above; built from `undigested` only
    /// when an import needs it (imports after declarations are rare, declarations common).
    private var declared = ByKind<Set<NameKey>>(empty: [])
    /// Their names, read in place: a string is made of each only when an import comes after it.
    /// With the namespace each was declared in as an index of `namespaces`, the list holds no
    /// reference: emptying it for each file runs no code per entry.
    private var undigested = ByKind<[(namespace: Int, name: NodeString)]>(empty: [])
    /// The namespaces `undigested` names, in the order the walk met them.
    private var namespaces: [String] = []

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        namespace.clear()
        forgetImports()
        declared.modifyEach { $0.clear() }
        undigested.modifyEach { $0.clear() }
        namespaces.clear()
    }

    /// Classes and functions are imported under names PHP compares without case; constants
    /// under exact names.
    private static var noImports: ByKind<NameTable<UseClauseNode>> {
        ByKind(normal: NameTable(folded: true), function: NameTable(folded: true), constant: NameTable(folded: false))
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        guard errors.isEmpty else { return .skipChildren }
        switch statement.kind {
        case .namespace:
            forgetImports()
        case .use(let declaration):
            use(declaration, at: statement.range.start)
        case .function(let function):
            declareFunction(function)
        case .const(let constants):
            declareConstants(constants)
        default:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        if case .namespace(_, _?) = statement.kind {
            forgetImports()
        }
    }

    /// A namespace's imports end with it; the tables keep their room for the next (made anew,
    /// they were freed and grown again for each namespace of each file).
    private mutating func forgetImports() {
        imports.modifyEach { $0.reset() }
    }

    public mutating func visit(_ declaration: ClassNode) -> WalkAction {
        guard errors.isEmpty, !declaration.nameText.isEmpty else { return .visitChildren }
        // The table is handed to the name, not the name to the table: a closure that captured
        // the imports copied all three tables, retaining their arrays, for each class.
        let name = declaration.nameText
        if let imported = imports.read(.normal, { table in table.isEmpty ? nil : name.withBytes { table.entry(named: $0) } }) {
            let full = qualified(declaration.name)
            if !NameFolding.equal(imported.name.joined, full) {
                errors.append(CompileError("Cannot declare class \(full) because the name is already in use", at: declaration.keywordOffset))
            }
        }
        undigest(declaration.nameText, of: .normal)
        return .visitChildren
    }

    private mutating func use(_ declaration: UseNode, at start: Int) {
        for clause in declaration.clauses {
            let kind = clause.kind
            digestDeclarations(of: kind)
            // With nothing of this kind declared yet (most imports come first), the import is
            // noted and looked up in one step, its name read in place: it clashes only when it
            // was there.
            if declared.read(kind, { $0.isEmpty }) {
                if imports.update(kind, { $0.insert(clause) }) { continue }
                report(clause, at: start)
                return
            }
            let alias = clause.boundName
            var clashes = imports.read(kind) { $0.entry(named: alias) != nil }
            if !clashes {
                let key = kind == .constant ? alias : alias.phpLowercased
                let declaredKey = NameResolution.qualified(key, in: namespace.phpLowercased)
                clashes = declared.read(kind) { $0.contains(NameKey(declaredKey)) } && !NameFolding.equal(clause.name.joined, declaredKey)
            }
            if clashes {
                report(clause, at: start)
                return
            }
            _ = imports.update(kind) { $0.insert(clause) }
        }
    }

    private mutating func report(_ clause: UseClauseNode, at start: Int) {
        if let offset = file.nameStart(ofUseAt: start) {
            errors.append(CompileError("Cannot use\(Self.kindWord(clause.kind)) \(clause.name.joined) as \(clause.boundName) because the name is already in use", at: offset))
        }
    }

    private mutating func declareFunction(_ function: FunctionNode) {
        if let imported = imports.read(.function, { $0.isEmpty ? nil : $0.entry(named: function.name) }) {
            let full = qualified(function.name)
            if !NameFolding.equal(imported.name.joined, full) {
                errors.append(CompileError("Cannot declare function \(full) because the name is already in use", at: function.keywordOffset))
                return
            }
        }
        undigest(function.nameText, of: .function)
    }

    /// PHP's keys for what was declared of `kind` since the last import of that kind.
    private mutating func digestDeclarations(of kind: UseDeclaration.Kind) {
        guard !undigested.read(kind, { $0.isEmpty }) else { return }
        for (namespace, text) in undigested.read(kind, { $0 }) {
            let name = text.string
            let full = NameResolution.qualified(name, in: namespaces[namespace])
            let key = NameKey(kind == .constant ? full : full.phpLowercased)
            declared.update(kind) { _ = $0.insert(key) }
        }
        undigested.update(kind) { $0.clear() }
    }

    /// Notes a declaration of `kind` named `name` in the current namespace.
    private mutating func undigest(_ name: NodeString, of kind: UseDeclaration.Kind) {
        if namespaces.last != namespace { namespaces.append(namespace) }
        let index = namespaces.count - 1
        undigested.update(kind) { $0.append((index, name)) }
    }

    private mutating func declareConstants(_ constants: NodeList<ConstantNode>) {
        // PHP names the statement's line, the first constant's.
        guard let offset = constants.first?.range.start else { return }
        for constant in constants {
            if constant.name.utf8.count <= 5 && ["null", "true", "false"].contains(constant.name.phpLowercased) {
                errors.append(CompileError("Cannot redeclare constant '\(constant.name)'", at: offset))
                return
            }
            if let imported = imports.read(.constant, { $0.entry(named: constant.name) }), !NameKey.sameBytes(imported.name.joined, qualified(constant.name)) {
                errors.append(CompileError("Cannot declare const \(qualified(constant.name)) because the name is already in use", at: offset))
                return
            }
            undigest(constant.nameText, of: .constant)
        }
    }

    private func qualified(_ name: String) -> String {
        NameResolution.qualified(name, in: namespace)
    }

    private static func kindWord(_ kind: UseDeclaration.Kind) -> String {
        switch kind {
        case .normal: ""
        case .function: " function"
        case .constant: " const"
        }
    }
}

/// One value per kind of import (class, function, constant), stored apart so that updating one
/// changes it in place.
struct ByKind<Value> {
    private var normal: Value
    private var function: Value
    private var constant: Value

    init(empty: Value) {
        self.init(normal: empty, function: empty, constant: empty)
    }

    init(normal: Value, function: Value, constant: Value) {
        self.normal = normal
        self.function = function
        self.constant = constant
    }

    /// Changes each of the three in place.
    mutating func modifyEach(_ body: (inout Value) -> Void) {
        body(&normal)
        body(&function)
        body(&constant)
    }

    /// `body` with the value of `kind`, read in place. A closure, not a subscript: a subscript's
    /// `_read` is a coroutine, which was not inlined, and allocated its frame and retained what
    /// it yielded for each import; a getter copied the table, retaining each of its arrays.
    @inline(__always)
    func read<Result>(_ kind: UseDeclaration.Kind, _ body: (Value) -> Result) -> Result {
        switch kind {
        case .normal: body(normal)
        case .function: body(function)
        case .constant: body(constant)
        }
    }

    /// `body` with the value of `kind`, changed in place.
    @inline(__always)
    mutating func update<Result>(_ kind: UseDeclaration.Kind, _ body: (inout Value) -> Result) -> Result {
        switch kind {
        case .normal: body(&normal)
        case .function: body(&function)
        case .constant: body(&constant)
        }
    }
}
