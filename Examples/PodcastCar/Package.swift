// swift-tools-version: 6.0
import PackageDescription

// A small podcast app's CarPlay screens, adopting TemplateKitLite as another team would:
// screens in the DSL, golden tests with expectSnapshot / assertSnapshot, and a catalog
// executable (`swift run podcast-snapshots`). In your own package, depend on the
// repository by URL instead of by path.
let package = Package(
    name: "PodcastCar",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TemplateKitLite", path: "../.."),
    ],
    targets: [
        .target(name: "PodcastScreens", dependencies: [.product(name: "TemplateKitLite", package: "TemplateKitLite")]),
        .executableTarget(
            name: "podcast-snapshots",
            dependencies: ["PodcastScreens", .product(name: "SnapshotTool", package: "TemplateKitLite")]),
        .testTarget(
            name: "PodcastScreensTests",
            dependencies: [
                "PodcastScreens",
                .product(name: "TemplateKitLite", package: "TemplateKitLite"),
                .product(name: "TemplateKitSnapshots", package: "TemplateKitLite"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
