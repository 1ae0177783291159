#!/usr/bin/env python3
"""Writes Tests/Fixtures/large-state.json: a second, larger Relisten state document (real
artist and venue names, made-up uuids, counts and tracks) that every scenario and journey
must render with (see .ci/run). Deterministic: the same file every run.
Usage: scripts/make-large-state.py > Tests/Fixtures/large-state.json"""
import hashlib, json, sys

def uid(*parts):
    h = hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"

ARTISTS = [  # name, sort name, featured, shows, sources, sets meaningful
    ("Phish", "Phish", 1, 1974, 6210, True), ("Widespread Panic", "Widespread Panic", 1, 2215, 2365, True),
    ("Goose", "Goose", 1, 803, 1120, True), ("Billy Strings", "Billy Strings", 1, 612, 988, True),
    ("The String Cheese Incident", "String Cheese Incident", 0, 1350, 2802, True),
    ("Umphrey's McGee", "Umphrey's McGee", 1, 2290, 3401, True), ("moe.", "moe.", 0, 1733, 4021, True),
    ("Dead & Company", "Dead & Company", 1, 236, 1204, True), ("Joe Russo's Almost Dead", "Joe Russo's Almost Dead", 0, 157, 494, True),
    ("Tedeschi Trucks Band", "Tedeschi Trucks Band", 0, 701, 1002, False), ("The Disco Biscuits", "Disco Biscuits", 0, 1402, 2210, True),
    ("Gov't Mule", "Gov't Mule", 0, 1890, 3112, False), ("Jerry Garcia Band", "Jerry Garcia Band", 0, 1124, 2897, False),
    ("Lotus", "Lotus", 0, 812, 1320, False), ("Twiddle", "Twiddle", 0, 650, 702, False),
    ("Yonder Mountain String Band", "Yonder Mountain String Band", 0, 1543, 1988, False),
    ("Leftover Salmon", "Leftover Salmon", 0, 1211, 1502, False), ("Ween", "Ween", 0, 788, 1650, False),
    ("Béla Fleck and the Flecktones", "Bela Fleck and the Flecktones", 0, 374, 454, False),
    ("Trey Anastasio Band", "Trey Anastasio Band", 0, 640, 1410, True), ("Railroad Earth", "Railroad Earth", 0, 1403, 1803, False),
    ("Pigeons Playing Ping Pong", "Pigeons Playing Ping Pong", 0, 540, 601, False), ("Spafford", "Spafford", 0, 410, 512, False),
    ("Dark Star Orchestra", "Dark Star Orchestra", 0, 2890, 3390, True), ("Grateful Dead", "Grateful Dead", 1, 2049, 13348, False),
]
VENUES = [("Madison Square Garden", "New York, NY"), ("Red Rocks Amphitheatre", "Morrison, CO"),
          ("The Gorge Amphitheatre", "George, WA"), ("Hampton Coliseum", "Hampton, VA"), ("Alpine Valley Music Theatre", "East Troy, WI"),
          ("Merriweather Post Pavilion", "Columbia, MD"), ("The Fox Theatre", "Atlanta, GA"), ("Deer Creek Music Center", "Noblesville, IN"),
          ("Dick's Sporting Goods Park", "Commerce City, CO"), ("Fillmore West", "San Francisco, CA"), ("Boston Garden", "Boston, MA"),
          ("Ryman Auditorium", "Nashville, TN")]
SONGS = ["Tweezer", "Chalk Dust Torture", "Harry Hood", "Reba", "You Enjoy Myself", "Divided Sky", "Bathtub Gin", "Ghost",
         "Down with Disease", "Wolfman's Brother", "Stash", "Piper", "Slave to the Traffic Light", "Possum", "Character Zero",
         "Sample in a Jar", "Run Like an Antelope", "Mike's Song", "Weekapaug Groove", "Simple", "Carini", "Sand"]
YEARS = {"Phish": ["1994", "1995", "1997", "1998", "2003", "2009"], "Widespread Panic": ["2000", "2001"],
         "Goose": ["2022", "2023"], "Billy Strings": ["2021", "2022", "2023"], "Grateful Dead": ["1972", "1989", "1990"],
         "Umphrey's McGee": ["2006"], "Dark Star Orchestra": ["2015"]}

