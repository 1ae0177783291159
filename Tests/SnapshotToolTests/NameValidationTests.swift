import Testing
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog

struct NameValidationTests {
    @Test(arguments: ["gallery/br-radio-stations.txt", "relisten/my-library@loaded.json", "a.txt", "x/y/z_1+2.txt"])
    func acceptsSafeRelativeNames(_ name: String) {
        #expect(SnapshotName.problem(with: name) == nil)
    }

    @Test(arguments: [
        "", "../escape.txt", "gallery/../../x.txt", "/etc/passwd", "gallery\\x.txt", "gallery//x.txt",
        "gallery/", "./x.txt", ".hidden", "with space.txt", "ünïcode.txt", "x.txt.new", "x.txt.tmp", "a/./b.txt",
    ])
    func refusesUnsafeNames(_ name: String) {
        #expect(SnapshotName.problem(with: name) != nil)
    }

    /// Each refusal names its reason, the same for a name of plain ASCII (checked on its
    /// bytes) as for one with other characters (checked by Character).
    @Test(arguments: [
        ("", "the name is empty"),
        (String(repeating: "a", count: 241), "the name is longer than 240 bytes"),
        ("/etc/passwd", "the name is an absolute path"),
        ("gallery\\x.txt", "the name contains a backslash"),
        ("é/x.txt", "the name contains '\\u{00E9}' (allowed: letters, digits, . _ - @ + and /)"),
        ("gallery//x.txt", "the name has an empty path component"),
        ("gallery/", "the name has an empty path component"),
        ("a/../b.txt", "the name contains '..'"),
        ("a/./b.txt", "the name contains '.'"),
        ("a/.../b.txt", "a path component starts with '.'"),
        (".hidden", "a path component starts with '.'"),
        ("x.txt.new", "the name ends with .new or .tmp, which are reserved for pending and temporary files"),
        ("x.tmp", "the name ends with .new or .tmp, which are reserved for pending and temporary files"),
    ])
    func aRefusalSaysWhy(_ name: String, _ reason: String) {
        #expect(SnapshotName.problem(with: name) == reason)
    }

    @Test func aCatalogWithABadNameIsAUsageError() throws {
        let workspace = try TestWorkspace(catalog: TestCatalog.make(["../outside.txt": "x\n"]))
        let result = workspace.run(["check"])
        #expect(result.code == .usage)
        expect(result.errors, contains: "Invalid snapshot name '../outside.txt': the name contains '..'")
        #expect(!workspace.exists("Tests/outside.txt.new"))
    }

    @Test func duplicateAndFolderClashingNamesAreRefused() {
        #expect(throws: CommandError.usage("The catalog lists 'a.txt' twice")) {
            try SnapshotCatalog(entries: [CatalogEntry(name: "a.txt") { "" }, CatalogEntry(name: "a.txt") { "" }]).validate()
        }
        #expect(throws: CommandError.self) {
            try SnapshotCatalog(entries: [CatalogEntry(name: "a") { "" }, CatalogEntry(name: "a/b.txt") { "" }]).validate()
        }
    }

    @Test func filtersMatchBySubstringOrGlob() {
        #expect(NameFilter.matches("br-radio", "gallery/br-radio-stations.txt"))
        #expect(NameFilter.matches("gallery/*.txt", "gallery/br-radio-stations.txt"))
        #expect(NameFilter.matches("*@loaded*", "relisten/my-library@loaded.json"))
        #expect(!NameFilter.matches("gallery/*.json", "gallery/br-radio-stations.txt"))
        #expect(!NameFilter.matches("relisten", "gallery/br-radio-stations.txt"))
    }
}
