import TemplateKitDrawing
import TemplateKitLite

/// The tappable parts of a template in the order the car drawing (``CarScreenHTML``)
/// draws them, read from the same ``CarView``: list rows across the shown sections, grid
/// buttons, now playing's buttons, its Up Next and Album Artist buttons, alert and action
/// sheet actions. The click-through car sends "the i-th row as drawn"; this finds its action.
struct TappableParts {
    let view: CarView

    init(_ template: Template, profile: CarProfile) {
        self.view = CarView(template, profile: profile)
    }

    struct Found {
        let action: Action
        let text: String
    }

    func action(_ part: NavigationStep.TappablePart, _ index: Int) -> Found? {
        switch (part, view.content) {
        case (.row, .list?): return row(index)
        case (.cell, .grid?):
            guard let buttons = view.gridButtons?.shown, buttons.indices.contains(index), buttons[index].isEnabled,
                  let action = buttons[index].action else { return nil }
            return Found(action: action, text: buttons[index].titleVariants.first ?? "")
        case (.button, .nowPlaying?):
            guard let buttons = view.nowPlayingButtons?.shown, buttons.indices.contains(index), buttons[index].isEnabled,
                  let action = buttons[index].action else { return nil }
            return Found(action: action, text: buttons[index].label ?? buttons[index].kind.name)
        case (.upNext, .nowPlaying(let np)?):
            guard np.isUpNextButtonEnabled, let action = np.upNextAction else { return nil }
            return Found(action: action, text: np.upNextTitle ?? "Up Next")
        case (.albumArtist, .nowPlaying(let np)?):
            guard np.isAlbumArtistButtonEnabled, let action = np.albumArtistAction else { return nil }
            return Found(action: action, text: "Album Artist")
        case (.action, .alert?):
            return modal(view.alertActions?.shown ?? [], index)  // drawn first; the dropped ones cannot be tapped
        case (.action, .actionSheet(let sheet)?): return modal(sheet.actions, index)
        default: return nil
        }
    }

    /// The rows as drawn: the shown sections' rows, in order.
    var drawnRows: [ListElement] {
        (view.list?.sections ?? []).flatMap(\.items)
    }

    private func row(_ index: Int) -> Found? {
        let rows = drawnRows
        guard rows.indices.contains(index) else { return nil }
        switch rows[index] {
        case .item(let item):
            guard item.isEnabled, let action = item.action else { return nil }
            return Found(action: action, text: item.text)
        case .imageRow(let row):
            guard row.isEnabled, let action = row.action else { return nil }
            return Found(action: action, text: row.text ?? "")
        }
    }

    private func modal(_ actions: [AlertAction], _ index: Int) -> Found? {
        guard actions.indices.contains(index), let action = actions[index].action else { return nil }
        return Found(action: action, text: actions[index].title)
    }
}
