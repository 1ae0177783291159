import Foundation
import Testing
import TemplateKitLite

/// The rule catalogue itself and its documentation.
@Suite struct CatalogTests {
    @Test func idsAreUniqueAndEveryRuleHasASource() {
        let ids = Rules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in Rules.all {
            #expect(!rule.source.isEmpty, "\(rule.id)")
            #expect(!rule.summary.isEmpty, "\(rule.id)")
            #expect(!rule.carPlayBehaviour.isEmpty, "\(rule.id)")
            #expect(rule.source.contains("["), "\(rule.id) source has no tag: \(rule.source)")
        }
    }

    @Test func idsReadAreaDotName() {
        for rule in Rules.all {
            let parts = rule.id.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 2 && parts.allSatisfy { !$0.isEmpty }, "\(rule.id)")
        }
    }

    @Test func ruleLookupByID() {
        #expect(Rules.rule(id: "list.item-limit") == Rules.listItemLimit)
        #expect(Rules.rule(id: "no.such-rule") == nil)
    }

    @Test func severityOrdersWarningBelowError() {
        #expect(Severity.warning < Severity.error)
        #expect(!(Severity.error < Severity.warning))
        #expect([Severity.error, .warning].sorted() == [.warning, .error])
    }

    @Test func docsListEveryRule() throws {
        let doc = try #require(PackageFiles.text("Docs/rules.md"), "Docs/rules.md is missing")
        let missing = Rules.all.filter { !doc.contains("`\($0.id)`") }.map(\.id)
        #expect(missing.isEmpty, "Docs/rules.md lacks \(missing)")
    }

    @Test func docsNameNoRuleThatDoesNotExist() throws {
        let doc = try #require(PackageFiles.text("Docs/rules.md"), "Docs/rules.md is missing")
        let known = Set((Rules.all + ContentRules.all).map(\.id))
        let named = doc.split(separator: "|").compactMap(Self.ruleID)
        let unknown = named.filter { !known.contains($0) }
        #expect(!named.isEmpty)
        #expect(unknown.isEmpty, "Docs/rules.md names unknown rules \(unknown)")
    }

    /// The id in a table cell such as `` `list.item-limit` `` (an area in camel case, a dot,
    /// a name in lower case with hyphens), if the cell holds one.
    static func ruleID(_ cell: Substring) -> String? {
        let trimmed = cell.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`") else { return nil }
        let id = String(trimmed.dropFirst().dropLast())
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[0].first, first.isLowercase,
            parts[0].allSatisfy({ $0.isLetter }), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
        else { return nil }
        return id
    }
}
