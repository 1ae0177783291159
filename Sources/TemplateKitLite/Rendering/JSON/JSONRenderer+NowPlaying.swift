extension JSONRenderer {
    /// `{"kind": "nowPlaying", "info": {…}, "buttons": […]}` with the buttons the car keeps.
    func encode(_ nowPlaying: NowPlayingTemplate) -> JSONValue {
        var fields = JSONFields(kind: "nowPlaying")
        fields.string("id", nowPlaying.id)
        fields.value("info", encode(nowPlaying.info))
        let buttons = LimitedSlice.head(nowPlaying.buttons, limit: profile.maximumNowPlayingButtons)
        fields.array("buttons", buttons.shown.map(encode))
        fields.flag("isUpNextButtonEnabled", nowPlaying.isUpNextButtonEnabled)
        fields.string("upNextTitle", nowPlaying.upNextTitle)
        fields.value("upNextAction", encode(nowPlaying.upNextAction))
        fields.flag("isAlbumArtistButtonEnabled", nowPlaying.isAlbumArtistButtonEnabled)
        fields.value("albumArtistAction", encode(nowPlaying.albumArtistAction))
        fields.hidden([("buttons", buttons.hidden.count)])
        return fields.json
    }

    func encode(_ info: NowPlayingInfo) -> JSONValue {
        var fields = JSONFields()
        fields.string("title", info.title)
        fields.string("artist", info.artist)
        fields.string("album", info.album)
        fields.value("artwork", encode(info.artwork))
        if info.elapsed != 0 { fields.double("elapsed", info.elapsed) }
        fields.double("duration", info.duration)
        fields.choice("playback", info.playback, default: .paused)
        fields.flag("isLiveStream", info.isLiveStream)
        return fields.json
    }

    /// `{"kind": "shuffle", …}`; an image button also has its `"image"`.
    func encode(_ button: NowPlayingButton) -> JSONValue {
        var fields = JSONFields(kind: button.kind.name)
        fields.string("id", button.id)
        if case .image(let image) = button.kind { fields.value("image", encode(image)) }
        fields.string("label", button.label)
        fields.flag("isEnabled", button.isEnabled, default: true)
        fields.flag("isSelected", button.isSelected)
        fields.value("action", encode(button.action))
        return fields.json
    }
}
