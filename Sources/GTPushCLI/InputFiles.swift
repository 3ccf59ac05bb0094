import PHPSyntax
import Platform
import PushAnalysis
import PushRules

/// The files a command reads: paths as given, directories walked (CLI.md, "Inputs"), `-` for
/// standard input. Problems are collected, not thrown, so one unreadable file does not stop a run.
struct InputFiles {
    struct Problem: Error {
        var path: String
        /// In English; `localized` is the same sentence for the other languages.
        var message: String
        var localized: Message
        /// Where in the file the problem is, when it is in the bytes rather than in reading them.
        var location: SourceLocation? = nil
        /// A file that was read but is not text: GT002's warning (RULES.md), not unreadable input.
        var isBinary = false

        init(path: String, _ localized: Message, location: SourceLocation? = nil, isBinary: Bool = false) {
            self.path = ProjectPath.shown(path)
            self.localized = localized
            self.message = localized.text(.english)
            self.location = location
            self.isBinary = isBinary
        }

        var formatted: String { formatted(.english) }

        func formatted(_ language: Language) -> String {
            let severity = isBinary ? "warning" : "error"
            let code = isBinary ? " [GT002]" : ""
            let message = localized.text(language)
            guard let location else { return "\(OneLine.escaped(path)): \(severity): \(message)\(code)" }
            return "\(OneLine.escaped(path)):\(location.line):\(location.column): \(severity): \(message)\(code)"
        }

        /// GT002, for the reports that list file problems beside rule findings.
        func diagnostic(_ language: Language) -> Diagnostic {
            Diagnostic(path: path, location: location ?? SourceLocation(line: 0, column: 0), severity: isBinary ? .warning : .error, message: localized.text(language), code: "GT002")
        }
    }

    /// Display paths in a deterministic order: as given, and sorted within a directory.
    private(set) var paths: [String] = []
    private(set) var problems: [Problem] = []
    /// The paths named on the command line (or in `gtpush.json`'s `paths`) that an exclusion
    /// left out, and the exclusions that did.
    private(set) var excludedNamed: [(path: String, by: [ExcludeList.Entry])] = []
    /// How many files and folders found by walking an exclusion left out.
    private(set) var excludedWalked = 0
    /// The paths as given.
    private(set) var given: [String] = []
    /// The exclusions in force.
    var exclusions: ExcludeList { exclude }

    private var exclude = ExcludeList.none
    private let current = ProjectPath.currentDirectory

    static let documentExtensions: Set<String> = ["php", "md", "txt", "markdown"]
    /// `documentExtensions` as bytes, for the test of an ASCII ending (a string's UTF-8 view,
    /// compared element by element, cost hundreds of instructions a file).
    private static let extensionBytes = documentExtensions.map { Array($0.utf8) }

