// The one place that says how gtpush reaches Foundation and the C library: a module that
// imports `CLibrary` (or `Platform`) has both. `FoundationEssentials` where it exists (Linux, where `Foundation`
// would bring ICU's data and a millisecond of start-up), `Foundation` on Apple's systems, where
// the essentials are part of it; and Glibc, Musl or Darwin.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
