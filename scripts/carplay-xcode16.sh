#!/usr/bin/env bash
# The CarPlay adapter and Relisten's wiring against the Xcode 16 SDK's isolation: there,
# CPInterfaceControllerDelegate and CPTabBarTemplateDelegate were not yet main-actor. The
# shim declares them so under -DCARPLAY_SHIM_XCODE16; the build must pass with zero warnings,
# as the normal build (the Xcode 26 SDK's isolation) does.
#
# Only the four modules the define reaches are compiled again (the shims, the adapter and
# Relisten's wiring), with the flags SwiftPM gave them in the package's debug build, against
# that build's other modules (KitSupport, TemplateKitLite, RelistenScreens): CI compiles the
# package once (scripts/build-checked.sh) and this step adds seconds, not a second build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .build/debug.yaml ] && [ -d .build/debug/Modules ] || swift build --target RelistenCarPlay
modules=$(cd .build/debug/Modules && pwd)
# The package's name as SwiftPM passed it (package access between modules needs the same one).
package_name=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)
[ -n "$package_name" ] || { echo "carplay-xcode16: no -package-name in .build/debug.yaml" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

compile() { # module language-mode
    local module=$1 mode=$2
    swiftc -module-name "$module" -swift-version "$mode" -package-name "$package_name" -parse-as-library \
        -wmo -Onone -enable-testing -DSWIFT_PACKAGE -DDEBUG -DCARPLAY_SHIM_XCODE16 -warnings-as-errors \
        -I "$out" -I "$modules" -module-cache-path "$out/cache" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" -c -o "$out/$module.o" \
        Sources/"$module"/*.swift
}
compile CarPlayShim 6
compile MediaPlayerShim 5
compile TemplateKitCarPlay 6
compile RelistenCarPlay 6
echo "carplay-xcode16: CarPlayShim, MediaPlayerShim, TemplateKitCarPlay and RelistenCarPlay build with zero warnings under the Xcode 16 SDK's isolation"
