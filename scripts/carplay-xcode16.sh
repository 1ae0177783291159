#!/usr/bin/env bash
# The CarPlay adapter and Relisten's wiring against the Xcode 16 SDK's isolation: there,
# CPInterfaceControllerDelegate and CPTabBarTemplateDelegate were not yet main-actor. The
# shim declares them so under -DCARPLAY_SHIM_XCODE16; the build must pass with zero warnings,
# as the normal build (the Xcode 26 SDK's isolation) does.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target RelistenCarPlay --scratch-path .build-ci-xcode16 \
    -Xswiftc -DCARPLAY_SHIM_XCODE16 -Xswiftc -warnings-as-errors
