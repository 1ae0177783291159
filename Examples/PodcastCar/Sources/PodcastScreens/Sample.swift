extension PodcastState {
    /// The state the goldens show: two podcasts, one episode half heard and playing.
    public static let sample = PodcastState(
        podcasts: [
            Podcast(id: "night-drive", title: "Night Drive Radio", author: "Mara Lindqvist", episodes: [
                Episode(id: "nd-12", title: "Episode 12: Coastal Highway", minutes: 48, progress: 0.5),
                Episode(id: "nd-11", title: "Episode 11: The Long Road", minutes: 52),
                Episode(id: "nd-10", title: "Episode 10: Service Stations at 3 a.m.", minutes: 61),
            ]),
            Podcast(id: "engine-room", title: "The Engine Room", author: "Kofi Mensah", episodes: [
                Episode(id: "er-40", title: "Hybrid drivetrains, explained", minutes: 37),
            ]),
        ],
        playing: "nd-12",
        downloaded: ["nd-11"])
}
