import PHPRuntime
import Testing

/// The weight and unknown count an array keeps as it changes: what bounds every walk over it.
@Suite struct ArrayWeightTests {
    @Test func weightFollowsEveryChange() {
        var array = PHPArray()
        #expect(array.weight == 0)
        array.append(.int(1))
        array.append(.string(Array("abc".utf8)))
        #expect(array.weight == 64 + 67)
        array[.int(0)] = .string(Array("xy".utf8))
        #expect(array.weight == 66 + 67)
        array[.int(1)] = nil
        #expect(array.weight == 66)
        var outer = PHPArray()
        outer.append(.array(array))
        outer.append(.array(array))
        #expect(outer.weight == 2 * (64 + 66))
    }

    @Test func unknownCountFollowsEveryChange() {
        var inner = PHPArray()
        inner.append(.unknown(UnknownValue(expression: "$x")))
        var outer = PHPArray(list: [.array(inner), .int(1)])
        #expect(PHPValue.array(outer).containsUnknown)
        #expect(PHPValue.array(outer).unknowns.map(\.expression) == ["$x"])
        outer[.int(0)] = .int(2)
        #expect(!PHPValue.array(outer).containsUnknown)
        #expect(PHPValue.array(outer).unknowns.isEmpty)
    }

    /// `$a = [$a, $a]` sixty times: past the weight limit the nested array is an unknown.
    @Test func aDoubledArrayStopsAtTheLimit() {
        var value = PHPValue.array(PHPArray(list: [.string(Array(repeating: 120, count: 1000))]))
        for _ in 0..<60 { value = .array(PHPArray(list: [value, value])) }
        guard case .array(let array) = value else { Issue.record("not an array"); return }
        #expect(array.weight <= PHPArray.maximumWeight)
        #expect(value.containsUnknown)
        #expect(value.unknowns.first?.expression == "an array larger than 64 MiB")
    }

    @Test func appendingInPlaceKeepsTheArray() {
        var value = PHPValue.array(PHPArray(list: [.int(1)]))
        #expect(value.modifyArray { $0.append(.int(2)) })
        #expect(value == .array(PHPArray(list: [.int(1), .int(2)])))
        var scalar = PHPValue.int(3)
        #expect(!scalar.modifyArray { $0.append(.int(2)) })
        #expect(scalar == .int(3))
    }
}
