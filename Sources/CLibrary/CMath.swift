#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// C's math functions, under a name apart from PHP's own (`pow`) in the runtime's code.
public enum CMath {
    public static func pow(_ base: Double, _ exponent: Double) -> Double {
        #if canImport(Glibc)
        Glibc.pow(base, exponent)
        #elseif canImport(Musl)
        Musl.pow(base, exponent)
        #else
        Darwin.pow(base, exponent)
        #endif
    }
}
