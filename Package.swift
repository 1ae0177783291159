// swift-tools-version: 6.0
import PackageDescription

/// The CarPlay shim, linked only where Apple's CarPlay module does not exist.
let carPlayShim = Target.Dependency.target(name: "CarPlayShim", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "TemplateKitLite",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TemplateKitLite", targets: ["TemplateKitLite"]),
        .library(name: "RelistenScreens", targets: ["RelistenScreens"]),
        .library(name: "TemplateKitCarPlay", targets: ["TemplateKitCarPlay"]),
        .library(name: "RelistenCarPlay", targets: ["RelistenCarPlay"]),
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    targets: [
        .target(name: "TemplateKitLite"),
        .target(name: "RelistenScreens", dependencies: ["TemplateKitLite"]),
        // A Linux/macOS stand-in for Apple's CarPlay module (audio subset); never in an iOS build.
        .target(name: "CarPlayShim"),
        .target(name: "TemplateKitCarPlay", dependencies: ["TemplateKitLite", carPlayShim]),
        .target(name: "RelistenCarPlay", dependencies: ["TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim]),
        .executableTarget(name: "snapshot", dependencies: ["TemplateKitLite", "RelistenScreens"]),
        .testTarget(name: "TemplateKitLiteTests", dependencies: ["TemplateKitLite"]),
        .testTarget(name: "RelistenScreensTests", dependencies: ["RelistenScreens", "TemplateKitLite"]),
        .testTarget(name: "TemplateKitCarPlayTests", dependencies: ["TemplateKitCarPlay", "TemplateKitLite", carPlayShim]),
        .testTarget(name: "RelistenCarPlayTests", dependencies: ["RelistenCarPlay", "TemplateKitCarPlay", "RelistenScreens", "TemplateKitLite", carPlayShim]),
        .testTarget(name: "SnapshotTests", dependencies: ["snapshot", "TemplateKitLite", "RelistenScreens"]),
    ],
    swiftLanguageModes: [.v6]
)
