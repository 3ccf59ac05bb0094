import PHPSyntax

/// One name, one declaration: two functions of one name at the top of a file, two methods,
/// properties or constants of one name in a class, two parameters of one name.
public struct RedeclarationCheck: ClassMemberCheck, SignatureCheck {
    public static let name = "redeclaration"
    public static let reportOrder = 90
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction build() {}\n\nfunction BUILD() {}\n", "Cannot redeclare BUILD() (previously declared in example.php:2)"),
        ("<?php\nnamespace N;\nfunction f() {}\nfunction f() {}\n", "Cannot redeclare N\\f() (previously declared in example.php:3)"),
        ("<?php\nnamespace A {\nfunction f() {}\n}\nnamespace A {\nfunction f() {}\n}\n", "Cannot redeclare A\\f() (previously declared in example.php:3)"),
        ("<?php\nclass A\n{\n    function f() {}\n    function F() {}\n}\n", "Cannot redeclare A::F()"),
        // Past 128 members the names are kept in a set, and past 256 the first look leaves them
        // all to the exact check: the same comparison.
        ("<?php\nclass A\n{\n" + (0..<300).map { "    function f\($0)() {}\n" }.joined() + "    function F7() {}\n}\n", "Cannot redeclare A::F7()"),
        ("<?php\nnamespace N;\nclass A\n{\n    function f() {}\n    function f() {}\n}\n", "Cannot redeclare N\\A::f()"),
        // Longer than the eight bytes the first look compares, and differing only in case past them.
        ("<?php\nclass A\n{\n    function processItems() {}\n    function processITEMS() {}\n}\n", "Cannot redeclare A::processITEMS()"),
        // Longer than sixteen bytes: the first look cannot settle them, the tables do.
        ("<?php\nclass A\n{\n    function transformUserResource() {}\n    function TRANSFORMUSERRESOURCE() {}\n}\n", "Cannot redeclare A::TRANSFORMUSERRESOURCE()"),
        // More names than members: past the room made for them, the exact check finds the repeat.
        ("<?php\nclass A { public $p0, $p1, $p2, $p3, $p4, $p5, $p6, $p7, $p8, $p9, $p10, $p11, $p12, $p13, $p14, $p15, $p16, $p17, $p18, $p0; }\n", "Cannot redeclare A::$p0"),
        ("<?php\nclass A\n{\n    protected $x;\n    private $x;\n}\n", "Cannot redeclare A::$x"),
        ("<?php\nclass A\n{\n    public $x;\n    function __construct(public $x) {}\n}\n", "Cannot redeclare A::$x"),
        ("<?php\nclass A\n{\n    function __construct(public $x) {}\n    public $x;\n}\n", "Cannot redeclare A::$x"),
        ("<?php\nclass A\n{\n    const X = 1;\n    const X = 2;\n}\n", "Cannot redefine class constant A::X"),
        ("<?php\nenum E\n{\n    case A;\n    case\n    A;\n}\n", "Cannot redefine class constant E::A"),
        ("<?php\nfunction f($a,\n    $a) {}\n", "Redefinition of parameter $a"),
        ("<?php\nclass A\n{\n    function __construct(public $x, public $x) {}\n}\n", "Redefinition of parameter $x"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nif ($a) {\n    function f() {}\n} else {\n    function f() {}\n}\n",
        // PHP folds ASCII letters only: Ä and ä are two names.
        "<?php\nclass A\n{\n    function \u{C4}() {}\n    function \u{E4}() {}\n}\n",
        // Names are bytes to PHP: é written as one code point and as e and an accent are two.
        "<?php\nfunction f($\u{E9}, $e\u{301}) {}\nfunction \u{E9}() {}\nfunction e\u{301}() {}\n",
        // More names than members: past the room made for them, the exact check takes the class.
        "<?php\nclass A { public $p0, $p1, $p2, $p3, $p4, $p5, $p6, $p7, $p8, $p9, $p10, $p11, $p12, $p13, $p14, $p15, $p16, $p17, $p18, $p19; }\n",
        "<?php\nnamespace A;\nfunction f() {}\nnamespace B;\nfunction f() {}\n",
        // Past a braced namespace is the global one.
        "<?php\nnamespace A {\nfunction f() {}\n}\nnamespace {\nfunction f() {}\n}\n",
        "<?php\nclass A { function f() {} }\nclass B { function f() {} }\n",
        // Same length and first and last eight bytes, different names: the first look cannot tell
        // them apart, the tables can.
        "<?php\nclass A\n{\n    function transformUserResource() {}\n    function transformPostResource() {}\n}\n",
        // Same length and first eight bytes, different names: told apart by their last eight.
        "<?php\nclass A\n{\n    public $attributeA;\n    public $attributeB;\n    function getAttributeA() {}\n    function getAttributeB() {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// Statements entered that are not a namespace or declare block: functions declared inside
    /// them are declared when they run, and may be declared twice.
    private var nesting = 0
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""
    /// Top-level functions by lowercased qualified name: the first one's offset (its line is
    /// worked out only for a message, so files with no repeat never build a line table).
    private var functions: [NameKey: Int] = [:]

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        nesting = 0
        namespace.clear()
        functions.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .namespace, .declare:
            break
        case .function(let function) where nesting == 0:
            let qualified = NameResolution.qualified(function.name, in: namespace)
            let key = NameKey(qualified.phpLowercased)
            if let first = functions[key] {
                let line = file.location(of: first).line
                errors.append(CompileError("Cannot redeclare \(qualified)() (previously declared in \(file.path):\(line))", at: statement.range.start))
            } else {
                functions[key] = statement.range.start
            }
            nesting += 1
        default:
            nesting += 1
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        switch statement.nodeKind {
        case .namespace, .declare:
            break
        default:
            nesting -= 1
        }
    }

