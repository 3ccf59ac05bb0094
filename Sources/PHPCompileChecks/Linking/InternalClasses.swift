import PHPSyntax

/// The classes and interfaces PHP 8.2 itself declares (this build's extensions: Core, SPL,
/// date, json, random, Reflection, PDO, Phar, FFI…): when a file is compiled these are already
/// known, so a class of the file may name them as parents or in types. Each line is the name,
/// its kind (class, final, interface) and every class and interface it is an instance of.
/// Listed from reflection (`get_declared_classes()`, `class_parents`, `class_implements`).
enum InternalClasses {
    struct Entry {
        var name: String
        var isFinal: Bool
        var isInterface: Bool
        /// Where the entry's line of `listing` is, in bytes: its ancestors are read from it when
        /// asked (rarely: only a class linked against one of PHP's needs them).
        fileprivate var line: Range<Int>

        /// Lowercased names of the entry itself, its parents and its interfaces.
        var ancestors: Set<NameKey> {
            let text = String(decoding: InternalClasses.listing.utf8.dropFirst(line.lowerBound).prefix(line.count), as: UTF8.self)
            let words = text.split(separator: " ")
            return Set(([words[0]] + words.dropFirst(2)).map { NameKey(String($0).phpLowercased) })
        }

        /// Whether `ancestor`, spelled as the listing spells it, is the entry itself, a parent or
        /// an interface of it: read from its line in place (the line's second word is its kind).
        func descends(from ancestor: StaticString) -> Bool {
            var listing = InternalClasses.listing
            return listing.withUTF8 { bytes in
                ancestor.withUTF8Buffer { wanted in
                    var word = 0
                    var start = line.lowerBound
                    while start < line.upperBound {
                        var end = start
                        while end < line.upperBound && bytes[end] != UInt8(ascii: " ") { end += 1 }
                        if word != 1 && bytes[start..<end].elementsEqual(wanted) { return true }
                        word += 1
                        start = end + 1
                    }
                    return false
                }
            }
        }
    }

    /// Whether a class whose name's last part is `word` could be one of PHP's, in any case: told
    /// in place from every listed name's last part, so that most parents of a framework's
    /// classes are known not to be PHP's before their full names are made.
    static func mayEnd(with word: UnsafeBufferPointer<UInt8>) -> Bool {
        lastParts.mayContain(NameFolding.ends(bytes: word, folded: true))
    }