artists, years, year_shows, shows = [], {}, {}, {}
tracks_of = {}
for i, (name, sort, featured, nshows, nsources, sets) in enumerate(ARTISTS):
    a = uid("artist", name)
    artists.append({"uuid": a, "name": name, "sort_name": sort, "slug": sort.lower().replace(" ", "-").replace("'", ""),
                    "featured": featured, "show_count": nshows, "source_count": nsources, "features": {"sets": sets}})
    for y in YEARS.get(name, []):
        yu = uid("year", name, y)
        count = 5 + (int(y) + i) % 5
        years.setdefault(a, []).append({"uuid": yu, "year": y, "show_count": count, "source_count": count * 3,
                                        "duration": count * 9900, "avg_rating": 8.5 + (int(y) % 10) / 10})
        listed = []
        for k in range(count):
            month, day = 1 + (k * 2 + int(y)) % 12, 1 + (k * 7 + i) % 28
            date = f"{y}-{month:02d}-{day:02d}" if k != count - 1 or y != "1972" else f"{y}-12-XX"
            venue = VENUES[(k + i + int(y)) % len(VENUES)]
            su = uid("show", name, y, k)
            listed.append({"uuid": su, "display_date": date, "avg_rating": round(8.0 + ((k * 37 + i) % 200) / 100, 2),
                           "avg_duration": 9000 + k * 311, "has_soundboard_source": k % 3 == 0, "source_count": 2 + k % 3,
                           "venue": {"name": venue[0], "location": venue[1]}, "artist_uuid": a, "year_uuid": yu})
            if True:  # every show has a body with its sources
                sources = []
                for n in range(1 + (k + 1) % 2):
                    src = uid("source", su, n)
                    set_list, pos = [], 1
                    for si in range(3 if sets else 2):
                        tl = []
                        if not sets:
                            pos = 1  # positions restart per set, as in many real sources
                        for t in range(4 if si < 2 else 2):
                            tu = uid("track", src, si, t)
                            tl.append({"uuid": tu, "track_position": pos, "title": SONGS[(pos * 5 + k + i) % len(SONGS)],
                                       "duration": 240 + (pos * 97) % 900, "mp3_url": f"https://archive.org/download/{su[:8]}/t{pos:02d}.mp3"})
                            tracks_of.setdefault(su, []).append(tu)
                            pos += 1
                        set_list.append({"index": si, "name": ["Set 1", "Set 2", "Encore"][si] if sets else "",
                                         "is_encore": sets and si == 2, "tracks": tl})
                    sources.append({"uuid": src, "source": ["SBD > DAT > CD", "AUD > Schoeps MK4 > DAT", "Matrix"][n % 3],
                                    "taper": ["Bob Wagner", "Lee Kemp", None][n % 3], "transferrer": "Jamie Hall" if n == 0 else None,
                                    "is_soundboard": n == 0, "avg_rating": 9.1 - n / 10, "avg_rating_weighted": 9.0 - n / 10,
                                    "num_ratings": 40 - n * 7, "duration": 10400 + n * 60, "sets": set_list})
                shows[su] = dict(listed[-1], sources=sources)
        year_shows[yu] = listed

show_ids = list(shows)
favorite_shows = show_ids[1:30:2]
offline = [t for s in show_ids[2:12:3] for t in tracks_of[s][:3]]
queue = tracks_of[show_ids[0]][:9]
history = [{"track_uuid": tracks_of[s][0], "played_at": f"2026-03-{1 + n:02d}T20:{10 + n:02d}:00-05:00"}
           for n, s in enumerate(show_ids[:40:2])]
doc = {
    "catalog": {"artists": artists, "years": years, "year_shows": year_shows, "shows": shows},
    "library": {"favorite_artists": [artists[j]["uuid"] for j in (0, 1, 2, 3, 5, 7, 8, 18, 24)],
                "favorite_shows": favorite_shows, "favorite_sources": [], "offline_tracks": offline},
    "history": history,
    "player": {"queue": queue, "current_index": 2, "state": "playing", "elapsed": 61, "shuffle": False, "repeat": "off"},
    "network": "online",
}
json.dump(doc, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
sys.stdout.write("\n")
