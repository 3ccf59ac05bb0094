import PHPSyntax

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

    /// Whether PHP takes the expression as a place a list assigns to (`zend_can_write_to_variable`):
    /// past its elements and properties, a variable, a static property, a `?->` property or a
    /// call, with no `?->` that may end its chain early. (A call is refused later, in other words.)
    var isWritablePlace: Bool {
        var base = self
        while true {
            switch base.kind {
            case .arrayDimFetch(let inner, _), .propertyFetch(let inner, _, nullsafe: false):
                base = inner
            default:
                return base.nodeKind.isVariableOrCall && !base.isShortCircuited
            }
        }
    }
}
