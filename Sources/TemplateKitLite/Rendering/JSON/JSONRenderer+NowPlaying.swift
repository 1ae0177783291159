extension JSONRenderer {
    /// `{"kind": "nowPlaying", "info": {…}, "buttons": […]}` with the buttons the car keeps.
    func write<Sink: JSONSink & ~Copyable>(_ nowPlaying: NowPlayingTemplate, to json: inout Sink) {
        json.beginObject(kind: "nowPlaying")
        json.string("id", nowPlaying.id)
        json.key("info")
        write(nowPlaying.info, to: &json)
        let buttons = LimitedSlice.head(nowPlaying.buttons, limit: profile.maximumNowPlayingButtons)
        json.array("buttons", buttons.shown) { button, json in write(button, to: &json) }
        json.flag("isUpNextButtonEnabled", nowPlaying.isUpNextButtonEnabled)
        json.string("upNextTitle", nowPlaying.upNextTitle)
        write("upNextAction", nowPlaying.upNextAction, to: &json)
        json.flag("isAlbumArtistButtonEnabled", nowPlaying.isAlbumArtistButtonEnabled)
        write("albumArtistAction", nowPlaying.albumArtistAction, to: &json)
        if nowPlaying.remoteCommands != RemoteCommands() {
            json.key("remoteCommands")
            write(nowPlaying.remoteCommands, to: &json)
        }
        json.hidden([("buttons", buttons.hidden.count)])
        json.endObject()
    }

    /// The remote commands that differ from the default (every command enabled, no skip).
    func write<Sink: JSONSink & ~Copyable>(_ commands: RemoteCommands, to json: inout Sink) {
        json.beginObject()
        json.choice("playPause", commands.playPause, default: .enabled)
        json.choice("previousTrack", commands.previousTrack, default: .enabled)
        json.choice("nextTrack", commands.nextTrack, default: .enabled)
        json.choice("changePlaybackPosition", commands.changePlaybackPosition, default: .enabled)
        for (key, skip) in [("skipBackward", commands.skipBackward), ("skipForward", commands.skipForward)] as [(StaticString, RemoteCommands.Skip?)] {
            guard let skip else { continue }
            json.key(key)
            json.beginObject()
            json.int("seconds", skip.seconds, default: Int.min)
            json.choice("state", skip.state, default: .enabled)
            json.endObject()
        }
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ info: NowPlayingInfo, to json: inout Sink) {
        json.beginObject()
        json.string("title", info.title)
        json.string("artist", info.artist)
        json.string("album", info.album)
        write("artwork", info.artwork, to: &json)
        if info.elapsed != 0 { json.double("elapsed", info.elapsed) }
        json.double("duration", info.duration)
        json.choice("playback", info.playback, default: .paused)
        json.flag("isLiveStream", info.isLiveStream)
        json.endObject()
    }

    /// `{"kind": "shuffle", …}`; an image button also has its `"image"`.
    func write<Sink: JSONSink & ~Copyable>(_ button: NowPlayingButton, to json: inout Sink) {
        json.beginObject(kind: button.kind.name)
        json.string("id", button.id)
        if case .image(let image) = button.kind { write("image", image, to: &json) }
        json.string("label", button.label)
        json.flag("isEnabled", button.isEnabled, default: true)
        json.flag("isSelected", button.isSelected)
        write("action", button.action, to: &json)
        json.endObject()
    }
}
