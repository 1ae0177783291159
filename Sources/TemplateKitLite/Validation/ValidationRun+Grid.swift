extension ValidationRun {
    /// A grid: bars, the button limit, then each button.
    mutating func visitGrid(_ grid: GridTemplate, at path: NodePath) {
        visitNavigationBar(leading: grid.leadingNavigationBarButtons,
            trailing: grid.trailingNavigationBarButtons, at: path)
        let limit = profile.maximumGridButtons
        if grid.buttons.count > limit {
            report(Rules.gridButtonLimit, at: path,
                "\(grid.buttons.count) buttons; this car shows the first \(max(0, limit))")
        }
        visitIdentities(grid.buttons.map(\.id), of: "buttons", at: path)
        for (index, button) in grid.buttons.enumerated() {
            visitGridButton(button, at: path.appending(.button(index)))
        }
    }

    /// A grid or header grid button: a non-empty title, then an image.
    mutating func visitGridButton(_ button: GridButton, at path: NodePath) {
        if !button.titleVariants.contains(where: { !$0.isEmpty }) {
            report(Rules.gridButtonTitle, at: path,
                "no non-empty title variant among \(button.titleVariants.count)")
        }
        if button.image == nil {
            report(Rules.gridButtonImage, at: path, "no image, so CarPlay does not display the button")
        }
    }
}
