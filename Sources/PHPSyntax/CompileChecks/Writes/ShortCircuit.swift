extension ExprNode {
    /// Whether a `?->` in the expression's chain may end it early (PHP's
    /// `zend_ast_is_short_circuited`): a nullsafe property or method, or an element, property,
    /// call or static member of one. Such a chain is no place to write to or take a reference of.
    var isShortCircuited: Bool {
        var link = self
        while true {
            switch link.kind {
            case .propertyFetch(_, _, nullsafe: true), .methodCall(_, _, _, nullsafe: true):
                return true
            case .arrayDimFetch(let base, _), .propertyFetch(let base, _, _), .methodCall(let base, _, _, _):
                link = base
            case .staticPropertyFetch(.expression(let base), _), .staticCall(.expression(let base), _, _):
                link = base
            default:
                return false
            }
        }
    }
}
