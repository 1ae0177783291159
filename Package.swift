// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TemplateKitLite",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TemplateKitLite", targets: ["TemplateKitLite"]),
        .library(name: "RelistenScreens", targets: ["RelistenScreens"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    targets: [
        .target(name: "TemplateKitLite"),
        .target(name: "RelistenScreens", dependencies: ["TemplateKitLite"]),
        .executableTarget(name: "snapshot", dependencies: ["TemplateKitLite", "RelistenScreens"]),
        .testTarget(name: "TemplateKitLiteTests", dependencies: ["TemplateKitLite"]),
        .testTarget(name: "RelistenScreensTests", dependencies: ["RelistenScreens", "TemplateKitLite"]),
        .testTarget(name: "SnapshotTests", dependencies: ["snapshot", "TemplateKitLite", "RelistenScreens"]),
    ],
    swiftLanguageModes: [.v6]
)
