import Testing
@testable import TemplateKitLite

/// `CarPlayOperation.name` is the case's name, the spelling a test written from the docs
/// compares (`callName` follows CarPlay's Swift API and changed in 0.3.0).
@Suite struct OperationNameTests {
    @Test func theNameIsTheCaseName() {
        let row = RowTarget(list: "l", section: "s", row: "r", text: "Row")
        #expect(CarPlayOperation.popTemplate.name == "popTemplate")
        #expect(CarPlayOperation.popToRootTemplate.name == "popToRootTemplate")
        #expect(CarPlayOperation.setIsPlaying(row, true, .trailing).name == "setIsPlaying")
        #expect(CarPlayOperation.setIsPlaying(row, true, .trailing).callName == "isPlaying/playingIndicatorLocation")
        #expect(CarPlayOperation.setText(row, "New").name == "setText")
    }
}
