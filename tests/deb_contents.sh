#!/bin/sh
# The .deb installs what desktop integration needs (issue 14 §5): the binary, the desktop file
# (naming the design MIME type), the MIME XML, the icon at every size, the AppStream metainfo
# and the man page. Builds the package with CPack, then reads it with dpkg-deb -c.
# Usage: deb_contents.sh CPACK BUILD_DIR. Exit 77 (skipped) when dpkg-deb is missing.
set -u
cpack=$1
build=$2
if ! command -v dpkg-deb >/dev/null 2>&1; then
    echo "SKIP: dpkg-deb is not installed (Debian package dpkg)"
    exit 77
fi
out="$build/deb-contents-test"
rm -rf "$out" && mkdir -p "$out"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log"
    exit 1
fi
deb=$(ls "$out"/*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { echo "FAIL: cpack made no .deb"; cat "$out/cpack.log"; exit 1; }
dpkg-deb -c "$deb" | awk '{print $NF}' >"$out/contents.txt"
status=0
need() {
    if grep -qx "$1" "$out/contents.txt"; then
        echo "ok: $1"
    else
        echo "FAIL: $1 is not in $(basename "$deb")"
        status=1
    fi
}
need ./usr/bin/clustercanvas
need ./usr/share/applications/clustercanvas.desktop
need ./usr/share/mime/packages/clustercanvas.xml
need ./usr/share/metainfo/org.clustercanvas.clustercanvas.metainfo.xml
need ./usr/share/icons/hicolor/scalable/apps/clustercanvas.svg
for size in 16 22 24 32 48 64 128 256 512; do
    need "./usr/share/icons/hicolor/${size}x${size}/apps/clustercanvas.png"
done
if command -v help2man >/dev/null 2>&1; then
    need ./usr/share/man/man1/clustercanvas.1
else
    echo "note: help2man is missing, so no man page was built to package"
fi
need ./usr/share/clustercanvas/catalogs/accelerators.json
# The installed desktop file and MIME XML name the same type.
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/applications/clustercanvas.desktop \
    | grep -q '^MimeType=application/x-clustercanvas+json;' \
    || { echo "FAIL: the packaged desktop file does not claim the design MIME type"; status=1; }
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/mime/packages/clustercanvas.xml \
    | grep -q 'type="application/x-clustercanvas+json"' \
    || { echo "FAIL: the packaged MIME XML does not define the design MIME type"; status=1; }
exit $status
