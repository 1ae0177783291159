/// The built-in default state (``AppState/default``), decoded through the same checked
/// decoder as any document.
///
/// Artists, counts and uuids of the featured artists, Circles Around The Sun, The Other Ones
/// and Bela Fleck come from the 2019 `/api/v2/artists` response; the GD 1965/1966 years and
/// shows from the deadbot capture. Everything else (the two auto-created artists, GD 1977,
/// Phish 1997, the show bodies with sources, sets and tracks, the local state) is
/// illustrative, with uuids derived from MD5 hashes of descriptive names.
enum DefaultState {
    static let json: String = #"""
{
  "catalog": {
    "artists": [
      {
        "uuid": "77a58ff9-2e01-c59c-b8eb-cff106049b72",
        "name": "Grateful Dead",
        "sort_name": "Grateful Dead",
        "slug": "grateful-dead",
        "featured": 1,
        "show_count": 2049,
        "source_count": 13348,
        "features": {"sets": false}
      },
      {
        "uuid": "f46c0236-ac71-2173-c6b0-afa4e2badbef",
        "name": "Joe Russo's Almost Dead",
        "sort_name": "Joe Russo's Almost Dead",
        "slug": "jrad",
        "featured": 1,
        "show_count": 157,
        "source_count": 494,
        "features": {"sets": false}
      },
      {"uuid": "ca53d281-0041-ae33-a050-c87702d93b0c", "name": "Phish", "sort_name": "Phish", "slug": "phish", "featured": 1, "show_count": 1583, "source_count": 1585, "features": {"sets": true}},
      {
        "uuid": "42d715b0-25c1-e268-8a9d-d1df3b507436",
        "name": "Umphrey's McGee",
        "sort_name": "Umphrey's McGee",
        "slug": "umphreys",
        "featured": 1,
        "show_count": 1522,
        "source_count": 2821,
        "features": {"sets": false}
      },
      {
        "uuid": "ce1dd669-3f3b-0186-ab59-e8300e92db7f",
        "name": "Widespread Panic",
        "sort_name": "Widespread Panic",
        "slug": "wsp",
        "featured": 1,
        "show_count": 2215,
        "source_count": 2365,
        "features": {"sets": false}
      },
      {
        "uuid": "d98ca9c9-373d-4e46-c30d-e4694a6ec89f",
        "name": "Bela Fleck and the Flecktones",
        "sort_name": "Bela Fleck and the Flecktones",
        "slug": "bela-fleck-and-the-flecktones",
        "featured": 0,
        "show_count": 374,
        "source_count": 454,
        "features": {"sets": false}
      },
      {
        "uuid": "ab171e81-b06c-101d-a65e-28f6c535d21d",
        "name": "Circles Around The Sun",
        "sort_name": "Circles Around Sun",
        "slug": "circles-around-the-sun",
        "featured": 0,
        "show_count": 18,
        "source_count": 37,
        "features": {"sets": false}
      },
      {
        "uuid": "93748aed-eea5-b4e7-14d5-1a7551718c87",
        "name": "The Other Ones",
        "sort_name": "Other Ones",
        "slug": "the-other-ones",
        "featured": 0,
        "show_count": 76,
        "source_count": 213,
        "features": {"sets": false}
      },
      {
        "uuid": "60e138f5-3f69-51a4-240b-7a859edcfe42",
        "name": "Cosmic Charlie Tribute Band",
        "sort_name": "Cosmic Charlie Tribute Band",
        "slug": "cosmic-charlie-tribute-band",
        "featured": 2,
        "show_count": 3,
        "source_count": 3,
        "features": {"sets": false}
      },
      {
        "uuid": "345683e3-d648-9c33-7c6a-25793390fd96",
        "name": "Élan Vital Quartet",
        "sort_name": "Élan Vital Quartet",
        "slug": "elan-vital-quartet",
        "featured": 2,
        "show_count": 4,
        "source_count": 5,
        "features": {"sets": false}
      }
    ],
    "years": {
      "77a58ff9-2e01-c59c-b8eb-cff106049b72": [
        {"uuid": "597b0de7-dfe4-f6f2-dab7-063932c284e4", "year": "1965", "show_count": 2, "source_count": 2, "duration": 1811, "avg_rating": 8.533333},
        {"uuid": "73e71130-76e6-7071-c6c0-8a7731f00201", "year": "1966", "show_count": 32, "source_count": 80, "duration": 400307, "avg_rating": 9.166694},
        {"uuid": "c4486589-4ecb-e6db-5461-2536ea0d323d", "year": "1977", "show_count": 60, "source_count": 573, "duration": 3925481, "avg_rating": 9.402113}
      ],
      "ca53d281-0041-ae33-a050-c87702d93b0c": [{"uuid": "013279b9-52e7-bf3a-8d18-4d89d6dc23f8", "year": "1997", "show_count": 74, "source_count": 75, "duration": 763402, "avg_rating": 9.1875}],
      "ab171e81-b06c-101d-a65e-28f6c535d21d": [{"uuid": "7b271d0d-ff2a-b7ca-f279-01050267cb93", "year": "2018", "show_count": 6, "source_count": 12, "duration": 68011, "avg_rating": 8.75}]
    },
    "year_shows": {
      "597b0de7-dfe4-f6f2-dab7-063932c284e4": {
        "year": "1965",
        "shows": [
          {
            "uuid": "25821edf-f2e4-8926-1a41-86bf32886bbb",
            "display_date": "1965-11-01",
            "avg_rating": 7.733333,
            "avg_duration": 727,
            "has_soundboard_source": true,
            "source_count": 1,
            "venue": {"name": "various", "location": "San Francisco, CA"}
          },
          {
            "uuid": "9750fc8e-01b8-dee0-710d-92e21f2dd5e7",
            "display_date": "1965-11-03",
            "avg_rating": 9.333333,
            "avg_duration": 1084,
            "has_soundboard_source": true,
            "source_count": 1,
            "venue": {"name": "Golden State Studios", "location": "San Francisco, CA"}
          }
        ]
      },
      "73e71130-76e6-7071-c6c0-8a7731f00201": [
        {
          "uuid": "0ed813ef-f2ce-e39a-1173-f7890353c1ed",
          "display_date": "1966-XX-XX",
          "avg_rating": 8.615385,
          "avg_duration": 6514,
          "has_soundboard_source": true,
          "source_count": 1,
          "venue": {"name": "Various - See info file", "location": "Various - See info file"}
        },
        {
          "uuid": "940f1f54-264a-6e51-0683-5ec028034a54",
          "display_date": "1966-11-XX",
          "avg_rating": 10.0,
          "avg_duration": 1807,
          "has_soundboard_source": false,
          "source_count": 1,
          "venue": {"name": "KFRC studio", "location": "San Francisco, CA"}
        },
        {
          "uuid": "777f627f-442e-9a6f-a366-ac734827dcc5",
          "display_date": "1966-01-08",
          "avg_rating": 9.5,
          "avg_duration": 16346,
          "has_soundboard_source": true,
          "source_count": 3,
          "venue": {"name": "Fillmore Auditorium", "location": "San Francisco, CA, USA"}
        },
        {
          "uuid": "344739b4-4800-03ed-d7d0-d4da9bf4ca4b",
          "display_date": "1966-11-29",
          "avg_rating": 9.6,
          "avg_duration": 6093,
          "has_soundboard_source": true,
          "source_count": 5,
          "venue": {"name": "The Matrix", "location": "San Francisco, CA, USA"}
        },
        {
          "uuid": "4c5f4924-e4ba-efeb-5094-3731dc080c2e",
          "display_date": "1966-12-01",
          "avg_rating": 9.666667,
          "avg_duration": 17725,
          "has_soundboard_source": true,
          "source_count": 5,
          "venue": {"name": "The Matrix", "location": "San Francisco, CA, USA"}
        }
      ],
      "c4486589-4ecb-e6db-5461-2536ea0d323d": [
        {
          "uuid": "f4ac5074-f1e6-9ebb-9379-471b5684ff9b",
          "display_date": "1977-05-07",
          "avg_rating": 9.31,
          "avg_duration": 9561,
          "has_soundboard_source": true,
          "source_count": 7,
          "venue": {"name": "Boston Garden", "location": "Boston, MA"}
        },
        {
          "uuid": "2e2a8fb8-3acc-8d11-f9ec-beb02365ebbd",
          "display_date": "1977-05-08",
          "avg_rating": 9.71,
          "avg_duration": 9702,
          "has_soundboard_source": true,
          "source_count": 4,
          "venue": {"name": "Barton Hall, Cornell University", "location": "Ithaca, NY"}
        },
        {
          "uuid": "e7281f4c-53ef-0b3c-5ece-5ad46ca14ab0",
          "display_date": "1977-05-09",
          "avg_rating": 9.42,
          "avg_duration": 9180,
          "has_soundboard_source": true,
          "source_count": 6,
          "venue": {"name": "War Memorial Auditorium", "location": "Buffalo, NY"}
        }
      ],
      "013279b9-52e7-bf3a-8d18-4d89d6dc23f8": [
        {
          "uuid": "faef2e2d-a641-cb36-a8c4-fb89bb0b5deb",
          "display_date": "1997-12-31",
          "avg_rating": 9.6,
          "avg_duration": 11340,
          "has_soundboard_source": false,
          "source_count": 1,
          "venue": {"name": "Madison Square Garden", "location": "New York, NY"}
        },
        {
          "uuid": "05cc71bc-75a8-c355-9381-b716d1c39540",
          "display_date": "1997-11-22",
          "avg_rating": 9.75,
          "avg_duration": 10990,
          "has_soundboard_source": false,
          "source_count": 1,
          "venue": {"name": "Hampton Coliseum", "location": "Hampton, VA"}
        }
      ],
      "7b271d0d-ff2a-b7ca-f279-01050267cb93": [{"uuid": "be6c08e5-97b7-8450-6cea-cbc7a92ffe81", "display_date": "2018-06-22", "avg_rating": 8.75, "avg_duration": 5417, "has_soundboard_source": false, "source_count": 2}]
    },
    "shows": {
      "2e2a8fb8-3acc-8d11-f9ec-beb02365ebbd": {
        "uuid": "2e2a8fb8-3acc-8d11-f9ec-beb02365ebbd",
        "display_date": "1977-05-08",
        "avg_rating": 9.71,
        "avg_duration": 9702,
        "has_soundboard_source": true,
        "source_count": 4,
        "venue": {"name": "Barton Hall, Cornell University", "location": "Ithaca, NY"},
        "artist_uuid": "77a58ff9-2e01-c59c-b8eb-cff106049b72",
        "year_uuid": "c4486589-4ecb-e6db-5461-2536ea0d323d",
        "sources": [
          {
            "uuid": "5bd990c4-be7a-9ec0-e03a-bf43beedaf4e",
            "source": "AUD > Cassette Master > DAT",
            "taper": "Jerry Moore",
            "transferrer": "Peter Costello",
            "description": "Audience master recorded from the floor.",
            "is_soundboard": false,
            "avg_rating": 9.125,
            "avg_rating_weighted": 9.0,
            "num_ratings": 21,
            "duration": 10884,
            "sets": [
              {
                "index": 0,
                "name": "",
                "is_encore": false,
                "tracks": [
                  {"uuid": "54a154d9-1f06-4055-9896-0d2b304e1031", "track_position": 1, "title": "New Minglewood Blues", "duration": 330, "mp3_url": "https://archive.org/download/5bd990c4/t01.mp3"},
                  {"uuid": "5a49caff-4f0e-bc31-d27b-a6ccacc9b489", "track_position": 2, "title": "Loser", "duration": 426, "mp3_url": "https://archive.org/download/5bd990c4/t02.mp3"},
                  {"uuid": "6150fc46-3e25-4a23-3cd1-ec6a82764a82", "track_position": 3, "title": "El Paso", "duration": null, "mp3_url": null}
                ]
              }
            ]
          },
          {
            "uuid": "48300a31-35cf-b873-2c9e-b5559406bc1a",
            "source": "SBD > Reel > DAT > CD",
            "taper": "Betty Cantor-Jackson",
            "transferrer": "Rob Bertrando",
            "description": null,
            "is_soundboard": true,
            "avg_rating": 9.71,
            "avg_rating_weighted": 9.42,
            "num_ratings": 57,
            "duration": 9702,
            "sets": [
              {
                "index": 0,
                "name": "",
                "is_encore": false,
                "tracks": [
                  {"uuid": "b7d022a0-a25b-ef4a-96ab-d3eafa9567d8", "track_position": 1, "title": "New Minglewood Blues", "duration": 330, "mp3_url": "https://archive.org/download/48300a31/t01.mp3"},
                  {"uuid": "43697d88-4822-1675-f8b9-15572db8eb28", "track_position": 2, "title": "Loser", "duration": 426, "mp3_url": "https://archive.org/download/48300a31/t02.mp3"},
                  {"uuid": "049f3e9b-ae48-1569-64d7-5f8ca1c9d869", "track_position": 3, "title": "El Paso", "duration": 272, "mp3_url": "https://archive.org/download/48300a31/t03.mp3"}
                ]
              }
            ]
          },
          {
            "uuid": "f5b792f4-f963-432d-198f-40d407a30a13",
            "source": "SBD > Reel > DAT > FLAC",
            "taper": "Betty Cantor-Jackson",
            "transferrer": "Charlie Miller",
            "description": "Soundboard reels, transferred and remastered by Charlie Miller.",
            "is_soundboard": true,
            "avg_rating": 9.71,
            "avg_rating_weighted": 9.66,
            "num_ratings": 312,
            "duration": 10862,
            "sets": [
              {
                "index": 0,
                "name": "Set 1",
                "is_encore": false,
                "tracks": [
                  {"uuid": "f3e6323d-ed1c-9ad8-e2e6-2b3b8e650c4e", "track_position": 1, "title": "New Minglewood Blues", "duration": 330, "mp3_url": "https://archive.org/download/f5b792f4/t01.mp3"},
                  {"uuid": "ae44de2a-e2b6-b318-4a76-b4669bbbaa3f", "track_position": 2, "title": "Loser", "duration": 426, "mp3_url": "https://archive.org/download/f5b792f4/t02.mp3"},
                  {"uuid": "305a90ff-177d-7320-c51b-444bbcfd9c92", "track_position": 3, "title": "El Paso", "duration": 272, "mp3_url": "https://archive.org/download/f5b792f4/t03.mp3"},
                  {"uuid": "6ac85ab9-ee41-5dcf-049e-2843ab484328", "track_position": 4, "title": "They Love Each Other", "duration": 439, "mp3_url": "https://archive.org/download/f5b792f4/t04.mp3"},
                  {"uuid": "e185bb4e-bb6a-1b85-a064-5a1d96b8ee45", "track_position": 5, "title": "Jack Straw", "duration": 356, "mp3_url": "https://archive.org/download/f5b792f4/t05.mp3"},
                  {"uuid": "05de0872-aa24-32f6-5d91-851b013801e8", "track_position": 6, "title": "Deal", "duration": 329, "mp3_url": "https://archive.org/download/f5b792f4/t06.mp3"},
                  {"uuid": "c4bb817d-cd28-3792-d516-75c72a6185fb", "track_position": 7, "title": "Lazy Lightnin'", "duration": 200, "mp3_url": "https://archive.org/download/f5b792f4/t07.mp3"},
                  {"uuid": "b9882185-3301-a192-966d-702629ce934d", "track_position": 8, "title": "Supplication", "duration": 296, "mp3_url": "https://archive.org/download/f5b792f4/t08.mp3"},
                  {"uuid": "1b2228eb-ca68-cf81-3994-41e9437402a0", "track_position": 9, "title": "Brown-Eyed Women", "duration": 336, "mp3_url": "https://archive.org/download/f5b792f4/t09.mp3"},
                  {"uuid": "8249c15f-6b57-6399-c044-a602ff4eb8c2", "track_position": 10, "title": "Mama Tried", "duration": 159, "mp3_url": "https://archive.org/download/f5b792f4/t10.mp3"},
                  {"uuid": "fd7a0187-5190-3fae-1d39-fce73afff2ec", "track_position": 11, "title": "Row Jimmy", "duration": 733, "mp3_url": "https://archive.org/download/f5b792f4/t11.mp3"},
                  {"uuid": "7bbe8911-f453-d1b6-69fb-230eb3a4e40d", "track_position": 12, "title": "Dancin' in the Street", "duration": 1001, "mp3_url": "https://archive.org/download/f5b792f4/t12.mp3"}
                ]
              },
              {
                "index": 1,
                "name": "Set 2",
                "is_encore": false,
                "tracks": [
                  {"uuid": "8f8d368d-9741-1515-9e29-e75825c34e90", "track_position": 13, "title": "Scarlet Begonias", "duration": 670, "mp3_url": "https://archive.org/download/f5b792f4/t13.mp3"},
                  {"uuid": "7d5a0114-c530-2a81-1d0c-4c773e1e580d", "track_position": 14, "title": "Fire on the Mountain", "duration": 855, "mp3_url": "https://archive.org/download/f5b792f4/t14.mp3"},
                  {"uuid": "26470511-185e-c100-19db-162a5d237fb5", "track_position": 15, "title": "Estimated Prophet", "duration": 568, "mp3_url": "https://archive.org/download/f5b792f4/t15.mp3"},
                  {"uuid": "1f9214b0-e65c-62e3-7bde-3cc120ae0d4a", "track_position": 16, "title": "St. Stephen", "duration": 260, "mp3_url": "https://archive.org/download/f5b792f4/t16.mp3"},
                  {"uuid": "d9f7f150-079f-f615-e053-f2d4c719d7cf", "track_position": 17, "title": "Not Fade Away", "duration": 986, "mp3_url": "https://archive.org/download/f5b792f4/t17.mp3"},
                  {"uuid": "07ae9679-33b9-a54f-c79e-e372609a43c3", "track_position": 18, "title": "St. Stephen", "duration": 76, "mp3_url": "https://archive.org/download/f5b792f4/t18.mp3"},
                  {"uuid": "f5244ec7-881f-9ddf-8b19-ed6f654e2f62", "track_position": 19, "title": "Morning Dew", "duration": 829, "mp3_url": "https://archive.org/download/f5b792f4/t19.mp3"}
                ]
              },
              {
                "index": 2,
                "name": "",
                "is_encore": true,
                "tracks": [{"uuid": "d4aa831c-0313-96a4-938a-03b941e56f1e", "track_position": 20, "title": "One More Saturday Night", "duration": 296, "mp3_url": "https://archive.org/download/f5b792f4/t20.mp3"}]
              }
            ]
          },
          {
            "uuid": "d575f070-0ea6-ab70-59d4-fc68d75cf5dc",
            "source": null,
            "taper": null,
            "transferrer": null,
            "description": null,
            "is_soundboard": false,
            "avg_rating": 0,
            "avg_rating_weighted": 0,
            "num_ratings": 0,
            "duration": null,
            "sets": []
          }
        ]
      },
      "05cc71bc-75a8-c355-9381-b716d1c39540": {
        "uuid": "05cc71bc-75a8-c355-9381-b716d1c39540",
        "display_date": "1997-11-22",
        "avg_rating": 9.75,
        "avg_duration": 10990,
        "has_soundboard_source": false,
        "source_count": 1,
        "venue": {"name": "Hampton Coliseum", "location": "Hampton, VA"},
        "artist_uuid": "ca53d281-0041-ae33-a050-c87702d93b0c",
        "year_uuid": "013279b9-52e7-bf3a-8d18-4d89d6dc23f8",
        "sources": [
          {
            "uuid": "ddb91084-2ea9-16a2-5139-993a2f46acf0",
            "source": "Phish.in audience compilation",
            "taper": "Unknown",
            "transferrer": null,
            "description": null,
            "is_soundboard": false,
            "avg_rating": 9.75,
            "avg_rating_weighted": 9.75,
            "num_ratings": 142,
            "duration": 10990,
            "sets": [
              {
                "index": 0,
                "name": "Set 1",
                "is_encore": false,
                "tracks": [
                  {"uuid": "8d9f1791-7ea8-33a6-e80c-6051255fa25f", "track_position": 1, "title": "Mike's Song", "duration": 1276, "mp3_url": "https://archive.org/download/ddb91084/t01.mp3"},
                  {"uuid": "6cd4dbb0-9b7c-070f-75fc-10b0fa2bdff8", "track_position": 2, "title": "I Am Hydrogen", "duration": 192, "mp3_url": "https://archive.org/download/ddb91084/t02.mp3"},
                  {"uuid": "c09f6aa7-3072-99bc-135f-abbdcb9df668", "track_position": 3, "title": "Weekapaug Groove", "duration": 842, "mp3_url": "https://archive.org/download/ddb91084/t03.mp3"},
                  {"uuid": "ad30b3d8-ab26-0585-a8b2-5d0e3c020fd9", "track_position": 4, "title": "Train Song", "duration": 180, "mp3_url": "https://archive.org/download/ddb91084/t04.mp3"}
                ]
              },
              {
                "index": 1,
                "name": "Set 2",
                "is_encore": false,
                "tracks": [
                  {"uuid": "69b56862-ed7e-d7ab-55fb-e599edad4991", "track_position": 5, "title": "Halley's Comet", "duration": 1523, "mp3_url": "https://archive.org/download/ddb91084/t05.mp3"},
                  {"uuid": "9dd20462-f737-75a3-fab8-72780321a622", "track_position": 6, "title": "Tweezer", "duration": 1200, "mp3_url": "https://archive.org/download/ddb91084/t06.mp3"},
                  {"uuid": "772ac585-d69c-ee5f-16ab-30d0112022d5", "track_position": 7, "title": "Izabella", "duration": 367, "mp3_url": "https://archive.org/download/ddb91084/t07.mp3"}
                ]
              },
              {
                "index": 2,
                "name": "Encore",
                "is_encore": true,
                "tracks": [{"uuid": "47a470ec-48be-fd86-7926-06cf256b8b2a", "track_position": 8, "title": "Character Zero", "duration": 482, "mp3_url": "https://archive.org/download/ddb91084/t08.mp3"}]
              }
            ]
          }
        ]
      },
      "be6c08e5-97b7-8450-6cea-cbc7a92ffe81": {
        "uuid": "be6c08e5-97b7-8450-6cea-cbc7a92ffe81",
        "display_date": "2018-06-22",
        "avg_rating": 8.75,
        "avg_duration": 5417,
        "has_soundboard_source": false,
        "source_count": 2,
        "artist_uuid": "ab171e81-b06c-101d-a65e-28f6c535d21d",
        "year_uuid": "7b271d0d-ff2a-b7ca-f279-01050267cb93",
        "sources": [
          {
            "uuid": "161eafe1-4e0e-499b-cccf-b5b2e4dc77cb",
            "source": "Matrix (SBD + AUD)",
            "taper": "Scott Bernstein",
            "transferrer": null,
            "description": "",
            "is_soundboard": false,
            "avg_rating": 8.75,
            "avg_rating_weighted": 8.75,
            "num_ratings": 4,
            "duration": 5417,
            "sets": [
              {
                "index": 0,
                "name": "",
                "is_encore": false,
                "tracks": [
                  {"uuid": "f83201b3-72bc-f6f6-973d-e54a312f22fe", "track_position": 1, "title": "Hallucination Generation", "duration": 1098, "mp3_url": "https://archive.org/download/161eafe1/t01.mp3"},
                  {"uuid": "2253447e-e02e-6618-18d2-6cd5c89ba0b2", "track_position": 2, "title": "Gilbert's Groove", "duration": 874, "mp3_url": "https://archive.org/download/161eafe1/t02.mp3"},
                  {"uuid": "117019da-37f5-225f-e920-f3502f8f0fa6", "track_position": 3, "title": "Ranchero Lounge", "duration": 1331, "mp3_url": "https://archive.org/download/161eafe1/t03.mp3"},
                  {"uuid": "3d33845a-0f99-1a34-3890-95264480d908", "track_position": 4, "title": "Scattershot", "duration": 912, "mp3_url": "https://archive.org/download/161eafe1/t04.mp3"},
                  {"uuid": "3a3e34c9-7408-92be-202d-9647953812d7", "track_position": 5, "title": "Saturday Night Stomp", "duration": 1202, "mp3_url": null}
                ]
              }
            ]
          },
          {
            "uuid": "860be892-249f-86cb-ef0f-1de028896e8b",
            "source": "AUD",
            "taper": "Anonymous",
            "transferrer": "",
            "description": null,
            "is_soundboard": false,
            "avg_rating": 8.75,
            "avg_rating_weighted": 8.5,
            "num_ratings": 2,
            "duration": 1960,
            "sets": [
              {
                "index": 0,
                "name": "",
                "is_encore": false,
                "tracks": [
                  {"uuid": "bcbdc26b-bdd0-0d75-cc8f-e6c40df45630", "track_position": 1, "title": "Hallucination Generation", "duration": 1090, "mp3_url": "https://archive.org/download/860be892/t01.mp3"},
                  {"uuid": "0b166c0a-b23a-3e49-a140-bf57653333c4", "track_position": 2, "title": "Gilbert's Groove", "duration": 870, "mp3_url": "https://archive.org/download/860be892/t02.mp3"}
                ]
              }
            ]
          }
        ]
      }
    }
  },
  "library": {
    "favorite_artists": ["77a58ff9-2e01-c59c-b8eb-cff106049b72", "ca53d281-0041-ae33-a050-c87702d93b0c", "345683e3-d648-9c33-7c6a-25793390fd96"],
    "favorite_shows": ["2e2a8fb8-3acc-8d11-f9ec-beb02365ebbd", "05cc71bc-75a8-c355-9381-b716d1c39540"],
    "favorite_sources": ["48300a31-35cf-b873-2c9e-b5559406bc1a"],
    "offline_tracks": [
      "f3e6323d-ed1c-9ad8-e2e6-2b3b8e650c4e",
      "ae44de2a-e2b6-b318-4a76-b4669bbbaa3f",
      "305a90ff-177d-7320-c51b-444bbcfd9c92",
      "6ac85ab9-ee41-5dcf-049e-2843ab484328",
      "8d9f1791-7ea8-33a6-e80c-6051255fa25f",
      "6cd4dbb0-9b7c-070f-75fc-10b0fa2bdff8",
      "c09f6aa7-3072-99bc-135f-abbdcb9df668",
      "ad30b3d8-ab26-0585-a8b2-5d0e3c020fd9",
      "69b56862-ed7e-d7ab-55fb-e599edad4991",
      "9dd20462-f737-75a3-fab8-72780321a622",
      "772ac585-d69c-ee5f-16ab-30d0112022d5",
      "47a470ec-48be-fd86-7926-06cf256b8b2a"
    ]
  },
  "history": [
    {"track_uuid": "f3e6323d-ed1c-9ad8-e2e6-2b3b8e650c4e", "played_at": "2026-04-18T21:02:11Z"},
    {"track_uuid": "ae44de2a-e2b6-b318-4a76-b4669bbbaa3f", "played_at": "2026-04-18T17:07:40-04:00"},
    {"track_uuid": "8d9f1791-7ea8-33a6-e80c-6051255fa25f", "played_at": "2026-04-12T23:40:00+02:00"},
    {"track_uuid": "6cd4dbb0-9b7c-070f-75fc-10b0fa2bdff8", "played_at": "2026-04-12T22:01:19Z"},
    {"track_uuid": "f83201b3-72bc-f6f6-973d-e54a312f22fe", "played_at": "2026-04-15T08:30:00.250Z"},
    {"track_uuid": "2253447e-e02e-6618-18d2-6cd5c89ba0b2", "played_at": "2026-04-15T08:48:12Z"},
    {"track_uuid": "b7d022a0-a25b-ef4a-96ab-d3eafa9567d8", "played_at": "2026-03-30T19:15:00-07:00"},
    {"track_uuid": "69b56862-ed7e-d7ab-55fb-e599edad4991", "played_at": "2026-04-13T00:05:00+05:30"}
  ],
  "player": {
    "queue": [
      "f3e6323d-ed1c-9ad8-e2e6-2b3b8e650c4e",
      "ae44de2a-e2b6-b318-4a76-b4669bbbaa3f",
      "305a90ff-177d-7320-c51b-444bbcfd9c92",
      "6ac85ab9-ee41-5dcf-049e-2843ab484328",
      "e185bb4e-bb6a-1b85-a064-5a1d96b8ee45",
      "05de0872-aa24-32f6-5d91-851b013801e8",
      "c4bb817d-cd28-3792-d516-75c72a6185fb",
      "b9882185-3301-a192-966d-702629ce934d",
      "1b2228eb-ca68-cf81-3994-41e9437402a0",
      "8249c15f-6b57-6399-c044-a602ff4eb8c2",
      "fd7a0187-5190-3fae-1d39-fce73afff2ec",
      "7bbe8911-f453-d1b6-69fb-230eb3a4e40d",
      "8f8d368d-9741-1515-9e29-e75825c34e90",
      "7d5a0114-c530-2a81-1d0c-4c773e1e580d",
      "26470511-185e-c100-19db-162a5d237fb5",
      "1f9214b0-e65c-62e3-7bde-3cc120ae0d4a",
      "d9f7f150-079f-f615-e053-f2d4c719d7cf",
      "07ae9679-33b9-a54f-c79e-e372609a43c3",
      "f5244ec7-881f-9ddf-8b19-ed6f654e2f62",
      "d4aa831c-0313-96a4-938a-03b941e56f1e"
    ],
    "current_index": 2,
    "state": "playing",
    "elapsed": 100,
    "duration": 272,
    "shuffle": false,
    "repeat": "off"
  },
  "loading": {"artists": "loaded", "years:ce1dd669-3f3b-0186-ab59-e8300e92db7f": "loading", "year_shows:013279b9-52e7-bf3a-8d18-4d89d6dc23f8": "loaded", "show:e7281f4c-53ef-0b3c-5ece-5ad46ca14ab0": "failed"},
  "network": "online",
  "user_filters": {"is_favorite": null, "is_playable_offline": null, "combine": "and"}
}
"""#

    /// The decoded default state; an empty state if it ever failed to decode (a test
    /// proves it decodes).
    static func decoded() -> AppState {
        (try? StateDocument.decode(Array(json.utf8), file: "DefaultState.swift")) ?? AppState.empty
    }
}

extension AppState {
    /// A realistic built-in state: 10 artists (5 featured, 2 auto-created, one of them a
    /// favourite), years for Grateful Dead, Phish and Circles Around The Sun, shows
    /// (including `1966-11-XX`), three full show bodies, favourites, offline tracks, 8
    /// history entries and a playing queue (Cornell 1977-05-08, track 3 of 20, 100 s of 272 s).
    public static let `default`: AppState = DefaultState.decoded()
}
