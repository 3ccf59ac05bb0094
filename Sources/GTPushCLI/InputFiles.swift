import Foundation

/// The files a command reads: paths as given, directories walked (CLI.md, "Inputs"), `-` for
/// standard input. Problems are collected, not thrown, so one unreadable file does not stop a run.
struct InputFiles {
    struct Problem: Error {
        var path: String
        var message: String

        var formatted: String { "\(path): error: \(message)" }
    }

    /// Display paths in a deterministic order: as given, and sorted within a directory.
    private(set) var paths: [String] = []
    private(set) var problems: [Problem] = []

    static let documentExtensions: Set<String> = ["php", "md", "txt", "markdown"]

    init(_ arguments: [String], includeVendor: Bool = false) {
        let manager = FileManager.default
        for argument in arguments {
            if argument == "-" {
                paths.append("-")
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                problems.append(Problem(path: argument, message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                walk(argument, includeVendor: includeVendor)
            } else {
                paths.append(argument)
            }
        }
    }

    private mutating func walk(_ directory: String, includeVendor: Bool) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else {
            problems.append(Problem(path: directory, message: "cannot read directory"))
            return
        }
        for name in names.sorted() {
            if name.hasPrefix(".") { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // lstat, so a symbolic link to a directory is never followed: no loops.
            var info = stat()
            guard lstat(path, &info) == 0 else {
                problems.append(Problem(path: path, message: "cannot read file information"))
                continue
            }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                if name == "vendor" && !includeVendor { continue }
                walk(path, includeVendor: includeVendor)
            } else if type == S_IFREG {
                let ext = (name as NSString).pathExtension.lowercased()
                if Self.documentExtensions.contains(ext) { paths.append(path) }
            }
        }
    }

    /// The bytes of `path`, or the reason they cannot be read.
    static func read(_ path: String) -> Result<[UInt8], Problem> {
        if path == "-" {
            return .success(Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(Problem(path: path, message: "is a directory, not a file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            return .failure(Problem(path: path, message: "cannot read: \(reason)"))
        }
        defer { try? handle.close() }
        do {
            return .success(Array(try handle.readToEnd() ?? Data()))
        } catch {
            return .failure(Problem(path: path, message: "cannot read: \(error.localizedDescription)"))
        }
    }
}
