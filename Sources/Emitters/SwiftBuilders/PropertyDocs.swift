/// The `///` line above a builder's stored property: which PHP value it stands for.
enum PropertyDocs {
    static func text(php: String, function: String?, isParameter: Bool) -> String {
        if php.hasPrefix("$this->") {
            let owner = function?.components(separatedBy: "::").first ?? "the object"
            return "`\(php)`: the `\(owner)` object's property, as the class declares it unless set."
        }
        if php.hasPrefix("$") {
            if isParameter, let function { return "`\(php)`, the parameter of `\(function)()`." }
            return "`\(php)`, which the PHP reads without assigning it."
        }
        return "The constant `\(php)`."
    }
}