    /// Whether a file's name ends in one of `documentExtensions`, in any case. An ASCII ending is
    /// compared byte by byte; any other goes through Unicode lowercasing, as every name once did
    /// (that cost more than reading the entry, on every file of a tree).
    static func hasDocumentExtension(_ name: String) -> Bool {
        let asciiEnding: Bool? = name.withUTF8Bytes { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            let ending = bytes[(dot + 1)...]
            guard ending.allSatisfy({ $0 < 0x80 }) else { return nil }
            return extensionBytes.contains { wanted in wanted.count == ending.count && zip(wanted, ending).allSatisfy { $0 == $1.phpLowercased } }
        }
        if let asciiEnding { return asciiEnding }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return documentExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// A directory's entries in String's order of their names, which for ASCII names is their
    /// bytes' order: those are compared as bytes, each name's taken once (String's comparison
    /// cost hundreds of instructions a pair, on every directory of a tree).
    static func sortedByName(_ entries: [(name: String, isDirectory: Bool)]) -> [(name: String, isDirectory: Bool)] {
        guard entries.count > 1 else { return entries }
        // Every name's bytes in one buffer, each found by its start and length.
        var bytes: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(entries.count)
        for entry in entries {
            let start = bytes.count
            bytes.append(contentsOf: entry.name.utf8)
            spans.append((start, bytes.count - start))
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return entries.sorted { $0.name < $1.name } }
        let order = bytes.withUnsafeBufferPointer { buffer in
            spans.indices.sorted { a, b in
                let (left, right) = (spans[a], spans[b])
                let compared = memcmp(buffer.baseAddress! + left.start, buffer.baseAddress! + right.start, min(left.count, right.count))
                return compared != 0 ? compared < 0 : left.count < right.count
            }
        }
        return order.map { entries[$0] }
    }

    /// `exclude` leaves out named files and walked ones alike (a pre-commit hook names files,
    /// and the project's exclusions must hold there too); `-` is never excluded.
    init(_ arguments: [String], includeVendor: Bool = false, exclude: ExcludeList = .none) {
        self.exclude = exclude
        given = arguments
        for argument in arguments {
            if argument == "-" {
                paths.append("-")
                continue
            }
            let excluders = exclude.matching(argument, current: current)
            if !excluders.isEmpty {
                excludedNamed.append((argument, excluders))
                continue
            }
            guard let info = Self.status(argument) else {
                problems.append(Problem(path: argument, Message("cli.file.missing")))
                continue
            }
            if info.isDirectory {
                walk(argument, includeVendor: includeVendor)
            } else if let refusal = NotAFile(mode: info.st_mode) {
                problems.append(Problem(path: argument, refusal.message))
            } else {
                paths.append(argument)
            }
        }
    }

    private mutating func walk(_ directory: String, includeVendor: Bool) {
        let found = Self.listing(of: directory, includeVendor: includeVendor, exclude: exclude, current: current)
        paths += found.paths
        problems += found.problems
        excludedWalked += found.excluded
    }

    /// The files found under one directory, in the order of the walk.
    private struct Listing: Sendable {
        var paths: [String] = []
        var problems: [Problem] = []
        /// Files to read and folders to walk that an exclusion left out.
        var excluded = 0
    }

    /// A directory entry worth keeping: a folder to walk, a file to read, or one named like a
    /// file to read that is not a file (a FIFO, a device), which is said rather than read.
    private struct Kept: Sendable {
        var path: String
        var isDirectory: Bool
        var refusal: NotAFile? = nil
    }

    /// Walks `directory`: its entries sorted by name, each file kept by its name's ending and each
    /// folder walked in turn, vendor/ and hidden ones left out; the result keeps the order of a
    /// walk on one thread. The folders are listed a level at a time, each level's on all cores (a
    /// tree's walk ran alone before any file was read): one set of workers a level, not one a
    /// folder, as a worker thread costs more to start than a small folder costs to list.
    private static func listing(of directory: String, includeVendor: Bool, exclude: ExcludeList, current: String) -> Listing {
        @Sendable func list(_ folder: String) -> FolderEntries {
            entries(of: folder, includeVendor: includeVendor, exclude: exclude, current: current)
        }
        var listed: [String: FolderEntries] = [:]
        var level = [directory]
        while !level.isEmpty {
            let found = level.count > 1 ? ParallelMap.map(level, list) : level.map(list)
            var next: [String] = []
            for (folder, entries) in zip(level, found) {
                listed[folder] = entries
                next += entries.kept.filter { $0.isDirectory && $0.refusal == nil }.map(\.path)
            }
            level = next
        }
        // Put together depth first, as a walk on one thread finds them: a stack of folders, each
        // with the place reached in its entries.
        var result = Listing(excluded: listed.values.reduce(0) { $0 + $1.excluded })
        var open: [(entries: [Kept], next: Int)] = []
        func enter(_ folder: String) {
            guard let entries = listed[folder] else { return }
            if let problem = entries.problem { result.problems.append(problem) }
            open.append((entries.kept, 0))
        }
        enter(directory)
        while let top = open.last {
            guard top.next < top.entries.count else {
                open.removeLast()
                continue
            }
            let entry = top.entries[top.next]
            open[open.count - 1].next += 1
            if let refusal = entry.refusal {
                result.problems.append(Problem(path: entry.path, refusal.message))
            } else if entry.isDirectory {
                enter(entry.path)
            } else {
                result.paths.append(entry.path)
            }
        }
        return result
    }

    /// One folder's entries worth keeping, in the order of the walk, or why it cannot be read.
    private struct FolderEntries: Sendable {
        var kept: [Kept] = []
        var problem: Problem? = nil
        /// Files to read and folders to walk that an exclusion left out.
        var excluded = 0
    }

    private static func entries(of directory: String, includeVendor: Bool, exclude: ExcludeList, current: String) -> FolderEntries {
        // opendir/readdir with the entry's type: no stat per file, and a symbolic link is never
        // followed into a directory, so there are no loops.
        guard let stream = FileSystemName.withCPath(directory, { opendir($0) }) else {
            return FolderEntries(problem: Problem(path: directory, Message("cli.file.cannotReadDirectory", ["reason": .verbatim(String(cString: strerror(errno)))])))
        }
        // The folder's part of every path made once: asking each file's path whether the folder
        // ends in `/` and joining three strings was a thousand instructions a file.
        let folderPrefix = directory.hasSuffix("/") ? directory : directory + "/"
        func inDirectory(_ name: String) -> String { folderPrefix + name }
        var entries: [(name: String, isDirectory: Bool)] = []
        var notFiles: [String: NotAFile] = [:]
        while let entry = readdir(stream) {
            // The name's bytes as they are: a name that is not UTF-8 is still read (`FileSystemName`).
            let name = FileSystemName.string(DirectoryEntry.name(entry))
            if name.hasPrefix(".") { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard FileSystemName.withCPath(inDirectory(name), { lstat($0, &info) }) == 0 else { continue }
                // IFTODT: the entry type the mode's file type stands for.
                type = Int32((info.st_mode & S_IFMT) >> 12)
            }
            if type == Int32(DT_DIR) {
                entries.append((name, true))
            } else if type == Int32(DT_REG) {
                entries.append((name, false))
            } else if let refusal = NotAFile(entryType: type) {
                notFiles[name] = refusal
                entries.append((name, false))
            }
        }
        closedir(stream)
        var kept: [Kept] = []
        var excluded = 0
        for entry in sortedByName(entries) {
            let path = inDirectory(entry.name)
            if entry.isDirectory, entry.name == "vendor", !includeVendor { continue }
            if !exclude.isEmpty, exclude.excludes(path, current: current) {
                if entry.isDirectory || hasDocumentExtension(entry.name) { excluded += 1 }
                continue
            }
            if entry.isDirectory {
                kept.append(Kept(path: path, isDirectory: true))
            } else if hasDocumentExtension(entry.name) {
                // Nearly every folder has none: no name is hashed for them.
                kept.append(Kept(path: path, isDirectory: false, refusal: notFiles.isEmpty ? nil : notFiles[entry.name]))
            }
        }
        return FolderEntries(kept: kept, excluded: excluded)
    }

    /// What a command reads: the name messages use for `path` and its bytes, or why it is left
    /// alone (`refusal` ends that message: "skipped", or "not changed" for `fix`).
    static func readText(_ path: String, refusal: Message = Message("cli.file.skipped")) -> Result<(display: String, bytes: [UInt8]), Problem> {
        let display = path == "-" ? "<stdin>" : ProjectPath.shown(path)
        switch read(path) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let bytes):
            if let encoding = BinaryDetector.wideEncoding(bytes) {
                return .failure(Problem(path: display, Message("cli.file.wideText", ["encoding": .verbatim(encoding), "refusal": .message(refusal)]), location: SourceLocation(line: 1, column: 1), isBinary: true))
            }
            if let offset = BinaryDetector.firstNULOutsidePHP(bytes) {
                let location = SourceFile(path: display, bytes: Array(bytes[..<offset])).location(of: offset)
                return .failure(Problem(path: display, Message("cli.file.binary", ["refusal": .message(refusal)]), location: location, isBinary: true))
            }
            return .success((display, bytes))
        }
    }

    /// True for a regular file (through symbolic links): what an include may read.
    static func isRegularFile(_ path: String) -> Bool {
        status(path)?.isRegularFile ?? false
    }

    /// True for a directory (through symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        status(path)?.isDirectory ?? false
    }

    /// `stat(2)` of a path (through symbolic links), nil when there is nothing there.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return FileSystemName.withCPath(path, { stat($0, &info) }) == 0 ? info : nil
    }
}

