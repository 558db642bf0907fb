#!/bin/sh
# Re-extracts every tr()/QT_TRANSLATE_NOOP string of app/ and views/ into the two Chinese
# translation files. Run from anywhere; needs Debian's qt6-l10n-tools (/usr/lib/qt6/bin/lupdate).
# tests/tst_translations.cpp runs lupdate with the same options (LUPDATE_OPTIONS below) on a copy
# and fails when that would add, drop or reset an entry, so re-run this after changing a string.
#   -I .              resolve "views/..." includes, so classes get their cc:: contexts
#   -locations none   no line numbers: edits elsewhere in a file do not touch the .ts files
#   -no-obsolete      strings that left the sources leave the .ts files too
set -eu
cd "$(dirname "$0")/../../.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for lang in zh_CN zh_TW; do
  "$LUPDATE" -silent -I . -locations none -no-obsolete -source-language en -target-language "$lang" \
    app views -ts "resources/translations/clustercanvas_$lang.ts"
done
