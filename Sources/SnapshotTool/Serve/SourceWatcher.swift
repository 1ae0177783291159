import Foundation

/// Notices a change under the watched folders (a file saved, added or removed) by a
/// fingerprint of every regular file's path, size and modification time, and reports it
/// once the folders have been quiet for `settleSeconds` (an editor saving several files).
struct SourceWatcher {
    let folders: [String]
    var settleSeconds = 0.3
    private var fingerprint: [String: FileStamp]
    private var changedAt: Date?

    init(folders: [String]) {
        self.folders = folders
        self.fingerprint = Self.scan(folders)
    }

    /// True once after the folders changed and then stayed unchanged for a while.
    mutating func poll(now: Date = Date()) -> Bool {
        let current = Self.scan(folders)
        if current != fingerprint {
            fingerprint = current
            changedAt = now
            return false
        }
        guard let changedAt, now.timeIntervalSince(changedAt) >= settleSeconds else { return false }
        self.changedAt = nil
        return true
    }

    static func scan(_ folders: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasPrefix(".") || relative.contains("/.") { continue }
                let path = folder + "/" + relative
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { stamps[path] = FileStamp(path) }
            }
        }
        return stamps
    }
}
