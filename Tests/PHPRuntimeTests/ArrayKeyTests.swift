import Testing
import PHPRuntime

/// `$a[$value]`'s key. The float rows are what php 8.2 (64-bit) stores: floats are cut as
/// `(int)` cuts them, out-of-range ones wrapping modulo 2^64, INF and NAN becoming 0.
@Suite struct ArrayKeyTests {
    @Test(arguments: [
        (PHPValue.float(2.7), PHPArray.Key.int(2)),
        (.float(1e19), .int(-8_446_744_073_709_551_616)),
        (.float(-1e19), .int(8_446_744_073_709_551_616)),
        (.float(.infinity), .int(0)),
        (.float(.nan), .int(0)),
        (.bool(true), .int(1)),
        (.null, .string([])),
        (.string(Array("07".utf8)), .string(Array("07".utf8))),
        (.string(Array("7".utf8)), .int(7)),
    ])
    func key(_ value: PHPValue, _ expected: PHPArray.Key) {
        #expect(PHPArray.Key(value) == expected)
    }

    @Test func arraysObjectsAndUnknownsAreNoKeys() {
        #expect(PHPArray.Key(.array(PHPArray())) == nil)
        #expect(PHPArray.Key(.unknown(UnknownValue(expression: "$k"))) == nil)
    }
}
