import GeTuiModel
import PHPRuntime
import PHPSyntax

/// Joins the paths an unknown condition split, where one state can stand for both.
///
/// Independent fallbacks (`if (isset($badge)) $apn->badge = (int)$badge;` four times over) would
/// otherwise multiply paths: 2, 4, 8, 16, until the path budget cuts the analysis short. Two
/// states join when every difference between them can be held as one unknown value:
/// - a value that is unknown on either side stays that unknown (it may be anything, the other
///   side's value included);
/// - two known values that differ are joined only when that is the state's one difference, as an
///   unknown named after the condition that chose between them;
/// - a payload field joins only when one side still holds the SDK's default, so the joined field
///   keeps the one statement that wrote it, which is what a fix rewrites (alert fields, which no
///   fix rewrites, join either way).
///
/// Anything else (an object created on one side only, a template given a payload on one side,
/// a custom value added on one side) keeps the paths apart: what differs together stays together.
enum PathJoin {
    /// `states`, with every pair that can be joined joined, in their first order.
    static func join(_ states: [InterpreterState], condition: UnknownValue) -> [InterpreterState] {
        guard states.count > 1 else { return states }
        var joined: [InterpreterState] = []
        for state in states {
            if let index = joined.indices.first(where: { joined[$0].flow == state.flow }),
               let both = join(joined[index], state, condition: condition) {
                joined[index] = both
            } else {
                joined.append(state)
            }
        }
        return joined
    }

    /// The state that stands for both, or nil when they differ in a way one state cannot hold.
    static func join(_ left: InterpreterState, _ right: InterpreterState, condition: UnknownValue) -> InterpreterState? {
        guard left.flow == right.flow, left.fatalError == right.fatalError, left.extractedUnknown == right.extractedUnknown,
              left.statics == right.statics, left.rawBodies == right.rawBodies else { return nil }
        var joiner = Joiner(condition: condition)
        var result = left
        result.returnValue = joiner.value(left.returnValue, right.returnValue)
        result.variables = [:]
        for name in Set(left.variables.keys).union(right.variables.keys) {
            result.variables[name] = joiner.value(left.variables[name], right.variables[name])
        }
        guard let heap = joiner.heap(left.heap, right.heap) else { return nil }
        guard joiner.knownDifferences <= 1, !joiner.apart else { return nil }
        result.heap = heap
        result.assumptions = Array(zip(left.assumptions, right.assumptions).prefix { $0 == $1 }.map(\.0))
        result.decided = left.decided.filter { right.decided[$0.key] == $0.value }
        result.sdkBodies = left.sdkBodies.union(right.sdkBodies)
        return result
    }

    /// Joins values and counts the differences only an unknown named after the condition can hold.
    private struct Joiner {
        var condition: UnknownValue
        var knownDifferences = 0
        /// Set when the sides differ in a way no value can hold.
        var apart = false

        /// A variable or property set on one side only: unknown (PHP's null on the other side).
        mutating func value(_ left: PHPValue?, _ right: PHPValue?) -> PHPValue {
            guard let left, let right else {
                if let present = left ?? right, present.isUnknown { return present }
                knownDifferences += 1
                return .unknown(condition)
            }
            return value(left, right)
        }

        mutating func value(_ left: PHPValue, _ right: PHPValue) -> PHPValue {
            if left == right { return left }
            if case .array(let a) = left, case .array(let b) = right, RawBody.isBody(a) || RawBody.isBody(b) {
                return body(a, b)
            }
            let unknowns = left.unknowns + right.unknowns
            if let first = unknowns.first, left.isUnknown || right.isUnknown {
                var sources: [String] = []
                for unknown in unknowns {
                    for source in unknown.sources where !sources.contains(source) { sources.append(source) }
                }
                return .unknown(UnknownValue(expression: first.expression, sources: sources,
                                             isTruthy: left.truthiness == true && right.truthiness == true))
            }
            knownDifferences += 1
            var chosen = condition
            chosen.isTruthy = left.truthiness == true && right.truthiness == true
            return .unknown(chosen)
        }

