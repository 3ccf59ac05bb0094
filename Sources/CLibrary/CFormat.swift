#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `printf` conversions of a double (`%.15g`, `%.2f`, `%.14G`, `%.16e`), which PHP's
/// own number formatting follows: what `String(format:)` gave, without Foundation.
public enum CFormat {
    public static func string(_ format: String, _ value: Double) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let written = buffer.withUnsafeMutableBufferPointer { out in
                withVaList([value]) { vsnprintf(out.baseAddress, capacity, format, $0) }
            }
            guard written >= 0 else { return "" }
            if Int(written) < capacity {
                return String(decoding: buffer[..<Int(written)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(written) + 1
        }
    }
}