    /// Every listed name's last part by `NameFolding.ends` (equal for two names that are one, and
    /// for other long names only by chance, which only sends a name on to `named`).
    private static let lastParts = EndsFilter(byName.keys.map { key in
        var text = key.text
        return text.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: "\\")).map { $0 + 1 } ?? 0
            return NameFolding.ends(bytes: UnsafeBufferPointer(rebasing: bytes[start...]), folded: true)
        }
    })

    /// PHP's own class or interface named `name`, in any case. A name in a namespace none of
    /// PHP's classes is in (most parents in a framework's tree) is neither lowercased nor hashed.
    static func named(_ name: String) -> Entry? {
        if let slash = name.utf8.firstIndex(of: UInt8(ascii: "\\")) {
            let first = name.utf8[..<slash]
            guard namespaces.contains(where: { $0.count == first.count && zip($0, first).allSatisfy { $0 == $1.phpLowercased } }) else { return nil }
        }
        return byName[NameKey(name.phpLowercased)]
    }

    /// The first part of every namespaced name listed, lowercased (`random`, `ffi`, `ftp`).
    private static let namespaces: [[UInt8]] = Array(Set(byName.keys.compactMap { key -> [UInt8]? in
        key.text.utf8.firstIndex(of: UInt8(ascii: "\\")).map { Array(key.text.utf8[..<$0]) }
    }))

    /// By lowercased name. Built once per process, on the first class the checks meet.
    static let byName: [NameKey: Entry] = {
        var table: [NameKey: Entry] = [:]
        table.reserveCapacity(256)
        var text = Self.listing
        // Read as bytes in place: the listing split as a collection (of characters, then of
        // `utf8`'s indices) cost more than the rest of a small project's compile-time pass.
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let nameEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")) ?? end
                let kindStart = min(nameEnd + 1, end)
                let kindEnd = bytes[kindStart..<end].firstIndex(of: UInt8(ascii: " ")) ?? end
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), as: UTF8.self)
                let kind = UnsafeBufferPointer(rebasing: bytes[kindStart..<kindEnd])
                table[NameKey(name.phpLowercased)] = Entry(name: name, isFinal: kind.elementsEqual("final".utf8), isInterface: kind.elementsEqual("interface".utf8), line: start..<end)
                start = end + 1
            }
        }
        return table
    }()

    fileprivate static let listing = #"""
        InternalIterator final Iterator Traversable
        Exception class Stringable Throwable
        ErrorException class Exception Throwable Stringable
        Error class Stringable Throwable
        CompileError class Error Throwable Stringable
        ParseError class CompileError Error Stringable Throwable
        TypeError class Error Throwable Stringable
        ArgumentCountError class TypeError Error Stringable Throwable
        ValueError class Error Throwable Stringable
        ArithmeticError class Error Throwable Stringable
        DivisionByZeroError class ArithmeticError Error Stringable Throwable
        UnhandledMatchError class Error Throwable Stringable
        Closure final
        Generator final Iterator Traversable
        ClosedGeneratorException class Exception Throwable Stringable
        WeakReference final
        WeakMap final ArrayAccess Countable IteratorAggregate Traversable
        Attribute final
        ReturnTypeWillChange final
        AllowDynamicProperties final
        SensitiveParameter final
        SensitiveParameterValue final
        Fiber final
        FiberError final Error Throwable Stringable
        stdClass class
        DateTime class DateTimeInterface
        DateTimeImmutable class DateTimeInterface
        DateTimeZone class
        DateInterval class
        DatePeriod class IteratorAggregate Traversable
        LibXMLError class
        OpenSSLCertificate final
        OpenSSLCertificateSigningRequest final
        OpenSSLAsymmetricKey final
        InflateContext final
        DeflateContext final
        HashContext final
        JsonException class Exception Throwable Stringable
        Random\RandomError class Error Throwable Stringable
        Random\BrokenRandomEngineError class Random\RandomError Error Stringable Throwable
        Random\RandomException class Exception Throwable Stringable
        Random\Engine\Mt19937 final Random\Engine
        Random\Engine\PcgOneseq128XslRr64 final Random\Engine
        Random\Engine\Xoshiro256StarStar final Random\Engine
        Random\Engine\Secure final Random\CryptoSafeEngine Random\Engine
        Random\Randomizer final
        ReflectionException class Exception Throwable Stringable
        Reflection class
        ReflectionFunctionAbstract class Reflector Stringable
        ReflectionFunction class ReflectionFunctionAbstract Stringable Reflector
        ReflectionGenerator final
        ReflectionParameter class Stringable Reflector
        ReflectionType class Stringable
        ReflectionNamedType class ReflectionType Stringable
        ReflectionUnionType class ReflectionType Stringable
        ReflectionIntersectionType class ReflectionType Stringable
        ReflectionMethod class ReflectionFunctionAbstract Stringable Reflector
        ReflectionClass class Stringable Reflector
        ReflectionObject class ReflectionClass Reflector Stringable
        ReflectionProperty class Stringable Reflector
        ReflectionClassConstant class Stringable Reflector
        ReflectionExtension class Stringable Reflector
        ReflectionZendExtension class Stringable Reflector
        ReflectionReference final
        ReflectionAttribute class Stringable Reflector
        ReflectionEnum class ReflectionClass Reflector Stringable
        ReflectionEnumUnitCase class ReflectionClassConstant Reflector Stringable
        ReflectionEnumBackedCase class ReflectionEnumUnitCase ReflectionClassConstant Stringable Reflector
        ReflectionFiber final
        LogicException class Exception Throwable Stringable
        BadFunctionCallException class LogicException Exception Stringable Throwable
        BadMethodCallException class BadFunctionCallException LogicException Exception Throwable Stringable
        DomainException class LogicException Exception Stringable Throwable
        InvalidArgumentException class LogicException Exception Stringable Throwable
        LengthException class LogicException Exception Stringable Throwable
        OutOfRangeException class LogicException Exception Stringable Throwable
        RuntimeException class Exception Throwable Stringable
        OutOfBoundsException class RuntimeException Exception Stringable Throwable
        OverflowException class RuntimeException Exception Stringable Throwable
        RangeException class RuntimeException Exception Stringable Throwable
        UnderflowException class RuntimeException Exception Stringable Throwable
        UnexpectedValueException class RuntimeException Exception Stringable Throwable
        RecursiveIteratorIterator class OuterIterator Traversable Iterator
        IteratorIterator class OuterIterator Traversable Iterator
        FilterIterator class IteratorIterator Iterator Traversable OuterIterator
        RecursiveFilterIterator class FilterIterator IteratorIterator OuterIterator Traversable Iterator RecursiveIterator
        CallbackFilterIterator class FilterIterator IteratorIterator OuterIterator Traversable Iterator
        RecursiveCallbackFilterIterator class CallbackFilterIterator FilterIterator IteratorIterator Iterator Traversable OuterIterator RecursiveIterator
        ParentIterator class RecursiveFilterIterator FilterIterator IteratorIterator RecursiveIterator Iterator Traversable OuterIterator
        LimitIterator class IteratorIterator Iterator Traversable OuterIterator
        CachingIterator class IteratorIterator Stringable Iterator Traversable OuterIterator ArrayAccess Countable
        RecursiveCachingIterator class CachingIterator IteratorIterator Countable ArrayAccess OuterIterator Traversable Iterator Stringable RecursiveIterator
        NoRewindIterator class IteratorIterator Iterator Traversable OuterIterator
        AppendIterator class IteratorIterator Iterator Traversable OuterIterator
        InfiniteIterator class IteratorIterator Iterator Traversable OuterIterator
        RegexIterator class FilterIterator IteratorIterator OuterIterator Traversable Iterator
        RecursiveRegexIterator class RegexIterator FilterIterator IteratorIterator Iterator Traversable OuterIterator RecursiveIterator
        EmptyIterator class Iterator Traversable
        RecursiveTreeIterator class RecursiveIteratorIterator Iterator Traversable OuterIterator
        ArrayObject class IteratorAggregate Traversable ArrayAccess Serializable Countable
        ArrayIterator class SeekableIterator Traversable Iterator ArrayAccess Serializable Countable
        RecursiveArrayIterator class ArrayIterator Countable Serializable ArrayAccess Iterator Traversable SeekableIterator RecursiveIterator
        SplFileInfo class Stringable
        DirectoryIterator class SplFileInfo Stringable SeekableIterator Traversable Iterator
        FilesystemIterator class DirectoryIterator SplFileInfo Iterator Traversable SeekableIterator Stringable
        RecursiveDirectoryIterator class FilesystemIterator DirectoryIterator SplFileInfo Stringable SeekableIterator Traversable Iterator RecursiveIterator
        GlobIterator class FilesystemIterator DirectoryIterator SplFileInfo Stringable SeekableIterator Traversable Iterator Countable
        SplFileObject class SplFileInfo Stringable RecursiveIterator Traversable Iterator SeekableIterator
        SplTempFileObject class SplFileObject SplFileInfo SeekableIterator Iterator Traversable RecursiveIterator Stringable
        SplDoublyLinkedList class Iterator Traversable Countable ArrayAccess Serializable
        SplQueue class SplDoublyLinkedList Serializable ArrayAccess Countable Traversable Iterator
        SplStack class SplDoublyLinkedList Serializable ArrayAccess Countable Traversable Iterator
        SplHeap class Iterator Traversable Countable
        SplMinHeap class SplHeap Countable Traversable Iterator
        SplMaxHeap class SplHeap Countable Traversable Iterator
        SplPriorityQueue class Iterator Traversable Countable
        SplFixedArray class IteratorAggregate Traversable ArrayAccess Countable JsonSerializable
        SplObjectStorage class Countable Iterator Traversable Serializable ArrayAccess
        MultipleIterator class Iterator Traversable
        SessionHandler class SessionHandlerInterface SessionIdInterface
        __PHP_Incomplete_Class final
        AssertionError class Error Throwable Stringable
        php_user_filter class
        Directory class
        SodiumException class Exception Throwable Stringable
        PDOException class RuntimeException Exception Stringable Throwable
        PDO class
        PDOStatement class IteratorAggregate Traversable
        PDORow final
        FFI\Exception class Error Throwable Stringable
        FFI\ParserException final FFI\Exception Error Stringable Throwable
        FFI final
        FFI\CData final
        FFI\CType final
        finfo class
        FTP\Connection final
        PharException class Exception Throwable Stringable
        Phar class RecursiveDirectoryIterator FilesystemIterator DirectoryIterator SplFileInfo RecursiveIterator Iterator Traversable SeekableIterator Stringable Countable ArrayAccess
        PharData class RecursiveDirectoryIterator FilesystemIterator DirectoryIterator SplFileInfo RecursiveIterator Iterator Traversable SeekableIterator Stringable Countable ArrayAccess
        PharFileInfo class SplFileInfo Stringable
        Shmop final
        Socket final
        AddressInfo final
        SysvMessageQueue final
        SysvSemaphore final
        SysvSharedMemory final
        PhpToken class Stringable
        Traversable interface
        IteratorAggregate interface Traversable
        Iterator interface Traversable
        Serializable interface
        ArrayAccess interface
        Countable interface
        Stringable interface
        Throwable interface Stringable
        UnitEnum interface
        BackedEnum interface UnitEnum
        DateTimeInterface interface
        JsonSerializable interface
        Random\Engine interface
        Random\CryptoSafeEngine interface Random\Engine
        Reflector interface Stringable
        RecursiveIterator interface Iterator Traversable
        OuterIterator interface Iterator Traversable
        SeekableIterator interface Iterator Traversable
        SplObserver interface
        SplSubject interface
        SessionHandlerInterface interface
        SessionIdInterface interface
        SessionUpdateTimestampHandlerInterface interface
        """#
}
