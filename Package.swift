// swift-tools-version: 6.0
import PackageDescription

/// The CarPlay shim, linked only where Apple's CarPlay module does not exist.
let carPlayShim = Target.Dependency.target(name: "CarPlayShim", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "TemplateKitLite",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TemplateKitLite", targets: ["TemplateKitLite"]),
        .library(name: "TemplateKitSnapshots", targets: ["TemplateKitSnapshots"]),
        .library(name: "SnapshotTool", targets: ["SnapshotTool"]),
        .library(name: "RelistenScreens", targets: ["RelistenScreens"]),
        .library(name: "TemplateKitCarPlay", targets: ["TemplateKitCarPlay"]),
        .library(name: "RelistenCarPlay", targets: ["RelistenCarPlay"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    targets: [
        .target(name: "TemplateKitLite"),
        .target(name: "RelistenScreens", dependencies: ["TemplateKitLite"]),
        // The golden engine: store, diff, pending files, review page. Internal to this
        // package (its API is `package`); both libraries below build on it.
        .target(name: "SnapshotEngine", dependencies: ["TemplateKitLite"]),
        .target(name: "TemplateKitSnapshots", dependencies: ["SnapshotEngine", "TemplateKitLite"]),
        .target(name: "SnapshotTool", dependencies: ["SnapshotEngine", "TemplateKitLite"]),
        // This repo's catalog: the gallery, every Relisten screen and journey.
        // The adapter and the shim: the update plan's bench rows and operation logs run on CarPlay objects.
        .target(name: "LiveCatalog", dependencies: ["SnapshotTool", "TemplateKitLite", "RelistenScreens", "TemplateKitCarPlay", carPlayShim]),
        .executableTarget(name: "snapshot", dependencies: ["SnapshotTool", "LiveCatalog"]),
        // A Linux/macOS stand-in for Apple's CarPlay module (audio subset); never in an iOS build.
        .target(name: "CarPlayShim"),
        .target(name: "TemplateKitCarPlay", dependencies: ["TemplateKitLite", carPlayShim]),
        .target(name: "RelistenCarPlay", dependencies: ["TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim]),
        .testTarget(name: "TemplateKitLiteTests", dependencies: ["TemplateKitLite"]),
        .testTarget(name: "RelistenScreensTests", dependencies: ["RelistenScreens", "TemplateKitLite"]),
        .testTarget(name: "TemplateKitCarPlayTests", dependencies: ["TemplateKitCarPlay", "TemplateKitLite", carPlayShim]),
        .testTarget(name: "RelistenCarPlayTests", dependencies: ["RelistenCarPlay", "TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["SnapshotEngine", "SnapshotTool", "LiveCatalog", "TemplateKitLite", "RelistenScreens"]),
        .testTarget(
            name: "TemplateKitSnapshotsTests",
            dependencies: ["TemplateKitSnapshots", "SnapshotEngine", "TemplateKitLite"]),
    ],
    swiftLanguageModes: [.v6]
)
