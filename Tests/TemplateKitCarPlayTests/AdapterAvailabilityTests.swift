#if !canImport(CarPlay)
import CarPlayShim
import Foundation
import Testing
import TemplateKitCarPlay
import TemplateKitLite

/// On an iPhone older than an API, the adapter takes the fallback: the shim raises
/// "unrecognized selector" for API the simulated iOS does not have, as the runtime would.
@MainActor @Suite struct AdapterAvailabilityTests {
    static func screen() -> NavigationStack {
        let row = ImageRowItem("Recent") {
            ImageRowElement(.grid, image: .asset("a"), title: "Cornell")
            ImageRowElement(.grid, image: .asset("b"), title: "Veneta")
        }.id("recent")
        var list = ListTemplate(title: "Library", sections: [ListSection(items: [.imageRow(row)])])
        list.showsSpinnerWhileEmpty = true
        return NavigationStack(unchecked: list.id("library").template)
    }

    func show(on major: Int, _ minor: Int) -> CPListImageRowItem? {
        CPShim.recording()
        CPShim.systemVersion = OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: 0)
        let car = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: TestImages()) { _ in }
        car.show(Self.screen(), now: 0)
        CPShim.drain()
        return (car.interfaceController.rootTemplate as? CPListTemplate)?.sections.first?.items.first as? CPListImageRowItem
    }

    @Test func belowIOS26AnImageRowOfElementsIsTheLegacyRowOfTheSamePictures() {
        let row = show(on: 17, 4)
        #expect(CPShim.exceptions.isEmpty, "\(CPShim.exceptions)")
        #expect(row?.gridImages.map(\.shimName) == ["asset a", "asset b"])
        #expect(row?.imageTitles == ["Cornell", "Veneta"])
    }

    @Test func belowIOS17_4TheLegacyRowHasNoTitles() {
        let row = show(on: 17, 0)
        #expect(CPShim.exceptions.isEmpty, "\(CPShim.exceptions)")
        #expect(row?.gridImages.count == 2 && row?.imageTitles == [])
    }

    @Test func onIOS26TheRowHasElements() {
        let row = show(on: 26, 0)
        #expect(CPShim.exceptions.isEmpty && row?.elements.count == 2)
    }

    @Test func theShimRaisesForAPIThePhoneDoesNotHave() {
        CPShim.recording()
        CPShim.systemVersion = OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0)
        CPListTemplate(title: "L", sections: []).showsSpinnerWhileEmpty = true
        #expect(CPShim.exceptions.first?.contains("unrecognized selector") == true)
    }
}
#endif