/// A file whose first 8 KiB hold a NUL byte is binary: PHP source never does.
enum BinaryDetector {
    /// The first NUL (in the first 8 KiB) when it comes before any PHP open tag: then the file
    /// is data PHP would only echo (an image named .php), not PHP. A NUL after an open tag is
    /// read by PHP as a byte like any other (in a string, a comment, after `__halt_compiler`, or
    /// refused by PHP's parser as `unexpected character 0x00`), so the file is parsed as PHP.
    static func firstNULOutsidePHP(_ bytes: [UInt8]) -> Int? {
        // memchr: every file of a tree passes here, and almost none holds a NUL.
        let nul = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, min(buffer.count, 8192)) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
        guard let nul else { return nil }
        return hasOpenTag(bytes, before: nul) ? nil : nul
    }

    /// `<?=`, or `<?php` followed by whitespace or the end, as PHP's lexer opens code (short
    /// tags off).
    static func hasOpenTag(_ bytes: [UInt8], before limit: Int) -> Bool {
        var index = 0
        while index + 2 < limit {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") {
                if bytes[index + 2] == UInt8(ascii: "=") { return true }
                if index + 5 <= limit, String(decoding: bytes[index + 2..<index + 5], as: UTF8.self).lowercased() == "php" {
                    // The byte after `php` is before the NUL, or is the NUL itself (not whitespace).
                    if index + 5 < limit, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]) { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// "UTF-16" or "UTF-32" for text in those encodings (a byte-order mark, or ASCII with a NUL
    /// beside every character): PHP reads it as bytes, so gtpush asks for UTF-8 instead.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        let head = bytes.prefix(64)
        guard head.count >= 8 else { return nil }
        // Counted in place: this runs on every file, nearly all of them plain UTF-8.
        var zeroEvens = 0, zeroOdds = 0
        for index in head.indices where head[index] == 0 {
            if index % 2 == 0 { zeroEvens += 1 } else { zeroOdds += 1 }
        }
        let evens = (head.count + 1) / 2, odds = head.count / 2
        if zeroOdds == odds && zeroEvens == 0 || zeroEvens == evens && zeroOdds == 0 { return "UTF-16" }
        return nil
    }
}