    public static let signatureFacts: FunctionOutline.Facts = [.repeatedNames]

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        let parameters = function.parameters
        for (index, parameter) in parameters.enumerated() where index > 0 && parameters[..<index].contains(where: { $0.nameText == parameter.nameText }) {
            // PHP names the function's line, not the parameter's.
            errors.append(CompileError("Redefinition of parameter $\(parameter.name)", at: function.keywordOffset))
        }
        return .visitChildren
    }

    /// Most classes declare nothing twice.
    public static let memberFacts: ClassOutline.Facts = [.repeatedNames]

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        // Called only for a class whose names may repeat: the qualified name is worked out only
        // for a message.
        let namespace = self.namespace
        let redeclared = Self.redeclaredMembers(of: declaration, className: namespace.isEmpty || declaration.name.isEmpty ? declaration.name : namespace + "\\" + declaration.name)
        if !redeclared.isEmpty { errors += redeclared }
        return .visitChildren
    }

    /// The members `declaration` declares twice, as PHP words them (PHP stops at the class body,
    /// before it links the class to a parent).
    static func redeclaredMembers(of declaration: ClassNode, className: @autoclosure () -> String) -> [CompileError] {
        var found: [CompileError] = []
        // The names are read in place: no string is made but for a message.
        var methods = NameTable<NodeString>(folded: true, expected: declaration.members.count)
        var properties = NameTable<NodeString>(folded: false)
        var constants = NameTable<NodeString>(folded: false)
        for member in declaration.members {
            switch member.kind {
            case .method(_, let method):
                if !methods.insert(method.nameText) {
                    found.append(CompileError("Cannot redeclare \(className())::\(method.name)()", at: member.range.start))
                }
                // A constructor's promoted parameters declare properties too (one that may not
                // promote is another check's error).
                guard method.body != nil, declaration.kind != .interface, NameFolding.matches(method.nameText, "__construct") else { continue }
                let parameters = method.parameters
                for (index, parameter) in parameters.enumerated() {
                    // A parameter named twice stops PHP before it declares the property.
                    if parameters[..<index].contains(where: { $0.nameText == parameter.nameText }) { break }
                    if !parameter.modifiers.isEmpty && !parameter.variadic && !properties.insert(parameter.nameText) {
                        found.append(CompileError("Cannot redeclare \(className())::$\(parameter.name)", at: method.keywordOffset))
                    }
                }
            case .property(_, _, let items):
                for item in items where !properties.insert(item.nameText) {
                    found.append(CompileError("Cannot redeclare \(className())::$\(item.name)", at: item.range.start))
                }
            case .constant(_, let declared):
                for constant in declared where !constants.insert(constant.nameText) {
                    found.append(CompileError("Cannot redefine class constant \(className())::\(constant.name)", at: constant.range.start))
                }
            case .enumCase(let name, _):
                if !constants.insert(name) {
                    // At the name's line, as a constant's.
                    found.append(CompileError("Cannot redefine class constant \(className())::\(name)", at: name.offset ?? member.range.start))
                }
            case .traitUse:
                break
            }
        }
        return found
    }
}