        /// Two request bodies, key by key: joined as one unknown they would be no body, and the
        /// payload the code posts would be lost. A key one path wrote and the other did not
        /// (`if ($badge) $body[…]['auto_badge'] = $badge;`) joins as a payload field the other
        /// path left at its default does: unknown, which the kinds read as set or not. Bodies whose
        /// known values differ (a sound each path chose) keep the paths apart, so each says what it
        /// sends, as do bodies that hold their common keys in another order.
        private mutating func body(_ left: PHPArray, _ right: PHPArray) -> PHPValue {
            guard left.keys.filter({ right[$0] != nil }) == right.keys.filter({ left[$0] != nil }) else {
                apart = true
                return .array(left)
            }
            var pairs: [(PHPArray.Key, PHPValue)] = []
            for (key, mine) in left.entries {
                guard let theirs = right[key] else {
                    pairs.append((key, value(mine, nil)))
                    continue
                }
                if mine == theirs {
                    pairs.append((key, mine))
                } else if case .array(let a) = mine, case .array(let b) = theirs {
                    pairs.append((key, body(a, b)))
                } else if mine.isUnknown || theirs.isUnknown {
                    pairs.append((key, value(mine, theirs)))
                } else {
                    apart = true
                    return .array(left)
                }
            }
            for (key, theirs) in right.entries where left[key] == nil {
                pairs.append((key, value(nil, theirs)))
            }
            return .array(PHPArray(pairs: pairs))
        }

        /// A payload's field: the side that still holds the default takes the other side's
        /// statement. Two statements cannot be one origin, and fixes rewrite payload fields at
        /// their origin, so a field both sides wrote keeps the paths apart.
        mutating func payloadField(_ left: Assigned, _ right: Assigned) -> Assigned? {
            if left == right { return left }
            guard left.origin == nil || right.origin == nil else { return nil }
            return Assigned(value(left.value, right.value), origin: left.origin ?? right.origin)
        }

        /// An alert's field (`if (isset($t)) $alert->title = $t; else $alert->title = 'Notice';`):
        /// no fix rewrites it, so both sides may have written it; the joined field points at
        /// the statement that wrote the unknown, which is the one a message names.
        mutating func alertField(_ left: Assigned, _ right: Assigned) -> Assigned {
            if left == right { return left }
            let origin = right.value.isUnknown && !left.value.isUnknown ? right.origin ?? left.origin : left.origin ?? right.origin
            return Assigned(value(left.value, right.value), origin: origin)
        }

        mutating func heap(_ left: SDKHeap, _ right: SDKHeap) -> SDKHeap? {
            if left == right { return left }
            guard left.creations == right.creations, Set(left.objects.keys) == Set(right.objects.keys) else { return nil }
            var result = left
            for handle in left.handles {
                guard let a = left[handle], let b = right[handle] else { return nil }
                if a == b { continue }
                guard let object = object(a, b) else { return nil }
                result[handle] = object
            }
            return result
        }

        mutating func object(_ left: SDKObject, _ right: SDKObject) -> SDKObject? {
            switch (left, right) {
            case (.apnPayload(var a), .apnPayload(var b)):
                var joined = a
                for field in APNPayload.Field.allCases {
                    guard let both = payloadField(a[field], b[field]) else { return nil }
                    joined[field] = both
                    a[field] = Assigned(.null)
                    b[field] = Assigned(.null)
                }
                return a == b ? .apnPayload(joined) : nil
            case (.dictionaryAlert(var a), .dictionaryAlert(var b)):
                var joined = a
                for field in DictionaryAlertMsg.Field.allCases {
                    joined[field] = alertField(a[field], b[field])
                    a[field] = Assigned(.null)
                    b[field] = Assigned(.null)
                }
                return a == b ? .dictionaryAlert(joined) : nil
            case (.simpleAlert(var a), .simpleAlert(var b)):
                let both = alertField(a.alertMsg, b.alertMsg)
                a.alertMsg = both
                b.alertMsg = both
                return a == b ? .simpleAlert(a) : nil
            case (.other(let className, let a), .other(let otherName, let b)) where className == otherName:
                var joined: [String: PHPValue] = [:]
                for name in Set(a.keys).union(b.keys) {
                    joined[name] = value(a[name], b[name])
                }
                return .other(className: className, properties: joined)
            default:
                return nil
            }
        }
    }
}
