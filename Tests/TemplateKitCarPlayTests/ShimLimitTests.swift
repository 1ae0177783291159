#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing

/// Hears the car's limits as an app's session delegate does.
@MainActor final class SessionLog: NSObject, CPSessionConfigurationDelegate {
    var reports: [CPLimitableUserInterface] = []
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration,
                              limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {
        reports.append(limitedUserInterfaces)
    }
}

/// The limits a device reports to an audio app, and CarPlay's trimming.
@MainActor @Suite struct ShimLimitTests {
    func rows(_ count: Int) -> [CPListItem] { (0..<count).map { CPListItem(text: "Row \($0)", detailText: nil) } }

    @Test func anAudioAppIsToldFiveHundredItemsAndTwoHundredSections() {
        CPShim.recording()
        #expect(CPListTemplate.maximumItemCount == 500 && CPListTemplate.maximumSectionCount == 200)
    }

    @Test func itemsPastTheMaximumAreTrimmedAndEmptySectionsDropped() {
        CPShim.recording()
        CPShim.maximumItemCount = 12
        let sections: [CPListSection] = [
            CPListSection(items: rows(10), header: "First", sectionIndexTitle: nil),
            CPListSection(items: [], header: "Empty", sectionIndexTitle: nil),
            CPListSection(items: rows(5), header: "Second", sectionIndexTitle: nil),
            CPListSection(items: rows(3), header: "Past the maximum", sectionIndexTitle: nil),
        ]
        let list = CPListTemplate(title: "L", sections: sections)
        #expect(list.itemCount == 12)
        #expect(Self.shape(of: list) == [SectionShape("First", 10), SectionShape("Second", 2)])
        list.updateSections([CPListSection(items: []), CPListSection(items: rows(13))])
        #expect(Self.shape(of: list) == [SectionShape(nil, 12)])
        #expect(list.itemCount == 12)
    }

    /// A section as the car keeps it: its header and how many rows.
    struct SectionShape: Equatable {
        let header: String?
        let count: Int
        init(_ header: String?, _ count: Int) { (self.header, self.count) = (header, count) }
    }

    static func shape(of list: CPListTemplate) -> [SectionShape] {
        list.sections.map { (section: CPListSection) -> SectionShape in SectionShape(section.header, section.items.count) }
    }

    @Test func sectionsPastTheMaximumAreTrimmed() {
        CPShim.recording()
        CPShim.maximumSectionCount = 2
        let list = CPListTemplate(title: "L", sections: (0..<4).map { _ in CPListSection(items: rows(1)) })
        #expect(list.sectionCount == 2)
    }

    @Test func aCarInMotionReportsLimitedListsToTheSessionDelegate() {
        CPShim.recording()
        let log = SessionLog()
        let session = CPSessionConfiguration(delegate: log)
        #expect(session.limitedUserInterfaces.isEmpty)
        CPShim.limitLists(true)
        #expect(session.limitedUserInterfaces.contains(.lists))
        #expect(log.reports.isEmpty, "reported on a later turn")
        CPShim.drain()
        #expect(log.reports == [.lists])
        CPShim.limitLists(false)
        CPShim.drain()
        #expect(log.reports == [.lists, []] && CPListTemplate.maximumItemCount == 500)
    }
}
#endif
